/**
 * A shelf's state lives in its URL, so every filtered page can be shared, bookmarked and
 * crawled, and works without JavaScript: ?sort=&page=&brand=a&brand=b&minPrice=25&maxPrice=80
 * &fits=1&store=1&attr=key:value&type=1684. Prices are typed in the market's major units, written
 * the market's way ("1,000.50" in the US and Mexico, "1.000,50" in Brazil).
 */
import { isCleanParam } from './clean-text';
import type { Locale } from './markets';

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
  /** A price the shopper typed that reads as no amount, as typed: the filter form says so and keeps it. */
  unreadPrices?: { minPrice?: string; maxPrice?: string };
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

/** The most digits of a price's whole part (9,999,999). */
const PRICE_DIGITS = 7;
/** The longest price text kept to show back to the shopper. */
const PRICE_TEXT_MAX = 40;

/** The market's thousands separator and decimal mark, as Intl writes them: "," and "." (en-US, es-MX); "." and "," (pt-BR). */
export function amountSeparators(locale: Locale): { group: string; decimal: string } {
  const parts = new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(1234567.5);
  return { group: parts.find((p) => p.type === 'group')?.value ?? ',', decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.' };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A price typed in the market's major units, to minor units; undefined when it reads as no amount.
 * - Grouped the market's way: "1,000" and "1,000.50" (en-US, es-MX), "1.000" and "1.000,50" (pt-BR).
 * - Not grouped, the decimals after either mark: "25", "25.5", "25,50" (and the shelf's own links, "1000.50").
 * A currency symbol and spaces around the amount are left out ("R$ 1.000,00"). The other market's
 * grouping is no amount here ("1.000" in the US, "1,000" in Brazil: a mark followed by three digits).
 */
export function majorToMinor(text: string | undefined, locale: Locale = 'en-US'): number | undefined {
  const typed = (text ?? '').replace(/[\s\u00a0\u202f]/g, '').replace(/^(R\$|MX\$|US\$|\$)/, '');
  const { group, decimal } = amountSeparators(locale);
  const grouped = new RegExp(`^(\\d{1,3}(?:${escapeRegExp(group)}\\d{3})+)(?:${escapeRegExp(decimal)}(\\d{1,2}))?$`).exec(typed);
  const match = grouped ?? /^(\d+)(?:[.,](\d{1,2}))?$/.exec(typed);
  if (!match) return undefined;
  const whole = match[1]!.split(group).join('').replace(/^0+(?=\d)/, '');
  if (whole.length > PRICE_DIGITS) return undefined;
  return Number(whole) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** An amount as the market writes it in a price box: "1,000.50", "1.000,50"; whole amounts without decimals ("25"). */
export function minorToTyped(amount: number, locale: Locale): string {
  const whole = amount % 100 === 0;
  return new Intl.NumberFormat(locale, { useGrouping: true, minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 }).format(amount / 100);
}

export function minorToMajor(amount: number): string {
  return amount % 100 === 0 ? String(amount / 100) : (amount / 100).toFixed(2);
}

/** The price boxes' texts that read as no amount, as typed (a blank box is no problem: it sets no bound). */
function unreadPricesOf(query: Query, read: { minPrice?: number; maxPrice?: number }): ShelfUrlState['unreadPrices'] {
  const unread: NonNullable<ShelfUrlState['unreadPrices']> = {};
  for (const name of ['minPrice', 'maxPrice'] as const) {
    const text = first(query[name])?.trim();
    if (text && read[name] === undefined && isCleanParam(text)) unread[name] = text.slice(0, PRICE_TEXT_MAX);
  }
  return Object.keys(unread).length ? unread : undefined;
}

export function parseShelfUrl(query: Query, sorts: readonly ShelfSortName[] = SHELF_SORT_NAMES, locale: Locale = 'en-US'): ShelfUrlState {
  const page = Number(first(query.page));
  const sort = first(query.sort) as ShelfSortName;
  let minPrice = majorToMinor(first(query.minPrice), locale);
  let maxPrice = majorToMinor(first(query.maxPrice), locale);
  const unreadPrices = unreadPricesOf(query, { minPrice, maxPrice });
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    ...(unreadPrices ? { unreadPrices } : {}),
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
