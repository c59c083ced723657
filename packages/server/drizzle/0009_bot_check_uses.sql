CREATE TABLE "bot_check_uses" (
	"signature" text PRIMARY KEY NOT NULL,
	"used_at" timestamp with time zone NOT NULL
);
