CREATE TABLE "stores" (
	"store_number" text PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"postal_code" text NOT NULL,
	"phone" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"time_zone" text NOT NULL,
	"hours" jsonb NOT NULL,
	"services" jsonb NOT NULL,
	"bopus_enabled" boolean NOT NULL
);
--> statement-breakpoint
CREATE INDEX "stores_lat_lng_idx" ON "stores" USING btree ("latitude","longitude");