/**
 * A shelf's state lives in its URL, so every filtered page can be shared, bookmarked and
 * crawled, and works without JavaScript: ?sort=&page=&brand=a&brand=b&minPrice=25&maxPrice=80
 * &fits=1&store=1&attr=key:value&type=1684. Prices are typed in the market's major units.
 */
import { isCleanParam } from './clean-text';

export const SHELF_SORT_NAMES = ['relevance', 'price-asc', 'price-desc', 'name', 'discount'] as const;
export type ShelfSortName = (typeof SHELF_SORT_NAMES)[number];

export interface ShelfUrlState {
  page: number;
  sort: ShelfSortName;
  brands: string[];
  /** Minor units. */
  minPrice?: number;
  maxPrice?: number;
  fits: boolean;
  store: boolean;
  attributes: { key: string; value: string }[];
  /** Part type ids (search results filter by them). */
  partTypes?: number[];
}

type Query = Record<string, string | string[] | undefined>;

/** Pages are numbered below this (deeper pages cost the database more than anyone reads). */
export const MAX_PAGE = 10_000;
/** At most this many values of one filter (brands, attributes, part types). */
export const MAX_FILTER_VALUES = 30;
/** A brand's slug as filters name it. */
export const FILTER_SLUG = /^[a-z0-9-]{1,60}$/;
/** An attribute filter, `key:value` (the value in en-US, the same identity in every locale). */
export const ATTRIBUTE_FILTER = /^([a-z0-9-]{1,40}):(.{1,60})$/;

const all = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const first = (v: string | string[] | undefined) => all(v)[0];

/** "25", "25.5", "25,50" → 2500, 2550, 2550 minor units; anything else → undefined. */
export function majorToMinor(text: string | undefined): number | undefined {
  const match = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(text ?? '');
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

export function minorToMajor(amount: number): string {
  return amount % 100 === 0 ? String(amount / 100) : (amount / 100).toFixed(2);
}

export function parseShelfUrl(query: Query, sorts: readonly ShelfSortName[] = SHELF_SORT_NAMES): ShelfUrlState {
  const page = Number(first(query.page));
  const sort = first(query.sort) as ShelfSortName;
  let minPrice = majorToMinor(first(query.minPrice));
  let maxPrice = majorToMinor(first(query.maxPrice));
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    page: Number.isInteger(page) && page > 0 && page < MAX_PAGE ? page : 1,
    sort: sorts.includes(sort) ? sort : 'relevance',
    brands: [...new Set(all(query.brand).filter((b) => FILTER_SLUG.test(b)))].slice(0, MAX_FILTER_VALUES),
    minPrice,
    maxPrice,
    fits: first(query.fits) === '1',
    store: first(query.store) === '1',
    // A value with a control character (NUL reaches PostgreSQL's jsonb as an error) or a lone surrogate is no filter of ours.
    attributes: all(query.attr)
      .filter(isCleanParam)
      .map((a) => ATTRIBUTE_FILTER.exec(a))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => ({ key: m[1]!, value: m[2]! }))
      .slice(0, MAX_FILTER_VALUES),
    partTypes: [...new Set(all(query.type).filter((t) => /^\d{1,9}$/.test(t)).map(Number))].slice(0, MAX_FILTER_VALUES),
  };
}

/** A shelf as it first opens: page 1, best match, no filters. */
export const FIRST_SHELF_PAGE: ShelfUrlState = parseShelfUrl({});

/** The query string of a shelf state (without "?"), leaving defaults out. */
export function shelfUrlQuery(state: ShelfUrlState, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (state.sort !== 'relevance') params.set('sort', state.sort);
  for (const b of state.brands) params.append('brand', b);
  if (state.minPrice !== undefined) params.set('minPrice', minorToMajor(state.minPrice));
  if (state.maxPrice !== undefined) params.set('maxPrice', minorToMajor(state.maxPrice));
  if (state.fits) params.set('fits', '1');
  if (state.store) params.set('store', '1');
  for (const a of state.attributes) params.append('attr', `${a.key}:${a.value}`);
  for (const t of state.partTypes ?? []) params.append('type', String(t));
  if (state.page > 1) params.set('page', String(state.page));
  return params.toString();
}

/** How many filters the shopper has set (for the filter button's count). */
export function activeFilterCount(state: ShelfUrlState): number {
  return state.brands.length + state.attributes.length + (state.partTypes?.length ?? 0) + (state.minPrice !== undefined || state.maxPrice !== undefined ? 1 : 0) + (state.fits ? 1 : 0) + (state.store ? 1 : 0);
}
