CREATE TABLE "content_pages" (
	"locale" text NOT NULL,
	"slug" text NOT NULL,
	"body" jsonb NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pages_locale_slug_pk" PRIMARY KEY("locale","slug")
);
