ALTER TABLE "jobs" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, coalesce("jobs"."title", '')), 'A') || setweight(to_tsvector('simple'::regconfig, regexp_replace(coalesce("jobs"."description", ''), '<[^>]*>', ' ', 'g')), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "jobs_search_vector_idx" ON "jobs" USING gin ("search_vector");
