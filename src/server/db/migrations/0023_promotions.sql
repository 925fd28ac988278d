CREATE TABLE "circular_editions" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "circular_editions_dates" CHECK ("circular_editions"."ends_on" >= "circular_editions"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "circular_items" (
	"edition_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "circular_items_edition_id_product_id_pk" PRIMARY KEY("edition_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "coupon_claims" (
	"user_id" text NOT NULL,
	"coupon_id" integer NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_claims_user_id_coupon_id_pk" PRIMARY KEY("user_id","coupon_id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"promo_code" text NOT NULL,
	"discount" text NOT NULL,
	"discount_text" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"phone" text NOT NULL,
	"locale" text NOT NULL,
	"user_id" text,
	"consent_text" text NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opted_out_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "taxonomy_promos" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"text_content" text NOT NULL,
	"cta_link" text,
	"cta_name" text,
	"promo_code" text,
	"seo_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"invert_selection" boolean DEFAULT false NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "circular_items" ADD CONSTRAINT "circular_items_edition_id_circular_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."circular_editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circular_items" ADD CONSTRAINT "circular_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_claims" ADD CONSTRAINT "coupon_claims_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_claims" ADD CONSTRAINT "coupon_claims_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_promo_code_promotions_code_fk" FOREIGN KEY ("promo_code") REFERENCES "public"."promotions"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "sms_subscriptions" ADD CONSTRAINT "sms_subscriptions_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxonomy_promos" ADD CONSTRAINT "taxonomy_promos_promo_code_promotions_code_fk" FOREIGN KEY ("promo_code") REFERENCES "public"."promotions"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "circular_editions_locale_idx" ON "circular_editions" USING btree ("locale","starts_on");--> statement-breakpoint
CREATE INDEX "coupon_claims_coupon_idx" ON "coupon_claims" USING btree ("coupon_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_locale_code_idx" ON "coupons" USING btree ("locale","promo_code");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_subscriptions_phone_idx" ON "sms_subscriptions" USING btree ("country","phone");--> statement-breakpoint
CREATE INDEX "taxonomy_promos_locale_idx" ON "taxonomy_promos" USING btree ("locale");