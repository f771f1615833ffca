-- docs/product.md §1.4 NEWSLETTER: sign-ups with double opt-in, one row per site and address; only hashes of the
-- confirm and unsubscribe tokens are kept (docs/product-decisions.md "Newsletter").
CREATE TABLE "newsletter_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"region_id" text NOT NULL,
	"email" text NOT NULL,
	"source" text NOT NULL,
	"consent_version" text NOT NULL,
	"confirm_token_hash" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribe_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscriptions_confirm_token_hash_unique" UNIQUE("confirm_token_hash"),
	CONSTRAINT "newsletter_subscriptions_unsubscribe_token_hash_unique" UNIQUE("unsubscribe_token_hash"),
	CONSTRAINT "newsletter_subscriptions_region_email_unique" UNIQUE("region_id","email")
);
--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_email_idx" ON "newsletter_subscriptions" USING btree ("email");