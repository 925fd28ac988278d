CREATE TABLE "saved_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"sandbox_outcome" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_cards_payment_method_id_unique" UNIQUE("payment_method_id"),
	CONSTRAINT "saved_cards_last4" CHECK ("saved_cards"."last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "saved_cards_exp_month" CHECK ("saved_cards"."exp_month" between 1 and 12)
);
--> statement-breakpoint
CREATE INDEX "saved_cards_profile_idx" ON "saved_cards" USING btree ("profile_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_same_card_idx" ON "saved_cards" USING btree ("profile_id","brand","last4","exp_year","exp_month");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_one_default_idx" ON "saved_cards" USING btree ("profile_id") WHERE "saved_cards"."is_default";