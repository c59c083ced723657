CREATE TABLE "identity_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"policy_id" integer,
	"session_hash" text NOT NULL,
	"form" text NOT NULL,
	"brand" text NOT NULL,
	"reason" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "policy_id" integer;--> statement-breakpoint
ALTER TABLE "identity_failures" ADD CONSTRAINT "identity_failures_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_failures_policy_at" ON "identity_failures" USING btree ("policy_id","at");--> statement-breakpoint
CREATE INDEX "identity_failures_session_at" ON "identity_failures" USING btree ("session_hash","at");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;