CREATE TABLE "stripe_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payment_intent_id" text,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "disputed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "stripe_webhook_events_intent_idx" ON "stripe_webhook_events" USING btree ("payment_intent_id");