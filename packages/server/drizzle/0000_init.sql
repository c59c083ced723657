CREATE TABLE "mailbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"outbox_id" integer,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"available_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"policy_id" integer NOT NULL,
	"line1" text NOT NULL,
	"line2" text DEFAULT '' NOT NULL,
	"town" text NOT NULL,
	"postcode" text NOT NULL,
	"uprn" text,
	"current" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"policy_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"licence_years" integer NOT NULL,
	"main_driver" boolean DEFAULT false NOT NULL,
	"compulsory_excess_pence" integer NOT NULL,
	"voluntary_excess_pence" integer NOT NULL,
	"claims" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"convictions" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"policy_number" text NOT NULL,
	"policyholder_id" integer NOT NULL,
	"brand" text NOT NULL,
	"product" text NOT NULL,
	"cover_start" date NOT NULL,
	"cover_end" date NOT NULL,
	"renewal_date" date NOT NULL,
	"annual_premium_pence" integer NOT NULL,
	"payment_type" text NOT NULL,
	"remaining_instalments" integer DEFAULT 0 NOT NULL,
	"triage_status" integer DEFAULT 0 NOT NULL,
	"cover_type" text DEFAULT 'comprehensive' NOT NULL,
	"linked_breakdown" boolean DEFAULT false NOT NULL,
	"breakdown_premium_pence" integer DEFAULT 0 NOT NULL,
	"voluntary_excess_pence" integer DEFAULT 25000 NOT NULL,
	"annual_mileage" integer DEFAULT 8000 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"purchased_on" date NOT NULL,
	CONSTRAINT "policies_policy_number_unique" UNIQUE("policy_number")
);
--> statement-breakpoint
CREATE TABLE "policyholders" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prepop_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"policy_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"policy_id" integer NOT NULL,
	"registration" text NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"year_of_manufacture" integer NOT NULL,
	"fuel" text NOT NULL,
	"transmission" text NOT NULL,
	"value_pence" integer NOT NULL,
	"insurance_group" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"form" text NOT NULL,
	"brand" text NOT NULL,
	"product" text NOT NULL,
	"policy_id" integer,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "requests_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_idempotency" (
	"key" text PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_cards" (
	"card_token" text PRIMARY KEY NOT NULL,
	"last4" text NOT NULL,
	"card_type" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"scenario" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_cards_last4_four_digits" CHECK ("sandbox_cards"."last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"card_token" text NOT NULL,
	"reference" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"status" text NOT NULL,
	"error_code" text,
	"md" text,
	"return_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payments_md_unique" UNIQUE("md")
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_policyholder_id_policyholders_id_fk" FOREIGN KEY ("policyholder_id") REFERENCES "public"."policyholders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepop_tokens" ADD CONSTRAINT "prepop_tokens_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD CONSTRAINT "sandbox_payments_card_token_sandbox_cards_card_token_fk" FOREIGN KEY ("card_token") REFERENCES "public"."sandbox_cards"("card_token") ON DELETE no action ON UPDATE no action;