DROP INDEX "jobs_search_vector_idx";--> statement-breakpoint
CREATE INDEX "jobs_region_search_idx" ON "jobs" USING gin ("region_id","search_vector");