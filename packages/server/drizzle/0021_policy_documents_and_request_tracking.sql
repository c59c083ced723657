CREATE TABLE "policy_document_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"documents_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"policy_id" integer NOT NULL,
	"version" integer NOT NULL,
	"facts" jsonb NOT NULL,
	"files" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"produced_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "policy_documents_version" UNIQUE("policy_id","version")
);
--> statement-breakpoint
CREATE TABLE "request_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "request_documents" ADD COLUMN "answer_event_id" integer;--> statement-breakpoint
ALTER TABLE "policy_document_links" ADD CONSTRAINT "policy_document_links_documents_id_policy_documents_id_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."policy_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_documents" ADD CONSTRAINT "policy_documents_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_links" ADD CONSTRAINT "request_links_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "policy_documents_pending" ON "policy_documents" USING btree ("produced_at");--> statement-breakpoint
CREATE INDEX "request_links_request" ON "request_links" USING btree ("request_id");