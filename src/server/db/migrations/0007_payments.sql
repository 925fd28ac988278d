CREATE TABLE "payment_authorizations" (
	"id" text PRIMARY KEY NOT NULL,
	"token_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"captured_amount" integer DEFAULT 0 NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"decline_code" text,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_authorizations_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payment_authorizations_amount_positive" CHECK ("payment_authorizations"."amount" > 0),
	CONSTRAINT "payment_authorizations_captured_range" CHECK ("payment_authorizations"."captured_amount" >= 0 and "payment_authorizations"."captured_amount" <= "payment_authorizations"."amount"),
	CONSTRAINT "payment_authorizations_refunded_range" CHECK ("payment_authorizations"."refunded_amount" >= 0 and "payment_authorizations"."refunded_amount" <= "payment_authorizations"."captured_amount"),
	CONSTRAINT "payment_authorizations_declined_code" CHECK (("payment_authorizations"."status" = 'declined') = ("payment_authorizations"."decline_code" is not null))
);
--> statement-breakpoint
CREATE TABLE "payment_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"sandbox_outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "payment_tokens_last4" CHECK ("payment_tokens"."last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
ALTER TABLE "payment_authorizations" ADD CONSTRAINT "payment_authorizations_token_id_payment_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."payment_tokens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_authorizations_token_idx" ON "payment_authorizations" USING btree ("token_id");--> statement-breakpoint
CREATE INDEX "payment_tokens_expires_idx" ON "payment_tokens" USING btree ("expires_at");