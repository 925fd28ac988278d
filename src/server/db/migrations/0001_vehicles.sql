CREATE TABLE "base_vehicle_engines" (
	"base_vehicle_id" integer NOT NULL,
	"engine_id" integer NOT NULL,
	"link" text NOT NULL,
	CONSTRAINT "base_vehicle_engines_base_vehicle_id_engine_id_pk" PRIMARY KEY("base_vehicle_id","engine_id")
);
--> statement-breakpoint
CREATE TABLE "base_vehicle_submodels" (
	"base_vehicle_id" integer NOT NULL,
	"submodel_id" integer NOT NULL,
	CONSTRAINT "base_vehicle_submodels_base_vehicle_id_submodel_id_pk" PRIMARY KEY("base_vehicle_id","submodel_id")
);
--> statement-breakpoint
CREATE TABLE "base_vehicles" (
	"id" integer PRIMARY KEY NOT NULL,
	"year" smallint NOT NULL,
	"make_id" integer NOT NULL,
	"model_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engines" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"liters" numeric(4, 1),
	"cylinders" smallint,
	"block" text,
	"fuel" text,
	"aspiration" text,
	CONSTRAINT "engines_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "fitment_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"part_type_id" integer NOT NULL,
	"base_vehicle_id" integer NOT NULL,
	"engine_id" integer,
	"submodel_id" integer,
	"position" text,
	"qualifier" text,
	"quantity" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "garage_vehicles" (
	"profile_id" text NOT NULL,
	"vehicle_key" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"preferred_at" timestamp with time zone,
	CONSTRAINT "garage_vehicles_profile_id_vehicle_key_pk" PRIMARY KEY("profile_id","vehicle_key")
);
--> statement-breakpoint
CREATE TABLE "submodels" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "submodels_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "universal_products" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"part_type_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_makes" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"first_year" smallint NOT NULL,
	"last_year" smallint NOT NULL,
	CONSTRAINT "vehicle_makes_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "vehicle_models" (
	"id" integer PRIMARY KEY NOT NULL,
	"make_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"vehicle_type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vin_patterns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"schema_id" integer NOT NULL,
	"keys" text NOT NULL,
	"element" text NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vin_schemas" (
	"wmi" text NOT NULL,
	"schema_id" integer NOT NULL,
	"year_from" smallint NOT NULL,
	"year_to" smallint,
	CONSTRAINT "vin_schemas_wmi_schema_id_year_from_pk" PRIMARY KEY("wmi","schema_id","year_from")
);
--> statement-breakpoint
CREATE TABLE "vin_wmis" (
	"wmi" text PRIMARY KEY NOT NULL,
	"make_id" integer NOT NULL,
	"make" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"country" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "base_vehicle_engines" ADD CONSTRAINT "base_vehicle_engines_base_vehicle_id_base_vehicles_id_fk" FOREIGN KEY ("base_vehicle_id") REFERENCES "public"."base_vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "base_vehicle_engines" ADD CONSTRAINT "base_vehicle_engines_engine_id_engines_id_fk" FOREIGN KEY ("engine_id") REFERENCES "public"."engines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "base_vehicle_submodels" ADD CONSTRAINT "base_vehicle_submodels_base_vehicle_id_base_vehicles_id_fk" FOREIGN KEY ("base_vehicle_id") REFERENCES "public"."base_vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "base_vehicle_submodels" ADD CONSTRAINT "base_vehicle_submodels_submodel_id_submodels_id_fk" FOREIGN KEY ("submodel_id") REFERENCES "public"."submodels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "base_vehicles" ADD CONSTRAINT "base_vehicles_make_id_vehicle_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."vehicle_makes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "base_vehicles" ADD CONSTRAINT "base_vehicles_model_id_vehicle_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD CONSTRAINT "vehicle_models_make_id_vehicle_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."vehicle_makes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "base_vehicles_year_make_idx" ON "base_vehicles" USING btree ("year","make_id");--> statement-breakpoint
CREATE INDEX "base_vehicles_model_idx" ON "base_vehicles" USING btree ("model_id","year");--> statement-breakpoint
CREATE INDEX "fitment_product_vehicle_idx" ON "fitment_applications" USING btree ("product_id","base_vehicle_id");--> statement-breakpoint
CREATE INDEX "fitment_vehicle_part_type_idx" ON "fitment_applications" USING btree ("base_vehicle_id","part_type_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_models_make_slug_idx" ON "vehicle_models" USING btree ("make_id","slug");--> statement-breakpoint
CREATE INDEX "vin_patterns_schema_idx" ON "vin_patterns" USING btree ("schema_id");