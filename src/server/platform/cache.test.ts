import { describe, expect, it } from 'vitest';
import { RESPONSE_CACHE_SECONDS } from '@/lib/constants';
import { approximateBytes, cached, MemoryCache, responseCacheMaxBytes, siteCacheKey } from './cache';

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

  it('stays within its bound in bytes, the least recently used going first', async () => {
    const big = (n: number) => ({ name: 'x'.repeat(n), rows: Array.from({ length: 10 }, (_, i) => ({ id: i, label: `row ${i}` })) });
    const one = approximateBytes('k0') + approximateBytes(big(10_000));
    const store = new MemoryCache(() => 0, 10_000, one * 4);
    for (let i = 0; i < 4; i++) await store.set(`k${i}`, big(10_000), 60);
    expect(store.size.entries).toBe(4);
    await store.get('k0'); // used again: k1 is now the least recently used
    await store.set('k4', big(10_000), 60);
    expect(store.size.bytes).toBeLessThanOrEqual(one * 4);
    expect(await store.get('k1')).toBeUndefined();
    expect(await store.get('k0')).toBeDefined();
    expect(await store.get('k4')).toBeDefined();
    // Hundreds of large answers later, it holds no more than its bound.
    for (let i = 5; i < 300; i++) await store.set(`k${i}`, big(10_000), 60);
    expect(store.size.bytes).toBeLessThanOrEqual(one * 4);
    expect(store.size.entries).toBe(4);
  });

  it('does not keep a value larger than a quarter of its bound, and counts replaced and forgotten entries out', async () => {
    const store = new MemoryCache(() => 0, 10_000, 40_000);
    await store.set('small', 'a', 60);
    await store.set('huge', 'x'.repeat(20_000), 60);
    expect(await store.get('huge')).toBeUndefined();
    expect(await store.get('small')).toBe('a');
    await store.set('small', 'b'.repeat(100), 60);
    await store.deleteByPrefix('sm');
    expect(store.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('estimates bytes by what a value holds, counting shared and circular references once', () => {
    expect(approximateBytes('x'.repeat(1000))).toBeGreaterThanOrEqual(1000);
    const shared = { text: 'y'.repeat(5000) };
    const twice = [shared, shared];
    expect(approximateBytes(twice)).toBeLessThan(approximateBytes([{ ...shared }, { ...shared }]));
    const loop: { self?: unknown; text: string } = { text: 'z'.repeat(100) };
    loop.self = loop;
    expect(approximateBytes(loop)).toBeLessThan(300);
    expect(approximateBytes(new Map([['a', 'q'.repeat(2000)]]))).toBeGreaterThan(2000);
  });

  it('takes its bound from RESPONSE_CACHE_MAX_MB (32 MB unless set)', () => {
    expect(responseCacheMaxBytes({})).toBe(32 * 1024 * 1024);
    expect(responseCacheMaxBytes({ RESPONSE_CACHE_MAX_MB: '8' })).toBe(8 * 1024 * 1024);
    expect(() => responseCacheMaxBytes({ RESPONSE_CACHE_MAX_MB: 'lots' })).toThrow(/RESPONSE_CACHE_MAX_MB/);
  });
});
