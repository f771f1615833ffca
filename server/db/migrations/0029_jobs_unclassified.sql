-- Jobs still without occupations, for the background task `occupations`: empty in normal operation, so the check
-- every five minutes reads nothing instead of every job.
CREATE INDEX "jobs_unclassified_idx" ON "jobs" USING btree ("id") WHERE "jobs"."occupation_codes" is null;