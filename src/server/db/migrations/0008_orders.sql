CREATE TABLE "checkout_submissions" (
	"key" text PRIMARY KEY NOT NULL,
	"cart_id" uuid NOT NULL,
	"request_hash" text NOT NULL,
	"status" text NOT NULL,
	"order_id" uuid,
	"outcome" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"shipment_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"part_number" text NOT NULL,
	"brand" text NOT NULL,
	"title" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"core_price" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"method" text NOT NULL,
	"reference" text NOT NULL,
	"brand" text,
	"last4" text,
	"amount" integer NOT NULL,
	"status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_number" text NOT NULL,
	"order_type" text NOT NULL,
	"cart_id" uuid NOT NULL,
	"profile_id" text,
	"locale" text NOT NULL,
	"currency" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"billing_address" jsonb NOT NULL,
	"shipping_address" jsonb,
	"subtotal" integer NOT NULL,
	"discount" integer NOT NULL,
	"core_total" integer NOT NULL,
	"shipping_total" integer NOT NULL,
	"tax" integer NOT NULL,
	"tax_included" integer NOT NULL,
	"total" integer NOT NULL,
	"promo_code" text,
	"receive_promo_and_special_events" boolean NOT NULL,
	"receive_text_message" boolean NOT NULL,
	"status" text NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "orders_cart_id_unique" UNIQUE("cart_id")
);
--> statement-breakpoint
CREATE TABLE "shipment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"event" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"detail" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"shipment_type" text NOT NULL,
	"store_number" text,
	"status" text NOT NULL,
	"shipping_price" integer NOT NULL,
	"estimated_delivery_from" text,
	"estimated_delivery_to" text,
	"carrier" text,
	"tracking_number" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_key" text NOT NULL,
	"product_id" integer NOT NULL,
	"location_type" text NOT NULL,
	"location" text NOT NULL,
	"quantity" integer NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "stock_reservations_quantity_positive" CHECK ("stock_reservations"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_submission_key_checkout_submissions_key_fk" FOREIGN KEY ("submission_key") REFERENCES "public"."checkout_submissions"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_submissions_open_idx" ON "checkout_submissions" USING btree ("created_at") WHERE "checkout_submissions"."status" = 'in_progress';--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_reference_idx" ON "order_payments" USING btree ("method","reference");--> statement-breakpoint
CREATE INDEX "orders_email_idx" ON "orders" USING btree ("email");--> statement-breakpoint
CREATE INDEX "orders_profile_idx" ON "orders" USING btree ("profile_id","placed_at");--> statement-breakpoint
CREATE INDEX "shipments_order_idx" ON "shipments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "stock_reservations_submission_idx" ON "stock_reservations" USING btree ("submission_key");