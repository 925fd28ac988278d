import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import type { Executor } from '@/server/db/client';
import { env } from './env';
import { logger } from './logger';
import { pageCacheState, type PageTagChannel } from './page-cache';

/**
 * How a write reaches every page cache (docs/decisions/040): the tags go to this process's store
 * at once, and through PostgreSQL's NOTIFY on the writer's own connection, which the database
 * delivers when (and only if) the write commits, to every process that listens: the other
 * instances, and this one again (a page filled between the write and its commit is dropped
 * then). A catalogue import run from the command line reaches the running servers the same way.
 * Issue 22 puts Redis behind `PageTagChannel` instead; the writers do not change.
 */
export const PAGE_TAGS_CHANNEL = 'redline_page_tags';

/** NOTIFY's payload limit is 8000 bytes: tags go in batches below it. */
const MAX_PAYLOAD = 7000;

export function tagBatches(tags: readonly string[]): string[] {
  const batches: string[] = [];
  let batch: string[] = [];
  let size = 2;
  for (const tag of tags) {
    const cost = Buffer.byteLength(JSON.stringify(tag)) + 1;
    if (batch.length && size + cost > MAX_PAYLOAD) {
      batches.push(JSON.stringify(batch));
      batch = [];
      size = 2;
    }
    batch.push(tag);
    size += cost;
  }
  if (batch.length) batches.push(JSON.stringify(batch));
  return batches;
}

export const postgresChannel = (executor: Executor): PageTagChannel => ({
  async publish(tags) {
    pageCacheState().store?.invalidate(tags);
    for (const payload of tagBatches(tags)) await executor.execute(sql`select pg_notify(${PAGE_TAGS_CHANNEL}, ${payload})`);
  },
});

/**
 * A write changed what pages with these tags show: drop them here now, and on every process
 * listening when `executor`'s transaction commits (its connection carries the notification).
 */
export async function invalidatePageTags(executor: Executor, tags: readonly string[]): Promise<void> {
  const unique = [...new Set(tags)];
  if (unique.length === 0) return;
  await postgresChannel(executor).publish(unique);
}

const listening = globalThis as unknown as { __redlinePageTagListener?: Promise<void> | null };

/**
 * Listen for other processes' writes (once per process; the proxy starts it before serving from
 * the cache). A lost connection empties this process's cache (what it missed is unknown) and
 * listens again on the next request.
 */
export function listenForPageTags(): Promise<void> {
  return (listening.__redlinePageTagListener ??= connect().catch((error: unknown) => {
    listening.__redlinePageTagListener = null;
    throw error;
  }));
}

async function connect(): Promise<void> {
  const client = new Client({ connectionString: env().DATABASE_URL });
  const lost = (error?: Error) => {
    if (listening.__redlinePageTagListener === null) return;
    logger.warn({ err: error }, 'page cache: the invalidation listener lost its connection; the cache is emptied');
    listening.__redlinePageTagListener = null;
    pageCacheState().store?.clear();
    client.end().catch(() => {});
  };
  client.on('error', lost);
  client.on('end', () => lost());
  client.on('notification', (message) => {
    if (message.channel !== PAGE_TAGS_CHANNEL || !message.payload) return;
    try {
      const tags = JSON.parse(message.payload) as unknown;
      if (Array.isArray(tags)) pageCacheState().store?.invalidate(tags.filter((tag): tag is string => typeof tag === 'string'));
    } catch {
      pageCacheState().store?.clear();
    }
  });
  await client.connect();
  await client.query(`LISTEN ${PAGE_TAGS_CHANNEL}`);
}
