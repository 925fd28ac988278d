CREATE TABLE "maintenance_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"system" text NOT NULL,
	"names" jsonb NOT NULL,
	"notes" jsonb,
	"interval_miles" integer,
	"interval_km" integer,
	"interval_months" integer,
	"applies_to" jsonb,
	"part_type_slug" text,
	"guide_slug" text,
	"severity" text DEFAULT 'routine' NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_rules_code_unique" UNIQUE("code"),
	CONSTRAINT "maintenance_rules_has_interval" CHECK ("maintenance_rules"."interval_miles" is not null or "maintenance_rules"."interval_km" is not null or "maintenance_rules"."interval_months" is not null),
	CONSTRAINT "maintenance_rules_positive_interval" CHECK (coalesce("maintenance_rules"."interval_miles", 1) > 0 and coalesce("maintenance_rules"."interval_km", 1) > 0 and coalesce("maintenance_rules"."interval_months", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "repair_guides" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"system" text NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"difficulty" text NOT NULL,
	"minutes" integer NOT NULL,
	"part_type_slugs" text[] DEFAULT '{}'::text[] NOT NULL,
	"applies_to" jsonb,
	"position" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "repair_guides_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE INDEX "repair_guides_system_idx" ON "repair_guides" USING btree ("system","position");