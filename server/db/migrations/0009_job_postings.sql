CREATE TYPE "public"."job_charge" AS ENUM('credit', 'slot');--> statement-breakpoint
CREATE TYPE "public"."job_revision_status" AS ENUM('editing', 'submitted', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."credit_ledger_reason" AS ENUM('purchase', 'grant', 'use', 'give_back', 'expiry');--> statement-breakpoint
ALTER TYPE "public"."job_state" ADD VALUE 'draft' BEFORE 'needs_review';--> statement-breakpoint
CREATE TABLE "job_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"address" jsonb,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	CONSTRAINT "job_locations_job_position_uq" UNIQUE("job_id","position")
);
--> statement-breakpoint
CREATE TABLE "job_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"author_id" uuid,
	"fields" jsonb NOT NULL,
	"status" "job_revision_status" DEFAULT 'editing' NOT NULL,
	"review_note" text,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_revisions_job_id_unique" UNIQUE("job_id")
);
--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"region_id" text NOT NULL,
	"type" text NOT NULL,
	"delta" integer NOT NULL,
	"reason" "credit_ledger_reason" NOT NULL,
	"subscription_id" uuid,
	"job_id" uuid,
	"order_id" uuid,
	"actor_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_delta_check" CHECK ("credit_ledger"."delta" <> 0)
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "trusted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "charged_with" "job_charge";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "job_locations" ADD CONSTRAINT "job_locations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_revisions" ADD CONSTRAINT "job_revisions_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_revisions" ADD CONSTRAINT "job_revisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Balances become ledger entries: what an organization held is granted once, then the table goes.
INSERT INTO "credit_ledger" ("organization_id", "region_id", "type", "delta", "reason", "note")
SELECT "organization_id", "region_id", "type", "amount", 'grant', 'Bestand vor dem Buchungsjournal'
FROM "credit_balances" WHERE "amount" > 0;--> statement-breakpoint
DROP TABLE "credit_balances" CASCADE;--> statement-breakpoint
-- Every job's one place so far becomes its first work place.
INSERT INTO "job_locations" ("job_id", "position", "label", "address", "lat", "lon")
SELECT "id", 0, coalesce("location_label", ''), "address", "lat", "lon"
FROM "jobs" WHERE "lat" IS NOT NULL AND "lon" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "job_locations_lat_idx" ON "job_locations" USING btree ("lat");--> statement-breakpoint
CREATE INDEX "credit_ledger_org_region_type_idx" ON "credit_ledger" USING btree ("organization_id","region_id","type");--> statement-breakpoint
CREATE INDEX "credit_ledger_job_idx" ON "credit_ledger" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "credit_ledger_subscription_idx" ON "credit_ledger" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "credit_ledger_order_idx" ON "credit_ledger" USING btree ("order_id");