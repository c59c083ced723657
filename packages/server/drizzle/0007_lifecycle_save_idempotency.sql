CREATE TABLE "save_idempotency" (
	"key" text PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
