import { RESPONSE_CACHE_SECONDS } from '@/lib/constants';
import type { SiteKey } from '@/lib/markets';

/**
 * The response cache (spec §7): entries live 300 s and Mexico's are kept apart from the
 * other sites'. In-process for now, so each instance has its own and an operator's change
 * reaches the other instances within the 300 s; a shared store (Redis, with REDIS_URL)
 * implements the same interface when the site runs on several instances.
 */
export interface Cache {
  get<T>(key: string): Promise<T | undefined>;
  set<T>(key: string, value: T, ttlSeconds: number): Promise<void>;
  deleteByPrefix(prefix: string): Promise<void>;
}

interface Entry {
  value: unknown;
  expiresAt: number;
}

export class MemoryCache implements Cache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 10_000,
  ) {}

  async get<T>(key: string): Promise<T | undefined> {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value as T;
  }

  async set<T>(key: string, value: T, ttlSeconds: number): Promise<void> {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expiresAt: this.now() + ttlSeconds * 1000 });
  }

  async deleteByPrefix(prefix: string): Promise<void> {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}

const globalCache = globalThis as unknown as { __storefrontCache?: Cache };
export const cache: Cache = (globalCache.__storefrontCache ??= new MemoryCache());

export function siteCacheKey(site: SiteKey, ...parts: string[]): string {
  return [site, ...parts].join(':');
}

/** Read through the cache: compute on a miss, keep for the response-cache lifetime. */
export async function cached<T>(key: string, compute: () => Promise<T>, ttlSeconds = RESPONSE_CACHE_SECONDS, store: Cache = cache): Promise<T> {
  const hit = await store.get<T>(key);
  if (hit !== undefined) return hit;
  const value = await compute();
  await store.set(key, value, ttlSeconds);
  return value;
}
