import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestRedis, type TestRedis } from '../../../tests/redis-server';
import { AttemptGuard, callLimiter, FailureBackoff, KeyedSerial, RATE_LIMIT_KEY_PREFIX, SharedRateLimiter, sharedCallLimitStorage, type BackoffPolicy } from './rate-limit';
import { closeRedis, redisReady } from './redis';

/**
 * The limits on a real Redis (decision 047): two limiter objects on two connections stand for
 * two instances of the store; they must share one budget, and keep a limit per process while
 * Redis is away.
 */

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A connection as redis.ts makes one: fails fast while Redis is away, reconnects on its own. */
const connect = (url: string) => {
  const client = new Redis(url, { connectTimeout: 2_000, commandTimeout: 500, maxRetriesPerRequest: 1, enableOfflineQueue: false, retryStrategy: (attempt) => Math.min(attempt * 100, 500) });
  client.on('error', () => {});
  return client;
};

const policy: BackoffPolicy = { free: 3, firstDelayMs: 60_000, maxDelayMs: 600_000, forgetAfterMs: 3_600_000 };
const guardOptions = { perCaller: policy, perTarget: { free: 4, firstDelayMs: 60_000, maxDelayMs: 600_000, forgetAfterMs: 3_600_000 }, share: 2 };

describe('limits shared through Redis', () => {
  let server: TestRedis;
  let one: Redis;
  let two: Redis;
  const ready = () => one.status === 'ready' && two.status === 'ready';

  beforeAll(async () => {
    server = await startTestRedis();
    one = connect(server.url);
    two = connect(server.url);
    await until(ready);
  });
  afterAll(async () => {
    one.disconnect();
    two.disconnect();
    await closeRedis();
    await server.dispose();
    vi.unstubAllEnvs();
  });

  it('two instances share one call budget, under redline:rl:', async () => {
    const a = new SharedRateLimiter('budget', 3, 60_000, () => one);
    const b = new SharedRateLimiter('budget', 3, 60_000, () => two);
    const taken = [await a.take('198.51.100.7'), await b.take('198.51.100.7'), await a.take('198.51.100.7'), await b.take('198.51.100.7'), await a.take('198.51.100.7')];
    expect(taken.map((decision) => decision.allowed)).toEqual([true, true, true, false, false]);
    expect(taken[3]!.retryAfterSeconds).toBeGreaterThan(0);
    expect(taken[3]!.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Another caller has its own budget; another limiter of the same name on the other instance counts the same.
    expect((await b.take('198.51.100.8')).allowed).toBe(true);
    expect(await one.exists(`${RATE_LIMIT_KEY_PREFIX}call:budget:198.51.100.7`)).toBe(1);
  });

  it('two instances share the failures and their growing waits', async () => {
    const a = new FailureBackoff(policy, Date.now, { name: 'backoff', source: () => one });
    const b = new FailureBackoff(policy, Date.now, { name: 'backoff', source: () => two });
    expect(await a.fail('card')).toBe(1);
    expect(await b.fail('card')).toBe(2);
    expect((await a.check('card')).allowed).toBe(true);
    expect(await a.fail('card')).toBe(3);
    // The third failure was on instance one; instance two makes the caller wait.
    const wait = await b.check('card');
    expect(wait.allowed).toBe(false);
    expect(wait.retryAfterSeconds).toBeGreaterThan(50);
    expect(await b.failures('card')).toBe(3);
    // The right secret on instance two forgets them on instance one too.
    await b.clear('card');
    expect(await a.failures('card')).toBe(0);
    expect((await a.check('card')).allowed).toBe(true);
  });

  it('two instances share the guard per (target, caller) and per target', async () => {
    const a = new AttemptGuard(guardOptions, Date.now, { name: 'guard', source: () => one });
    const b = new AttemptGuard(guardOptions, Date.now, { name: 'guard', source: () => two });
    // Caller x fails three times across the instances: x waits on both, y does not.
    await a.fail('account', 'x');
    await b.fail('account', 'x');
    await a.fail('account', 'x');
    expect(await b.check('account', 'x')).toMatchObject({ allowed: false, by: 'caller' });
    expect((await b.check('account', 'y')).allowed).toBe(true);
    // Only x's first two (share) counted on the target; two from y make four, the target's budget.
    expect(await a.targetOverBudget('account')).toBe(false);
    expect(await b.wouldCountOnTarget('account', 'y')).toBe(true);
    await b.fail('account', 'y');
    await a.fail('account', 'y');
    expect(await b.targetOverBudget('account')).toBe(true);
    await a.release('account');
    expect(await b.targetOverBudget('account')).toBe(false);
  });

  it('takes parallel calls on one key one at a time across instances', async () => {
    const a = new KeyedSerial({ name: 'serial', source: () => one });
    const b = new KeyedSerial({ name: 'serial', source: () => two });
    let running = 0;
    let most = 0;
    const call = async (index: number) => {
      running += 1;
      most = Math.max(most, running);
      // Hold the turn across a round trip to Redis, so another instance's call would overlap it.
      await one.ping();
      await new Promise((resolve) => setTimeout(resolve, index % 3));
      running -= 1;
      return index;
    };
    const results = await Promise.all(Array.from({ length: 12 }, (_, index) => (index % 2 ? a : b).run('caller', () => call(index))));
    expect(results).toEqual(Array.from({ length: 12 }, (_, index) => index));
    expect(most).toBe(1);
    // The lock is released after each call.
    expect(await one.exists(`${RATE_LIMIT_KEY_PREFIX}lock:serial:caller`)).toBe(0);
  });

  it('parallel guesses on two instances cannot all pass one check', async () => {
    const guards = [one, two].map((client) => ({ guard: new FailureBackoff(policy, Date.now, { name: 'guesses', source: () => client }), serial: new KeyedSerial({ name: 'guesses', source: () => client }) }));
    const guess = async (index: number) => {
      const { guard, serial } = guards[index % 2]!;
      return serial.run('pin', async () => {
        if (!(await guard.check('pin')).allowed) return false;
        await guard.fail('pin');
        return true;
      });
    };
    const tried = await Promise.all(Array.from({ length: 10 }, (_, index) => guess(index)));
    // Three free failures; after them the wait is a minute, so exactly three guesses were looked at.
    expect(tried.filter(Boolean)).toHaveLength(3);
  });

  it('keeps a limit in each process while Redis is away, never throwing, and shares again when it is back', async () => {
    const a = new SharedRateLimiter('outage', 2, 60_000, () => one);
    const b = new SharedRateLimiter('outage', 2, 60_000, () => two);
    const failures = new FailureBackoff(policy, Date.now, { name: 'outage', source: () => one });
    const serial = new KeyedSerial({ name: 'outage', source: () => one });
    for (let i = 0; i < 3; i += 1) await failures.fail('card');
    expect((await failures.check('card')).allowed).toBe(false);

    await server.kill();
    await until(() => one.status !== 'ready' && two.status !== 'ready');
    // Each process counts its own calls: two each, then refused.
    expect((await Promise.all([a.take('c'), a.take('c'), a.take('c')])).map((d) => d.allowed)).toEqual([true, true, false]);
    expect((await Promise.all([b.take('c'), b.take('c'), b.take('c')])).map((d) => d.allowed)).toEqual([true, true, false]);
    // The failures this process counted before the outage still make the caller wait.
    expect((await failures.check('card')).allowed).toBe(false);
    expect(await failures.fail('card')).toBe(4);
    await failures.clear('card');
    expect((await failures.check('card')).allowed).toBe(true);
    expect(await serial.run('card', async () => 'ran')).toBe('ran');

    await server.start();
    await until(ready);
    // The server came back empty: the budget is shared again, from nothing.
    expect((await a.take('d')).allowed).toBe(true);
    expect((await b.take('d')).allowed).toBe(true);
    expect((await a.take('d')).allowed).toBe(false);
    expect(await one.exists(`${RATE_LIMIT_KEY_PREFIX}call:outage:d`)).toBe(1);
  });

  it('the factories and better-auth’s storage use the process’s connection (REDIS_URL) and share with another instance', async () => {
    vi.stubEnv('REDIS_URL', server.url);
    await until(redisReady);
    const here = callLimiter('factory', 2, 60_000);
    const there = new SharedRateLimiter('factory', 2, 60_000, () => two);
    expect((await here.take('k')).allowed).toBe(true);
    expect((await there.take('k')).allowed).toBe(true);
    expect((await here.take('k')).allowed).toBe(false);

    const auth = sharedCallLimitStorage('better-auth-test');
    const otherAuth = new SharedRateLimiter('better-auth-test:60s:2', 2, 60_000, () => two);
    expect(await auth.consume('198.51.100.7/sign-in/email', { window: 60, max: 2 })).toEqual({ allowed: true, retryAfter: null });
    expect((await otherAuth.take('198.51.100.7/sign-in/email')).allowed).toBe(true);
    const refused = await auth.consume('198.51.100.7/sign-in/email', { window: 60, max: 2 });
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfter).toBeGreaterThan(0);
  });
});

describe('limits without REDIS_URL', () => {
  it('count in the process', async () => {
    vi.stubEnv('REDIS_URL', '');
    const limiter = callLimiter('local', 1, 60_000);
    expect((await limiter.take('k')).allowed).toBe(true);
    expect((await limiter.take('k')).allowed).toBe(false);
    const failures = new FailureBackoff(policy, Date.now, { name: 'local' });
    for (let i = 0; i < 3; i += 1) await failures.fail('k');
    expect((await failures.check('k')).allowed).toBe(false);
    vi.unstubAllEnvs();
  });
});
