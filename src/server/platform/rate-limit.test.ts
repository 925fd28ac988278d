import { describe, expect, it } from 'vitest';
import { clientKey, RateLimiter } from './rate-limit';

describe('rate limiter', () => {
  it('allows the limit per window per caller, then refuses until the window passes', () => {
    let now = 0;
    const limiter = new RateLimiter(3, 60_000, () => now);
    expect([1, 2, 3].map(() => limiter.take('a').allowed)).toEqual([true, true, true]);
    now = 15_000;
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(limiter.take('b').allowed).toBe(true);
    now = 60_000;
    expect(limiter.take('a').allowed).toBe(true);
  });

  it('believes forwarded addresses only behind a trusted proxy', () => {
    const headers = new Headers({ 'x-forwarded-for': '203.0.113.9, 10.0.0.1' });
    expect(clientKey(headers, true)).toBe('203.0.113.9');
    expect(clientKey(headers, false)).toBe('direct');
    expect(clientKey(new Headers(), true)).toBe('direct');
  });
});
