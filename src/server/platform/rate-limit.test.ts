import { afterEach, describe, expect, it } from 'vitest';
import { parseEnv, trustProxy } from './env';
import { appendForwardedFor, parseTrustedProxies } from './forwarded-for';
import { AttemptGuard, backoffDelayMs, clientKey, FailureBackoff, RateLimiter, type BackoffPolicy } from './rate-limit';

/** The headers a route sees: what the caller sent, then the socket address the web server appended (scripts/server.ts). */
const arriving = (socket: string, sent?: string) => new Headers({ 'x-forwarded-for': appendForwardedFor(sent, socket) });

describe('rate limiter', () => {
  it('allows the limit per window per caller, then refuses until the window passes', async () => {
    let now = 0;
    const limiter = new RateLimiter(3, 60_000, () => now);
    expect(await Promise.all([1, 2, 3].map(async () => (await limiter.take('a')).allowed))).toEqual([true, true, true]);
    now = 15_000;
    expect(await limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect((await limiter.take('b')).allowed).toBe(true);
    now = 60_000;
    expect((await limiter.take('a')).allowed).toBe(true);
  });
});

describe('clientKey', () => {
  const previous = process.env.TRUST_PROXY;
  afterEach(() => {
    if (previous === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = previous;
  });

  it('without a trusted proxy is the socket address, whatever X-Forwarded-For the caller sends', () => {
    expect(clientKey(arriving('198.51.100.7'), 0)).toBe('198.51.100.7');
    expect(clientKey(arriving('198.51.100.7', '203.0.113.1'), 0)).toBe('198.51.100.7');
    expect(clientKey(arriving('198.51.100.7', '203.0.113.1, 203.0.113.2'), 0)).toBe('198.51.100.7');
    // Two callers behind no proxy are two keys (no shared "direct" bucket).
    expect(clientKey(arriving('198.51.100.8'), 0)).not.toBe(clientKey(arriving('198.51.100.7'), 0));
  });

  it('behind one trusted proxy is the address that proxy appended: a forged first entry cannot pick a new key', () => {
    // The caller 198.51.100.7 reaches the load balancer (10.0.0.5), which appends what it saw.
    const through = (sent?: string) => arriving('10.0.0.5', appendForwardedFor(sent, '198.51.100.7'));
    const keys = new Set(['203.0.113.1', '203.0.113.2', 'garbage', '1.1.1.1, 2.2.2.2', undefined].map((sent) => clientKey(through(sent), 1)));
    expect([...keys]).toEqual(['198.51.100.7']);
  });

  it('a "client, proxy" list falls neither into a shared bucket nor to the left-most entry', () => {
    const headers = arriving('10.0.0.5', '203.0.113.9, 198.51.100.7');
    expect(clientKey(headers, 1)).toBe('198.51.100.7');
    expect(clientKey(headers, 2)).toBe('203.0.113.9');
    // Fewer entries than hops (the proxy was skipped): the left-most, still one our server wrote.
    expect(clientKey(arriving('198.51.100.7'), 2)).toBe('198.51.100.7');
  });

  it('counts IPv6 callers per /64 and IPv4-mapped addresses as IPv4', () => {
    expect(clientKey(arriving('2001:db8:1:2:aaaa::1'), 0)).toBe('2001:db8:1:2::/64');
    expect(clientKey(arriving('2001:db8:1:2:bbbb::9'), 0)).toBe('2001:db8:1:2::/64');
    expect(clientKey(arriving('2001:db8:1:3::1'), 0)).toBe('2001:db8:1:3::/64');
    expect(clientKey(arriving('::ffff:198.51.100.7'), 0)).toBe('198.51.100.7');
  });

  it('reads TRUST_PROXY as a count of proxies', () => {
    process.env.TRUST_PROXY = '1';
    expect(clientKey(arriving('10.0.0.5', '198.51.100.7'))).toBe('198.51.100.7');
    delete process.env.TRUST_PROXY;
    expect(clientKey(arriving('10.0.0.5', '198.51.100.7'))).toBe('10.0.0.5');
    expect([undefined, '0', 'false', 'true', '2', ' 3 '].map((value) => parseTrustedProxies(value))).toEqual([0, 0, 0, 1, 2, 3].map((hops) => ({ kind: 'hops', hops })));
    expect(() => parseTrustedProxies('yes')).toThrow(/TRUST_PROXY/);
    // The boot check refuses what is neither a count nor a list of addresses.
    expect(() => parseEnv({ DATABASE_URL: 'postgres://u@localhost/db', TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
    expect(parseEnv({ DATABASE_URL: 'postgres://u@localhost/db', TRUST_PROXY: '2' }).TRUST_PROXY).toBe('2');
  });

  describe('with TRUST_PROXY a list of proxy addresses and networks', () => {
    const trusted = parseTrustedProxies('10.0.0.0/8, 192.168.1.5, fd00::/8');
    // The caller 198.51.100.7 reaches the CDN (10.1.1.1), which appends what it saw, then the load balancer (192.168.1.5).
    const through = (sent?: string, caller = '198.51.100.7') => arriving('192.168.1.5', appendForwardedFor(appendForwardedFor(sent, caller), '10.1.1.1'));

    it('is the right-most address that is not a listed proxy, whatever the caller wrote before it', () => {
      const keys = new Set(['203.0.113.1', '10.0.0.9', '192.168.1.5', '1.1.1.1, 10.2.2.2', 'garbage', undefined].map((sent) => clientKey(through(sent), trusted)));
      expect([...keys]).toEqual(['198.51.100.7']);
      expect(clientKey(through(undefined, '198.51.100.8'), trusted)).toBe('198.51.100.8');
    });

    it('counts a caller that skips the proxies by its socket address, even when it forges proxy entries', () => {
      expect(clientKey(arriving('198.51.100.7'), trusted)).toBe('198.51.100.7');
      expect(clientKey(arriving('198.51.100.7', '203.0.113.1, 10.0.0.1'), trusted)).toBe('198.51.100.7');
      // A caller inside a listed network is a proxy, not a caller: the entry before it is taken.
      expect(clientKey(arriving('10.0.0.7', '203.0.113.1'), trusted)).toBe('203.0.113.1');
    });

    it('matches IPv6 networks and IPv4-mapped proxies; a list of proxies only gives its left-most', () => {
      expect(clientKey(arriving('fd00::1', '2001:db8:1:2::9'), trusted)).toBe('2001:db8:1:2::/64');
      expect(clientKey(arriving('::ffff:192.168.1.5', '198.51.100.7'), trusted)).toBe('198.51.100.7');
      expect(clientKey(arriving('10.0.0.1', '10.0.0.2'), trusted)).toBe('10.0.0.2');
    });

    it('is read from TRUST_PROXY, trusts forwarded hosts, and refuses a malformed list at boot', () => {
      process.env.TRUST_PROXY = '10.0.0.0/8,192.168.1.5';
      expect(clientKey(through('203.0.113.1'))).toBe('198.51.100.7');
      expect(trustProxy()).toBe(true);
      delete process.env.TRUST_PROXY;
      expect(trustProxy()).toBe(false);
      for (const bad of ['10.0.0.0/33', '10.0.0.0/8,', 'proxy.internal', '10.0.0.0/8/1', '192.168.1.300', 'fd00::/129', '10.0.0.0/x']) {
        expect(() => parseTrustedProxies(bad), bad).toThrow(/TRUST_PROXY/);
        expect(() => parseEnv({ DATABASE_URL: 'postgres://u@localhost/db', TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
      }
      expect(parseEnv({ DATABASE_URL: 'postgres://u@localhost/db', TRUST_PROXY: '10.0.0.0/8, 192.168.1.5, ::1' }).TRUST_PROXY).toBe('10.0.0.0/8, 192.168.1.5, ::1');
    });
  });
});

const policy: BackoffPolicy = { free: 3, firstDelayMs: 1_000, maxDelayMs: 60_000, forgetAfterMs: 3_600_000 };

describe('growing delays', () => {
  it('costs nothing before the free failures are used, then doubles up to the ceiling', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10, 20].map((n) => backoffDelayMs(n, policy))).toEqual([0, 0, 1_000, 2_000, 4_000, 8_000, 16_000, 60_000, 60_000]);
  });

  it('makes the caller wait after each failure beyond the free ones, and forgets after a quiet spell', async () => {
    let now = 0;
    const backoff = new FailureBackoff(policy, () => now);
    for (let i = 0; i < 3; i += 1) {
      expect((await backoff.check('k')).allowed).toBe(true);
      await backoff.fail('k');
    }
    expect(await backoff.check('k')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    now += 1_000;
    expect((await backoff.check('k')).allowed).toBe(true);
    await backoff.fail('k');
    expect(await backoff.check('k')).toEqual({ allowed: false, retryAfterSeconds: 2 });
    expect((await backoff.check('other')).allowed).toBe(true);
    now += 3_600_000;
    expect(await backoff.failures('k')).toBe(0);
    expect((await backoff.check('k')).allowed).toBe(true);
  });
});

describe('attempt guard', () => {
  const options = { perCaller: policy, perTarget: { ...policy, free: 6 }, share: 3 };

  it('slows the guessing caller only: another caller may still try the same target', async () => {
    const guard = new AttemptGuard(options, () => 0);
    for (let i = 0; i < 10; i += 1) if ((await guard.check('card', 'attacker')).allowed) await guard.fail('card', 'attacker');
    expect(await guard.check('card', 'attacker')).toMatchObject({ allowed: false, by: 'caller' });
    expect(await guard.check('card', 'owner')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    // One caller counts at most `share` failures on the target, however long it keeps trying.
    expect(await guard.targets.failures('card')).toBe(3);
    expect(await guard.targetOverBudget('card')).toBe(false);
  });

  it('slows a target many callers fail on, for a bounded time, and forgets it when its owner proves who they are', async () => {
    let now = 0;
    const guard = new AttemptGuard(options, () => now);
    for (const caller of ['a', 'b']) for (let i = 0; i < 3; i += 1) await guard.fail('card', caller);
    expect(await guard.targetOverBudget('card')).toBe(true);
    expect(await guard.check('card', 'owner')).toMatchObject({ allowed: false, by: 'target' });
    now += policy.maxDelayMs;
    expect((await guard.check('card', 'owner')).allowed).toBe(true);
    await guard.release('card');
    expect(await guard.targetOverBudget('card')).toBe(false);
  });
});
