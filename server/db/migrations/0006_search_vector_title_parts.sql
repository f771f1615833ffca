-- Every ending of 4+ letters of every title word, as lexemes: a word start query ("pflege:*") then finds
-- word parts inside titles ("Altenpflegerin" has the ending "pflegerin") through the GIN index.
CREATE OR REPLACE FUNCTION job_title_word_parts(title text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_to_tsvector(array_agg(DISTINCT substr(word, i))), ''::tsvector)
  FROM regexp_split_to_table(lower(coalesce(title, '')), '[^a-zäöüßÄÖÜ]+') AS word,
       generate_series(2, greatest(length(word) - 3, 1)) AS i
  WHERE length(word) >= 5
$$;--> statement-breakpoint
ALTER TABLE "jobs" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, coalesce("jobs"."title", '')), 'A') || setweight(job_title_word_parts("jobs"."title"), 'C') || setweight(to_tsvector('simple'::regconfig, regexp_replace(coalesce("jobs"."description", ''), '<[^>]*>', ' ', 'g')), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "jobs_search_vector_idx" ON "jobs" USING gin ("search_vector");
