import type { RewardsProgramme } from '@/lib/markets';

/**
 * The programme's rules as plain functions (docs/decisions/021-rewards.md); the ledger applies
 * them. Amounts are minor units of the market's currency.
 */

const DAY_MS = 86_400_000;

/** A purchase earns a credit when what was bought, before tax, reaches the threshold ($20.00 does, $19.99 does not). */
export const qualifies = (purchaseAmount: number, programme: RewardsProgramme) => purchaseAmount >= programme.threshold;

/** A credit earned at `at` can be used until this instant (exclusive). */
export const creditExpiresAt = (at: Date, programme: RewardsProgramme) => new Date(at.getTime() + programme.creditLifetimeDays * DAY_MS);

/** A reward issued at `at`: spendable after the issuing delay, for the reward lifetime from then. */
export function rewardWindow(at: Date, programme: RewardsProgramme, delayMs: number): { availableAt: Date; expiresAt: Date } {
  const availableAt = new Date(at.getTime() + delayMs);
  return { availableAt, expiresAt: new Date(availableAt.getTime() + programme.rewardLifetimeDays * DAY_MS) };
}

export const hasExpired = (expiresAt: Date, now: Date) => expiresAt.getTime() <= now.getTime();

/** How many rewards `credits` unused credits make, and how many credits stay over. */
export function rewardsFromCredits(credits: number, programme: RewardsProgramme): { rewards: number; left: number } {
  return { rewards: Math.floor(credits / programme.creditsPerReward), left: credits % programme.creditsPerReward };
}

/**
 * What a purchase still counts for after cancellations and returns: its merchandise after the
 * discount, less what went away (each part's merchandise after its own share of the discount).
 */
export function keptPurchaseAmount(purchase: { subtotal: number; discount: number }, removed: { subtotal: number; discount: number }[]): number {
  return removed.reduce((n, r) => n - (r.subtotal - r.discount), purchase.subtotal - purchase.discount);
}
