import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRedis, type TestRedis } from '../../../tests/redis-server';
import { cached } from './cache';
import { decodeValue, encodeValue, RedisCache } from './cache-redis';

/**
 * Two RedisCache objects, each on connections of its own, behave as two instances of the store
 * on one Redis (a throw-away redis-server, tests/redis-server.ts).
 */

let server: TestRedis;
const connections: Redis[] = [];

/** A connection as redis.ts makes them: commands fail at once while Redis is away, reconnects on its own. */
function connect(subscriber = false): Redis {
  const client = new Redis(server.url, {
    connectTimeout: 2_000,
    commandTimeout: subscriber ? undefined : 500,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: subscriber,
    retryStrategy: () => 50,
  });
  client.on('error', () => {});
  connections.push(client);
  return client;
}

function instance(): RedisCache {
  const client = connect();
  const subscriber = connect(true);
  return new RedisCache({ client: () => client, subscriber: () => subscriber }, { maxBytes: 8 * 1024 * 1024 });
}

/** Wait (without a clock) until `check` holds: Redis answers and messages arrive in their own time. */
async function eventually(check: () => boolean | Promise<boolean>, rounds = 2_000): Promise<boolean> {
  for (let i = 0; i < rounds; i++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return check();
}

/** Until the instance hears the channel (its subscription is confirmed). */
const listening = (cache: RedisCache) => eventually(async () => (await cache.get('warm-up'), cache.listening));

beforeAll(async () => {
  server = await startTestRedis();
});

afterAll(async () => {
  for (const client of connections) client.disconnect();
  await server.dispose();
});

describe('the response cache on Redis', () => {
  it('keeps Dates, Maps, Sets, bigints and nulls through its JSON', () => {
    const value = { at: new Date('2026-11-27T18:00:00Z'), byId: new Map([[1, { seen: new Date(0) }]]), tags: new Set(['a']), big: 12n, none: null, list: [1, 'x'] };
    const back = decodeValue<typeof value>(encodeValue(value));
    expect(back.at).toBeInstanceOf(Date);
    expect(back.at.toISOString()).toBe('2026-11-27T18:00:00.000Z');
    expect(back.byId.get(1)?.seen).toEqual(new Date(0));
    expect(back.tags.has('a')).toBe(true);
    expect(back.big).toBe(12n);
    expect(back).toEqual(value);
  });

  it('shares an entry between instances, and a deleteByPrefix on one is gone on the other', async () => {
    const a = instance();
    const b = instance();
    expect(await listening(a)).toBe(true);
    expect(await listening(b)).toBe(true);

    await a.set('default:content:en-US:footer', { links: ['x'], updatedAt: new Date(5) }, 300);
    await a.set('catalog:brands', ['acme'], 300);
    // b never computed it: it comes from Redis, with its Date.
    expect(await b.get('default:content:en-US:footer')).toEqual({ links: ['x'], updatedAt: new Date(5) });
    expect(b.localSize.entries).toBeGreaterThan(0);

    await a.deleteByPrefix('default:content:en-US');
    // b had it in its own tier: the channel takes it out there too.
    expect(await eventually(async () => (await b.get('default:content:en-US:footer')) === undefined)).toBe(true);
    expect(await a.get('default:content:en-US:footer')).toBeUndefined();
    // Other prefixes stay.
    expect(await b.get('catalog:brands')).toEqual(['acme']);
    await a.close();
    await b.close();
  });

  it('does not put back a value read before an invalidation made on another instance', async () => {
    const a = instance();
    const b = instance();
    expect(await listening(a)).toBe(true);
    let computed = 0;
    const read = cached('catalog:deal-brands:USD', async () => {
      computed += 1;
      // The write and its invalidation happen on b while a computes from what it read before.
      await b.deleteByPrefix('catalog:');
      return ['stale'];
    }, 300, a);
    expect(await read).toEqual(['stale']);
    expect(computed).toBe(1);
    expect(await b.get('catalog:deal-brands:USD')).toBeUndefined();
    expect(await a.get('catalog:deal-brands:USD')).toBeUndefined();
    await a.close();
    await b.close();
  });

  it('finds the keys of a prefix through its index, and drops expired names from it', async () => {
    let now = 1_000_000;
    const client = connect();
    const subscriber = connect(true);
    const cache = new RedisCache({ client: () => client, subscriber: () => subscriber }, { maxBytes: 1024 * 1024, now: () => now, namespace: 'redline:test-index:' });
    expect(await listening(cache)).toBe(true);
    await cache.set('search:a', 1, 60);
    await cache.set('search:b', 2, 60);
    await cache.set('searching', 3, 60);
    expect(await client.zcard('redline:test-index:index')).toBe(3);
    await cache.deleteByPrefix('search:');
    expect(await client.exists('redline:test-index:e:search:a', 'redline:test-index:e:search:b')).toBe(0);
    expect(await client.get('redline:test-index:e:searching')).not.toBeNull();
    expect(await client.zrange('redline:test-index:index', 0, -1)).toEqual(['redline:test-index:e:searching']);
    now += 61_000;
    await cache.set('other', 4, 60);
    expect(await client.zrange('redline:test-index:index', 0, -1)).toEqual(['redline:test-index:e:other']);
    await cache.close();
  });

  it('answers from the process while Redis is down, and after it is back serves nothing invalidated meanwhile', async () => {
    const a = instance();
    const b = instance();
    expect(await listening(a)).toBe(true);
    expect(await listening(b)).toBe(true);
    await a.set('default:content:en-US:top-nav', ['before'], 300);
    expect(await b.get('default:content:en-US:top-nav')).toEqual(['before']);

    await server.kill();
    // Both notice (the sockets closed: the channel's and the commands'); none throws or waits on a Redis that is not there.
    expect(await eventually(() => !a.listening && !b.listening && !a.connected && !b.connected)).toBe(true);
    await a.set('catalog:brands', ['in-process'], 300);
    expect(await a.get('catalog:brands')).toEqual(['in-process']);
    // The operator's change on a during the outage: b cannot hear it, it keeps its own tier.
    await a.deleteByPrefix('default:content:en-US');
    expect(await a.get('default:content:en-US:top-nav')).toBeUndefined();
    await b.set('default:content:en-US:top-nav', ['kept-by-b'], 300);
    expect(await b.get('default:content:en-US:top-nav')).toEqual(['kept-by-b']);

    await server.start();
    expect(await eventually(() => a.listening && b.listening && a.connected && b.connected)).toBe(true);
    // b's tier went when Redis came back; a's invalidation was sent again: nobody serves the old nav.
    expect(await b.get('default:content:en-US:top-nav')).toBeUndefined();
    expect(await a.get('default:content:en-US:top-nav')).toBeUndefined();
    // Shared again.
    await b.set('default:content:en-US:top-nav', ['after'], 300);
    expect(await a.get('default:content:en-US:top-nav')).toEqual(['after']);
    await a.close();
    await b.close();
  });

  it('replays an invalidation that could not reach a Redis the other instances still had', async () => {
    const good = connect();
    const subscriber = connect(true);
    // A connection to a port where nothing listens: Redis configured, but away for this instance alone.
    const away = new Redis({ port: 1, lazyConnect: true, enableOfflineQueue: false });
    let current: Redis = good;
    const a = new RedisCache({ client: () => current, subscriber: () => subscriber }, { maxBytes: 8 * 1024 * 1024 });
    const b = instance();
    expect(await listening(a)).toBe(true);
    expect(await listening(b)).toBe(true);
    await b.set('default:content:es-MX:footer', ['old'], 300);
    current = away;
    await a.deleteByPrefix('default:content:es-MX');
    expect(await b.get('default:content:es-MX:footer')).toEqual(['old']);
    // a reaches Redis again and sends what it missed.
    current = good;
    await a.get('anything');
    expect(await eventually(async () => (await b.get('default:content:es-MX:footer')) === undefined)).toBe(true);
    away.disconnect();
    await a.close();
    await b.close();
  });
});
