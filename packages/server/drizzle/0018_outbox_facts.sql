ALTER TABLE "outbox" ADD COLUMN "request_id" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "quote_id" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "facts" jsonb;--> statement-breakpoint
UPDATE "outbox" SET "facts" = jsonb_build_object('kind', 'prerendered', 'subject', "subject", 'html', "html", 'text', "text");--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "facts" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" DROP COLUMN "subject";--> statement-breakpoint
ALTER TABLE "outbox" DROP COLUMN "html";--> statement-breakpoint
ALTER TABLE "outbox" DROP COLUMN "text";
