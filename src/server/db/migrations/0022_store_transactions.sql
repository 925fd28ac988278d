ALTER TABLE "orders" ADD COLUMN "store_transaction" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_store_transaction_idx" ON "orders" USING btree ("store_transaction");