import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db/client';
import { cache } from '@/server/platform/cache';
import { RedisCache } from '@/server/platform/cache-redis';
import { pageTagsPublished } from '@/server/platform/page-cache-channel';
import { closeRedis } from '@/server/platform/redis';
import { startTestRedis, type TestRedis } from '../../../tests/redis-server';
import { contentCacheKey, getFooter, putDocument } from './service';

/**
 * With REDIS_URL the content writers, unchanged, reach every instance's response cache
 * (docs/decisions/046). This process is one instance (the module's `cache`); a RedisCache on
 * connections of its own is another. On a clone of the seeded template.
 */

let server: TestRedis;
const previousUrl = process.env.REDIS_URL;
const connections: Redis[] = [];
const holder = globalThis as { __storefrontCache?: unknown };

function otherInstance(): RedisCache {
  const [client, subscriber] = [false, true].map((sub) => {
    const made = new Redis(server.url, { enableOfflineQueue: sub, commandTimeout: sub ? undefined : 500, maxRetriesPerRequest: 1, retryStrategy: () => 50 });
    made.on('error', () => {});
    connections.push(made);
    return made;
  }) as [Redis, Redis];
  return new RedisCache({ client: () => client, subscriber: () => subscriber }, { maxBytes: 8 * 1024 * 1024 });
}

async function eventually(check: () => boolean | Promise<boolean>, rounds = 400): Promise<boolean> {
  for (let i = 0; i < rounds; i++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return check();
}

beforeAll(async () => {
  server = await startTestRedis();
  await closeRedis();
  process.env.REDIS_URL = server.url;
  delete holder.__storefrontCache;
});

afterAll(async () => {
  await pageTagsPublished();
  await closeRedis();
  delete holder.__storefrontCache;
  for (const client of connections) client.disconnect();
  if (previousUrl === undefined) delete process.env.REDIS_URL;
  else process.env.REDIS_URL = previousUrl;
  await server.dispose();
});

describe('content through the shared response cache', () => {
  it('an operator’s change on one instance is what the other instances serve as soon as its invalidation arrives', async () => {
    const other = otherInstance();
    expect(await eventually(async () => (await other.get('warm-up'), other.listening))).toBe(true);
    // The module's cache is shared once its connection is up.
    expect(await eventually(async () => (await cache.get('warm-up'), (holder.__storefrontCache as RedisCache).connected))).toBe(true);

    const before = await getFooter(db(), 'es-MX');
    const key = contentCacheKey('es-MX', 'footer');
    // The other instance never read the database: the footer comes from Redis.
    expect(await other.get(key)).toEqual(before);

    const changed = structuredClone(before);
    changed.footerMiddle[0]!.title = 'Tienda en línea (compartida)';
    await putDocument(db(), { locale: 'es-MX', key: 'footer', body: changed }, 'replace');
    expect(await eventually(async () => (await other.get(key)) === undefined)).toBe(true);
    // The next read anywhere computes the new footer and shares it.
    expect((await getFooter(db(), 'es-MX')).footerMiddle[0]?.title).toBe('Tienda en línea (compartida)');
    expect((await other.get<typeof before>(key))?.footerMiddle[0]?.title).toBe('Tienda en línea (compartida)');
    await other.close();
  });
});
