CREATE TABLE "registration_requests" (
	"email" text PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"region_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sessions_valid_after" timestamp with time zone;--> statement-breakpoint
-- Blocking a user ends their sessions, whatever blocks them (an administrator's SQL included), so that
-- unblocking never brings back sessions from before: see server/auth/sessions.ts.
CREATE OR REPLACE FUNCTION users_end_sessions_on_block() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.blocked AND NOT OLD.blocked THEN
    NEW.sessions_valid_after := now();
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_end_sessions_on_block BEFORE UPDATE OF blocked ON users
FOR EACH ROW EXECUTE FUNCTION users_end_sessions_on_block();
