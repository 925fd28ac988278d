CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"tier" text NOT NULL,
	CONSTRAINT "brands_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"parent_id" integer,
	"position" smallint DEFAULT 0 NOT NULL,
	"names" jsonb NOT NULL,
	"path" text NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug"),
	CONSTRAINT "categories_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE TABLE "dc_stock" (
	"product_id" integer NOT NULL,
	"dc" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "dc_stock_product_id_dc_pk" PRIMARY KEY("product_id","dc")
);
--> statement-breakpoint
CREATE TABLE "part_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "part_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"category_id" integer NOT NULL,
	"part_group_id" text NOT NULL,
	"names" jsonb NOT NULL,
	"fitment_rule" text NOT NULL,
	CONSTRAINT "part_types_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"product_id" integer NOT NULL,
	"currency" text NOT NULL,
	"regular" integer NOT NULL,
	"sale" integer,
	"core_charge" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_prices_product_id_currency_pk" PRIMARY KEY("product_id","currency")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"part_number" text NOT NULL,
	"brand_id" integer NOT NULL,
	"part_type_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"specs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" text,
	"warranty" text NOT NULL,
	"hazardous" boolean DEFAULT false NOT NULL,
	"slug" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_sku_unique" UNIQUE("sku"),
	CONSTRAINT "products_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "seo_redirects" (
	"from_path" text PRIMARY KEY NOT NULL,
	"to_path" text NOT NULL,
	"status" smallint DEFAULT 301 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_stock" (
	"product_id" integer NOT NULL,
	"store_number" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "store_stock_product_id_store_number_pk" PRIMARY KEY("product_id","store_number")
);
--> statement-breakpoint
ALTER TABLE "dc_stock" ADD CONSTRAINT "dc_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_types" ADD CONSTRAINT "part_types_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_types" ADD CONSTRAINT "part_types_part_group_id_part_groups_id_fk" FOREIGN KEY ("part_group_id") REFERENCES "public"."part_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_part_type_id_part_types_id_fk" FOREIGN KEY ("part_type_id") REFERENCES "public"."part_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_stock" ADD CONSTRAINT "store_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "part_types_category_idx" ON "part_types" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_part_type_idx" ON "products" USING btree ("part_type_id","brand_id");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_part_number_idx" ON "products" USING btree ("part_number");--> statement-breakpoint
CREATE INDEX "store_stock_store_idx" ON "store_stock" USING btree ("store_number","product_id");