CREATE TABLE "payment_deferred" (
	"id" text PRIMARY KEY NOT NULL,
	"tender" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"payer_name" text NOT NULL,
	"payer_email" text NOT NULL,
	"payer_tax_id" text,
	"code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"refund_account" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_deferred_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payment_deferred_amount_positive" CHECK ("payment_deferred"."amount" > 0),
	CONSTRAINT "payment_deferred_refunded_range" CHECK ("payment_deferred"."refunded_amount" >= 0 and "payment_deferred"."refunded_amount" <= "payment_deferred"."amount")
);
--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "instructions" jsonb;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "refund_account" jsonb;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "refund_sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_deferred_pending_idx" ON "payment_deferred" USING btree ("expires_at") WHERE "payment_deferred"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "order_payments_pending_idx" ON "order_payments" USING btree ("expires_at") WHERE "order_payments"."status" = 'pending';