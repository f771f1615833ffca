-- Privacy from one's own employer (docs/product-decisions.md): organizations a job seeker blocks from their resume, and
-- whether recruiters see the company of a current job (hidden unless the owner shows it).
CREATE TABLE "resume_blocked_organizations" (
	"resume_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resume_blocked_organizations_resume_id_organization_id_pk" PRIMARY KEY("resume_id","organization_id")
);
--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "show_current_employer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "resume_blocked_organizations" ADD CONSTRAINT "resume_blocked_organizations_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_blocked_organizations" ADD CONSTRAINT "resume_blocked_organizations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resume_blocked_organizations_org_idx" ON "resume_blocked_organizations" USING btree ("organization_id");