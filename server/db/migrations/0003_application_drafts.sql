CREATE TABLE "job_application_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"region_id" text NOT NULL,
	"fields" jsonb NOT NULL,
	"errors" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"file_ids" uuid[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_application_drafts" ADD CONSTRAINT "job_application_drafts_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_application_drafts_created_idx" ON "job_application_drafts" USING btree ("created_at");