CREATE TABLE "garage_vehicle_details" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" text NOT NULL,
	"vehicle_key" text NOT NULL,
	"nickname" text,
	"vin" text,
	"mileage" integer,
	"mileage_unit" text NOT NULL,
	"mileage_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "garage_vehicle_details_nickname_length" CHECK (char_length("garage_vehicle_details"."nickname") BETWEEN 1 AND 30),
	CONSTRAINT "garage_vehicle_details_vin_format" CHECK ("garage_vehicle_details"."vin" ~ '^[0-9A-HJ-NPR-Z]{17}$'),
	CONSTRAINT "garage_vehicle_details_mileage_range" CHECK ("garage_vehicle_details"."mileage" BETWEEN 0 AND 2000000),
	CONSTRAINT "garage_vehicle_details_mileage_unit" CHECK ("garage_vehicle_details"."mileage_unit" IN ('mi', 'km'))
);
--> statement-breakpoint
CREATE TABLE "service_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" text NOT NULL,
	"details_id" uuid NOT NULL,
	"service_date" date NOT NULL,
	"mileage" integer,
	"cost" integer,
	"currency" text,
	"description" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_records_description_length" CHECK (char_length("service_records"."description") BETWEEN 1 AND 100),
	CONSTRAINT "service_records_notes_length" CHECK (char_length("service_records"."notes") <= 1000),
	CONSTRAINT "service_records_mileage_range" CHECK ("service_records"."mileage" BETWEEN 0 AND 2000000),
	CONSTRAINT "service_records_cost_range" CHECK ("service_records"."cost" BETWEEN 0 AND 100000000),
	CONSTRAINT "service_records_cost_currency" CHECK (("service_records"."cost" IS NULL) = ("service_records"."currency" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "garage_vehicle_details" ADD CONSTRAINT "garage_vehicle_details_vehicle_fk" FOREIGN KEY ("profile_id","vehicle_key") REFERENCES "public"."garage_vehicles"("profile_id","vehicle_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_records" ADD CONSTRAINT "service_records_details_id_garage_vehicle_details_id_fk" FOREIGN KEY ("details_id") REFERENCES "public"."garage_vehicle_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "garage_vehicle_details_vehicle_idx" ON "garage_vehicle_details" USING btree ("profile_id","vehicle_key");--> statement-breakpoint
CREATE INDEX "service_records_vehicle_date_idx" ON "service_records" USING btree ("details_id","service_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "service_records_profile_idx" ON "service_records" USING btree ("profile_id");