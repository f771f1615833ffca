-- The job's KldB occupations (server/search/occupations/classify-job.ts) join the site's words as
-- "franken~kldb72213", so one GIN index finds a site's jobs by words or by occupation, and a query for a
-- four-digit group is a word start ("franken~kldb7221":*). Null until the application classifies the job.
ALTER TABLE "jobs" ADD COLUMN "occupation_codes" text[];--> statement-breakpoint
-- A resume's desired occupation, classified the same way, for the resume search.
ALTER TABLE "resumes" ADD COLUMN "occupation_codes" text[];--> statement-breakpoint
-- The words as in job_site_words(region, vector) of migration 0023, repeated: an index expression runs with a
-- search path of pg_catalog only, where that function is not found.
CREATE OR REPLACE FUNCTION job_site_words(region text, vector tsvector, occupations text[]) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_tsvector(coalesce(array_agg(word), '{}'))
  FROM (
    SELECT region || '~' || w.lexeme AS word FROM unnest(vector) AS w
    WHERE w.positions IS NULL OR w.weights && '{A,B,C}'::text[]
    UNION ALL
    SELECT region || '~kldb' || code FROM unnest(occupations) AS code
  ) AS words
$$;--> statement-breakpoint
DROP INDEX "jobs_site_words_idx";--> statement-breakpoint
CREATE INDEX "jobs_site_words_idx" ON "jobs" USING gin (job_site_words("region_id", "search_vector", "occupation_codes"));
