ALTER TABLE "policies" ADD COLUMN "auto_renewal" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "lapsing" boolean DEFAULT false NOT NULL;