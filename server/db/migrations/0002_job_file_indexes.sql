CREATE INDEX "jobs_file_idx" ON "jobs" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "jobs_logo_file_idx" ON "jobs" USING btree ("logo_file_id");