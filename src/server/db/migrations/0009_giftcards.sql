CREATE TABLE "gift_card_holds" (
	"id" text PRIMARY KEY NOT NULL,
	"card_id" text NOT NULL,
	"requested_amount" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"redeemed_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	CONSTRAINT "gift_card_holds_amount_range" CHECK ("gift_card_holds"."amount" > 0 and "gift_card_holds"."amount" <= "gift_card_holds"."requested_amount"),
	CONSTRAINT "gift_card_holds_redeemed_at" CHECK (("gift_card_holds"."status" = 'redeemed') = ("gift_card_holds"."redeemed_at" is not null)),
	CONSTRAINT "gift_card_holds_released_at" CHECK (("gift_card_holds"."status" = 'released') = ("gift_card_holds"."released_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"number_digest" text NOT NULL,
	"last4" text NOT NULL,
	"pin_hash" text NOT NULL,
	"currency" text NOT NULL,
	"balance" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"failed_pin_attempts" integer DEFAULT 0 NOT NULL,
	"pin_locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_last4" CHECK ("gift_cards"."last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "gift_cards_balance_not_negative" CHECK ("gift_cards"."balance" >= 0),
	CONSTRAINT "gift_cards_failed_pin_attempts_not_negative" CHECK ("gift_cards"."failed_pin_attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "gift_card_holds" ADD CONSTRAINT "gift_card_holds_card_id_gift_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_holds_card_reference_idx" ON "gift_card_holds" USING btree ("card_id","reference");--> statement-breakpoint
CREATE INDEX "gift_card_holds_status_idx" ON "gift_card_holds" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_number_digest_idx" ON "gift_cards" USING btree ("number_digest");