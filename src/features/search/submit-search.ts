import type { Locale } from '@/lib/markets';
import { rememberSearch } from '@/lib/recent-searches';
import { sanitizeSearchText, searchResultHref } from '@/lib/search-text';
import { localStore, pushSearchEvent, recordSearchTerm, type SearchMethod } from './browser';

/**
 * A search from the box (spec §5): the sanitised text, when any is left, is remembered (recent
 * searches, and the allSearchTerms cookie with consent), announced on the data layer, and its
 * address returned (the results page, or the gift card destination). Null means "empty: say so,
 * go nowhere".
 */
export function prepareSearch(raw: string, method: SearchMethod, locale: Locale, hasVehicle: boolean): { href: string; recent: string[] } | null {
  const searchText = sanitizeSearchText(raw);
  const href = searchResultHref(searchText, locale, hasVehicle);
  if (!href) return null;
  const recent = rememberSearch(localStore(), searchText);
  recordSearchTerm(searchText);
  pushSearchEvent({ event: 'search', searchTerm: searchText, searchMethod: method });
  return { href, recent };
}
