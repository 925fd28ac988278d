CREATE TABLE "distribution_centres" (
	"code" text PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"country" text NOT NULL,
	"name" text NOT NULL,
	"region" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "distribution_centres" ("code", "currency", "country", "name", "region", "position") VALUES
	('DC-ATL', 'USD', 'US', 'Atlanta', 'GA', 1),
	('DC-DFW', 'USD', 'US', 'Dallas-Fort Worth', 'TX', 2),
	('DC-RNO', 'USD', 'US', 'Reno', 'NV', 3),
	('DC-MTY', 'MXN', 'MX', 'Monterrey', 'NL', 1),
	('DC-SPO', 'BRL', 'BR', 'São Paulo', 'SP', 1);
--> statement-breakpoint
ALTER TABLE "dc_stock" DROP CONSTRAINT "dc_stock_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "store_stock" DROP CONSTRAINT "store_stock_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "stock_reservations" DROP CONSTRAINT "stock_reservations_submission_key_checkout_submissions_key_fk";
--> statement-breakpoint
ALTER TABLE "stock_reservations" DROP CONSTRAINT "stock_reservations_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "dc_stock" ADD CONSTRAINT "dc_stock_dc_distribution_centres_code_fk" FOREIGN KEY ("dc") REFERENCES "public"."distribution_centres"("code") ON DELETE no action ON UPDATE no action;