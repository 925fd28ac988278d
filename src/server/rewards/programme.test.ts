import { describe, expect, it } from 'vitest';
import { getMarket } from '@/lib/markets';
import { creditExpiresAt, hasExpired, keptPurchaseAmount, qualifies, rewardWindow, rewardsFromCredits } from './programme';

const us = getMarket('en-US').rewards!;
const mx = getMarket('es-MX').rewards!;
const DAY = 86_400_000;
const earned = new Date('2026-01-10T15:00:00Z');

describe('the rewards programme rules', () => {
  it('credits a purchase of $20.00 before tax, not one of $19.99', () => {
    expect(qualifies(2000, us)).toBe(true);
    expect(qualifies(1999, us)).toBe(false);
    expect(qualifies(40000, mx)).toBe(true);
    expect(qualifies(39999, mx)).toBe(false);
  });

  it('makes a reward of every fifth credit, the rest waiting for the next', () => {
    expect(rewardsFromCredits(4, us)).toEqual({ rewards: 0, left: 4 });
    expect(rewardsFromCredits(5, us)).toEqual({ rewards: 1, left: 0 });
    expect(rewardsFromCredits(11, us)).toEqual({ rewards: 2, left: 1 });
  });

  it('lets a credit expire 365 days after it was earned', () => {
    const expiresAt = creditExpiresAt(earned, us);
    expect(expiresAt.getTime() - earned.getTime()).toBe(365 * DAY);
    expect(hasExpired(expiresAt, new Date(expiresAt.getTime() - 1))).toBe(false);
    expect(hasExpired(expiresAt, expiresAt)).toBe(true);
  });

  it('opens a reward after the issuing delay and lets it expire 90 days later', () => {
    const { availableAt, expiresAt } = rewardWindow(earned, us, 72 * 3_600_000);
    expect(availableAt.getTime() - earned.getTime()).toBe(3 * DAY);
    expect(expiresAt.getTime() - availableAt.getTime()).toBe(90 * DAY);
    expect(hasExpired(expiresAt, new Date(expiresAt.getTime() - 1))).toBe(false);
    expect(hasExpired(expiresAt, new Date(expiresAt.getTime() + 1))).toBe(true);
    expect(rewardWindow(earned, us, 0).availableAt).toEqual(earned);
  });

  it('counts what a purchase keeps after returns, each with its share of the discount', () => {
    expect(keptPurchaseAmount({ subtotal: 3000, discount: 300 }, [])).toBe(2700);
    expect(keptPurchaseAmount({ subtotal: 3000, discount: 300 }, [{ subtotal: 1000, discount: 100 }])).toBe(1800);
    expect(qualifies(keptPurchaseAmount({ subtotal: 3000, discount: 0 }, [{ subtotal: 1001, discount: 0 }]), us)).toBe(false);
  });
});
