import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type Redis from 'ioredis';
import { Client, Pool } from 'pg';
import type { Executor } from '@/server/db/client';
import type { RedisConnections } from './cache-redis';
import { env, envVar } from './env';
import { logger } from './logger';
import { pageCacheState, type PageStore, type PageTagChannel } from './page-cache';
import { redis, REDIS_KEY_PREFIX, redisSubscriber } from './redis';

/**
 * How a write reaches every page cache (docs/decisions/040, 046): the tags go to this process's
 * store at once, and to every process's store when (and only if) the write commits.
 *
 * - Without REDIS_URL, through PostgreSQL's NOTIFY on the writer's own connection, which the
 *   database delivers at commit to every process that listens: the other instances, and this
 *   one again (a page filled between the write and its commit is dropped then). A catalogue
 *   import run from the command line reaches the running servers the same way.
 * - With REDIS_URL, on the Redis channel `redline:page-tags`, published once the writer's
 *   transaction has committed (this process asks PostgreSQL for the transaction's status; a
 *   write outside a transaction has committed already), never for a rollback. The instances
 *   subscribe to the channel instead of holding a LISTEN connection each.
 * The writers do not change: they call `invalidatePageTags`.
 */
export const PAGE_TAGS_CHANNEL = 'redline_page_tags';

/** The Redis channel of the tags (with REDIS_URL). */
export const PAGE_TAGS_REDIS_CHANNEL = `${REDIS_KEY_PREFIX}page-tags`;

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
 * when `executor`'s transaction commits.
 */
export async function invalidatePageTags(executor: Executor, tags: readonly string[]): Promise<void> {
  const unique = [...new Set(tags)];
  if (unique.length === 0) return;
  await (envVar('REDIS_URL') ? redisChannel(executor) : postgresChannel(executor)).publish(unique);
}

// ---------------------------------------------------------------------------------------------
// With REDIS_URL: published on Redis after the commit

export const redisChannel = (executor: Executor, publisher: PageTagPublisher = processPublisher()): PageTagChannel => ({
  async publish(tags) {
    pageCacheState().store?.invalidate(tags);
    if (!(executor instanceof PgTransaction)) {
      // Outside a transaction every statement commits on its own: the write is in.
      await publisher.publish(tags);
      return;
    }
    const [row] = (await executor.execute<{ xid: string }>(sql`select txid_current()::text as xid`)).rows;
    publisher.afterCommit(row!.xid, tags, executor);
  },
});

/** How often the status of a writer's transaction is asked, at most (it starts at 5 ms and doubles). */
const COMMIT_POLL_MAX_MS = 250;
/** Tags that could not reach Redis, sent when it is back; past this many, every page is dropped instead. */
const MAX_PENDING_TAGS = 10_000;
/** Tell the listeners to drop every page (a backlog too long to send). */
export const ALL_PAGES = '*';

/**
 * Publishes tags on Redis, now or when a transaction commits; tags that cannot reach Redis wait
 * for it (sent on its 'ready'), so an instance that lost Redis alone does not leave the others
 * showing what it changed.
 */
export class PageTagPublisher {
  private readonly waiting = new Set<Promise<void>>();
  private readonly pending = new Set<string>();
  private readonly watched = new WeakSet<Redis>();

  constructor(
    private readonly connection: () => Redis | null,
    /** 'committed', 'aborted', 'in progress', or null (too old to know) for a transaction id. */
    private readonly transactionStatus: (xid: string, writer: Executor) => Promise<string | null>,
    private readonly channel = PAGE_TAGS_REDIS_CHANNEL,
  ) {}

  async publish(tags: readonly string[]): Promise<void> {
    for (const tag of tags) this.pending.add(tag);
    if (this.pending.size > MAX_PENDING_TAGS) {
      this.pending.clear();
      this.pending.add(ALL_PAGES);
    }
    await this.flush();
  }

  /** Publish once transaction `xid` has committed (not at all if it rolls back); runs on after the caller returns. */
  afterCommit(xid: string, tags: readonly string[], writer: Executor): void {
    const run = this.awaitCommit(xid, writer).then(
      (committed) => (committed ? this.publish(tags) : undefined),
      (error: unknown) => {
        // Unknown: dropping pages that did not change costs a render; keeping changed ones would be wrong.
        logger.warn({ err: error }, 'page cache: the status of a write was not known; its tags are sent anyway');
        return this.publish(tags);
      },
    );
    const tracked = run.finally(() => this.waiting.delete(tracked));
    this.waiting.add(tracked);
  }

  /** Resolves when every publication waiting for a commit is out (a command waits for it before it exits). */
  async settled(): Promise<void> {
    while (this.waiting.size > 0) await Promise.allSettled([...this.waiting]);
  }

  private async awaitCommit(xid: string, writer: Executor): Promise<boolean> {
    for (let wait = 5; ; wait = Math.min(wait * 2, COMMIT_POLL_MAX_MS)) {
      await new Promise((resolve) => setTimeout(resolve, wait));
      const status = await this.transactionStatus(xid, writer);
      if (status === 'in progress') continue;
      return status !== 'aborted';
    }
  }

  private async flush(): Promise<void> {
    const client = this.connection();
    if (!client) return;
    if (!this.watched.has(client)) {
      this.watched.add(client);
      client.on('ready', () => void this.flush());
    }
    if (client.status !== 'ready' || this.pending.size === 0) return;
    const tags = [...this.pending];
    this.pending.clear();
    try {
      await client.publish(this.channel, JSON.stringify(tags));
    } catch (error) {
      logger.debug({ err: error }, 'page cache: tags did not reach redis; sent again when it is back');
      for (const tag of tags) this.pending.add(tag);
    }
  }
}

const holders = globalThis as unknown as {
  __redlinePageTagListener?: Promise<void> | null;
  __redlinePageTagPublisher?: PageTagPublisher;
  __redlinePageTagRedis?: RedisPageTagListener;
  __redlinePageTagStatusPools?: Map<string, Pool>;
};

interface ConnectionParameters {
  host?: string;
  port?: number;
  database?: string;
  user?: string;
  password?: string;
}

/**
 * Where the writer's transaction runs: its own connection's server and database (node-postgres
 * keeps them on the client drizzle's session holds), else DATABASE_URL. A command or the start's
 * seeding may write to a database DATABASE_URL does not name.
 */
function writerDatabase(writer: Executor): { key: string; config: ConnectionParameters | { connectionString: string } } {
  const parameters = (writer as unknown as { session?: { client?: { connectionParameters?: ConnectionParameters } } }).session?.client?.connectionParameters;
  if (parameters?.host && parameters.database) {
    const { host, port, database, user, password } = parameters;
    return { key: `${user ?? ''}@${host}:${port ?? ''}/${database}`, config: { host, port, database, user, password } };
  }
  const url = env().DATABASE_URL;
  return { key: url, config: { connectionString: url } };
}

/** A small pool per database for the commit checks: the writer's connection is busy with its transaction. */
function transactionStatus(xid: string, writer: Executor): Promise<string | null> {
  const { key, config } = writerDatabase(writer);
  const pools = (holders.__redlinePageTagStatusPools ??= new Map<string, Pool>());
  let pool = pools.get(key);
  if (!pool) {
    pool = new Pool({ ...config, max: 2, idleTimeoutMillis: 5_000, allowExitOnIdle: true });
    // An idle connection the server closes (a restart) is logged, not fatal.
    pool.on('error', (error) => logger.warn({ err: error }, 'page cache: an idle connection of the commit checks closed'));
    pools.set(key, pool);
  }
  return pool.query<{ status: string | null }>('select txid_status($1::bigint) as status', [xid]).then((result) => result.rows[0]?.status ?? null);
}

function processPublisher(): PageTagPublisher {
  return (holders.__redlinePageTagPublisher ??= new PageTagPublisher(redis, transactionStatus));
}

/** Every publication of this process is out: commands await it before they exit (scripts/lib/database.ts). */
export async function pageTagsPublished(): Promise<void> {
  await holders.__redlinePageTagPublisher?.settled();
}

/** How long a request waits for a subscription under way before it renders without the cache. */
const SUBSCRIBE_WAIT_MS = 500;

/**
 * One process's subscription to the tags on Redis. A lost subscription (Redis away, the
 * connection dropped) empties the store, since what it missed is unknown; while there is none,
 * `ready()` refuses and pages render per request; once subscribed again the store starts empty.
 */
export class RedisPageTagListener {
  private subscribedOn: Redis | null = null;
  private subscribing: Promise<void> | null = null;
  private readonly watched = new WeakSet<Redis>();

  constructor(
    private readonly connections: Pick<RedisConnections, 'subscriber'>,
    private readonly store: () => PageStore | null,
    private readonly channel = PAGE_TAGS_REDIS_CHANNEL,
  ) {}

  get listening(): boolean {
    return this.subscribedOn !== null && this.subscribedOn.status === 'ready';
  }

  /** Resolves when the tags are heard (at once while subscribed); rejects at once while Redis is away. */
  ready(): Promise<void> {
    const subscriber = this.connections.subscriber();
    if (!subscriber) return Promise.reject(new Error('redis is not configured'));
    this.watch(subscriber);
    if (this.listening) return Promise.resolve();
    if (subscriber.status !== 'ready' || !this.subscribing) return Promise.reject(new Error('page cache: not subscribed to the invalidations'));
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('page cache: subscribing to the invalidations took too long')), SUBSCRIBE_WAIT_MS);
    });
    return Promise.race([this.subscribing, late]).finally(() => clearTimeout(timer));
  }

  async close(): Promise<void> {
    const subscriber = this.subscribedOn;
    this.subscribedOn = null;
    await subscriber?.unsubscribe(this.channel).catch(() => {});
  }

  private watch(subscriber: Redis) {
    if (this.watched.has(subscriber)) return;
    this.watched.add(subscriber);
    subscriber.on('message', (channel: string, message: string) => {
      if (channel !== this.channel) return;
      try {
        const tags = JSON.parse(message) as unknown;
        if (!Array.isArray(tags) || tags.includes(ALL_PAGES)) this.store()?.clear();
        else this.store()?.invalidate(tags.filter((tag): tag is string => typeof tag === 'string'));
      } catch {
        this.store()?.clear();
      }
    });
    const lost = () => {
      if (this.subscribedOn !== subscriber) return;
      this.subscribedOn = null;
      logger.warn('page cache: the invalidation subscription was lost; the cache is emptied and pages render per request until it is back');
      this.store()?.clear();
    };
    subscriber.on('close', lost);
    subscriber.on('end', lost);
    subscriber.on('ready', () => this.subscribe(subscriber));
    if (subscriber.status === 'ready') this.subscribe(subscriber);
  }

  private subscribe(subscriber: Redis) {
    const attempt: Promise<void> = subscriber.subscribe(this.channel).then(
      () => {
        // Whatever was kept before the subscription may have changed unheard.
        this.store()?.clear();
        this.subscribedOn = subscriber;
      },
      (error: unknown) => {
        logger.debug({ err: error }, 'page cache: subscribing to the invalidations failed; retried when redis is back');
        throw error;
      },
    );
    attempt.catch(() => {});
    this.subscribing = attempt.finally(() => {
      if (this.subscribing === attempt) this.subscribing = null;
    });
  }
}

/**
 * Listen for other processes' writes (once per process; the proxy asks before serving from the
 * cache and renders per request while it cannot). With REDIS_URL: the Redis subscription.
 * Without: a LISTEN connection to PostgreSQL; a lost connection empties this process's cache
 * (what it missed is unknown) and listens again on the next request.
 */
export function listenForPageTags(): Promise<void> {
  if (envVar('REDIS_URL')) {
    return (holders.__redlinePageTagRedis ??= new RedisPageTagListener({ subscriber: redisSubscriber }, () => pageCacheState().store)).ready();
  }
  return (holders.__redlinePageTagListener ??= connect().catch((error: unknown) => {
    holders.__redlinePageTagListener = null;
    throw error;
  }));
}

async function connect(): Promise<void> {
  const client = new Client({ connectionString: env().DATABASE_URL });
  const lost = (error?: Error) => {
    if (holders.__redlinePageTagListener === null) return;
    logger.warn({ err: error }, 'page cache: the invalidation listener lost its connection; the cache is emptied');
    holders.__redlinePageTagListener = null;
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
