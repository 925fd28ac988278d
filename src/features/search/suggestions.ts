import {
  PRODUCT_SUGGESTIONS_MAX_DESKTOP,
  PRODUCT_SUGGESTIONS_MAX_MOBILE,
  PRODUCT_SUGGESTIONS_MIN_CHARACTERS,
  SEARCH_MIN_CHARACTERS,
} from '@/lib/constants';
import { getMarket, isLocale, localizedPath, type Locale } from '@/lib/markets';

import type { ProductTitleSuggestion as ProductSuggestion, Suggestions } from '@/lib/suggestions';

export type { ProductSuggestion, Suggestions };

/** One row of the drawer, in the order the arrow keys visit them (spec §4 Search box). */
export type SearchEntry =
  | { kind: 'recent'; text: string }
  | { kind: 'general'; text: string }
  | { kind: 'product'; product: ProductSuggestion };

export const SUGGESTIONS_PATH = '/external/product-discovery/autocomplete/v1/suggestions';

const length = (text: string) => Array.from(text).length;

/** Spec §5: suggestions are asked for while the box is focused and the text is empty or at least 3 characters. */
export function wantsSuggestions(term: string): boolean {
  return term === '' || length(term) >= SEARCH_MIN_CHARACTERS;
}

/** The suggestions call for a sanitised term (the API client adds the locale). */
export function suggestionsPath(locale: Locale, term: string, vehicleId?: string | null): string {
  const query = new URLSearchParams({
    country: getMarket(locale).countryCode,
    customerType: 'B2C',
    salesChannel: 'ECOMM',
    searchTerm: term,
  });
  if (vehicleId) query.set('vehicleId', vehicleId);
  return `${SUGGESTIONS_PATH}?${query.toString()}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Reads the answer defensively: it comes from another service, so rows without text or without
 * a page to go to are dropped, general suggestions are deduplicated without regard to case, and
 * an unknown fitment counts as "needs more info" (never as a false "fits").
 */
export function parseSuggestions(body: unknown): Suggestions {
  const root = isRecord(body) ? body : {};
  const seen = new Set<string>();
  const generalSuggestions: string[] = [];
  for (const entry of Array.isArray(root.generalSuggestions) ? root.generalSuggestions : []) {
    const value = text(entry);
    const key = value.toLocaleLowerCase();
    if (!value || seen.has(key)) continue;
    seen.add(key);
    generalSuggestions.push(value);
  }
  const productTitleSuggestions: ProductSuggestion[] = [];
  for (const entry of Array.isArray(root.productTitleSuggestions) ? root.productTitleSuggestions : []) {
    if (!isRecord(entry)) continue;
    const itemDescription = text(entry.itemDescription);
    const productDetailsPageUrl = text(entry.productDetailsPageUrl);
    if (!itemDescription || !productDetailsPageUrl) continue;
    productTitleSuggestions.push({
      suggestedSearchTerm: text(entry.suggestedSearchTerm) || itemDescription,
      itemDescription,
      productImageUrl: text(entry.productImageUrl),
      productDetailsPageUrl,
      vehicleFitment: entry.vehicleFitment === 'FITS' ? 'FITS' : 'NEEDS_MORE_INFO',
    });
  }
  return { generalSuggestions, productTitleSuggestions };
}

/**
 * The rows of the drawer: recent searches while the text is shorter than the suggestion
 * minimum (empty included), then general suggestions, then product suggestions once the term
 * the suggestions answer has 5 characters, at most 3 on phones and 5 elsewhere. When the
 * suggestions call failed, the drawer shows the recent searches alone, whatever the text.
 */
export function drawerEntries({
  text,
  term,
  recent,
  suggestions,
  mobile,
  failed = false,
}: {
  /** What the box holds now, sanitised. */
  text: string;
  /** The term the suggestions were asked for. */
  term: string;
  recent: string[];
  suggestions: Suggestions | undefined;
  mobile: boolean;
  failed?: boolean;
}): SearchEntry[] {
  const shownRecent = failed || length(text) < SEARCH_MIN_CHARACTERS ? recent : [];
  const entries: SearchEntry[] = shownRecent.map((value) => ({ kind: 'recent', text: value }));
  if (failed || !suggestions || !wantsSuggestions(text)) return entries;
  const shown = new Set(shownRecent.map((value) => value.toLocaleLowerCase()));
  for (const value of suggestions.generalSuggestions) {
    if (!shown.has(value.toLocaleLowerCase())) entries.push({ kind: 'general', text: value });
  }
  if (length(term) >= PRODUCT_SUGGESTIONS_MIN_CHARACTERS) {
    const max = mobile ? PRODUCT_SUGGESTIONS_MAX_MOBILE : PRODUCT_SUGGESTIONS_MAX_DESKTOP;
    for (const product of suggestions.productTitleSuggestions.slice(0, max)) entries.push({ kind: 'product', product });
  }
  return entries;
}

/**
 * Where a product suggestion goes: a path on this storefront, in the shopper's locale. Absolute
 * addresses keep only their path (the product pages are ours, whatever host the service names),
 * and anything that is not http(s) is refused, so the service cannot send the shopper elsewhere.
 */
export function productHref(url: string, locale: Locale): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://storefront.invalid');
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  const first = parsed.pathname.split('/')[1];
  return isLocale(first) ? path : localizedPath(path, locale);
}
