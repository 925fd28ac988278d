ALTER TABLE "rewards_ledger" ADD COLUMN "order_number" text;--> statement-breakpoint
ALTER TABLE "rewards_ledger" ADD COLUMN "order_type" text;--> statement-breakpoint
UPDATE "rewards_ledger" AS l SET "order_number" = o."order_number", "order_type" = o."order_type" FROM "orders" AS o WHERE o."id" = l."order_id";