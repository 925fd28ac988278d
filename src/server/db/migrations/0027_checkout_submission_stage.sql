ALTER TABLE "checkout_submissions" ADD COLUMN "stage" text DEFAULT 'reserving' NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_submissions" ADD COLUMN "payment_key" text;