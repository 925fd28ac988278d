-- The search documents also hold the words of the part type's category and of its parent
-- ("Balatas y discos", "Frenos"), weighted below the title and the part type: "balatas de freno"
-- and "pastillas de freno" find brake pads with every word, and "frenos" finds the brakes.
-- The rest of search_refresh is 0003's.
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
      || setweight(to_tsvector(search_config(m.locale), search_unaccent(coalesce(c.names ->> m.locale, '') || ' ' || coalesce(pc.names ->> m.locale, ''))), 'C')
      || CASE WHEN search_config(m.locale) = 'english'::regconfig THEN ''::tsvector
         ELSE setweight(to_tsvector('english', search_unaccent(coalesce(p.title ->> 'en-US', '') || ' ' || coalesce(pt.names ->> 'en-US', ''))), 'D') END
  FROM products p
  JOIN brands b ON b.id = p.brand_id
  JOIN part_types pt ON pt.id = p.part_type_id
  LEFT JOIN categories c ON c.id = pt.category_id
  LEFT JOIN categories pc ON pc.id = c.parent_id
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
      LEFT JOIN categories c ON c.id = pt.category_id
      LEFT JOIN categories pc ON pc.id = c.parent_id
      CROSS JOIN unnest(locales) AS m(locale)
      CROSS JOIN LATERAL (VALUES
        (p.title ->> m.locale), (pt.names ->> m.locale), (b.name), (c.names ->> m.locale), (pc.names ->> m.locale),
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
-- A database whose index was already filled is filled again with the new words.
SELECT search_refresh(ARRAY['en-US', 'es-MX', 'pt-BR'], ARRAY['USD', 'MXN', 'BRL'], NULL) WHERE EXISTS (SELECT 1 FROM search_documents);
