DROP INDEX "jobs_region_search_idx";--> statement-breakpoint
CREATE INDEX "jobs_site_words_idx" ON "jobs" USING gin (job_site_words("region_id", "search_vector"));