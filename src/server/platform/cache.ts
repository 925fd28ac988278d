import { RESPONSE_CACHE_SECONDS } from '@/lib/constants';
import type { SiteKey } from '@/lib/markets';
import { RedisCache } from './cache-redis';
import { envVar } from './env';
import { recordCacheLookup } from './metrics';
import { redis, redisSubscriber } from './redis';
import { freshReads } from './fresh-reads';

/**
 * The response cache (spec §7): entries live 300 s and Mexico's are kept apart from the
 * other sites'. Without REDIS_URL each process has its own (`MemoryCache`); with it, the entries
 * are shared through Redis and an invalidation reaches every instance at once (`RedisCache`,
 * cache-redis.ts, docs/decisions/046), falling back to the process while Redis is away.
 */
export interface Cache {
  get<T>(key: string): Promise<T | undefined>;
  set<T>(key: string, value: T, ttlSeconds: number): Promise<void>;
  deleteByPrefix(prefix: string): Promise<void>;
}

interface Entry {
  value: unknown;
  expiresAt: number;
  bytes: number;
}

/**
 * About how many bytes a value holds in memory: strings by their length, numbers and the like
 * by 8, objects, arrays, maps and sets by a header and their slots, what they hold counted once
 * (shared and circular references too). An estimate, within a small factor of V8's own sizes,
 * and cheap enough for a cache miss: what matters is that a cache of large answers cannot grow
 * past its bound.
 */
export function approximateBytes(value: unknown, seen = new Set<object>()): number {
  switch (typeof value) {
    case 'string':
      return 16 + value.length;
    case 'number':
    case 'boolean':
    case 'bigint':
    case 'undefined':
    case 'symbol':
      return 8;
    case 'function':
      return 0;
  }
  if (value === null) return 8;
  const object = value as object;
  if (seen.has(object)) return 8;
  seen.add(object);
  if (ArrayBuffer.isView(object)) return 64 + object.byteLength;
  if (object instanceof Date) return 32;
  let bytes = 32;
  if (object instanceof Map) {
    for (const [key, item] of object) bytes += 16 + approximateBytes(key, seen) + approximateBytes(item, seen);
    return bytes;
  }
  if (object instanceof Set || Array.isArray(object)) {
    for (const item of object) bytes += 8 + approximateBytes(item, seen);
    return bytes;
  }
  for (const [key, item] of Object.entries(object)) bytes += 8 + key.length + approximateBytes(item, seen);
  return bytes;
}

/** The bound of the response cache in bytes (RESPONSE_CACHE_MAX_MB, env.ts). */
export function responseCacheMaxBytes(source?: Record<string, string | undefined>): number {
  return (source ? envVar('RESPONSE_CACHE_MAX_MB', source) : envVar('RESPONSE_CACHE_MAX_MB')) * 1024 * 1024;
}

/**
 * The in-process store: bounded by entries and by bytes (approximateBytes), the least recently
 * used entry going first; a value larger than a quarter of the bound is not kept at all.
 */
export class MemoryCache implements Cache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 10_000,
    private readonly maxBytes = 32 * 1024 * 1024,
  ) {}

  /** How many bytes the kept entries hold, by approximateBytes. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  async get<T>(key: string): Promise<T | undefined> {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.remove(key, entry);
      return undefined;
    }
    // The most recently used last: eviction takes from the front.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value as T;
  }

  async set<T>(key: string, value: T, ttlSeconds: number): Promise<void> {
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    const bytes = approximateBytes(key) + approximateBytes(value);
    if (bytes > this.maxBytes / 4) return;
    while (this.entries.size > 0 && (this.entries.size >= this.maxEntries || this.bytes + bytes > this.maxBytes)) {
      const [oldest, entry] = this.entries.entries().next().value as [string, Entry];
      this.remove(oldest, entry);
    }
    this.entries.set(key, { value, expiresAt: this.now() + ttlSeconds * 1000, bytes });
    this.bytes += bytes;
  }

  async deleteByPrefix(prefix: string): Promise<void> {
    for (const [key, entry] of this.entries) if (key.startsWith(prefix)) this.remove(key, entry);
  }

  private remove(key: string, entry: Entry) {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

const globalCache = globalThis as unknown as { __storefrontCache?: Cache };

/**
 * This process's response cache, made on first use: shared through Redis when REDIS_URL is set
 * (cache-redis.ts, docs/decisions/046), else in the process.
 */
function processCache(): Cache {
  return (globalCache.__storefrontCache ??= envVar('REDIS_URL')
    ? new RedisCache({ client: redis, subscriber: redisSubscriber }, { maxBytes: responseCacheMaxBytes() })
    : new MemoryCache(Date.now, 10_000, responseCacheMaxBytes()));
}

export const cache: Cache = {
  get<T>(key: string) {
    return processCache().get<T>(key);
  },
  set<T>(key: string, value: T, ttlSeconds: number) {
    return processCache().set(key, value, ttlSeconds);
  },
  deleteByPrefix(prefix: string) {
    return processCache().deleteByPrefix(prefix);
  },
};

export function siteCacheKey(site: SiteKey, ...parts: string[]): string {
  return [site, ...parts].join(':');
}

/**
 * Read through the cache: compute on a miss, keep for the response-cache lifetime. The
 * computation's replica reads are fresh (docs/decisions/050): what it keeps is never from before
 * the write that emptied the key.
 */
export async function cached<T>(key: string, compute: () => Promise<T>, ttlSeconds = RESPONSE_CACHE_SECONDS, store: Cache = cache): Promise<T> {
  const hit = await store.get<T>(key);
  recordCacheLookup('response', hit !== undefined);
  if (hit !== undefined) return hit;
  const value = await freshReads(compute);
  await store.set(key, value, ttlSeconds);
  return value;
}
