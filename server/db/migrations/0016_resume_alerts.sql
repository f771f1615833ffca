CREATE TABLE "resume_alert_deliveries" (
	"alert_id" uuid NOT NULL,
	"resume_id" uuid NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resume_alert_deliveries_alert_id_resume_id_pk" PRIMARY KEY("alert_id","resume_id")
);
--> statement-breakpoint
ALTER TABLE "resume_alert_deliveries" ADD CONSTRAINT "resume_alert_deliveries_alert_id_resume_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."resume_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_alert_deliveries" ADD CONSTRAINT "resume_alert_deliveries_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resume_alert_deliveries_resume_idx" ON "resume_alert_deliveries" USING btree ("resume_id");