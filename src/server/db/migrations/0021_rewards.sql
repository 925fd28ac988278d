CREATE TABLE "email_offer_signups" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"user_id" text,
	"promo_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_alerts" (
	"user_id" text NOT NULL,
	"alert_type" text NOT NULL,
	"status" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_alerts_user_id_alert_type_pk" PRIMARY KEY("user_id","alert_type")
);
--> statement-breakpoint
CREATE TABLE "rewards_accounts" (
	"rewards_id" text PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"user_id" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone_number" text,
	"postal_code" text,
	"security_question" text,
	"security_answer_hash" text,
	"failed_answers" integer DEFAULT 0 NOT NULL,
	"answers_locked_until" timestamp with time zone,
	"source" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"merged_into" text,
	"terms_accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rewards_accounts_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "rewards_credit_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"rewards_id" text NOT NULL,
	"receipt_number" text NOT NULL,
	"store_number" text,
	"purchased_on" date NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "rewards_credit_requests_amount_positive" CHECK ("rewards_credit_requests"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "rewards_credit_uses" (
	"credit_entry_id" integer PRIMARY KEY NOT NULL,
	"used_by_entry_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rewards_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"rewards_id" text NOT NULL,
	"kind" text NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"order_id" uuid,
	"credit_request_id" integer,
	"reward_entry_id" integer,
	"available_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_offer_signups" ADD CONSTRAINT "email_offer_signups_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_alerts" ADD CONSTRAINT "loyalty_alerts_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards_accounts" ADD CONSTRAINT "rewards_accounts_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards_accounts" ADD CONSTRAINT "rewards_accounts_merged_into_rewards_accounts_rewards_id_fk" FOREIGN KEY ("merged_into") REFERENCES "public"."rewards_accounts"("rewards_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards_credit_requests" ADD CONSTRAINT "rewards_credit_requests_rewards_id_rewards_accounts_rewards_id_fk" FOREIGN KEY ("rewards_id") REFERENCES "public"."rewards_accounts"("rewards_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards_credit_uses" ADD CONSTRAINT "rewards_credit_uses_credit_entry_id_rewards_ledger_id_fk" FOREIGN KEY ("credit_entry_id") REFERENCES "public"."rewards_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards_credit_uses" ADD CONSTRAINT "rewards_credit_uses_used_by_entry_id_rewards_ledger_id_fk" FOREIGN KEY ("used_by_entry_id") REFERENCES "public"."rewards_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards_ledger" ADD CONSTRAINT "rewards_ledger_rewards_id_rewards_accounts_rewards_id_fk" FOREIGN KEY ("rewards_id") REFERENCES "public"."rewards_accounts"("rewards_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards_ledger" ADD CONSTRAINT "rewards_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards_ledger" ADD CONSTRAINT "rewards_ledger_credit_request_id_rewards_credit_requests_id_fk" FOREIGN KEY ("credit_request_id") REFERENCES "public"."rewards_credit_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards_ledger" ADD CONSTRAINT "rewards_ledger_reward_entry_id_rewards_ledger_id_fk" FOREIGN KEY ("reward_entry_id") REFERENCES "public"."rewards_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_offer_signups_email_idx" ON "email_offer_signups" USING btree ("email","locale");--> statement-breakpoint
CREATE INDEX "rewards_accounts_last_name_idx" ON "rewards_accounts" USING btree (lower("last_name"));--> statement-breakpoint
CREATE INDEX "rewards_accounts_email_idx" ON "rewards_accounts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "rewards_accounts_phone_idx" ON "rewards_accounts" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "rewards_credit_requests_account_idx" ON "rewards_credit_requests" USING btree ("rewards_id","created_at");--> statement-breakpoint
CREATE INDEX "rewards_credit_requests_pending_idx" ON "rewards_credit_requests" USING btree ("created_at") WHERE "rewards_credit_requests"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "rewards_credit_requests_receipt_idx" ON "rewards_credit_requests" USING btree ("rewards_id","receipt_number");--> statement-breakpoint
CREATE INDEX "rewards_ledger_account_idx" ON "rewards_ledger" USING btree ("rewards_id","created_at");--> statement-breakpoint
CREATE INDEX "rewards_ledger_reward_idx" ON "rewards_ledger" USING btree ("reward_entry_id");--> statement-breakpoint
CREATE INDEX "rewards_ledger_order_idx" ON "rewards_ledger" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rewards_ledger_one_credit_per_order" ON "rewards_ledger" USING btree ("order_id") WHERE "rewards_ledger"."kind" = 'credit_earned';--> statement-breakpoint
CREATE UNIQUE INDEX "rewards_ledger_one_credit_per_request" ON "rewards_ledger" USING btree ("credit_request_id") WHERE "rewards_ledger"."kind" = 'credit_earned';