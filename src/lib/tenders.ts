/**
 * How an order's total is shared among its tenders (spec §3 payment): the rewards the shopper
 * chose to spend first (never more than the total), then each gift card in the order applied, for
 * what is still to pay up to its balance, then the card pays the rest. Pure, in minor units: the
 * checkout summary shows it as the shopper chooses, and placing the order follows it (there a gift
 * card's "balance" is what its hold took, which is never more than what was asked of it).
 */
export interface TenderAllocation {
  /** What the rewards pay. */
  rewards: number;
  /** What each gift card pays, in the order they were applied (0 for a card not needed). */
  giftCards: number[];
  /** What is left for the card (0 when rewards and gift cards cover it all). */
  card: number;
}

const amount = (value: number) => (Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0);

export function allocateTenders(total: number, tenders: { rewards?: number; giftCardBalances?: readonly number[] } = {}): TenderAllocation {
  let remaining = amount(total);
  const rewards = Math.min(amount(tenders.rewards ?? 0), remaining);
  remaining -= rewards;
  const giftCards = (tenders.giftCardBalances ?? []).map((balance) => {
    const share = Math.min(amount(balance), remaining);
    remaining -= share;
    return share;
  });
  return { rewards, giftCards, card: remaining };
}
