CREATE TYPE "public"."publish_state" AS ENUM('draft', 'published', 'archived');--> statement-breakpoint
CREATE TYPE "public"."rich_text_format" AS ENUM('filtered_html', 'full_html', 'plain');--> statement-breakpoint
CREATE TYPE "public"."send_status" AS ENUM('pending', 'sending', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('anonymous', 'applicant', 'recruiter', 'administrator', 'site_admin', 'job_editor');--> statement-breakpoint
CREATE TYPE "public"."file_purpose" AS ENUM('job_file', 'job_logo', 'application_attachment', 'organization_logo', 'organization_cover', 'organization_gallery', 'organization_attachment', 'contact_person_photo', 'resume_photo', 'resume_import', 'contact_attachment', 'blog_image', 'other');--> statement-breakpoint
CREATE TYPE "public"."vocabulary" AS ENUM('occupational_field', 'employment_type', 'industry', 'benefit', 'skill', 'language', 'degree_level', 'field_of_study', 'career_status', 'remote_option');--> statement-breakpoint
CREATE TYPE "public"."application_workflow" AS ENUM('internal', 'email', 'link');--> statement-breakpoint
CREATE TYPE "public"."job_state" AS ENUM('needs_review', 'published', 'archived', 'scheduled');--> statement-breakpoint
CREATE TYPE "public"."job_type" AS ENUM('job_per_template', 'job_per_link', 'job_per_file');--> statement-breakpoint
CREATE TYPE "public"."salary_unit" AS ENUM('hour', 'day', 'week', 'month', 'year');--> statement-breakpoint
CREATE TYPE "public"."contact_request_status" AS ENUM('pending', 'approved', 'revoked');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('pending', 'paid', 'cancelled', 'refunded', 'failed');--> statement-breakpoint
CREATE TYPE "public"."product_type" AS ENUM('credits', 'subscription', 'job_slot', 'resume_contact');--> statement-breakpoint
CREATE TYPE "public"."subscription_status" AS ENUM('pending', 'active', 'expired', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."route_kind" AS ENUM('content', 'redirect', 'gone');--> statement-breakpoint
CREATE TABLE "accounts" (
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"provider" text NOT NULL,
	"provider_account_id" text NOT NULL,
	"refresh_token" text,
	"access_token" text,
	"expires_at" integer,
	"token_type" text,
	"scope" text,
	"id_token" text,
	"session_state" text,
	CONSTRAINT "accounts_provider_provider_account_id_pk" PRIMARY KEY("provider","provider_account_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"session_token" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"role" "user_role" NOT NULL,
	"target_id" uuid,
	"region_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_grant_uq" UNIQUE NULLS NOT DISTINCT("user_id","role","target_id","region_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"name" text,
	"display_name" text,
	"first_name" text,
	"last_name" text,
	"email_verified" timestamp with time zone,
	"image" text,
	"approved" boolean DEFAULT false NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"active_organization_id" uuid,
	"region_id" text,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification_tokens" (
	"identifier" text NOT NULL,
	"token" text NOT NULL,
	"expires" timestamp with time zone NOT NULL,
	CONSTRAINT "verification_tokens_identifier_token_pk" PRIMARY KEY("identifier","token")
);
--> statement-breakpoint
CREATE TABLE "organization_members" (
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_members_organization_id_user_id_pk" PRIMARY KEY("organization_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"region_id" text NOT NULL,
	"slug" text NOT NULL,
	"owner_id" uuid,
	"name" text NOT NULL,
	"alternative_name" text,
	"personal_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"company_info" jsonb,
	"info" jsonb DEFAULT '{"profiles":{}}'::jsonb NOT NULL,
	"about" jsonb DEFAULT '{"industry":[],"occupation":[],"fieldsOfStudy":[]}'::jsonb NOT NULL,
	"benefits" integer[] DEFAULT '{}' NOT NULL,
	"contact_people" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gallery" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"videos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"further_locations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"faq" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attachments" uuid[] DEFAULT '{}' NOT NULL,
	"industry_tids" integer[] DEFAULT '{}' NOT NULL,
	"occupation_tids" integer[] DEFAULT '{}' NOT NULL,
	"field_of_study_tids" integer[] DEFAULT '{}' NOT NULL,
	"lat" double precision,
	"lon" double precision,
	"featured" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"presentation_format" "rich_text_format" DEFAULT 'filtered_html' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizations_region_slug_uq" UNIQUE("region_id","slug")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" char(64) NOT NULL,
	"purpose" "file_purpose" DEFAULT 'other' NOT NULL,
	"owner_id" uuid,
	"region_id" text,
	"alt" text,
	"title" text,
	"permanent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "taxonomy_terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vocabulary" "vocabulary" NOT NULL,
	"tid" integer NOT NULL,
	"label" text NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"parent_tid" integer,
	"path_aliases" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "taxonomy_terms_tid_unique" UNIQUE("tid"),
	CONSTRAINT "taxonomy_terms_vocabulary_label_uq" UNIQUE("vocabulary","label")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"region_id" text NOT NULL,
	"organization_id" uuid NOT NULL,
	"organization_assignment" text,
	"author_id" uuid,
	"type" "job_type" DEFAULT 'job_per_template' NOT NULL,
	"state" "job_state" DEFAULT 'needs_review' NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_format" "rich_text_format" DEFAULT 'filtered_html' NOT NULL,
	"link_url" text,
	"file_id" uuid,
	"logo_file_id" uuid,
	"video_url" text,
	"availability_period" jsonb,
	"address" jsonb,
	"location_label" text,
	"lat" double precision,
	"lon" double precision,
	"remote_options" integer[] DEFAULT '{}' NOT NULL,
	"employment_types" integer[] DEFAULT '{}' NOT NULL,
	"occupational_fields" integer[] DEFAULT '{}' NOT NULL,
	"fields_of_study" integer[] DEFAULT '{}' NOT NULL,
	"degree_levels" integer[] DEFAULT '{}' NOT NULL,
	"years_of_experience" integer,
	"salary_range" text,
	"salary_min" numeric(12, 2),
	"salary_max" numeric(12, 2),
	"salary_currency" char(3) DEFAULT 'EUR' NOT NULL,
	"salary_unit" "salary_unit",
	"languages" integer[] DEFAULT '{}' NOT NULL,
	"languages_free" text,
	"skills" integer[] DEFAULT '{}' NOT NULL,
	"skills_free" text,
	"published_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"duration_days" integer,
	"application_workflow" "application_workflow" DEFAULT 'internal' NOT NULL,
	"application_emails" text[] DEFAULT '{}' NOT NULL,
	"application_link" text,
	"application_require_cv" boolean DEFAULT false NOT NULL,
	"application_require_cover_letter" boolean DEFAULT false NOT NULL,
	"application_require_qualifying_questions" boolean DEFAULT false NOT NULL,
	"application_qualifying_questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"top" boolean DEFAULT false NOT NULL,
	"subscription_id" uuid,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('german'::regconfig, coalesce("jobs"."title", '')), 'A') || setweight(to_tsvector('german'::regconfig, regexp_replace(coalesce("jobs"."description", ''), '<[^>]*>', ' ', 'g')), 'B')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_application_attachments" (
	"application_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "job_application_attachments_application_id_file_id_pk" PRIMARY KEY("application_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"region_id" text NOT NULL,
	"applicant_id" uuid,
	"resume_id" uuid,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email_address" text NOT NULL,
	"cover_letter" text,
	"qualifying_answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"send_status" "send_status" DEFAULT 'pending' NOT NULL,
	"send_attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now(),
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume_contact_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"resume_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"requested_by_id" uuid,
	"status" "contact_request_status" DEFAULT 'pending' NOT NULL,
	"message" text,
	"subscription_id" uuid,
	"approved_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resume_contact_requests_resume_org_uq" UNIQUE("resume_id","organization_id")
);
--> statement-breakpoint
CREATE TABLE "resumes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"region_id" text NOT NULL,
	"visible" boolean DEFAULT false NOT NULL,
	"complete" boolean DEFAULT false NOT NULL,
	"personal_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"job_preferences" jsonb DEFAULT '{"desiredOccupation":[],"employmentType":[],"availabilityPeriods":[]}'::jsonb NOT NULL,
	"education" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"work_experience" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"languages" jsonb DEFAULT '{"tids":[]}'::jsonb NOT NULL,
	"skills" jsonb DEFAULT '{"tids":[]}'::jsonb NOT NULL,
	"career_status_tid" integer,
	"occupation_tids" integer[] DEFAULT '{}' NOT NULL,
	"language_tids" integer[] DEFAULT '{}' NOT NULL,
	"skill_tids" integer[] DEFAULT '{}' NOT NULL,
	"field_of_study_tids" integer[] DEFAULT '{}' NOT NULL,
	"lat" double precision,
	"lon" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resumes_user_region_uq" UNIQUE("user_id","region_id")
);
--> statement-breakpoint
CREATE TABLE "job_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"region_id" text NOT NULL,
	"language" text DEFAULT 'de' NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"label" text,
	"search" jsonb NOT NULL,
	"interval_seconds" integer DEFAULT 86400 NOT NULL,
	"confirmed" boolean DEFAULT false NOT NULL,
	"confirm_token" text,
	"unsubscribe_token" text NOT NULL,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alerts_confirm_token_unique" UNIQUE("confirm_token"),
	CONSTRAINT "job_alerts_unsubscribe_token_unique" UNIQUE("unsubscribe_token"),
	CONSTRAINT "job_alerts_interval_check" CHECK (interval_seconds in (-1, 86400, 604800, 2628000))
);
--> statement-breakpoint
CREATE TABLE "resume_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"region_id" text NOT NULL,
	"language" text DEFAULT 'de' NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_id" uuid,
	"email" text NOT NULL,
	"label" text,
	"search" jsonb NOT NULL,
	"interval_seconds" integer DEFAULT 604800 NOT NULL,
	"confirmed" boolean DEFAULT false NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resume_alerts_unsubscribe_token_unique" UNIQUE("unsubscribe_token"),
	CONSTRAINT "resume_alerts_interval_check" CHECK (interval_seconds in (-1, 86400, 604800, 2628000))
);
--> statement-breakpoint
CREATE TABLE "credit_balances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"region_id" text NOT NULL,
	"type" text NOT NULL,
	"label" text NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_balances_org_region_type_uq" UNIQUE("organization_id","region_id","type"),
	CONSTRAINT "credit_balances_amount_check" CHECK ("credit_balances"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_price_cents" integer NOT NULL,
	CONSTRAINT "order_items_quantity_check" CHECK ("order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid,
	"region_id" text NOT NULL,
	"status" "order_status" DEFAULT 'pending' NOT NULL,
	"customer_profile" jsonb NOT NULL,
	"additional_info" text,
	"net_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"currency" char(3) DEFAULT 'EUR' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sku" text NOT NULL,
	"region_id" text,
	"type" "product_type" NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"price_cents" integer NOT NULL,
	"currency" char(3) DEFAULT 'EUR' NOT NULL,
	"vat_rate" numeric(5, 4) DEFAULT 0.19 NOT NULL,
	"credits" integer,
	"job_slots" integer,
	"resume_contact_slots" integer,
	"duration_days" integer,
	"active" boolean DEFAULT true NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_sku_unique" UNIQUE("sku"),
	CONSTRAINT "products_price_check" CHECK ("products"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"order_id" uuid,
	"region_id" text NOT NULL,
	"label" text NOT NULL,
	"type" text NOT NULL,
	"status" "subscription_status" DEFAULT 'pending' NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"available_job_slots" integer DEFAULT 0 NOT NULL,
	"resume_contact_slots_total" integer DEFAULT 0 NOT NULL,
	"resume_contact_slots_used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_period_check" CHECK ("subscriptions"."end_date" >= "subscriptions"."start_date"),
	CONSTRAINT "subscriptions_slots_check" CHECK ("subscriptions"."resume_contact_slots_used" <= "subscriptions"."resume_contact_slots_total")
);
--> statement-breakpoint
CREATE TABLE "gdpr_consent_info_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"info_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"language" text DEFAULT 'de' NOT NULL,
	"text" text NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gdpr_consent_info_revisions_uq" UNIQUE("info_id","revision","language")
);
--> statement-breakpoint
CREATE TABLE "gdpr_consent_infos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"placement" text NOT NULL,
	"region_id" text,
	"opt_in" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gdpr_user_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"mail" text NOT NULL,
	"info_id" uuid NOT NULL,
	"info_revision_id" uuid NOT NULL,
	"region_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"region_id" text NOT NULL,
	"language" text DEFAULT 'de' NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"teaser" text,
	"body" text DEFAULT '' NOT NULL,
	"body_format" "rich_text_format" DEFAULT 'filtered_html' NOT NULL,
	"image_file_id" uuid,
	"author_id" uuid,
	"state" "publish_state" DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_region_language_slug_uq" UNIQUE("region_id","language","slug")
);
--> statement-breakpoint
CREATE TABLE "contact_message_attachments" (
	"message_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "contact_message_attachments_message_id_file_id_pk" PRIMARY KEY("message_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"region_id" text NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"send_copy" boolean DEFAULT false NOT NULL,
	"send_status" "send_status" DEFAULT 'pending' NOT NULL,
	"send_attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now(),
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "landing_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"region_id" text NOT NULL,
	"language" text DEFAULT 'de' NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"body_format" "rich_text_format" DEFAULT 'filtered_html' NOT NULL,
	"state" "publish_state" DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "route_slugs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"region_id" text NOT NULL,
	"language" text DEFAULT 'de' NOT NULL,
	"slug" text NOT NULL,
	"kind" "route_kind" DEFAULT 'content' NOT NULL,
	"landing_page_id" uuid,
	"job_id" uuid,
	"organization_id" uuid,
	"redirect_code" integer,
	"redirect_target" text,
	"gone_reason" text,
	"metatags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "route_slugs_region_language_slug_uq" UNIQUE("region_id","language","slug"),
	CONSTRAINT "route_slugs_slug_check" CHECK (left("route_slugs"."slug", 1) = '/'),
	CONSTRAINT "route_slugs_content_check" CHECK ("route_slugs"."kind" <> 'content' or num_nonnulls("route_slugs"."landing_page_id", "route_slugs"."job_id", "route_slugs"."organization_id") = 1),
	CONSTRAINT "route_slugs_redirect_check" CHECK ("route_slugs"."kind" <> 'redirect' or ("route_slugs"."redirect_code" in (301, 302, 303, 307, 308) and "route_slugs"."redirect_target" is not null))
);
--> statement-breakpoint
CREATE TABLE "app_config_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"region_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_config_entries_name_key_region_uq" UNIQUE NULLS NOT DISTINCT("name","key","region_id")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_active_organization_id_organizations_id_fk" FOREIGN KEY ("active_organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_logo_file_id_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_application_attachments" ADD CONSTRAINT "job_application_attachments_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_application_attachments" ADD CONSTRAINT "job_application_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_contact_requests" ADD CONSTRAINT "resume_contact_requests_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_contact_requests" ADD CONSTRAINT "resume_contact_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_contact_requests" ADD CONSTRAINT "resume_contact_requests_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_contact_requests" ADD CONSTRAINT "resume_contact_requests_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_alerts" ADD CONSTRAINT "resume_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_alerts" ADD CONSTRAINT "resume_alerts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_balances" ADD CONSTRAINT "credit_balances_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gdpr_consent_info_revisions" ADD CONSTRAINT "gdpr_consent_info_revisions_info_id_gdpr_consent_infos_id_fk" FOREIGN KEY ("info_id") REFERENCES "public"."gdpr_consent_infos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gdpr_user_consents" ADD CONSTRAINT "gdpr_user_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gdpr_user_consents" ADD CONSTRAINT "gdpr_user_consents_info_id_gdpr_consent_infos_id_fk" FOREIGN KEY ("info_id") REFERENCES "public"."gdpr_consent_infos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gdpr_user_consents" ADD CONSTRAINT "gdpr_user_consents_info_revision_id_gdpr_consent_info_revisions_id_fk" FOREIGN KEY ("info_revision_id") REFERENCES "public"."gdpr_consent_info_revisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_message_attachments" ADD CONSTRAINT "contact_message_attachments_message_id_contact_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_message_attachments" ADD CONSTRAINT "contact_message_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_slugs" ADD CONSTRAINT "route_slugs_landing_page_id_landing_pages_id_fk" FOREIGN KEY ("landing_page_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_slugs" ADD CONSTRAINT "route_slugs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_slugs" ADD CONSTRAINT "route_slugs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_roles_target_idx" ON "user_roles" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "organization_members_user_idx" ON "organization_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "organizations_region_featured_idx" ON "organizations" USING btree ("region_id","featured");--> statement-breakpoint
CREATE INDEX "organizations_owner_idx" ON "organizations" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "organizations_industry_idx" ON "organizations" USING gin ("industry_tids");--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "files_sha256_idx" ON "files" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "taxonomy_terms_vocabulary_weight_idx" ON "taxonomy_terms" USING btree ("vocabulary","weight","label");--> statement-breakpoint
CREATE INDEX "jobs_region_state_published_idx" ON "jobs" USING btree ("region_id","state","published_at");--> statement-breakpoint
CREATE INDEX "jobs_organization_idx" ON "jobs" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "jobs_state_expires_idx" ON "jobs" USING btree ("state","expires_at");--> statement-breakpoint
CREATE INDEX "jobs_search_vector_idx" ON "jobs" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "jobs_occupational_fields_idx" ON "jobs" USING gin ("occupational_fields");--> statement-breakpoint
CREATE INDEX "jobs_employment_types_idx" ON "jobs" USING gin ("employment_types");--> statement-breakpoint
CREATE INDEX "job_applications_job_idx" ON "job_applications" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "job_applications_applicant_idx" ON "job_applications" USING btree ("applicant_id");--> statement-breakpoint
CREATE INDEX "job_applications_outbox_idx" ON "job_applications" USING btree ("send_status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "resume_contact_requests_org_status_idx" ON "resume_contact_requests" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "resumes_region_visible_idx" ON "resumes" USING btree ("region_id","visible","updated_at");--> statement-breakpoint
CREATE INDEX "resumes_occupation_idx" ON "resumes" USING gin ("occupation_tids");--> statement-breakpoint
CREATE INDEX "job_alerts_due_idx" ON "job_alerts" USING btree ("confirmed","interval_seconds","last_sent_at");--> statement-breakpoint
CREATE INDEX "job_alerts_user_idx" ON "job_alerts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "resume_alerts_due_idx" ON "resume_alerts" USING btree ("confirmed","interval_seconds","last_sent_at");--> statement-breakpoint
CREATE INDEX "resume_alerts_user_idx" ON "resume_alerts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_organization_idx" ON "orders" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_org_region_status_idx" ON "subscriptions" USING btree ("organization_id","region_id","status");--> statement-breakpoint
CREATE INDEX "subscriptions_status_end_idx" ON "subscriptions" USING btree ("status","end_date");--> statement-breakpoint
CREATE INDEX "gdpr_consent_infos_type_placement_idx" ON "gdpr_consent_infos" USING btree ("type","placement","region_id");--> statement-breakpoint
CREATE INDEX "gdpr_user_consents_user_idx" ON "gdpr_user_consents" USING btree ("user_id","info_id");--> statement-breakpoint
CREATE INDEX "gdpr_user_consents_mail_idx" ON "gdpr_user_consents" USING btree ("mail","info_id");--> statement-breakpoint
CREATE INDEX "blog_posts_region_state_published_idx" ON "blog_posts" USING btree ("region_id","state","published_at");--> statement-breakpoint
CREATE INDEX "contact_messages_outbox_idx" ON "contact_messages" USING btree ("send_status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "landing_pages_region_idx" ON "landing_pages" USING btree ("region_id","language");--> statement-breakpoint
CREATE INDEX "route_slugs_landing_page_idx" ON "route_slugs" USING btree ("landing_page_id");--> statement-breakpoint
CREATE INDEX "route_slugs_job_idx" ON "route_slugs" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "route_slugs_organization_idx" ON "route_slugs" USING btree ("organization_id");