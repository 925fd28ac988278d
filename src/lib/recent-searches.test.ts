import { describe, expect, it } from 'vitest';
import { RECENT_SEARCHES_MAX } from './constants';
import {
  ALL_SEARCH_TERMS_MAX_ENCODED,
  appendSearchTerm,
  clearRecentSearches,
  forgetSearch,
  parseAllSearchTerms,
  readRecentSearches,
  rememberSearch,
  type StorageLike,
} from './recent-searches';
import { LOCAL_STORAGE } from './storage-keys';

class MemoryStorage implements StorageLike {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

/** Local storage as private modes and full disks give it: every call throws. */
const throwing: StorageLike = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
};

const KEY = LOCAL_STORAGE.recentSearches;

describe('recent searches', () => {
  it('starts empty', () => {
    expect(readRecentSearches(new MemoryStorage())).toEqual([]);
    expect(readRecentSearches(null)).toEqual([]);
  });

  it('remembers trimmed searches, newest first, as JSON under the recentSearches key', () => {
    const storage = new MemoryStorage();
    rememberSearch(storage, '  brake pads ');
    expect(rememberSearch(storage, 'oil filter')).toEqual(['oil filter', 'brake pads']);
    expect(JSON.parse(storage.getItem(KEY)!)).toEqual(['oil filter', 'brake pads']);
    expect(readRecentSearches(storage)).toEqual(['oil filter', 'brake pads']);
  });

  it('ignores empty entries', () => {
    const storage = new MemoryStorage();
    rememberSearch(storage, 'wipers');
    expect(rememberSearch(storage, '')).toEqual(['wipers']);
    expect(rememberSearch(storage, '   ')).toEqual(['wipers']);
    expect(readRecentSearches(storage)).toEqual(['wipers']);
  });

  it('moves a repeated search to the front, whatever its case', () => {
    const storage = new MemoryStorage();
    for (const text of ['battery', 'wipers', 'spark plugs']) rememberSearch(storage, text);
    expect(rememberSearch(storage, 'Battery')).toEqual(['Battery', 'spark plugs', 'wipers']);
    expect(rememberSearch(storage, 'ACEITE')).toEqual(['ACEITE', 'Battery', 'spark plugs']);
    expect(rememberSearch(storage, 'aceite')).toEqual(['aceite', 'Battery', 'spark plugs']);
  });

  it(`keeps at most ${RECENT_SEARCHES_MAX}`, () => {
    const storage = new MemoryStorage();
    for (const text of ['a1', 'b2', 'c3', 'd4', 'e5']) rememberSearch(storage, text);
    expect(readRecentSearches(storage)).toHaveLength(RECENT_SEARCHES_MAX);
    expect(readRecentSearches(storage)).toEqual(['e5', 'd4', 'c3']);
  });

  it('tolerates corrupt or foreign data', () => {
    const storage = new MemoryStorage();
    for (const raw of ['{not json', '"text"', '{"a":1}', 'null', '42']) {
      storage.setItem(KEY, raw);
      expect(readRecentSearches(storage), raw).toEqual([]);
    }
    storage.setItem(KEY, JSON.stringify(['ok', 7, null, '', '  ', 'OK', 'fine', 'more', 'extra']));
    expect(readRecentSearches(storage)).toEqual(['ok', 'fine', 'more']);
    storage.setItem(KEY, '{not json');
    expect(rememberSearch(storage, 'fresh')).toEqual(['fresh']);
    expect(readRecentSearches(storage)).toEqual(['fresh']);
  });

  it('tolerates storage that throws', () => {
    expect(readRecentSearches(throwing)).toEqual([]);
    expect(rememberSearch(throwing, 'battery')).toEqual(['battery']);
    expect(forgetSearch(throwing, 'battery')).toEqual([]);
    expect(clearRecentSearches(throwing)).toEqual([]);
  });

  it('forgets one search, whatever its case', () => {
    const storage = new MemoryStorage();
    for (const text of ['battery', 'wipers', 'spark plugs']) rememberSearch(storage, text);
    expect(forgetSearch(storage, ' WIPERS ')).toEqual(['spark plugs', 'battery']);
    expect(readRecentSearches(storage)).toEqual(['spark plugs', 'battery']);
    forgetSearch(storage, 'spark plugs');
    forgetSearch(storage, 'battery');
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('clears them all', () => {
    const storage = new MemoryStorage();
    rememberSearch(storage, 'battery');
    expect(clearRecentSearches(storage)).toEqual([]);
    expect(storage.getItem(KEY)).toBeNull();
    expect(readRecentSearches(storage)).toEqual([]);
  });
});

describe('allSearchTerms cookie value', () => {
  it('appends each term, oldest first, separated by |', () => {
    let value = appendSearchTerm(undefined, 'brake pads');
    value = appendSearchTerm(value, 'oil filter');
    value = appendSearchTerm(value, 'brake pads');
    expect(value).toBe('brake pads|oil filter|brake pads');
    expect(parseAllSearchTerms(value)).toEqual(['brake pads', 'oil filter', 'brake pads']);
  });

  it('keeps no empty terms and no separators inside a term', () => {
    expect(appendSearchTerm('a||b|', '  ')).toBe('a|b');
    expect(appendSearchTerm('a', ' x | y ')).toBe('a|x y');
    expect(parseAllSearchTerms('')).toEqual([]);
    expect(parseAllSearchTerms(null)).toEqual([]);
  });

  it('drops the oldest terms once the encoded value passes the bound', () => {
    let value = '';
    for (let i = 0; i < 200; i++) value = appendSearchTerm(value, `search term ${i}`);
    expect(encodeURIComponent(value).length).toBeLessThanOrEqual(ALL_SEARCH_TERMS_MAX_ENCODED);
    const terms = parseAllSearchTerms(value);
    expect(terms.at(-1)).toBe('search term 199');
    expect(terms[0]).not.toBe('search term 0');
    expect(terms.length).toBeGreaterThan(20);
    // The bound counts encoded characters: accented text takes more room.
    expect(appendSearchTerm('ab', 'ção', 18)).toBe('ab|ção');
    expect(appendSearchTerm('ab', 'ção', 17)).toBe('ção');
    expect(appendSearchTerm('ab', 'ção', 12)).toBe('');
  });
});
