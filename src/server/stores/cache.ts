import { cache, cached } from '@/server/platform/cache';

/**
 * The store directory is reference data: only the seed writes it (`seedStoreDirectory`), so what is read
 * of it by every shopper's call (a store's row, the stores around a store) is kept in the response
 * cache (shared through Redis when configured) for an hour, and the seed empties these keys once it has committed (docs/decisions/066).
 */
const STORE_CACHE_PREFIX = 'stores:';
const STORE_CACHE_SECONDS = 3600;

export function cachedStoreRead<T>(parts: (string | number)[], read: () => Promise<T>): Promise<T> {
  return cached(STORE_CACHE_PREFIX + parts.join(':'), read, STORE_CACHE_SECONDS);
}

export function forgetStoreReads(): Promise<void> {
  return cache.deleteByPrefix(STORE_CACHE_PREFIX);
}
