import { mayUseCookie, parseConsent } from '@/lib/consent';
import { appendSearchTerm } from '@/lib/recent-searches';
import { COOKIES } from '@/lib/storage-keys';
import type { StorageLike } from '@/lib/recent-searches';
import { pushEvent } from '@/lib/data-layer';

/** The search box's dealings with the browser: storage, cookies and the data layer. Client only. */

/** Local storage, or null where the browser refuses it (access itself throws in some private modes). */
export function localStore(): StorageLike | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readCookie(name: string): string | undefined {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  if (!match) return undefined;
  try {
    return decodeURIComponent(match.slice(name.length + 1));
  } catch {
    return undefined;
  }
}

/**
 * Appends the term to the allSearchTerms cookie (format: src/lib/recent-searches.ts), but only
 * with consent for its category (src/lib/consent.ts: functional). A session cookie: the terms
 * serve the visit, not a profile.
 */
export function recordSearchTerm(term: string): void {
  if (!mayUseCookie(COOKIES.allSearchTerms, parseConsent(readCookie(COOKIES.cookieConsent)))) return;
  const value = appendSearchTerm(readCookie(COOKIES.allSearchTerms), term);
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${COOKIES.allSearchTerms}=${encodeURIComponent(value)}; Path=/; SameSite=Lax${secure}`;
}

export type SearchMethod = 'typed' | 'recent' | 'suggestion';

/** Data only, like the page views: no tag is loaded. */
export function pushSearchEvent(data: { event: 'search'; searchTerm: string; searchMethod: SearchMethod } | { event: 'search_product_pick'; searchTerm: string; productUrl: string }): void {
  const { event, ...rest } = data;
  pushEvent(event, rest);
}
