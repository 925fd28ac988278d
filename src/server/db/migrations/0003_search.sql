-- Search (src/server/search): trigram matching, accent-insensitive text, and the search index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is only STABLE (it reads a dictionary by name); with the dictionary named it can be IMMUTABLE.
CREATE OR REPLACE FUNCTION search_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
-- Lower case, no accents, runs of anything but letters and digits become one space.
CREATE OR REPLACE FUNCTION search_normalize(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT btrim(regexp_replace(lower(search_unaccent($1)), '[^[:alnum:]]+', ' ', 'g')) $$;--> statement-breakpoint
-- A part number as compared: upper case, letters and digits only ("sto-101 234" -> "STO101234").
CREATE OR REPLACE FUNCTION search_part_number_key(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT regexp_replace(upper(search_unaccent($1)), '[^[:alnum:]]+', '', 'g') $$;--> statement-breakpoint
-- The text search language of a locale.
CREATE OR REPLACE FUNCTION search_config(text) RETURNS regconfig
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT (CASE split_part($1, '-', 1) WHEN 'es' THEN 'spanish' WHEN 'pt' THEN 'portuguese' ELSE 'english' END)::regconfig $$;--> statement-breakpoint
CREATE TABLE "search_documents" (
	"product_id" integer NOT NULL,
	"locale" text NOT NULL,
	"brand_id" integer NOT NULL,
	"part_type_id" integer NOT NULL,
	"price" integer NOT NULL,
	"universal" boolean NOT NULL,
	"sort_title" text NOT NULL,
	"document" "tsvector" NOT NULL,
	CONSTRAINT "search_documents_locale_product_id_pk" PRIMARY KEY("locale","product_id")
);
--> statement-breakpoint
CREATE TABLE "search_part_numbers" (
	"key" text NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "search_part_numbers_product_id_key_pk" PRIMARY KEY("product_id","key")
);
--> statement-breakpoint
CREATE TABLE "search_phrases" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"phrase" text NOT NULL,
	"normalized" text NOT NULL,
	"kind" smallint NOT NULL,
	"brand_id" integer,
	"part_type_id" integer,
	"products" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"locale" text NOT NULL,
	"term" text NOT NULL,
	"stem" text NOT NULL,
	"stem_english" text NOT NULL,
	"frequency" integer NOT NULL,
	CONSTRAINT "search_terms_locale_term_pk" PRIMARY KEY("locale","term")
);
--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_part_numbers" ADD CONSTRAINT "search_part_numbers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_documents_product_idx" ON "search_documents" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "search_documents_group_idx" ON "search_documents" USING btree ("locale","part_type_id","brand_id");--> statement-breakpoint
CREATE INDEX "search_documents_en_us_idx" ON "search_documents" USING gin ("document") WHERE "search_documents"."locale" = 'en-US';--> statement-breakpoint
CREATE INDEX "search_documents_es_mx_idx" ON "search_documents" USING gin ("document") WHERE "search_documents"."locale" = 'es-MX';--> statement-breakpoint
CREATE INDEX "search_documents_pt_br_idx" ON "search_documents" USING gin ("document") WHERE "search_documents"."locale" = 'pt-BR';--> statement-breakpoint
CREATE INDEX "search_part_numbers_key_idx" ON "search_part_numbers" USING btree ("key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_phrases_prefix_idx" ON "search_phrases" USING btree ("locale","normalized" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_phrases_kind_idx" ON "search_phrases" USING btree ("locale","kind");--> statement-breakpoint
CREATE INDEX "search_phrases_trgm_idx" ON "search_phrases" USING gin ("normalized" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_terms_prefix_idx" ON "search_terms" USING btree ("locale","term" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_terms_stem_idx" ON "search_terms" USING btree ("locale","stem");--> statement-breakpoint
CREATE INDEX "search_terms_stem_english_idx" ON "search_terms" USING btree ("locale","stem_english");--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);
--> statement-breakpoint
-- Rebuild the search index from the catalogue: every product (product_ids NULL) or those given.
-- Called by refreshSearchDocuments (src/server/search/refresh.ts) with the markets' locales and
-- currencies; a product without a price in a market is not found in that market.
CREATE OR REPLACE FUNCTION search_refresh(locales text[], currencies text[], product_ids integer[]) RETURNS integer
LANGUAGE plpgsql AS $fn$
DECLARE
  written integer;
  rebuilt text[] := '{}';
  dropped text[] := '{}';
  definition text;
BEGIN
  IF product_ids IS NULL THEN
    TRUNCATE search_documents, search_part_numbers, search_terms;
    -- A whole rebuild loads faster without its secondary indexes: drop them and build them again after.
    SELECT coalesce(array_agg(i.indexdef), '{}'), coalesce(array_agg(quote_ident(i.indexname)), '{}') INTO rebuilt, dropped
    FROM pg_indexes i
    WHERE i.schemaname = current_schema() AND i.tablename IN ('search_documents', 'search_part_numbers')
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass);
    IF cardinality(dropped) > 0 THEN
      EXECUTE 'DROP INDEX ' || array_to_string(dropped, ', ');
    END IF;
    PERFORM set_config('maintenance_work_mem', '256MB', true);
  ELSE
    DELETE FROM search_documents WHERE product_id = ANY (product_ids);
    DELETE FROM search_part_numbers WHERE product_id = ANY (product_ids);
  END IF;

  INSERT INTO search_documents (product_id, locale, brand_id, part_type_id, price, universal, sort_title, document)
  SELECT p.id, m.locale, p.brand_id, p.part_type_id, coalesce(pp.sale, pp.regular), u.product_id IS NOT NULL,
    search_normalize(coalesce(p.title ->> m.locale, p.title ->> 'en-US', '')),
    setweight(to_tsvector(search_config(m.locale), search_unaccent(coalesce(p.title ->> m.locale, p.title ->> 'en-US', ''))), 'A')
      || setweight(to_tsvector('simple', search_unaccent(b.name)), 'A')
      || setweight(to_tsvector('simple', p.part_number || ' ' || search_part_number_key(p.part_number) || ' ' || p.sku), 'A')
      || setweight(to_tsvector(search_config(m.locale), search_unaccent(coalesce(pt.names ->> m.locale, ''))), 'B')
      || CASE WHEN search_config(m.locale) = 'english'::regconfig THEN ''::tsvector
         ELSE setweight(to_tsvector('english', search_unaccent(coalesce(p.title ->> 'en-US', '') || ' ' || coalesce(pt.names ->> 'en-US', ''))), 'D') END
  FROM products p
  JOIN brands b ON b.id = p.brand_id
  JOIN part_types pt ON pt.id = p.part_type_id
  CROSS JOIN unnest(locales, currencies) AS m(locale, currency)
  JOIN product_prices pp ON pp.product_id = p.id AND pp.currency = m.currency
  LEFT JOIN universal_products u ON u.product_id = p.id
  WHERE p.active AND (product_ids IS NULL OR p.id = ANY (product_ids))
  -- Each locale's rows together: a search reads one locale's pages.
  ORDER BY m.locale, p.id;
  GET DIAGNOSTICS written = ROW_COUNT;

  INSERT INTO search_part_numbers (key, product_id)
  SELECT DISTINCT k.key, p.id
  FROM products p
  CROSS JOIN LATERAL (VALUES (search_part_number_key(p.part_number)), (search_part_number_key(p.sku))) AS k(key)
  WHERE p.active AND k.key <> '' AND (product_ids IS NULL OR p.id = ANY (product_ids));

  -- The words: each distinct text once, weighted by how many documents carry it.
  INSERT INTO search_terms (locale, term, stem, stem_english, frequency)
  SELECT w.locale, w.term,
    coalesce((tsvector_to_array(to_tsvector(search_config(w.locale), w.term)))[1], w.term),
    coalesce((tsvector_to_array(to_tsvector('english', w.term)))[1], w.term),
    sum(w.n)::integer
  FROM (
    SELECT t.locale, word AS term, t.n
    FROM (
      SELECT m.locale, s.text, count(*) AS n
      FROM products p
      JOIN brands b ON b.id = p.brand_id
      JOIN part_types pt ON pt.id = p.part_type_id
      CROSS JOIN unnest(locales) AS m(locale)
      CROSS JOIN LATERAL (VALUES
        (p.title ->> m.locale), (pt.names ->> m.locale), (b.name),
        (CASE WHEN m.locale <> 'en-US' THEN p.title ->> 'en-US' END),
        (CASE WHEN m.locale <> 'en-US' THEN pt.names ->> 'en-US' END)) AS s(text)
      WHERE p.active AND s.text IS NOT NULL AND (product_ids IS NULL OR p.id = ANY (product_ids))
      GROUP BY m.locale, s.text
    ) t
    CROSS JOIN LATERAL regexp_split_to_table(search_normalize(t.text), ' ') AS word
    WHERE length(word) >= 2
  ) w
  GROUP BY w.locale, w.term
  ON CONFLICT (locale, term) DO UPDATE SET frequency = search_terms.frequency + excluded.frequency;

  -- The phrases suggestions complete to: always rebuilt whole (a few thousand rows).
  DELETE FROM search_phrases;
  WITH pairs AS (
    SELECT d.locale, d.brand_id, d.part_type_id, count(*)::integer AS n
    FROM search_documents d GROUP BY d.locale, d.brand_id, d.part_type_id
  )
  INSERT INTO search_phrases (locale, phrase, normalized, kind, brand_id, part_type_id, products)
  SELECT locale, phrase, search_normalize(phrase), kind, brand_id, part_type_id, n FROM (
    SELECT x.locale, coalesce(pt.names ->> x.locale, pt.names ->> 'en-US') AS phrase, 0 AS kind, NULL::integer AS brand_id, x.part_type_id, sum(x.n)::integer AS n
    FROM pairs x JOIN part_types pt ON pt.id = x.part_type_id GROUP BY x.locale, pt.names, x.part_type_id
    UNION ALL
    SELECT x.locale, b.name, 1, x.brand_id, NULL, sum(x.n)::integer
    FROM pairs x JOIN brands b ON b.id = x.brand_id GROUP BY x.locale, b.name, x.brand_id
    UNION ALL
    -- In the titles' order: "Stopwell Brake Pad Set", "Juego de balatas Stopwell".
    SELECT x.locale,
      CASE WHEN search_config(x.locale) = 'english'::regconfig THEN b.name || ' ' || coalesce(pt.names ->> x.locale, pt.names ->> 'en-US')
      ELSE coalesce(pt.names ->> x.locale, pt.names ->> 'en-US') || ' ' || b.name END,
      2, x.brand_id, x.part_type_id, x.n
    FROM pairs x JOIN brands b ON b.id = x.brand_id JOIN part_types pt ON pt.id = x.part_type_id
  ) phrases;

  IF product_ids IS NULL THEN
    FOREACH definition IN ARRAY rebuilt LOOP
      EXECUTE definition;
    END LOOP;
    ANALYZE search_documents;
    ANALYZE search_part_numbers;
    ANALYZE search_terms;
    ANALYZE search_phrases;
  END IF;
  RETURN written;
END
$fn$;--> statement-breakpoint
-- Fill the index from the catalogue already loaded (a new database has none yet: its seed refreshes).
SELECT search_refresh(ARRAY['en-US', 'es-MX', 'pt-BR'], ARRAY['USD', 'MXN', 'BRL'], NULL);
