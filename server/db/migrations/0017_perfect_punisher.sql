ALTER TABLE "registration_requests" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "registration_requests" ADD COLUMN "company" jsonb;