CREATE TYPE "public"."invoice_kind" AS ENUM('invoice', 'cancellation');--> statement-breakpoint
CREATE TYPE "public"."vat_treatment" AS ENUM('domestic', 'reverse_charge', 'outside_eu');--> statement-breakpoint
ALTER TYPE "public"."file_purpose" ADD VALUE 'invoice' BEFORE 'other';--> statement-breakpoint
ALTER TYPE "public"."credit_ledger_reason" ADD VALUE 'cancellation';--> statement-breakpoint
CREATE TABLE "document_number_counters" (
	"seller_id" text NOT NULL,
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_number_counters_seller_id_series_year_pk" PRIMARY KEY("seller_id","series","year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" "invoice_kind" DEFAULT 'invoice' NOT NULL,
	"cancels_invoice_id" uuid,
	"seller_id" text NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"service_date" timestamp with time zone NOT NULL,
	"due_date" timestamp with time zone,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"net_cents" integer NOT NULL,
	"vat_rate" numeric(5, 4) NOT NULL,
	"vat_treatment" "vat_treatment" NOT NULL,
	"vat_cents" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	"currency" char(3) DEFAULT 'EUR' NOT NULL,
	"pdf_file_id" uuid,
	"xml_file_id" uuid,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_customer_profiles" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"profile" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text DEFAULT 'invoice' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "due_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_rate" numeric(5, 4) DEFAULT 0.19 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_treatment" "vat_treatment" DEFAULT 'domestic' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_cancels_invoice_id_invoices_id_fk" FOREIGN KEY ("cancels_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_pdf_file_id_files_id_fk" FOREIGN KEY ("pdf_file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_xml_file_id_files_id_fk" FOREIGN KEY ("xml_file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_customer_profiles" ADD CONSTRAINT "organization_customer_profiles_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_customer_profiles" ADD CONSTRAINT "organization_customer_profiles_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_seller_number_idx" ON "invoices" USING btree ("seller_id","number");--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_region_status_idx" ON "orders" USING btree ("region_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_organization_key_idx" ON "orders" USING btree ("organization_id","order_key");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_number_unique" UNIQUE("number");--> statement-breakpoint
-- The catalogue every site sells (region_id NULL); a site's own products are rows with its region_id.
-- A price change is a new SKU (orders keep the name and price they were bought at).
INSERT INTO "products" ("sku", "region_id", "type", "name", "description", "price_cents", "credits", "job_slots", "resume_contact_slots", "duration_days", "weight") VALUES
  ('job-credits-1', NULL, 'credits', '1 Stellenanzeige', NULL, 24900, 1, NULL, NULL, NULL, 10),
  ('job-credits-5', NULL, 'credits', '5 Stellenanzeigen', NULL, 109500, 5, NULL, NULL, NULL, 20),
  ('job-credits-10', NULL, 'credits', '10 Stellenanzeigen', NULL, 199000, 10, NULL, NULL, NULL, 30),
  ('subscription-monthly', NULL, 'subscription', 'Abo Monat', NULL, 49900, NULL, 5, 10, 30, 40),
  ('subscription-yearly', NULL, 'subscription', 'Abo Jahr', NULL, 499000, NULL, 10, 60, 365, 50)
ON CONFLICT ("sku") DO NOTHING;
