import { RECENT_SEARCHES_MAX } from './constants';
import { LOCAL_STORAGE } from './storage-keys';

/**
 * Recent searches (spec §3 Search, §5 Search): a JSON array of strings in local storage under
 * LOCAL_STORAGE.recentSearches, newest first, without empty entries, deduplicated without regard
 * to case, at most RECENT_SEARCHES_MAX. Storage that is missing, full, disabled (private modes
 * throw on access) or holds corrupt data never breaks a search: reads fall back to an empty list
 * and writes are skipped.
 */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const KEY = LOCAL_STORAGE.recentSearches;

function normalise(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const entry of list) {
    if (typeof entry !== 'string') continue;
    const text = entry.trim();
    const key = text.toLocaleLowerCase();
    if (!text || seen.has(key)) continue;
    seen.add(key);
    out.push(text);
    if (out.length === RECENT_SEARCHES_MAX) break;
  }
  return out;
}

function write(storage: StorageLike, list: string[]): void {
  try {
    if (list.length) storage.setItem(KEY, JSON.stringify(list));
    else storage.removeItem(KEY);
  } catch {
    // Quota exceeded or storage disabled: the search itself goes on.
  }
}

export function readRecentSearches(storage: StorageLike | null | undefined): string[] {
  if (!storage) return [];
  try {
    const raw = storage.getItem(KEY);
    return raw ? normalise(JSON.parse(raw)) : [];
  } catch {
    return [];
  }
}

/** Puts the text first (an earlier entry that differs only in case goes), and returns the new list. */
export function rememberSearch(storage: StorageLike | null | undefined, text: string): string[] {
  const current = readRecentSearches(storage);
  const entry = text.trim();
  if (!entry || !storage) return current;
  const next = normalise([entry, ...current]);
  write(storage, next);
  return next;
}

export function forgetSearch(storage: StorageLike | null | undefined, text: string): string[] {
  const key = text.trim().toLocaleLowerCase();
  const next = readRecentSearches(storage).filter((entry) => entry.toLocaleLowerCase() !== key);
  if (storage) write(storage, next);
  return next;
}

export function clearRecentSearches(storage: StorageLike | null | undefined): string[] {
  if (storage) write(storage, []);
  return [];
}

/**
 * The allSearchTerms cookie (spec §3 Storage): every term searched, in the order searched.
 *
 * Format (ours; the spec names the cookie only): the terms joined by "|", oldest first, each
 * term sanitised beforehand so that it holds no "|" (any left are turned into spaces here). The
 * cookie stores the value URI-encoded; once encoded it is at most ALL_SEARCH_TERMS_MAX_ENCODED
 * characters, the oldest terms dropping out first (a term too long on its own is not kept), so the cookie stays far below the 4 KB a
 * browser keeps per cookie and does not bloat every request header.
 */
export const ALL_SEARCH_TERMS_SEPARATOR = '|';
export const ALL_SEARCH_TERMS_MAX_ENCODED = 1000;

export function parseAllSearchTerms(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(ALL_SEARCH_TERMS_SEPARATOR)
    .map((term) => term.trim())
    .filter(Boolean);
}

/** The cookie's next (decoded) value with the term appended; the current value when the term is empty. */
export function appendSearchTerm(current: string | null | undefined, term: string, maxEncoded: number = ALL_SEARCH_TERMS_MAX_ENCODED): string {
  const clean = term.split(ALL_SEARCH_TERMS_SEPARATOR).join(' ').replace(/\s+/g, ' ').trim();
  const terms = parseAllSearchTerms(current);
  if (!clean) return terms.join(ALL_SEARCH_TERMS_SEPARATOR);
  terms.push(clean);
  while (terms.length > 0 && encodeURIComponent(terms.join(ALL_SEARCH_TERMS_SEPARATOR)).length > maxEncoded) terms.shift();
  return terms.join(ALL_SEARCH_TERMS_SEPARATOR);
}
