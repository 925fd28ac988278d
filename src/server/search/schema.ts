import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, pgTable, primaryKey, serial, smallint, text } from 'drizzle-orm/pg-core';

/**
 * The search index: derived from the catalogue by `refreshSearchDocuments` (refresh.ts),
 * never edited by hand. Migration 0003 adds pg_trgm and unaccent and fills it from the rows
 * already there.
 */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One row per product and locale: the words a shopper may type for it (its title in the
 * locale, and in English for the other markets; brand; part type; part number and SKU) as a
 * weighted tsvector, and what filters, facets and sorts need, so a search never has to read
 * the products table for more than the page it shows.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    // Foreign key to products.id (on delete cascade): declared in the migrations (docs/decisions/072), checked by src/server/db/cross-module-foreign-keys.int.test.ts.
    productId: integer('product_id').notNull(),
    locale: text('locale').notNull(),
    brandId: integer('brand_id').notNull(),
    partTypeId: integer('part_type_id').notNull(),
    /** The price the shopper pays in the locale's market (sale or regular), minor units. */
    price: integer('price').notNull(),
    /** Fits every vehicle (the vehicles module's universal products). */
    universal: boolean('universal').notNull(),
    /** The title, lower case and without accents: the "name" sort. */
    sortTitle: text('sort_title').notNull(),
    document: tsvector('document').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.locale, t.productId] }),
    index('search_documents_product_idx').on(t.productId),
    // A (part type, brand) group's products: product suggestions look in the best groups first.
    index('search_documents_group_idx').on(t.locale, t.partTypeId, t.brandId),
    // One index per market: a search reads only its own locale's postings.
    index('search_documents_en_us_idx').using('gin', t.document).where(sql`${t.locale} = 'en-US'`),
    index('search_documents_es_mx_idx').using('gin', t.document).where(sql`${t.locale} = 'es-MX'`),
    index('search_documents_pt_br_idx').using('gin', t.document).where(sql`${t.locale} = 'pt-BR'`),
  ],
);

/** Normalised part numbers and SKUs (upper case, letters and digits only): the exact and prefix hits. */
export const searchPartNumbers = pgTable(
  'search_part_numbers',
  {
    key: text('key').notNull(),
    // Foreign key to products.id (on delete cascade): declared in the migrations (docs/decisions/072), checked by src/server/db/cross-module-foreign-keys.int.test.ts.
    productId: integer('product_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.key] }), index('search_part_numbers_key_idx').on(t.key.op('text_pattern_ops'))],
);

/**
 * The words of each locale's documents, as typed (lower case, no accents), with their stems:
 * a query word that is neither a word, a stem nor the start of a word here is a typo, and
 * the nearest word by trigram similarity replaces it.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    locale: text('locale').notNull(),
    term: text('term').notNull(),
    /** The term's stem in the locale's language, and in English (every market searches English words too). */
    stem: text('stem').notNull(),
    stemEnglish: text('stem_english').notNull(),
    frequency: integer('frequency').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.locale, t.term] }),
    index('search_terms_prefix_idx').on(t.locale, t.term.op('text_pattern_ops')),
    index('search_terms_stem_idx').on(t.locale, t.stem),
    index('search_terms_stem_english_idx').on(t.locale, t.stemEnglish),
    index('search_terms_trgm_idx').using('gin', t.term.op('gin_trgm_ops')),
  ],
);

/** What the suggestions complete a query to: part type names, brand names, and "brand + part type" where products exist. */
export const searchPhrases = pgTable(
  'search_phrases',
  {
    id: serial('id').primaryKey(),
    locale: text('locale').notNull(),
    /** As shown, e.g. "Brake Pad Set", "Stopwell Brake Pad Set", "Juego de balatas Stopwell". */
    phrase: text('phrase').notNull(),
    /** Lower case, no accents, words separated by one space. */
    normalized: text('normalized').notNull(),
    /** 0 part type, 1 brand, 2 brand and part type: the order among equally good matches. */
    kind: smallint('kind').notNull(),
    brandId: integer('brand_id'),
    partTypeId: integer('part_type_id'),
    /** How many active products the phrase stands for. */
    products: integer('products').notNull(),
  },
  (t) => [
    index('search_phrases_prefix_idx').on(t.locale, t.normalized.op('text_pattern_ops')),
    index('search_phrases_kind_idx').on(t.locale, t.kind),
    index('search_phrases_trgm_idx').using('gin', t.normalized.op('gin_trgm_ops')),
  ],
);
