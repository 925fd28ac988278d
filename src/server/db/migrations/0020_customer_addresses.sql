CREATE TABLE "customer_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" text NOT NULL,
	"country" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"postal_code" text NOT NULL,
	"phone_number" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_addresses_country" CHECK ("customer_addresses"."country" IN ('US', 'MX', 'BR')),
	CONSTRAINT "customer_addresses_lengths" CHECK (char_length("customer_addresses"."address1") <= 300 AND char_length("customer_addresses"."address2") <= 300 AND char_length("customer_addresses"."city") <= 50),
	CONSTRAINT "customer_addresses_digits" CHECK ("customer_addresses"."postal_code" ~ '^[0-9]{5,8}$' AND "customer_addresses"."phone_number" ~ '^[0-9]{10,11}$')
);
--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_profile_id_auth_users_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_addresses_profile_idx" ON "customer_addresses" USING btree ("profile_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_one_default_idx" ON "customer_addresses" USING btree ("profile_id") WHERE "customer_addresses"."is_default";