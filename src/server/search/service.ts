import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { PRODUCT_SUGGESTIONS_MAX_DESKTOP, PRODUCT_SUGGESTIONS_MIN_CHARACTERS, SEARCH_MIN_CHARACTERS } from '@/lib/constants';
import { getMarket, localizedPath, type Locale } from '@/lib/markets';
import { sanitizeSearchText } from '@/lib/search-text';
import type { VehicleRef } from '@/lib/vehicle-key';
import type { ProductCard } from '@/server/catalog/pages';
import { brands, productPrices, products } from '@/server/catalog/schema';
import { partImageUrl } from '@/server/catalog/service';
import { fitmentForProducts, type Fitment } from '@/server/vehicles/fitment';
import { GENERAL_SUGGESTIONS_MAX, SEARCH_PAGE_SIZE, SUGGESTION_GROUPS, SUGGESTION_MIN_WORD_SIMILARITY, SUGGESTION_NAME_MATCH } from './constants';
import { fittingProducts, localeLiteral, partNumberHits, possiblyFittingProducts, scoreTables, textQuery, understand } from './query';
import { partNumberCandidates, queryWords } from './text';

export type SearchSort = 'relevance' | 'price-asc' | 'price-desc' | 'name';

export interface SearchFilters {
  /** Brand slugs. */
  brands?: string[];
  /** Minor units of the market's currency, on the price the shopper pays. */
  minPrice?: number;
  maxPrice?: number;
  partTypeIds?: number[];
}

export interface SearchOptions {
  text: string;
  locale: Locale;
  vehicle?: VehicleRef | null;
  page: number;
  sort: SearchSort;
  filters: SearchFilters;
}

export type SearchItem = ProductCard & { fitment?: Fitment };

export interface SearchFacets {
  brands: { slug: string; name: string; count: number }[];
  partTypes: { id: number; name: string; count: number }[];
  /** The prices of what the other filters leave (the price filter's own range); null when nothing matches. */
  price: { min: number; max: number } | null;
}

export interface SearchResult {
  total: number;
  pages: number;
  items: SearchItem[];
  facets: SearchFacets;
  /** The text searched for when words were typos of catalogue words. */
  correctedText?: string;
  /** The results are limited to parts that fit the vehicle (or fit every vehicle). */
  narrowed: boolean;
  /** A vehicle was given but nothing found fits it, so the results are not limited to it. */
  vehicleFallback: boolean;
  /** False when no product had every word, and products with some of them are shown. */
  allWords: boolean;
}

const EMPTY_FACETS: SearchFacets = { brands: [], partTypes: [], price: null };

interface Combo {
  b: number;
  bs: string;
  bn: string;
  t: number;
  tn: string;
  /** Products of this brand and part type within the price filter. */
  n: number;
  lo: number;
  hi: number;
}

/** Facets from the (brand, part type) counts: each facet leaves out its own filter (spec-style disjunctive facets). */
export function facetsFromCombos(combos: Combo[], filters: SearchFilters): { total: number; facets: SearchFacets } {
  const brandSet = new Set(filters.brands ?? []);
  const typeSet = new Set(filters.partTypeIds ?? []);
  const brandOk = (c: Combo) => brandSet.size === 0 || brandSet.has(c.bs);
  const typeOk = (c: Combo) => typeSet.size === 0 || typeSet.has(c.t);
  const brandCounts = new Map<string, { slug: string; name: string; count: number }>();
  const typeCounts = new Map<number, { id: number; name: string; count: number }>();
  let total = 0;
  let min = Infinity;
  let max = -Infinity;
  for (const c of combos) {
    if (typeOk(c)) {
      const entry = brandCounts.get(c.bs) ?? { slug: c.bs, name: c.bn, count: 0 };
      entry.count += c.n;
      brandCounts.set(c.bs, entry);
    }
    if (brandOk(c)) {
      const entry = typeCounts.get(c.t) ?? { id: c.t, name: c.tn, count: 0 };
      entry.count += c.n;
      typeCounts.set(c.t, entry);
    }
    if (brandOk(c) && typeOk(c)) {
      total += c.n;
      min = Math.min(min, c.lo);
      max = Math.max(max, c.hi);
    }
  }
  const shown = <T extends { count: number }>(entries: Iterable<T>, selected: (e: T) => boolean) =>
    [...entries].filter((e) => e.count > 0 || selected(e)).sort((a, b) => b.count - a.count);
  return {
    total,
    facets: {
      brands: shown(brandCounts.values(), (e) => brandSet.has(e.slug)).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
      partTypes: shown(typeCounts.values(), (e) => typeSet.has(e.id)).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
      price: Number.isFinite(min) ? { min, max } : null,
    },
  };
}

interface Matched {
  matched: number;
  anyFit: boolean;
  combos: Combo[];
  page: number[];
}

/**
 * One statement: the documents matching the text (or a part number), with the vehicle's
 * narrowing decided on them, the (brand, part type) counts the facets come from, and the
 * page's product ids in order.
 */
async function matchProducts(executor: Executor, options: SearchOptions, words: string[], any: boolean): Promise<Matched> {
  const { locale, vehicle, filters, sort } = options;
  const loc = localeLiteral(locale);
  const keys = partNumberCandidates(options.text);
  const fits = vehicle ? sql`(d.universal OR d.product_id IN ${fittingProducts(vehicle)})` : sql`true`;
  // Only what the facets, the narrowing and the page's order need: the fewer bytes per match, the faster.
  const columns = sql`d.product_id, d.brand_id, d.part_type_id, d.price,
    ${sort === 'name' ? sql`d.sort_title` : sql`''::text AS sort_title`},
    ${keys.length ? sql`coalesce(pn.hit, 0)` : sql`0`} AS hit, ${fits} AS fits`;
  const ctes: SQL[] = [];
  if (keys.length) ctes.push(partNumberHits(keys));
  if (sort === 'relevance') ctes.push(scoreTables(locale, words.join(' ')));
  const branches: SQL[] = [];
  const q = words.length ? textQuery(locale, words, { any }) : null;
  if (q) {
    branches.push(sql`SELECT ${columns} FROM search_documents d ${keys.length ? sql`LEFT JOIN pn ON pn.product_id = d.product_id` : sql``}
      WHERE d.locale = ${loc} AND d.document @@ ${q}`);
  }
  if (keys.length) {
    // Part-number hits the text does not match (a part number typed with dashes or spaces).
    branches.push(sql`SELECT ${columns} FROM search_documents d JOIN pn ON pn.product_id = d.product_id
      WHERE d.locale = ${loc}${q ? sql` AND NOT (d.document @@ ${q})` : sql``}`);
  }
  ctes.push(sql`m AS MATERIALIZED (${sql.join(branches, sql` UNION ALL `)})`);
  ctes.push(
    vehicle ? sql`s AS NOT MATERIALIZED (SELECT * FROM m WHERE fits OR NOT EXISTS (SELECT 1 FROM m WHERE fits))` : sql`s AS NOT MATERIALIZED (SELECT * FROM m)`,
  );

  const inBrands = filters.brands?.length ? sql`s.brand_id IN (SELECT id FROM brands WHERE slug = ANY (${sql.param(filters.brands)}::text[]))` : sql`true`;
  const inTypes = filters.partTypeIds?.length ? sql`s.part_type_id = ANY (${sql.param(filters.partTypeIds)}::int[])` : sql`true`;
  const inPrice = sql`${filters.minPrice === undefined ? sql`true` : sql`s.price >= ${filters.minPrice}`} AND ${filters.maxPrice === undefined ? sql`true` : sql`s.price <= ${filters.maxPrice}`}`;
  const offset = (Math.max(1, options.page) - 1) * SEARCH_PAGE_SIZE;
  const orders: Record<SearchSort, SQL> = {
    relevance: sql`s.hit DESC, s.product_id`,
    'price-asc': sql`s.price ASC, s.product_id`,
    'price-desc': sql`s.price DESC, s.product_id`,
    name: sql`s.sort_title ASC, s.product_id`,
  };

  const shown = sql`${inBrands} AND ${inTypes} AND ${inPrice}`;
  const window = SEARCH_PAGE_SIZE + offset;
  // By relevance, the order within a (brand, part type) group is by product: the page comes from the best groups that
  // hold it (and every group as good as the last of them), so only their rows are sorted, not every match.
  const relevancePage = sql`
    g AS MATERIALIZED (
      SELECT c.brand_id, c.part_type_id, coalesce(pts.score, 0) + coalesce(bs.score, 0) AS score,
        sum(c.shown) OVER (ORDER BY coalesce(pts.score, 0) + coalesce(bs.score, 0) DESC) AS upto
      FROM c LEFT JOIN pts ON pts.id = c.part_type_id LEFT JOIN bs ON bs.id = c.brand_id WHERE c.shown > 0),
    chosen AS (
      SELECT brand_id, part_type_id, score FROM g
      WHERE score >= coalesce((SELECT score FROM g WHERE upto >= ${window} ORDER BY upto LIMIT 1), '-Infinity'::float8)),
    page AS (
      SELECT f.product_id FROM (
        SELECT s.product_id, s.brand_id, s.part_type_id, s.hit FROM s
        WHERE ${shown} AND (s.hit > 0 OR (s.brand_id, s.part_type_id) IN (SELECT brand_id, part_type_id FROM chosen))) f
      LEFT JOIN pts ON pts.id = f.part_type_id LEFT JOIN bs ON bs.id = f.brand_id
      ORDER BY f.hit DESC, coalesce(pts.score, 0) + coalesce(bs.score, 0) DESC, f.product_id LIMIT ${SEARCH_PAGE_SIZE} OFFSET ${offset})`;
  const sortedPage = sql`
    page AS (SELECT s.product_id FROM s WHERE ${shown} ORDER BY ${orders[sort]} LIMIT ${SEARCH_PAGE_SIZE} OFFSET ${offset})`;

  const result = await executor.execute<{ matched: number; any_fit: boolean; combos: Combo[] | null; page: number[] | null }>(sql`
    WITH ${sql.join(ctes, sql`, `)},
    c AS MATERIALIZED (
      SELECT s.brand_id, s.part_type_id, (count(*) FILTER (WHERE ${inPrice}))::int AS n, (count(*) FILTER (WHERE ${shown}))::int AS shown,
        min(s.price) AS lo, max(s.price) AS hi
      FROM s GROUP BY s.brand_id, s.part_type_id),
    ${sort === 'relevance' ? relevancePage : sortedPage}
    SELECT
      (SELECT count(*) FROM m)::int AS matched,
      ${vehicle ? sql`(SELECT coalesce(bool_or(fits), false) FROM m)` : sql`false`} AS any_fit,
      (SELECT json_agg(json_build_object('b', c.brand_id, 'bs', b.slug, 'bn', b.name, 't', c.part_type_id,
                'tn', coalesce(pt.names ->> ${loc}, pt.names ->> 'en-US', pt.slug), 'n', c.n, 'lo', c.lo, 'hi', c.hi))
         FROM c JOIN brands b ON b.id = c.brand_id JOIN part_types pt ON pt.id = c.part_type_id) AS combos,
      (SELECT array_agg(x.product_id ORDER BY x.n) FROM (SELECT product_id, row_number() OVER () AS n FROM page) x) AS page`);
  const row = result.rows[0];
  return { matched: Number(row?.matched ?? 0), anyFit: !!row?.any_fit, combos: row?.combos ?? [], page: (row?.page ?? []).map(Number) };
}

/** Product cards for ids, in that order, priced in the locale's market. */
async function cards(executor: Executor, ids: number[], locale: Locale): Promise<ProductCard[]> {
  if (!ids.length) return [];
  const currency = getMarket(locale).currency;
  const rows = await executor
    .select({
      id: products.id,
      slug: products.slug,
      partNumber: products.partNumber,
      brand: brands.name,
      title: products.title,
      partTypeId: products.partTypeId,
      position: products.position,
      regular: productPrices.regular,
      sale: productPrices.sale,
      coreCharge: productPrices.coreCharge,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.currency, currency)))
    .where(inArray(products.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        id: r.id,
        slug: r.slug,
        partNumber: r.partNumber,
        brand: r.brand,
        title: r.title[locale] ?? r.title['en-US'] ?? '',
        partTypeId: r.partTypeId,
        position: r.position,
        price: { regular: r.regular, sale: r.sale, coreCharge: r.coreCharge, currency },
      },
    ];
  });
}

function emptyResult(): SearchResult {
  return { total: 0, pages: 1, items: [], facets: EMPTY_FACETS, narrowed: false, vehicleFallback: false, allWords: true };
}

/**
 * Search the catalogue (spec §2.1 /searchresult): an exact part number (with or without dashes,
 * spaces, in any case) first, then products whose title, brand, part type or part number hold
 * every word (in the locale's language or English, typos corrected), best part-type and brand
 * matches first; when no product has every word, those with some. With a vehicle, only what
 * fits it or fits every vehicle, unless nothing does. 24 a page, with brand, part type and
 * price facets.
 */
export async function searchProducts(executor: Executor, options: SearchOptions): Promise<SearchResult> {
  const words = queryWords(options.text);
  if (words.length === 0 && partNumberCandidates(options.text).length === 0) return emptyResult();
  const understood = await understand(executor, options.locale, words, { prefixLast: false });
  let allWords = true;
  // Broad words match tens of thousands of products at a million SKUs: room to hold them in memory, not in temp files.
  const matched = await executor.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL work_mem = '64MB'`);
    const all = await matchProducts(tx, options, understood.words, false);
    if (all.matched > 0 || understood.words.length < 2) return all;
    allWords = false;
    return matchProducts(tx, options, understood.words, true);
  });
  const { total, facets } = facetsFromCombos(matched.combos, options.filters);
  const items: SearchItem[] = await cards(executor, matched.page, options.locale);
  if (options.vehicle && items.length) {
    const fitment = await fitmentForProducts(executor, items.map((i) => i.id), options.vehicle);
    for (const item of items) item.fitment = fitment.get(item.id);
  }
  const narrowed = !!options.vehicle && matched.anyFit;
  return {
    total,
    pages: Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE)),
    items,
    facets,
    ...(understood.correctedText ? { correctedText: understood.correctedText } : {}),
    narrowed,
    vehicleFallback: !!options.vehicle && matched.matched > 0 && !matched.anyFit,
    allWords,
  };
}

/** Spec §3 Search: a product suggestion. */
export interface ProductTitleSuggestion {
  suggestedSearchTerm: string;
  itemDescription: string;
  productImageUrl: string;
  productDetailsPageUrl: string;
  vehicleFitment: 'FITS' | 'NEEDS_MORE_INFO';
}

export interface Suggestions {
  generalSuggestions: string[];
  productTitleSuggestions: ProductTitleSuggestion[];
}

export interface SuggestOptions {
  text: string;
  locale: Locale;
  vehicle?: VehicleRef | null;
}

/**
 * Query completions: part types, brands, "brand + part type", that start with the text, then
 * those with a word that does, by kind and size; only when those are fewer than 8, the closest
 * by trigram word similarity (typos).
 */
async function generalSuggestions(executor: Executor, locale: Locale, normalized: string): Promise<string[]> {
  const loc = localeLiteral(locale);
  const result = await executor.execute<{ phrase: string }>(sql`
    WITH starts AS (
      SELECT phrase, kind, products, 0 AS tier, 1::real AS similarity FROM search_phrases
      WHERE locale = ${loc} AND normalized LIKE ${`${normalized}%`}
      ORDER BY kind, products DESC, phrase LIMIT ${GENERAL_SUGGESTIONS_MAX}),
    words AS (
      SELECT phrase, kind, products, 1 AS tier, 1::real AS similarity FROM search_phrases
      WHERE locale = ${loc} AND normalized LIKE ${`% ${normalized}%`}
      ORDER BY kind, products DESC, phrase LIMIT ${GENERAL_SUGGESTIONS_MAX}),
    near AS (
      SELECT phrase, kind, products, 2 AS tier, word_similarity(${normalized}, normalized) AS similarity FROM search_phrases
      WHERE (SELECT count(*) FROM starts) + (SELECT count(*) FROM words) < ${GENERAL_SUGGESTIONS_MAX}
        AND locale = ${loc} AND ${normalized} <% normalized AND word_similarity(${normalized}, normalized) >= ${SUGGESTION_MIN_WORD_SIMILARITY}
      ORDER BY 5 DESC, kind, products DESC LIMIT ${GENERAL_SUGGESTIONS_MAX})
    SELECT phrase FROM (
      SELECT DISTINCT ON (lower(phrase)) phrase, kind, products, tier, similarity
      FROM (SELECT * FROM starts UNION ALL SELECT * FROM words UNION ALL SELECT * FROM near) x
      ORDER BY lower(phrase), tier) y
    ORDER BY tier, similarity DESC, kind, products DESC, phrase
    LIMIT ${GENERAL_SUGGESTIONS_MAX}`);
  return result.rows.map((r) => r.phrase);
}

/** Up to 5 products for the text; with a vehicle, none that cannot fit it, and those that fit first. */
async function productSuggestions(executor: Executor, options: SuggestOptions, words: string[]): Promise<ProductTitleSuggestion[]> {
  const { locale, vehicle } = options;
  const understood = await understand(executor, locale, words, { prefixLast: true });
  const loc = localeLiteral(locale);
  const keys = partNumberCandidates(options.text);
  const fits = vehicle ? sql`(d.universal OR d.product_id IN ${fittingProducts(vehicle)})` : sql`false`;
  const mayFit = vehicle ? sql` AND (d.universal OR d.product_id IN ${possiblyFittingProducts(vehicle)})` : sql``;
  const ctes = [scoreTables(locale, understood.words.join(' '))];
  if (keys.length) ctes.push(partNumberHits(keys));
  const columns = sql`d.product_id, ${keys.length ? sql`coalesce(pn.hit, 0)` : sql`0`} AS hit, ${fits} AS fits, coalesce(pts.score, 0) + coalesce(bs.score, 0) AS score`;
  const scoreJoins = sql`LEFT JOIN pts ON pts.id = d.part_type_id LEFT JOIN bs ON bs.id = d.brand_id`;
  const branches: SQL[] = [];
  const q = understood.words.length ? textQuery(locale, understood.words, { any: false, completions: understood.completions }) : null;
  if (q) {
    branches.push(sql`SELECT ${columns} FROM search_documents d ${keys.length ? sql`LEFT JOIN pn ON pn.product_id = d.product_id` : sql``} ${scoreJoins}
      WHERE d.locale = ${loc} AND d.document @@ ${q}${mayFit}`);
  }
  if (keys.length) {
    branches.push(sql`SELECT ${columns} FROM search_documents d JOIN pn ON pn.product_id = d.product_id ${scoreJoins}
      WHERE d.locale = ${loc}${q ? sql` AND NOT (d.document @@ ${q})` : sql``}${mayFit}`);
  }
  if (!branches.length) return [];
  // First the (part type, brand) groups whose names match best: a few index lookups, however many products match
  // the words. Only when they hold fewer than 5 (a part number, words in no name) is every match ranked.
  let ids: number[] = [];
  let namesMatch = false;
  if (q && !keys.length) {
    const grouped = await executor.execute<{ product_id: number | null; best: number }>(sql`
      WITH ${sql.join(ctes, sql`, `)},
      groups AS MATERIALIZED (
        SELECT sp.part_type_id, sp.brand_id, coalesce(pts.score, 0) + coalesce(bs.score, 0) AS score, sp.products
        FROM search_phrases sp LEFT JOIN pts ON pts.id = sp.part_type_id LEFT JOIN bs ON bs.id = sp.brand_id
        WHERE sp.locale = ${loc} AND sp.kind = 2
        ORDER BY 3 DESC, sp.products DESC LIMIT ${vehicle ? SUGGESTION_GROUPS * 4 : SUGGESTION_GROUPS})
      SELECT c.product_id, (SELECT max(score) FROM groups) AS best FROM groups g LEFT JOIN LATERAL (
        SELECT d.product_id, ${fits} AS fits FROM search_documents d
        WHERE d.locale = ${loc} AND d.part_type_id = g.part_type_id AND d.brand_id = g.brand_id AND d.document @@ ${q}${mayFit}
        ORDER BY 2 DESC, d.product_id LIMIT ${PRODUCT_SUGGESTIONS_MAX_DESKTOP}) c ON true
      ORDER BY c.product_id IS NULL, c.fits DESC, g.score DESC, g.products DESC, c.product_id
      LIMIT ${PRODUCT_SUGGESTIONS_MAX_DESKTOP}`);
    ids = grouped.rows.flatMap((r) => (r.product_id === null ? [] : [Number(r.product_id)]));
    // The words name a part type or brand: what the best groups hold is the answer, even if it is short.
    namesMatch = Number(grouped.rows[0]?.best ?? 0) >= SUGGESTION_NAME_MATCH;
  }
  if (ids.length < PRODUCT_SUGGESTIONS_MAX_DESKTOP && !(namesMatch && ids.length > 0)) {
    const result = await executor.execute<{ product_id: number }>(sql`
      WITH ${sql.join(ctes, sql`, `)}
      SELECT product_id FROM (${sql.join(branches, sql` UNION ALL `)}) c
      ORDER BY hit DESC, fits DESC, score DESC, product_id
      LIMIT ${PRODUCT_SUGGESTIONS_MAX_DESKTOP}`);
    ids = result.rows.map((r) => Number(r.product_id));
  }
  const [found, fitment] = await Promise.all([cards(executor, ids, locale), vehicle ? fitmentForProducts(executor, ids, vehicle) : Promise.resolve(null)]);
  const partTypes = new Map(found.map((p) => [p.id, p.partTypeId]));
  return found.flatMap((product) => {
    const answer = fitment?.get(product.id);
    if (answer === 'DOES_NOT_FIT') return [];
    return [
      {
        suggestedSearchTerm: product.partNumber,
        itemDescription: product.title,
        productImageUrl: partImageUrl(partTypes.get(product.id)!, locale),
        productDetailsPageUrl: localizedPath(`/products/${product.slug}`, locale),
        vehicleFitment: answer === 'FITS' || answer === 'UNIVERSAL' ? 'FITS' : 'NEEDS_MORE_INFO',
      },
    ];
  });
}

/**
 * The search box's suggestions (spec §3, §5, §9): nothing for empty text or text shorter than
 * the minimum (the drawer shows recent searches), up to 8 query completions, and from 5
 * characters up to 5 products, FITS when they fit the vehicle given (or every vehicle),
 * otherwise NEEDS_MORE_INFO, never one that cannot fit the vehicle.
 */
export async function suggest(executor: Executor, options: SuggestOptions): Promise<Suggestions> {
  const text = sanitizeSearchText(options.text);
  const length = Array.from(text).length;
  const words = queryWords(text);
  if (length < SEARCH_MIN_CHARACTERS || (words.length === 0 && partNumberCandidates(text).length === 0)) {
    return { generalSuggestions: [], productTitleSuggestions: [] };
  }
  const [general, productTitleSuggestions] = await Promise.all([
    words.length ? generalSuggestions(executor, options.locale, words.join(' ')) : Promise.resolve([]),
    length >= PRODUCT_SUGGESTIONS_MIN_CHARACTERS ? productSuggestions(executor, { ...options, text }, words) : Promise.resolve([]),
  ]);
  return { generalSuggestions: general, productTitleSuggestions };
}
