import { trustedProxyHops } from './env';
import { forwardedClient } from './forwarded-for';

/** What a limiter answers: go ahead, or wait this many seconds. */
export interface LimitDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * A count of calls per key. Asynchronous because a store shared by every instance (Redis) is
 * to implement it; this one counts in the process.
 */
export interface CallLimiter {
  take(key: string): Promise<LimitDecision>;
}

const MAX_KEYS = 50_000;

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
 * Failures per key with growing delays (BackoffPolicy). Asynchronous like CallLimiter, so a
 * shared store can implement it; this one keeps its records in the process.
 */
export class FailureBackoff {
  private readonly records = new Map<string, FailureRecord>();

  constructor(
    readonly policy: BackoffPolicy,
    private readonly now: () => number = Date.now,
  ) {}

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
    const record = this.live(key, now);
    if (!record) return { allowed: true, retryAfterSeconds: 0 };
    const waitMs = record.lastFailureAt + backoffDelayMs(record.failures, this.policy) - now;
    return waitMs > 0 ? { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) } : { allowed: true, retryAfterSeconds: 0 };
  }

  /** The failures counted on `key` (in a row, not yet forgotten). */
  async failures(key: string): Promise<number> {
    return this.live(key, this.now())?.failures ?? 0;
  }

  /** Count a failure on `key`; answers the failures now counted. */
  async fail(key: string): Promise<number> {
    const now = this.now();
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
  }
}

/**
 * Runs the calls for one key one after another (in this process), so parallel guesses from one
 * caller are each checked against the failures before them instead of all passing one check.
 */
export class KeyedSerial {
  private readonly tails = new Map<string, Promise<unknown>>();

  async run<T>(key: string, call: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const current = previous.then(call, call);
    const tail = current.catch(() => undefined);
    this.tails.set(key, tail);
    try {
      return await current;
    } finally {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }
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
  ) {
    this.pairs = new FailureBackoff(options.perCaller, now);
    this.targets = new FailureBackoff(options.perTarget, now);
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

/**
 * The caller's key for per-caller limits: the address `TRUST_PROXY` hops left of the socket
 * address at the right of X-Forwarded-For (the web server, scripts/server.ts, appends it to
 * every request; forwarded-for.ts). Entries a caller writes itself are never taken, so a
 * forged header neither picks a new key nor falls into a shared one. IPv6 callers count per
 * /64. `unknown` only for a request that did not come through the web server (none in
 * production).
 */
export function clientKey(headers: Headers, hops = trustedProxyHops()): string {
  return forwardedClient(headers.get('x-forwarded-for'), hops) ?? 'unknown';
}
