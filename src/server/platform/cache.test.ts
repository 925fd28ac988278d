import { describe, expect, it } from 'vitest';
import { RESPONSE_CACHE_SECONDS } from '@/lib/constants';
import { cached, MemoryCache, siteCacheKey } from './cache';

describe('response cache', () => {
  it('keeps an answer for 300 seconds and computes again after', async () => {
    let now = 0;
    const store = new MemoryCache(() => now);
    let computed = 0;
    const read = () => cached('k', async () => ++computed, RESPONSE_CACHE_SECONDS, store);

    expect(await read()).toBe(1);
    now = RESPONSE_CACHE_SECONDS * 1000 - 1;
    expect(await read()).toBe(1);
    now = RESPONSE_CACHE_SECONDS * 1000;
    expect(await read()).toBe(2);
  });

  it('keeps Mexico apart from the other sites', () => {
    expect(siteCacheKey('mx', 'content', 'footer')).not.toBe(siteCacheKey('default', 'content', 'footer'));
  });

  it('forgets by prefix and evicts the oldest entry when full', async () => {
    const store = new MemoryCache(() => 0, 2);
    await store.set('a:1', 1, 60);
    await store.set('b:1', 2, 60);
    await store.deleteByPrefix('a:');
    expect(await store.get('a:1')).toBeUndefined();
    await store.set('c:1', 3, 60);
    await store.set('d:1', 4, 60);
    expect(await store.get('b:1')).toBeUndefined();
    expect(await store.get('d:1')).toBe(4);
  });
});
