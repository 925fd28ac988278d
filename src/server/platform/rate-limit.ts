import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { trustedProxies, type TrustedProxies } from './env';
import { forwardedClient } from './forwarded-for';
import { logger } from './logger';
import { redis, REDIS_KEY_PREFIX, withRedis } from './redis';

/** What a limiter answers: go ahead, or wait this many seconds. */
export interface LimitDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * A count of calls per key. Asynchronous because the count may live in Redis, shared by every
 * instance (SharedRateLimiter); RateLimiter counts in the process.
 */
export interface CallLimiter {
  take(key: string): Promise<LimitDecision>;
}

const MAX_KEYS = 50_000;

/**
 * Where the shared limiters find Redis: the process's connection (`redis()`, null without
 * REDIS_URL) unless a test hands one of its own (two connections are two instances).
 */
export type RedisSource = () => Redis | null;

/** Every limiter key in Redis starts with this (`redline:rl:`), then `call:`, `fail:` or `lock:` and the limiter's name. */
export const RATE_LIMIT_KEY_PREFIX = `${REDIS_KEY_PREFIX}rl:`;

/** `withRedis` on the limiter's source (the process's connection, or a test's own), the source first. */
async function onRedis<T>(source: RedisSource, operation: (client: Redis) => Promise<T>, fallback: () => T | Promise<T>): Promise<T> {
  return withRedis(operation, fallback, source);
}

/** A fixed-window count of calls per key (allowed calls count; refused ones do not). */
export class RateLimiter implements CallLimiter {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether the call is allowed, and when over the limit, how many seconds until it is again. */
  async take(key: string): Promise<LimitDecision> {
    const now = this.now();
    const current = this.windows.get(key);
    if (!current || now - current.startedAt >= this.windowMs) {
      if (this.windows.size >= MAX_KEYS) forgetOldest(this.windows, (w) => now - w.startedAt >= this.windowMs);
      this.windows.set(key, { startedAt: now, count: 1 });
      return { allowed: true, retryAfterSeconds: 0 };
    }
    if (current.count >= this.limit) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((current.startedAt + this.windowMs - now) / 1000)) };
    }
    current.count += 1;
    return { allowed: true, retryAfterSeconds: 0 };
  }
}

/**
 * A call limit shared by every instance when REDIS_URL is set (decision 047): the same fixed
 * window as RateLimiter, counted in Redis by rate-limiter-flexible's RateLimiterRedis (one atomic
 * INCR-with-expiry script per call, key `redline:rl:call:<name>:<key>`). Without Redis, or while
 * it is away, the process's own RateLimiter counts (the insurance), so a limit always applies.
 */
export class SharedRateLimiter implements CallLimiter {
  private readonly local: RateLimiter;
  private readonly stores = new WeakMap<Redis, RateLimiterRedis>();

  constructor(
    readonly name: string,
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly source: RedisSource = redis,
  ) {
    this.local = new RateLimiter(limit, windowMs);
  }

  private store(client: Redis): RateLimiterRedis {
    let store = this.stores.get(client);
    if (!store) {
      store = new RateLimiterRedis({
        storeClient: client,
        keyPrefix: `${RATE_LIMIT_KEY_PREFIX}call:${this.name}`,
        points: this.limit,
        duration: Math.max(1, Math.ceil(this.windowMs / 1000)),
        rejectIfRedisNotReady: true,
      });
      this.stores.set(client, store);
    }
    return store;
  }

  async take(key: string): Promise<LimitDecision> {
    return onRedis(
      this.source,
      async (client) => {
        try {
          await this.store(client).consume(key);
          return { allowed: true, retryAfterSeconds: 0 };
        } catch (outcome) {
          // Over the limit rejects with the count (RateLimiterRes); a Redis failure with an Error.
          if (outcome instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)) };
          throw outcome;
        }
      },
      () => this.local.take(key),
    );
  }
}

/** A call limit by name: shared by every instance with REDIS_URL, in the process without (SharedRateLimiter). */
export function callLimiter(name: string, limit: number, windowMs: number): CallLimiter {
  return new SharedRateLimiter(name, limit, windowMs);
}

/**
 * A rate-limit store in the shape better-auth asks for (`rateLimit.customStorage`: one atomic
 * consume per request): a SharedRateLimiter per rule (window in seconds, max calls), so its
 * per-path limits count across every instance with Redis and in the process while Redis is away.
 */
export function sharedCallLimitStorage(name: string): { consume(key: string, rule: { window: number; max: number }): Promise<{ allowed: boolean; retryAfter: number | null }> } {
  const limiters = new Map<string, SharedRateLimiter>();
  return {
    async consume(key, rule) {
      const id = `${rule.window}s:${rule.max}`;
      let limiter = limiters.get(id);
      if (!limiter) limiters.set(id, (limiter = new SharedRateLimiter(`${name}:${id}`, rule.max, rule.window * 1000)));
      const decision = await limiter.take(key);
      return { allowed: decision.allowed, retryAfter: decision.allowed ? null : decision.retryAfterSeconds };
    },
  };
}

/** Where a FailureBackoff, AttemptGuard or KeyedSerial keeps its shared state: a name unique in the store, and (tests) a Redis of its own. */
export interface SharedStore {
  name: string;
  source?: RedisSource;
}

/**
 * One failure, atomically: a record forgotten after `forgetAfterMs` starts again, the count goes
 * up, the time of the last failure never goes back (instances' clocks differ a little), and the
 * record expires `forgetAfterMs` after it. KEYS[1] the record, ARGV now and forgetAfterMs.
 */
const FAIL_SCRIPT = `
local now = tonumber(ARGV[1])
local forget = tonumber(ARGV[2])
local failures = tonumber(redis.call('HGET', KEYS[1], 'failures') or '0')
local last = tonumber(redis.call('HGET', KEYS[1], 'last') or '0')
if failures > 0 and now - last >= forget then failures = 0 end
failures = failures + 1
if now < last then now = last end
redis.call('HSET', KEYS[1], 'failures', failures, 'last', now)
redis.call('PEXPIRE', KEYS[1], forget)
return failures
`;

/**
 * Growing delays after failures: the attempt after the `free`-th failure in a row waits
 * `firstDelayMs`, doubling with each further failure up to `maxDelayMs`. A key with no failure
 * for `forgetAfterMs` starts again from nothing. Never a lock: the longest wait is `maxDelayMs`.
 */
export interface BackoffPolicy {
  free: number;
  firstDelayMs: number;
  maxDelayMs: number;
  forgetAfterMs: number;
}

/** The wait after `failures` failures in a row under `policy` (0 before the `free`-th). */
export function backoffDelayMs(failures: number, policy: BackoffPolicy): number {
  if (failures < policy.free) return 0;
  const doublings = Math.min(failures - policy.free, 30);
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** doublings);
}

/** A wait as the messages say it: `{count} minutes`, or hours from two hours on (`{unit, select, ...}`). */
export function waitValues(seconds: number): { count: number; unit: 'minutes' | 'hours' } {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes >= 120 ? { count: Math.ceil(minutes / 60), unit: 'hours' } : { count: minutes, unit: 'minutes' };
}

interface FailureRecord {
  failures: number;
  lastFailureAt: number;
}

/**
 * Failures per key with growing delays (BackoffPolicy). With a `shared` store and REDIS_URL set,
 * the records live in Redis (a hash per key, `redline:rl:fail:<name>:<key>`, written by one Lua
 * script, expiring `forgetAfterMs` after the last failure), so every instance sees the same
 * failures. The process keeps its own records as well (each failure it counts, each clear it
 * makes): without Redis they are the only ones, and while Redis is away they still hold this
 * process's share of an attack, so a limit always applies.
 */
export class FailureBackoff {
  private readonly records = new Map<string, FailureRecord>();
  private readonly source: RedisSource | null;
  private readonly prefix: string;

  constructor(
    readonly policy: BackoffPolicy,
    private readonly now: () => number = Date.now,
    shared?: SharedStore,
  ) {
    this.source = shared ? (shared.source ?? redis) : null;
    this.prefix = shared ? `${RATE_LIMIT_KEY_PREFIX}fail:${shared.name}:` : '';
  }

  /** The shared record of `key` (null: none or forgotten), or `undefined` when there is no shared store to ask. */
  private async sharedRecord(key: string, now: number): Promise<FailureRecord | null | undefined> {
    if (!this.source) return undefined;
    return onRedis(
      this.source,
      async (client) => {
        const [failures, last] = await client.hmget(this.prefix + key, 'failures', 'last');
        if (!failures || !last) return null;
        const record = { failures: Number(failures), lastFailureAt: Number(last) };
        return now - record.lastFailureAt >= this.policy.forgetAfterMs ? null : record;
      },
      () => undefined,
    );
  }

  private async record(key: string, now: number): Promise<FailureRecord | null> {
    const shared = await this.sharedRecord(key, now);
    return shared === undefined ? this.live(key, now) : shared;
  }

  private live(key: string, now: number): FailureRecord | null {
    const record = this.records.get(key);
    if (!record) return null;
    if (now - record.lastFailureAt >= this.policy.forgetAfterMs) {
      this.records.delete(key);
      return null;
    }
    return record;
  }

  /** Whether an attempt on `key` may be made now, else the seconds to wait. */
  async check(key: string): Promise<LimitDecision> {
    const now = this.now();
    const record = await this.record(key, now);
    if (!record) return { allowed: true, retryAfterSeconds: 0 };
    const waitMs = record.lastFailureAt + backoffDelayMs(record.failures, this.policy) - now;
    return waitMs > 0 ? { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) } : { allowed: true, retryAfterSeconds: 0 };
  }

  /** The failures counted on `key` (in a row, not yet forgotten). */
  async failures(key: string): Promise<number> {
    return (await this.record(key, this.now()))?.failures ?? 0;
  }

  /** Count a failure on `key`; answers the failures now counted (by every instance, when shared). */
  async fail(key: string): Promise<number> {
    const now = this.now();
    const local = this.failLocally(key, now);
    if (!this.source) return local;
    return onRedis(this.source, async (client) => Number(await client.eval(FAIL_SCRIPT, 1, this.prefix + key, now, this.policy.forgetAfterMs)), () => local);
  }

  private failLocally(key: string, now: number): number {
    const record = this.live(key, now);
    if (record) {
      record.failures += 1;
      record.lastFailureAt = now;
      // Re-insert: the map's order is the order of last failures, oldest first.
      this.records.delete(key);
      this.records.set(key, record);
      return record.failures;
    }
    if (this.records.size >= MAX_KEYS) forgetOldest(this.records, (r) => now - r.lastFailureAt >= this.policy.forgetAfterMs);
    this.records.set(key, { failures: 1, lastFailureAt: now });
    return 1;
  }

  /** Forget `key`'s failures (a success, or its owner proved who they are). */
  async clear(key: string): Promise<void> {
    this.records.delete(key);
    if (this.source) await onRedis(this.source, async (client) => void (await client.del(this.prefix + key)), () => undefined);
  }
}

/** Failures with growing delays by name: shared by every instance with REDIS_URL (FailureBackoff). */
export function failureBackoff(name: string, policy: BackoffPolicy): FailureBackoff {
  return new FailureBackoff(policy, Date.now, { name });
}

/** How long a call may hold a key's lock in Redis before it lapses (a crashed instance frees it then). */
export const SERIAL_LOCK_TTL_MS = 10_000;
/** How long a call waits for another instance's call on the same key before it goes ahead unlocked. */
const SERIAL_LOCK_WAIT_MS = SERIAL_LOCK_TTL_MS + 1_000;
/** Release the lock only if it is still ours (it may have lapsed and been taken by another). */
const RELEASE_SCRIPT = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

/**
 * Runs the calls for one key one after another, so parallel guesses from one caller are each
 * checked against the failures before them instead of all passing one check. In the process, a
 * chain of promises per key; with a `shared` store and REDIS_URL set, also a lock per key in
 * Redis (`SET redline:rl:lock:<name>:<key> <token> NX PX 10000`, released by a script that checks
 * the token), so calls on two instances take turns too. A call that cannot have the lock (Redis
 * away, or held past SERIAL_LOCK_WAIT_MS) runs in this process's turn only: never a hang.
 */
export class KeyedSerial {
  private readonly tails = new Map<string, Promise<unknown>>();
  private readonly source: RedisSource | null;
  private readonly prefix: string;

  constructor(shared?: SharedStore) {
    this.source = shared ? (shared.source ?? redis) : null;
    this.prefix = shared ? `${RATE_LIMIT_KEY_PREFIX}lock:${shared.name}:` : '';
  }

  async run<T>(key: string, call: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const turn = () => this.locked(key, call);
    const current = previous.then(turn, turn);
    const tail = current.catch(() => undefined);
    this.tails.set(key, tail);
    try {
      return await current;
    } finally {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }

  private async locked<T>(key: string, call: () => Promise<T>): Promise<T> {
    const client = this.source?.();
    if (!client || client.status !== 'ready') return call();
    const lock = this.prefix + key;
    const token = randomUUID();
    const deadline = Date.now() + SERIAL_LOCK_WAIT_MS;
    let held = false;
    for (let pause = 5; ; pause = Math.min(pause * 2, 50)) {
      try {
        held = (await client.set(lock, token, 'PX', SERIAL_LOCK_TTL_MS, 'NX')) === 'OK';
      } catch {
        break;
      }
      if (held || client.status !== 'ready') break;
      if (Date.now() >= deadline) {
        logger.warn({ lock }, 'rate limit: a key stayed locked by another instance; going ahead in this process’s turn');
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
    try {
      return await call();
    } finally {
      if (held) await client.eval(RELEASE_SCRIPT, 1, lock, token).catch(() => undefined);
    }
  }
}

/** Calls one after another per key by name: across every instance with REDIS_URL (KeyedSerial). */
export function keyedSerial(name: string): KeyedSerial {
  return new KeyedSerial({ name });
}

/** Make room: the expired entries, else the oldest tenth. */
function forgetOldest<T>(map: Map<string, T>, expired: (value: T) => boolean): void {
  for (const [key, value] of map) if (expired(value)) map.delete(key);
  if (map.size < MAX_KEYS) return;
  let drop = Math.ceil(map.size / 10);
  for (const key of map.keys()) {
    if (drop-- <= 0) break;
    map.delete(key);
  }
}

/**
 * Failures counted per (target, caller) and per target: how a guessed secret (a PIN, a
 * password, an answer, a token) is protected without letting one caller lock its owner out
 * (docs/decisions/030-limits-per-caller-and-target.md).
 *
 * - Per (target, caller): `perCaller` backoff. The caller who guesses waits, nobody else does.
 * - Per target: only a caller's first `share` failures on a target count on it, so one caller
 *   (whatever headers it forges) can never use up the target's budget alone; past
 *   `perTarget.free` failures from several callers the target is slowed for everyone
 *   (`perTarget` backoff, never longer than its maxDelayMs), or the flow asks its owner for
 *   proof (an e-mailed code), which clears it.
 */
export class AttemptGuard {
  readonly pairs: FailureBackoff;
  readonly targets: FailureBackoff;

  constructor(
    readonly options: { perCaller: BackoffPolicy; perTarget: BackoffPolicy; share: number },
    now: () => number = Date.now,
    shared?: SharedStore,
  ) {
    this.pairs = new FailureBackoff(options.perCaller, now, shared && { ...shared, name: `${shared.name}:pair` });
    this.targets = new FailureBackoff(options.perTarget, now, shared && { ...shared, name: `${shared.name}:target` });
  }

  private pair(target: string, caller: string): string {
    return `${target}\u0000${caller}`;
  }

  /**
   * Whether `caller` may try `target` now: refused by its own failures (`caller`) or, for a
   * target many callers have failed on, by the target's delay (`target`).
   */
  async check(target: string, caller: string): Promise<LimitDecision & { by?: 'caller' | 'target' }> {
    const own = await this.pairs.check(this.pair(target, caller));
    if (!own.allowed) return { ...own, by: 'caller' };
    const shared = await this.targets.check(target);
    if (!shared.allowed) return { ...shared, by: 'target' };
    return { allowed: true, retryAfterSeconds: 0 };
  }

  /** Whether the target has used its free failures (necessarily from several callers). */
  async targetOverBudget(target: string): Promise<boolean> {
    return (await this.targets.failures(target)) >= this.options.perTarget.free;
  }

  /**
   * A failed attempt. Answers whether it also counted on the target (only a caller's first
   * `share` failures do), for stores that keep the target's count elsewhere.
   */
  async fail(target: string, caller: string): Promise<{ countedOnTarget: boolean }> {
    const failures = await this.pairs.fail(this.pair(target, caller));
    const countedOnTarget = failures <= this.options.share;
    if (countedOnTarget) await this.targets.fail(target);
    return { countedOnTarget };
  }

  /** Whether a failure by `caller` on `target` now would count on the target (see fail). */
  async wouldCountOnTarget(target: string, caller: string): Promise<boolean> {
    return (await this.pairs.failures(this.pair(target, caller))) < this.options.share;
  }

  /** The right secret: this caller's failures on the target are forgotten (the target's stay). */
  async succeed(target: string, caller: string): Promise<void> {
    await this.pairs.clear(this.pair(target, caller));
  }

  /** The owner proved who they are (or the secret was right): the target's own count is forgotten. */
  async release(target: string): Promise<void> {
    await this.targets.clear(target);
  }
}

/** Failures per (target, caller) and per target by name: shared by every instance with REDIS_URL (AttemptGuard). */
export function attemptGuard(name: string, options: AttemptGuard['options']): AttemptGuard {
  return new AttemptGuard(options, Date.now, { name });
}

/**
 * The caller's key for per-caller limits, from X-Forwarded-For as the web server passes it on
 * (scripts/server.mjs appends the socket address to every request; forwarded-for.ts): with
 * TRUST_PROXY a count, the address that many hops left of the socket address; with TRUST_PROXY a
 * list of proxies, the right-most address that is not one of them; without, the socket address.
 * Entries a caller writes itself are never taken, so a forged header neither picks a new key nor
 * falls into a shared one. IPv6 callers count per /64. `unknown` only for a request that did not
 * come through the web server (none in production).
 */
export function clientKey(headers: Headers, trusted: TrustedProxies | number = trustedProxies()): string {
  return forwardedClient(headers.get('x-forwarded-for'), trusted) ?? 'unknown';
}
