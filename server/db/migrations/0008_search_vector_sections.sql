-- A job description's body and its contact/closing part ("Ihr Ansprechpartner: Herr Koch", "Ihr Kontakt",
-- "Für Fragen steht Ihnen …", "Haben wir Ihr Interesse geweckt?"), tags taken out and blocks on their own lines. The part starts at the first block
-- that opens with such words; the search vector weights it lowest (D), so a contact person's name never
-- finds or ranks a job like its title or body does.
CREATE OR REPLACE FUNCTION job_description_part(description text, contact boolean) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  WITH plain AS (
    SELECT E'\n' || regexp_replace(
      regexp_replace(coalesce(description, ''), '<(br|/?(p|div|h[1-6]|li|ul|ol|tr|section|table))\M[^>]*>', E'\n', 'gi'),
      '<[^>]*>', ' ', 'g') AS text
  ), split AS (
    SELECT text, (regexp_match(text,
      E'\\n[\\s\\W]*((?:(?:ihre?|deine?|unsere?)\\s+ansprechpartner|ansprechpartner(?:in)?\\s*:|ansprechperson(?:en)?\\s*:|kontakt(?:person)?\\s*(?::|\\n)|(?:ihr|dein)\\s+kontakt|haben\\s+wir\\s+(?:ihr|dein)\\s+interesse|wir\\s+freuen\\s+uns\\s+auf\\s+(?:ihre|deine)|bewerbungen?\\s+(?:bitte\\s+)?an\\s*:|(?:für\\s+)?(?:ihre\\s+|deine\\s+)?fragen\\s+steh|noch\\s+fragen\\?).*)$',
      'i'))[1] AS tail
    FROM plain
  )
  SELECT CASE
    WHEN contact THEN coalesce(tail, '')
    WHEN tail IS NULL THEN text
    ELSE left(text, length(text) - length(tail))
  END FROM split
$$;--> statement-breakpoint
ALTER TABLE "jobs" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, coalesce("jobs"."title", '')), 'A') || setweight(job_title_word_parts("jobs"."title"), 'B') || setweight(to_tsvector('simple'::regconfig, coalesce("jobs"."skills_free", '')), 'B') || setweight(to_tsvector('simple'::regconfig, job_description_part("jobs"."description", false)), 'C') || setweight(to_tsvector('simple'::regconfig, job_description_part("jobs"."description", true)), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "jobs_search_vector_idx" ON "jobs" USING gin ("search_vector");
