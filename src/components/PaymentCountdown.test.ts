import { describe, expect, it } from 'vitest';
import { timeLeft } from './PaymentCountdown';

describe('the time left to pay', () => {
  it('reads minutes and seconds, hours when there are any, and stops at zero', () => {
    const at = Date.UTC(2026, 10, 27, 22, 0, 0);
    expect(timeLeft(at, at - 30 * 60_000)).toBe('30:00');
    expect(timeLeft(at, at - 61_500)).toBe('1:01');
    expect(timeLeft(at, at - (3 * 86_400_000 + 5_000))).toBe('72:00:05');
    expect(timeLeft(at, at + 1000)).toBe('0:00');
  });
});
