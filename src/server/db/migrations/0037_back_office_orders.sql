CREATE INDEX "checkout_submissions_failed_idx" ON "checkout_submissions" USING btree ("updated_at") WHERE "checkout_submissions"."status" = 'failed';--> statement-breakpoint
CREATE INDEX "orders_placed_idx" ON "orders" USING btree ("placed_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_placed_idx" ON "orders" USING btree ("status","placed_at");--> statement-breakpoint
CREATE INDEX "orders_number_prefix_idx" ON "orders" USING btree ("order_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_email_lower_idx" ON "orders" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_phone_digits_idx" ON "orders" USING btree (regexp_replace("phone_number", '\D', '', 'g') text_pattern_ops);--> statement-breakpoint
CREATE INDEX "shipments_store_status_idx" ON "shipments" USING btree ("store_number","status","updated_at") WHERE "shipments"."store_number" is not null;--> statement-breakpoint
CREATE INDEX "shipments_store_order_idx" ON "shipments" USING btree ("store_number","order_id") WHERE "shipments"."store_number" is not null;