CREATE TABLE "installment_settings" (
	"country" text PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"counts" smallint[] NOT NULL,
	"interest_free_up_to" smallint NOT NULL,
	"monthly_rate_basis_points" integer NOT NULL,
	"min_installment" integer NOT NULL,
	"min_amount_by_count" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "installment_settings_rate_range" CHECK ("installment_settings"."monthly_rate_basis_points" >= 0 and "installment_settings"."monthly_rate_basis_points" <= 2000),
	CONSTRAINT "installment_settings_minimum" CHECK ("installment_settings"."min_installment" >= 0),
	CONSTRAINT "installment_settings_counts" CHECK ("installment_settings"."counts" <@ array[2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24]::smallint[])
);
--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "installments" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "installment_plan" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_id" text;--> statement-breakpoint
-- The demo retailer's installment settings (docs/decisions/058): Brazil up to 12x on cards, 10x sem juros, 1,99 % a.m. beyond, at least R$ 5,00 an installment; Mexico 3, 6, 9 and 12 meses sin intereses from $300, $600, $900 and $1,200; the US none (no row).
INSERT INTO "installment_settings" ("country", "currency", "counts", "interest_free_up_to", "monthly_rate_basis_points", "min_installment", "min_amount_by_count") VALUES
	('BR', 'BRL', '{2,3,4,5,6,7,8,9,10,11,12}', 10, 199, 500, '{}'::jsonb),
	('MX', 'MXN', '{3,6,9,12}', 12, 0, 0, '{"3": 30000, "6": 60000, "9": 90000, "12": 120000}'::jsonb);
