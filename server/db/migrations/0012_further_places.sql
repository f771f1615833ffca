ALTER TABLE "jobs" ADD COLUMN "further_places" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Jobs that already have further places get the flag.
UPDATE "jobs" SET "further_places" = true WHERE "id" IN (SELECT "job_id" FROM "job_locations" WHERE "position" > 0);
