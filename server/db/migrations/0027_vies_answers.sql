CREATE TABLE "vies_answers" (
	"key" text PRIMARY KEY NOT NULL,
	"valid" boolean NOT NULL,
	"name" text,
	"address" text,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "vies_answers_checked_idx" ON "vies_answers" USING btree ("checked_at");