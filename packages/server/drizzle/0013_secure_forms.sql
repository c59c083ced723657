CREATE TABLE "secure_forms" (
	"id" text PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"conversation_id" integer,
	"state" text NOT NULL,
	"payment_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "quote_id" integer;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "verified" boolean;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "control" jsonb;--> statement-breakpoint
ALTER TABLE "secure_forms" ADD CONSTRAINT "secure_forms_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "secure_forms" ADD CONSTRAINT "secure_forms_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;