-- The site's titles by their trigrams (docs/architecture.md, "What is left at a million"): the job search asks first
-- which of the site's titles may hold a word (the LIKE of its ranking's title levels), so a common word's jobs that
-- hold it only in the description are read once and never ranked when titles hold it. pg_trgm is one of
-- PostgreSQL's contrib modules (Debian's postgresql package has them); PGlite loads it in server/db/pglite-options.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "job_search_title_trgm_idx" ON "job_search" USING gin ("region_id",lower("title") gin_trgm_ops);
