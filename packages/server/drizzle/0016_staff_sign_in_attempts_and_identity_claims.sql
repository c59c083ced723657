CREATE TABLE "staff_sign_in_attempts" (
	"email" text PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity_failures" ADD COLUMN "claim_hash" text;--> statement-breakpoint
ALTER TABLE "identity_failures" ADD COLUMN "client_hash" text;--> statement-breakpoint
CREATE INDEX "identity_failures_claim_at" ON "identity_failures" USING btree ("claim_hash","at");--> statement-breakpoint
CREATE INDEX "identity_failures_client_at" ON "identity_failures" USING btree ("client_hash","at");--> statement-breakpoint
ALTER TABLE "staff_accounts" DROP COLUMN "failed_attempts";--> statement-breakpoint
ALTER TABLE "staff_accounts" DROP COLUMN "locked_until";