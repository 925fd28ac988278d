import type Redis from 'ioredis';
import { MemoryCache, type Cache } from './cache';
import { logger } from './logger';
import { REDIS_KEY_PREFIX } from './redis';

/**
 * The response cache shared through Redis (docs/decisions/046): every instance reads and writes
 * the same entries, and `deleteByPrefix` on one reaches all of them at once. In front of Redis,
 * each process keeps a small tier of its own (a `MemoryCache`, bounded in bytes like the
 * in-process cache) so that a hit costs no round trip; an invalidation reaches the other
 * processes' tiers on a pub/sub channel. While Redis is away the process's tier is the whole
 * cache (as without REDIS_URL); when Redis is back that tier is emptied, since what it missed
 * meanwhile is unknown.
 *
 * In Redis (all under `redline:cache:`):
 * - `e:<key>`: the entry, `{"e": expiresAt, "v": value}` in JSON with Dates, Maps, Sets and
 *   bigints kept (`encodeValue`), with Redis's own expiry (PX);
 * - `index`: a sorted set of the entries' names, all at score 0, so `deleteByPrefix` finds its
 *   keys by a lexical range (ZRANGEBYLEX) instead of a SCAN of the keyspace;
 * - `expiry`: the same names by expiry time, to take expired names out of `index`;
 * - `generation`: counts invalidations; a value computed before one (`get` missed at
 *   generation g, the write came, then `set`) is refused, so a read racing a write cannot put the
 *   old answer back for 300 s.
 * The channel `redline:cache:invalidate` carries each deleted prefix.
 */

export interface RedisConnections {
  /** The command connection (null: Redis is not configured). */
  client(): Redis | null;
  /** A connection for SUBSCRIBE. */
  subscriber(): Redis | null;
}

export interface RedisCacheOptions {
  /** Bytes of the process's own tier (RESPONSE_CACHE_MAX_MB); a value over a quarter of it is kept nowhere. */
  maxBytes: number;
  maxEntries?: number;
  now?: () => number;
  /** Where the keys and the channel live (tests give each their own). */
  namespace?: string;
}

const TYPE = '$redline:type';

/** JSON of a cached value that gives back what the callers stored: Dates, Maps, Sets and bigints included. */
export function encodeValue(value: unknown): string {
  return JSON.stringify(value, function (this: Record<string, unknown>, key: string, item: unknown) {
    const raw = this[key];
    if (raw instanceof Date) return { [TYPE]: 'Date', v: raw.getTime() };
    if (raw instanceof Map) return { [TYPE]: 'Map', v: [...raw] };
    if (raw instanceof Set) return { [TYPE]: 'Set', v: [...raw] };
    if (typeof raw === 'bigint') return { [TYPE]: 'BigInt', v: raw.toString() };
    if (raw && typeof raw === 'object' && Object.prototype.hasOwnProperty.call(raw, TYPE)) throw new Error(`a cached value may not have a "${TYPE}" property`);
    return item;
  });
}

export function decodeValue<T>(text: string): T {
  return JSON.parse(text, (_key, item: unknown) => {
    if (!item || typeof item !== 'object' || !Object.prototype.hasOwnProperty.call(item, TYPE)) return item;
    const { [TYPE]: type, v } = item as Record<string, unknown>;
    switch (type) {
      case 'Date':
        return new Date(typeof v === 'number' ? v : Number.NaN);
      case 'Map':
        return new Map(v as [unknown, unknown][]);
      case 'Set':
        return new Set(v as unknown[]);
      case 'BigInt':
        return BigInt(v as string);
      default:
        return item;
    }
  }) as T;
}

/** SET an entry unless an invalidation came since its read missed; index it; drop expired names from the index. */
const SET_SCRIPT = `
if ARGV[4] ~= '' and (redis.call('GET', KEYS[4]) or '0') ~= ARGV[4] then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
redis.call('ZADD', KEYS[2], 0, KEYS[1])
redis.call('ZADD', KEYS[3], ARGV[3], KEYS[1])
local old = redis.call('ZRANGEBYSCORE', KEYS[3], '-inf', ARGV[5], 'LIMIT', 0, 200)
if #old > 0 then
  redis.call('ZREM', KEYS[2], unpack(old))
  redis.call('ZREM', KEYS[3], unpack(old))
end
return 1`;

/** Count the invalidation, delete every entry whose name starts with the prefix (a lexical range of the index), tell every process. */
const DELETE_SCRIPT = `
redis.call('INCR', KEYS[3])
local members = redis.call('ZRANGEBYLEX', KEYS[1], '[' .. ARGV[1], '(' .. ARGV[1] .. '\\255')
for i = 1, #members, 500 do
  local chunk = {unpack(members, i, math.min(i + 499, #members))}
  redis.call('DEL', unpack(chunk))
  redis.call('ZREM', KEYS[1], unpack(chunk))
  redis.call('ZREM', KEYS[2], unpack(chunk))
end
redis.call('PUBLISH', ARGV[2], ARGV[3])
return #members`;

/** Invalidations that could not reach Redis, replayed when it is back; past this many, everything is. */
const MAX_PENDING_PREFIXES = 1_000;
/** Misses waiting for their `set`, remembered with the generation they read. */
const MAX_PENDING_MISSES = 10_000;

interface Miss {
  /** Redis's invalidation count when the read missed (null: Redis did not answer). */
  shared: string | null;
  /** This process's invalidation count then. */
  local: number;
}

export class RedisCache implements Cache {
  private readonly local: MemoryCache;
  private readonly now: () => number;
  private readonly maxBytes: number;
  private readonly keys: { entry: (key: string) => string; index: string; expiry: string; generation: string; channel: string };
  /** Counts invalidations seen by this process (its own and the channel's). */
  private localGeneration = 0;
  private readonly misses = new Map<string, Miss>();
  private readonly pending = new Set<string>();
  private replaying = false;
  private readonly watched = new WeakSet<Redis>();
  /** The subscriber whose subscription to the channel is confirmed; null while there is none. */
  private subscribedOn: Redis | null = null;
  private readonly instance = crypto.randomUUID();

  constructor(
    private readonly connections: RedisConnections,
    options: RedisCacheOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.maxBytes = options.maxBytes;
    this.local = new MemoryCache(this.now, options.maxEntries ?? 10_000, options.maxBytes);
    const namespace = options.namespace ?? `${REDIS_KEY_PREFIX}cache:`;
    this.keys = {
      entry: (key) => `${namespace}e:${key}`,
      index: `${namespace}index`,
      expiry: `${namespace}expiry`,
      generation: `${namespace}generation`,
      channel: `${namespace}invalidate`,
    };
  }

  /** The process's own tier, for tests and the metrics: entries and bytes. */
  get localSize(): { entries: number; bytes: number } {
    return this.local.size;
  }

  /** Whether this process hears the other processes' invalidations now (its tier may serve while Redis is up). */
  get listening(): boolean {
    return this.subscribedOn !== null && this.subscribedOn.status === 'ready';
  }

  /** Whether Redis answers this process now (else the process's tier is the whole cache). */
  get connected(): boolean {
    return this.connections.client()?.status === 'ready';
  }

  async get<T>(key: string): Promise<T | undefined> {
    const client = this.ready();
    // Redis away: the process's tier is the cache. Redis up: the tier serves only while the channel is heard.
    if (!client || this.listening) {
      const hit = await this.local.get<T>(key);
      if (hit !== undefined || !client) {
        if (hit === undefined) this.rememberMiss(key, null);
        return hit;
      }
    }
    try {
      const [payload, generation] = await client.mget(this.keys.entry(key), this.keys.generation);
      const entry = payload == null ? null : decodeValue<{ e: number; v: T }>(payload);
      if (!entry || entry.e <= this.now() || entry.v === undefined) {
        this.rememberMiss(key, generation ?? '0');
        return undefined;
      }
      if (this.listening) await this.local.set(key, entry.v, (entry.e - this.now()) / 1000);
      return entry.v;
    } catch (error) {
      logger.debug({ err: error }, 'response cache: redis did not answer a read; this process answers');
      this.rememberMiss(key, null);
      return this.local.get<T>(key);
    }
  }

  async set<T>(key: string, value: T, ttlSeconds: number): Promise<void> {
    const miss = this.misses.get(key);
    this.misses.delete(key);
    // An invalidation came between the read that missed and now: the value may be from before it.
    if (miss && miss.local !== this.localGeneration) return;
    const client = this.ready();
    if (client) {
      let payload: string | null = null;
      try {
        payload = encodeValue({ e: this.now() + ttlSeconds * 1000, v: value });
      } catch (error) {
        logger.warn({ err: error, key }, 'response cache: a value cannot be shared through redis; kept in this process');
      }
      if (payload !== null && Buffer.byteLength(payload) <= this.maxBytes / 4) {
        try {
          const expiresAt = this.now() + ttlSeconds * 1000;
          const stored = await client.eval(
            SET_SCRIPT,
            4,
            this.keys.entry(key),
            this.keys.index,
            this.keys.expiry,
            this.keys.generation,
            payload,
            String(Math.max(1, Math.round(ttlSeconds * 1000))),
            String(expiresAt),
            miss?.shared ?? '',
            String(this.now()),
          );
          if (stored === 0) return;
        } catch (error) {
          logger.debug({ err: error }, 'response cache: redis did not take a write; kept in this process');
        }
      }
    }
    if (miss && miss.local !== this.localGeneration) return;
    if (!client || this.listening) await this.local.set(key, value, ttlSeconds);
  }

  async deleteByPrefix(prefix: string): Promise<void> {
    this.dropLocal(prefix);
    const client = this.ready();
    if (!client || !(await this.publishDelete(client, prefix))) this.remember(prefix);
  }

  /** Stop hearing the channel (tests; the connections are the caller's). */
  async close(): Promise<void> {
    const subscriber = this.subscribedOn;
    this.subscribedOn = null;
    await subscriber?.unsubscribe(this.keys.channel).catch(() => {});
  }

  /** The command connection when it is ready, after making sure this cache watches both connections. */
  private ready(): Redis | null {
    const client = this.connections.client();
    if (!client) return null;
    this.watch(client);
    if (client.status !== 'ready') return null;
    // Invalidations that did not reach Redis go out as soon as it answers (the 'ready' event, or here when that one failed).
    if (this.pending.size > 0 && !this.replaying) void this.replay(client);
    return client;
  }

  private watch(client: Redis) {
    if (!this.watched.has(client)) {
      this.watched.add(client);
      // Back after an outage: what this process kept meanwhile may have been invalidated elsewhere.
      client.on('ready', () => {
        this.clearLocal();
        void this.replay(client);
      });
    }
    const subscriber = this.connections.subscriber();
    if (!subscriber || this.watched.has(subscriber)) return;
    this.watched.add(subscriber);
    subscriber.on('message', (channel: string, message: string) => {
      if (channel !== this.keys.channel) return;
      try {
        const { prefix } = JSON.parse(message) as { prefix?: unknown };
        if (typeof prefix === 'string') this.dropLocal(prefix);
        else this.clearLocal();
      } catch {
        this.clearLocal();
      }
    });
    const lost = () => {
      if (this.subscribedOn !== subscriber) return;
      this.subscribedOn = null;
      this.clearLocal();
    };
    subscriber.on('close', lost);
    subscriber.on('end', lost);
    subscriber.on('ready', () => this.subscribe(subscriber));
    if (subscriber.status === 'ready') this.subscribe(subscriber);
  }

  private subscribe(subscriber: Redis) {
    subscriber.subscribe(this.keys.channel).then(
      () => {
        // What this process kept before it heard the channel may have been invalidated since.
        this.clearLocal();
        this.subscribedOn = subscriber;
      },
      (error: unknown) => logger.debug({ err: error }, 'response cache: subscribing to invalidations failed; retried when redis is back'),
    );
  }

  private async publishDelete(client: Redis, prefix: string): Promise<boolean> {
    try {
      await client.eval(DELETE_SCRIPT, 3, this.keys.index, this.keys.expiry, this.keys.generation, this.keys.entry(prefix), this.keys.channel, JSON.stringify({ prefix, from: this.instance }));
      return true;
    } catch (error) {
      logger.debug({ err: error }, 'response cache: an invalidation did not reach redis; it is sent again when redis is back');
      return false;
    }
  }

  private remember(prefix: string) {
    if (this.pending.size >= MAX_PENDING_PREFIXES) {
      this.pending.clear();
      this.pending.add('');
    } else this.pending.add(prefix);
  }

  /** Send the invalidations made while Redis was away (the other instances may have kept those entries). */
  private async replay(client: Redis) {
    if (this.replaying) return;
    this.replaying = true;
    try {
      for (const prefix of [...this.pending]) {
        if (!(await this.publishDelete(client, prefix))) return;
        this.pending.delete(prefix);
      }
    } finally {
      this.replaying = false;
    }
  }

  private rememberMiss(key: string, shared: string | null) {
    if (this.misses.size >= MAX_PENDING_MISSES) this.misses.clear();
    this.misses.set(key, { shared, local: this.localGeneration });
  }

  private dropLocal(prefix: string) {
    this.localGeneration += 1;
    void this.local.deleteByPrefix(prefix);
  }

  private clearLocal() {
    this.dropLocal('');
  }
}
