import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db/client';
import { startTestRedis, type TestRedis } from '../../../tests/redis-server';
import { PageStore, pageBytes, pageStore, pageTags, type StoredPage } from './page-cache';
import { invalidatePageTags, listenForPageTags, PageTagPublisher, pageTagsPublished, RedisPageTagListener } from './page-cache-channel';
import { closeRedis } from './redis';

/**
 * With REDIS_URL, page tags travel on Redis (docs/decisions/046). This process is one instance
 * (its store, `listenForPageTags`, `invalidatePageTags`); a RedisPageTagListener on a connection
 * of its own, with a store of its own, is another. Runs on a clone of the seeded template.
 */

let server: TestRedis;
const previousUrl = process.env.REDIS_URL;
const connections: Redis[] = [];

function page(tags: string[]): StoredPage {
  const parts = [Buffer.from('<html>'), Buffer.from('</html>')];
  return { status: 200, headers: [], parts, tags, bytes: pageBytes(parts, [], tags), expiresAt: Number.MAX_SAFE_INTEGER };
}

function connect(subscriber: boolean): Redis {
  const client = new Redis(server.url, { enableOfflineQueue: subscriber, commandTimeout: subscriber ? undefined : 500, maxRetriesPerRequest: 1, retryStrategy: () => 50 });
  client.on('error', () => {});
  connections.push(client);
  return client;
}

/** Another instance: its own subscription and store. */
function otherInstance(): { listener: RedisPageTagListener; store: PageStore } {
  const subscriber = connect(true);
  const store = new PageStore(1024 * 1024);
  return { listener: new RedisPageTagListener({ subscriber: () => subscriber }, () => store), store };
}

/** Wait, without a clock, until `check` holds. */
async function eventually(check: () => boolean | Promise<boolean>, rounds = 400): Promise<boolean> {
  for (let i = 0; i < rounds; i++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return check();
}

const subscribed = (ready: () => Promise<void>) => eventually(() => ready().then(() => true, () => false));

beforeAll(async () => {
  server = await startTestRedis();
  await closeRedis();
  process.env.REDIS_URL = server.url;
});

afterAll(async () => {
  await pageTagsPublished();
  await closeRedis();
  for (const client of connections) client.disconnect();
  if (previousUrl === undefined) delete process.env.REDIS_URL;
  else process.env.REDIS_URL = previousUrl;
  await server.dispose();
});

describe('page cache invalidation over Redis', () => {
  it('reaches another instance when the writer’s transaction commits, and never for a rollback', async () => {
    const other = otherInstance();
    expect(await subscribed(() => other.listener.ready())).toBe(true);
    const tag = pageTags.product(424_242);
    other.store.set('p', page([tag]));

    await db()
      .transaction(async (tx) => {
        await invalidatePageTags(tx, [tag]);
        throw new Error('roll back');
      })
      .catch(() => {});
    await pageTagsPublished();
    // The publication that would have followed is out of the way; a message published before
    // this one (the same connection, in order) would have arrived before it.
    const marker = otherInstance();
    await subscribed(() => marker.listener.ready());
    marker.store.set('m', page(['marker']));
    await invalidatePageTags(db(), ['marker']);
    expect(await eventually(() => other.store.get('p') === undefined || marker.store.get('m') === undefined)).toBe(true);
    expect(other.store.get('p')).toBeDefined();

    await db().transaction(async (tx) => {
      await invalidatePageTags(tx, [tag]);
      // The writer's own process drops its pages at once; the others wait for the commit.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(other.store.get('p')).toBeDefined();
    });
    await pageTagsPublished();
    expect(await eventually(() => other.store.get('p') === undefined)).toBe(true);
    await other.listener.close();
    await marker.listener.close();
  });

  it('drops the pages of every instance listening, this process’s own included', async () => {
    expect(await subscribed(listenForPageTags)).toBe(true);
    const other = otherInstance();
    expect(await subscribed(() => other.listener.ready())).toBe(true);
    const mine = pageStore();
    mine.set('lp', page([pageTags.contentPage('winter')]));
    other.store.set('lp', page([pageTags.contentPage('winter')]));
    other.store.set('footer', page([pageTags.content('en-US')]));
    // A third instance writes: neither store heard of it but through Redis.
    const writer = connect(false);
    await eventually(() => writer.status === 'ready');
    await new PageTagPublisher(() => writer, async () => 'committed').publish([pageTags.contentPage('winter')]);
    expect(await eventually(() => mine.get('lp') === undefined && other.store.get('lp') === undefined)).toBe(true);
    expect(other.store.get('footer')).toBeDefined();
    await other.listener.close();
  });

  it('while Redis is away: stores emptied, pages not cached, writes do not fail; back: listening again with empty stores, and shared again', async () => {
    expect(await subscribed(listenForPageTags)).toBe(true);
    const other = otherInstance();
    expect(await subscribed(() => other.listener.ready())).toBe(true);
    const mine = pageStore();
    mine.set('home', page([pageTags.content('en-US')]));
    other.store.set('home', page([pageTags.content('en-US')]));

    await server.kill();
    // The subscriptions are lost: what they would miss is unknown, so the stores are emptied.
    expect(await eventually(() => other.store.size === 0 && mine.size === 0)).toBe(true);
    // The proxy then renders per request: it is refused at once, not after a wait.
    await expect(listenForPageTags()).rejects.toThrow();
    // A write during the outage does not fail.
    await invalidatePageTags(db(), [pageTags.content('es-MX')]);

    await server.start();
    expect(await subscribed(listenForPageTags)).toBe(true);
    expect(await subscribed(() => other.listener.ready())).toBe(true);
    // Back with empty stores, and shared again.
    expect(mine.size).toBe(0);
    mine.set('home-mx', page([pageTags.content('es-MX')]));
    other.store.set('home-mx', page([pageTags.content('es-MX')]));
    other.store.set('home-us', page([pageTags.content('en-US')]));
    await invalidatePageTags(db(), [pageTags.content('es-MX')]);
    expect(await eventually(() => other.store.get('home-mx') === undefined && mine.get('home-mx') === undefined)).toBe(true);
    expect(other.store.get('home-us')).toBeDefined();
    await other.listener.close();
  });

  it('sends the tags of a write made while this instance alone could not reach Redis once it can', async () => {
    const good = connect(false);
    await eventually(() => good.status === 'ready');
    const away = new Redis({ port: 1, lazyConnect: true, enableOfflineQueue: false });
    let current: Redis = away;
    const publisher = new PageTagPublisher(() => current, async () => 'committed');
    const other = otherInstance();
    expect(await subscribed(() => other.listener.ready())).toBe(true);
    other.store.set('shelf', page([pageTags.listings]));
    await publisher.publish([pageTags.listings]);
    expect(other.store.get('shelf')).toBeDefined();
    current = good;
    // Its next publication (or its connection's 'ready') sends what waited.
    await publisher.publish([pageTags.store('0001')]);
    expect(await eventually(() => other.store.get('shelf') === undefined)).toBe(true);
    away.disconnect();
    await other.listener.close();
  });
});
