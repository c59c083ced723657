CREATE TABLE "request_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "request_documents" ADD COLUMN "answer_event_id" integer;--> statement-breakpoint
ALTER TABLE "request_links" ADD CONSTRAINT "request_links_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_links_request" ON "request_links" USING btree ("request_id");