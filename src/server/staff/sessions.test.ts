import { describe, expect, it } from 'vitest';
import { sessionOpen, STAFF_ABSOLUTE_MS, STAFF_IDLE_MS, STAFF_PENDING_MS } from './sessions';

describe('staff sessions', () => {
  const start = Date.UTC(2026, 10, 27, 8, 0, 0);
  const minutes = (n: number) => n * 60_000;

  it('end after 30 minutes without a request', () => {
    expect(STAFF_IDLE_MS).toBe(minutes(30));
    expect(sessionOpen('complete', start, start, start + minutes(29))).toBe(true);
    expect(sessionOpen('complete', start, start, start + minutes(30))).toBe(false);
  });

  it('stay open while used, but never past 12 hours from sign-in', () => {
    expect(STAFF_ABSOLUTE_MS).toBe(minutes(12 * 60));
    const lastSeen = start + minutes(12 * 60 - 5);
    expect(sessionOpen('complete', start, lastSeen, start + minutes(12 * 60 - 1))).toBe(true);
    expect(sessionOpen('complete', start, lastSeen, start + minutes(12 * 60))).toBe(false);
  });

  it('give half a sign-in (password right, code awaited) 10 minutes', () => {
    expect(STAFF_PENDING_MS).toBe(minutes(10));
    expect(sessionOpen('password', start, start, start + minutes(9))).toBe(true);
    expect(sessionOpen('password', start, start, start + minutes(10))).toBe(false);
  });
});
