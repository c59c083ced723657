CREATE TABLE "policy_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"policy_id" integer NOT NULL,
	"version" integer NOT NULL,
	"quote_uuid" text NOT NULL,
	"form" text NOT NULL,
	"actor" text NOT NULL,
	"change" jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "policy_changes" ADD CONSTRAINT "policy_changes_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;