import { describe, expect, it } from 'vitest';
import { allocateTenders } from './tenders';

describe('allocateTenders', () => {
  it('lets the card pay everything when there are no other tenders', () => {
    expect(allocateTenders(12_345)).toEqual({ rewards: 0, giftCards: [], card: 12_345 });
  });

  it('spends the rewards first, then the gift cards in order, and leaves the rest to the card', () => {
    expect(allocateTenders(10_000, { rewards: 1_500, giftCardBalances: [2_000, 3_000] })).toEqual({ rewards: 1_500, giftCards: [2_000, 3_000], card: 3_500 });
  });

  it('takes from a gift card only what is still to pay, and nothing from the cards after', () => {
    expect(allocateTenders(5_000, { rewards: 1_000, giftCardBalances: [3_000, 2_500, 900] })).toEqual({ rewards: 1_000, giftCards: [3_000, 1_000, 0], card: 0 });
  });

  it('never spends more rewards than the total', () => {
    expect(allocateTenders(4_000, { rewards: 9_000, giftCardBalances: [1_000] })).toEqual({ rewards: 4_000, giftCards: [0], card: 0 });
  });

  it('fills the cards in the order they were applied', () => {
    expect(allocateTenders(3_000, { giftCardBalances: [2_000, 2_000] }).giftCards).toEqual([2_000, 1_000]);
    expect(allocateTenders(3_000, { giftCardBalances: [500, 2_000] }).giftCards).toEqual([500, 2_000]);
  });

  it('treats a negative, fractional or missing amount as nothing', () => {
    expect(allocateTenders(1_000, { rewards: -50, giftCardBalances: [-10, Number.NaN, 250.7] })).toEqual({ rewards: 0, giftCards: [0, 0, 250], card: 750 });
    expect(allocateTenders(-1, { rewards: 100 })).toEqual({ rewards: 0, giftCards: [], card: 0 });
  });

  it('adds up to the total whatever the tenders', () => {
    for (const [total, rewards, balances] of [
      [9_999, 1, [1, 2, 3]],
      [100, 100, [100]],
      [7_777, 0, [10_000]],
      [0, 500, [500]],
    ] as const) {
      const shares = allocateTenders(total, { rewards, giftCardBalances: balances });
      expect(shares.rewards + shares.giftCards.reduce((a, b) => a + b, 0) + shares.card).toBe(total);
    }
  });
});
