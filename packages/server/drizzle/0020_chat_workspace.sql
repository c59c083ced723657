CREATE TABLE "canned_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"shortcut" text NOT NULL,
	"text" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "canned_replies_shortcut_unique" UNIQUE("shortcut")
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "registration" text;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "policy_id" integer;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "snoozed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "taken_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "canned_replies" ADD CONSTRAINT "canned_replies_updated_by_staff_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The replies the console offered before staff could keep their own: they start the list.
INSERT INTO "canned_replies" ("shortcut", "text", "updated_at") VALUES
	('greeting', 'Hello, thank you for waiting. How can I help you today?', now()),
	('identify', 'Before I make any change, please tell me your policy number, date of birth and postcode.', now()),
	('moment', 'Thank you. Please give me a moment while I look at this.', now()),
	('cardform', 'I am sending you a secure form for your card details. I never see your card.', now()),
	('anythingelse', 'Is there anything else I can help you with today?', now()),
	('goodbye', 'Thank you for chatting with us. Goodbye.', now());
