-- Search speed at a million SKUs (src/server/search, docs/performance.md "Search (one million SKUs)").
-- Searches and suggestions with a vehicle ask which products its applications name (fittingProducts,
-- possiblyFittingProducts in src/server/search/query.ts): a few thousand of ~16M rows, scattered over the table.
-- With the engine and submodel in the index, that is an index-only scan instead of thousands of heap pages.
SET LOCAL maintenance_work_mem = '256MB';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "fitment_vehicle_fit_idx" ON "fitment_applications" USING btree ("base_vehicle_id","product_id") INCLUDE ("engine_id","submodel_id");
