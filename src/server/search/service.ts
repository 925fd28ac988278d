import { sql, type SQL } from 'drizzle-orm';
import type { ProductTitleSuggestion, Suggestions } from '@/lib/suggestions';
import type { Executor } from '@/server/db/client';
import { cache } from '@/server/platform/cache';
import { freshReads } from '@/server/platform/fresh-reads';
import { PRODUCT_SUGGESTIONS_MAX_DESKTOP, PRODUCT_SUGGESTIONS_MIN_CHARACTERS, RESPONSE_CACHE_SECONDS, SEARCH_MIN_CHARACTERS } from '@/lib/constants';
import { localizedPath, type Locale } from '@/lib/markets';
import { sanitizeSearchText } from '@/lib/search-text';
import type { VehicleRef } from '@/lib/vehicle-key';
import { productCards, type ProductCard } from '@/server/catalog/shelf';
import { productImageUrl } from '@/server/catalog/service';
import { brandAndPartTypeLabels, brandIdOfSlugs } from '@/server/catalog/names';
import { fitmentForProducts, type Fitment } from '@/server/vehicles/fitment';
import { FALLBACK_MIN_KNOWN_SHARE, GENERAL_SUGGESTIONS_MAX, SEARCH_CACHE_MIN_MATCHES, SEARCH_CACHE_PREFIX, SEARCH_PAGE_SIZE, SUGGESTION_GROUPS, SUGGESTION_MIN_WORD_SIMILARITY, SUGGESTION_NAME_MATCH } from './constants';
import { fittingProducts, possiblyFittingProducts } from '@/server/vehicles/fitment';
import { localeLiteral, partNumberHits, scoreTables, textQuery, understand, type UnderstoodQuery } from './query';
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
  /** Results per page: SEARCH_PAGE_SIZE unless given (the JSON call lets a client ask for up to SEARCH_PAGE_SIZE_MAX). */
  pageSize?: number;
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

/** One (brand, part type) group's matches, split by whether they fit the vehicle: what the first statement returns. */
interface GroupRow {
  b: number;
  bs: string;
  bn: string;
  t: number;
  tn: string;
  /** Fits the vehicle (always true without one). */
  f: boolean;
  /** Matches, all of them; within the price filter; within every filter. */
  m: number;
  n: number;
  sh: number;
  lo: number;
  hi: number;
  /** How well the part type's and brand's names match the query (relevance order only). */
  sc: number | null;
}

/**
 * The groups of shown matches by relevance, each with its rank (equal scores, equal rank), and the last rank the page
 * needs: the best (brand, part type) groups that hold the page, and every group as good as the last of them. Within a
 * group the order is by product.
 */
export function rankGroups(groups: { b: number; t: number; sh: number; sc: number | null }[], window: number): { ranked: { b: number; t: number; r: number }[]; lastRank: number } {
  const shown = groups.filter((g) => g.sh > 0).map((g) => ({ ...g, score: g.sc ?? 0 }));
  const levels = [...new Set(shown.map((g) => g.score))].sort((a, b) => b - a);
  let upto = 0;
  let lastRank = levels.length - 1;
  for (const [rank, level] of levels.entries()) {
    upto += shown.filter((g) => g.score === level).reduce((sum, g) => sum + g.sh, 0);
    if (upto >= window) {
      lastRank = rank;
      break;
    }
  }
  return { ranked: shown.map((g) => ({ b: g.b, t: g.t, r: levels.indexOf(g.score) })), lastRank };
}

/**
 * Two statements. The first reads every match once and returns only per-(brand, part type, fits the vehicle) counts:
 * the narrowing to the vehicle, the number matched and the facets come from these few hundred rows (holding every
 * match in a work table to read it again cost more than the matching itself at a million SKUs). The second finds the
 * page: by relevance, only in the best groups (looked up by the group index); sorted, the first of the shown matches.
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
  const matches = sql`(${sql.join(branches, sql` UNION ALL `)})`;

  const inBrands = filters.brands?.length ? brandIdOfSlugs(sql`s.brand_id`, filters.brands) : sql`true`;
  const inTypes = filters.partTypeIds?.length ? sql`s.part_type_id = ANY (${sql.param(filters.partTypeIds)}::int[])` : sql`true`;
  const inPrice = sql`${filters.minPrice === undefined ? sql`true` : sql`s.price >= ${filters.minPrice}`} AND ${filters.maxPrice === undefined ? sql`true` : sql`s.price <= ${filters.maxPrice}`}`;
  const shown = sql`${inBrands} AND ${inTypes} AND ${inPrice}`;
  const relevance = sort === 'relevance';
  const scores = relevance ? [scoreTables(locale, words)] : [];

  const counted = await executor.execute<{ groups: Omit<GroupRow, 'bs' | 'bn' | 'tn'>[] | null }>(sql`
    WITH ${sql.join([...ctes, ...scores, sql`ga AS MATERIALIZED (
      SELECT s.brand_id, s.part_type_id, s.fits, count(*)::int AS m,
        (count(*) FILTER (WHERE ${inPrice}))::int AS n, (count(*) FILTER (WHERE ${shown}))::int AS sh, min(s.price) AS lo, max(s.price) AS hi
      FROM ${matches} s GROUP BY s.brand_id, s.part_type_id, s.fits)`], sql`, `)}
    SELECT json_agg(json_build_object('b', ga.brand_id, 't', ga.part_type_id, 'f', ga.fits, 'm', ga.m, 'n', ga.n, 'sh', ga.sh,
        'lo', ga.lo, 'hi', ga.hi, 'sc', ${relevance ? sql`coalesce(pts.score, 0) + coalesce(bs.score, 0)` : sql`NULL::float8`})) AS groups
    FROM ga ${relevance ? sql`LEFT JOIN pts ON pts.id = ga.part_type_id LEFT JOIN bs ON bs.id = ga.brand_id` : sql``}`);
  const counts = counted.rows[0]?.groups ?? [];
  // The facets' brand slugs and names and part type names are the catalogue's: asked for by id, a few hundred at most.
  const labels = await brandAndPartTypeLabels(
    executor,
    counts.map((g) => g.b),
    counts.map((g) => g.t),
    locale,
  );
  const all: GroupRow[] = counts.flatMap((g) => {
    const brand = labels.brands.get(g.b);
    const partType = labels.partTypes.get(g.t);
    return brand && partType !== undefined ? [{ ...g, bs: brand.slug, bn: brand.name, tn: partType }] : [];
  });
  const matched = all.reduce((sum, g) => sum + g.m, 0);
  const anyFit = !!vehicle && all.some((g) => g.f);
  // With a vehicle, only what fits it (or fits every vehicle), unless nothing does.
  const narrowedRows = anyFit ? all.filter((g) => g.f) : all;
  const byGroup = new Map<string, GroupRow>();
  for (const g of narrowedRows) {
    const key = `${g.b}:${g.t}`;
    const seen = byGroup.get(key);
    if (!seen) byGroup.set(key, { ...g });
    else Object.assign(seen, { m: seen.m + g.m, n: seen.n + g.n, sh: seen.sh + g.sh, lo: Math.min(seen.lo, g.lo), hi: Math.max(seen.hi, g.hi) });
  }
  const groups = [...byGroup.values()];
  const combos: Combo[] = groups.map((g) => ({ b: g.b, bs: g.bs, bn: g.bn, t: g.t, tn: g.tn, n: g.n, lo: g.lo, hi: g.hi }));
  const shownTotal = groups.reduce((sum, g) => sum + g.sh, 0);

  const size = pageSizeOf(options);
  const offset = (Math.max(1, options.page) - 1) * size;
  if (shownTotal <= offset) return { matched, anyFit, combos, page: [] };
  const narrowed = anyFit ? sql`s.fits` : sql`true`;
  let pageSql: SQL;
  if (relevance) {
    const { ranked, lastRank } = rankGroups(groups, size + offset);
    const listOf = (rows: typeof ranked) =>
      sql`unnest(${sql.param(rows.map((c) => c.b))}::int[], ${sql.param(rows.map((c) => c.t))}::int[], ${sql.param(rows.map((c) => c.r))}::int[]) AS c(b, t, r)`;
    if (!keys.length && q) {
      // Only the chosen groups' documents: a few index lookups, not every match again.
      pageSql = sql`SELECT s.product_id FROM (
          SELECT ${columns}, c.r FROM ${listOf(ranked.filter((c) => c.r <= lastRank))}
          JOIN search_documents d ON d.locale = ${loc} AND d.part_type_id = c.t AND d.brand_id = c.b
          WHERE d.document @@ ${q}) s
        WHERE ${shown} AND ${narrowed}
        ORDER BY s.r, s.product_id LIMIT ${size} OFFSET ${offset}`;
    } else {
      pageSql = sql`WITH ${sql.join(ctes, sql`, `)}
        SELECT s.product_id FROM ${matches} s JOIN ${listOf(ranked)} ON c.b = s.brand_id AND c.t = s.part_type_id
        WHERE ${shown} AND ${narrowed} AND (s.hit > 0 OR c.r <= ${lastRank})
        ORDER BY s.hit DESC, c.r, s.product_id LIMIT ${size} OFFSET ${offset}`;
    }
  } else {
    const orders: Record<Exclude<SearchSort, 'relevance'>, SQL> = {
      'price-asc': sql`s.price ASC, s.product_id`,
      'price-desc': sql`s.price DESC, s.product_id`,
      name: sql`s.sort_title ASC, s.product_id`,
    };
    pageSql = sql`${ctes.length ? sql`WITH ${sql.join(ctes, sql`, `)}` : sql``}
      SELECT s.product_id FROM ${matches} s WHERE ${shown} AND ${narrowed} ORDER BY ${orders[sort]} LIMIT ${size} OFFSET ${offset}`;
  }
  const page = await executor.execute<{ product_id: number }>(pageSql);
  return { matched, anyFit, combos, page: page.rows.map((r) => Number(r.product_id)) };
}

/** The page size a search asks for: SEARCH_PAGE_SIZE by default. */
function pageSizeOf(options: Pick<SearchOptions, 'pageSize'>): number {
  return options.pageSize ?? SEARCH_PAGE_SIZE;
}

function emptyResult(): SearchResult {
  return { total: 0, pages: 1, items: [], facets: EMPTY_FACETS, narrowed: false, vehicleFallback: false, allWords: true };
}

/**
 * Search the catalogue (spec §2.1 /searchresult): an exact part number (with or without dashes,
 * spaces, in any case) first, then products whose title, brand, part type or part number hold
 * every word (in the locale's language or English, typos corrected), best part-type and brand
 * matches first; when no product has every word, those with some of the index's own words, if
 * most of the words are (closeEnough), else nothing. With a vehicle, only what
 * fits it or fits every vehicle, unless nothing does. 24 a page (or the page size asked for),
 * with brand, part type and price facets.
 */
export async function searchProducts(executor: Executor, options: SearchOptions): Promise<SearchResult> {
  const words = queryWords(options.text);
  const keys = partNumberCandidates(options.text);
  if (words.length === 0 && keys.length === 0) return emptyResult();
  const key = searchCacheKey(options, words, keys);
  const hit = await cache.get<SearchResult>(key);
  if (hit) return hit;
  // The answer may be kept for 300 s: on a read replica it is read fresh (docs/decisions/050), not from before the last import.
  return freshReads(() => searchAndKeep(executor, options, key, words));
}

/** A search the cache did not hold: run, and kept when broad. */
async function searchAndKeep(executor: Executor, options: SearchOptions, key: string, words: string[]): Promise<SearchResult> {
  const understood = await understand(executor, options.locale, words, { prefixLast: false });
  let allWords = true;
  // Broad words match tens of thousands of products at a million SKUs: room for exact (not lossy) bitmaps of them.
  const matched = await executor.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL work_mem = '64MB'`);
    const all = await matchProducts(tx, options, understood.words, false);
    if (all.matched > 0 || !closeEnough(understood)) return all;
    allWords = false;
    // Only the words the index knows: an unknown word matched as written would pick products by chance.
    return matchProducts(tx, options, understood.known, true);
  });
  const { total, facets } = facetsFromCombos(matched.combos, options.filters);
  const items: SearchItem[] = await productCards(executor, matched.page, options.locale);
  if (options.vehicle && items.length) {
    const fitment = await fitmentForProducts(executor, items.map((i) => i.id), options.vehicle);
    for (const item of items) item.fitment = fitment.get(item.id);
  }
  const narrowed = !!options.vehicle && matched.anyFit;
  const result: SearchResult = {
    total,
    pages: Math.max(1, Math.ceil(total / pageSizeOf(options))),
    items,
    facets,
    ...(understood.correctedText ? { correctedText: understood.correctedText } : {}),
    narrowed,
    vehicleFallback: !!options.vehicle && matched.matched > 0 && !matched.anyFit,
    allWords,
  };
  // Broad questions cost tens of milliseconds each and are asked again and again: kept as long as a response is (spec
  // §7), and dropped when the index is rebuilt (refreshSearchDocuments). Narrow ones are cheap and not kept.
  if (matched.matched >= SEARCH_CACHE_MIN_MATCHES) await cache.set(key, result, RESPONSE_CACHE_SECONDS);
  return result;
}

/** Whether products with only some of the words may be offered as the closest matches: two words or more, mostly the index's own. */
export function closeEnough(understood: Pick<UnderstoodQuery, 'words' | 'known'>): boolean {
  return understood.words.length >= 2 && understood.known.length > 0 && understood.known.length >= understood.words.length * FALLBACK_MIN_KNOWN_SHARE;
}

/** Everything a result depends on: the market, the words and part numbers read from the text, the vehicle, filters, sort, page and page size. */
function searchCacheKey(options: SearchOptions, words: string[], keys: string[]): string {
  const { locale, vehicle, filters, sort, page } = options;
  return `${SEARCH_CACHE_PREFIX}${JSON.stringify([
    locale,
    words,
    keys,
    vehicle ? [vehicle.baseVehicleId, vehicle.engineId ?? null, vehicle.submodelId ?? null] : null,
    [...(filters.brands ?? [])].sort(),
    [...(filters.partTypeIds ?? [])].sort((a, b) => a - b),
    filters.minPrice ?? null,
    filters.maxPrice ?? null,
    sort,
    Math.max(1, page),
    pageSizeOf(options),
  ])}`;
}

/** Forget every cached search result: after the index changes, and for measuring the uncached path. */
export async function clearSearchCache(): Promise<void> {
  await cache.deleteByPrefix(SEARCH_CACHE_PREFIX);
}

export type { ProductTitleSuggestion, Suggestions };

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
      -- By the trigram index: locale || '' keeps the planner from reading every phrase of the locale by the locale index
      -- and computing each one's similarity, ~50 ms for a long text at a million SKUs (several thousand phrases).
      WHERE (SELECT count(*) FROM starts) + (SELECT count(*) FROM words) < ${GENERAL_SUGGESTIONS_MAX}
        AND locale || '' = ${loc} AND ${normalized} <% normalized AND word_similarity(${normalized}, normalized) >= ${SUGGESTION_MIN_WORD_SIMILARITY}
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
  // The word being typed is scored as its most frequent completion ("arctu" as "arcturus"), so that the
  // groups named by it are found by name rather than by ranking every match.
  const completed = understood.completions?.[0] ? [...understood.words.slice(0, -1), understood.completions[0]] : understood.words;
  const ctes = [scoreTables(locale, completed)];
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
  const [found, fitment] = await Promise.all([productCards(executor, ids, locale), vehicle ? fitmentForProducts(executor, ids, vehicle) : Promise.resolve(null)]);
  return found.flatMap((product) => {
    const answer = fitment?.get(product.id);
    if (answer === 'DOES_NOT_FIT') return [];
    return [
      {
        suggestedSearchTerm: product.partNumber,
        itemDescription: product.title,
        productImageUrl: productImageUrl(product, locale),
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
