CREATE TABLE "chat_agent_presence" (
	"staff_id" integer PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "page_path" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "customer_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_conversations" ALTER COLUMN "customer_seen_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "last_message_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_agent_presence" ADD CONSTRAINT "chat_agent_presence_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_conversations_status" ON "chat_conversations" USING btree ("status");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation" ON "chat_messages" USING btree ("conversation_id","id");--> statement-breakpoint
-- Conversations ended before this migration were "closed"; the states are now Chatwoot's.
UPDATE "chat_conversations" SET "status" = 'resolved', "status_reason" = 'Ended by the agent', "resolved_at" = "created_at" WHERE "status" = 'closed';