ALTER TABLE "orders" ADD COLUMN "pickup_store" text;--> statement-breakpoint
-- Backfill (decision 054): each existing order's store is its shipments' (an order has at most one
-- store; the smallest number if one ever had two). Before the index, so that it is built once.
UPDATE "orders" AS o SET "pickup_store" = s."store_number"
FROM (SELECT "order_id", min("store_number") AS "store_number" FROM "shipments" WHERE "store_number" IS NOT NULL GROUP BY "order_id") AS s
WHERE s."order_id" = o."id";--> statement-breakpoint
CREATE INDEX "orders_pickup_store_idx" ON "orders" USING btree ("pickup_store","status","placed_at") WHERE "orders"."pickup_store" is not null;
