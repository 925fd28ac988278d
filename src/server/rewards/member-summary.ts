import type { CurrencyCode } from '@/lib/markets';
import type { Executor } from '@/server/db/client';
import { alertsFor } from './alerts';
import { rewardsIdOfMember } from './earning';
import { balances } from './ledger';

/** What the header data and currentUser carry of a member's rewards in this market: alerts, spendable balance and credits. */
export async function loyaltyOf(executor: Executor, member: { id: string }, currency: CurrencyCode, now = new Date()) {
  const rewardsId = await rewardsIdOfMember(executor, member.id, currency);
  const [alerts, balance] = await Promise.all([alertsFor(executor, member.id), rewardsId ? balances(executor, rewardsId, now) : null]);
  return { alerts, rewardBalance: balance?.available ?? 0, credits: balance?.credits ?? 0 };
}

/** What a member can spend at checkout in this market now (minor units): nothing without a membership of its currency. */
export async function spendableRewards(executor: Executor, memberId: string, currency: CurrencyCode, now = new Date()): Promise<number> {
  const rewardsId = await rewardsIdOfMember(executor, memberId, currency);
  return rewardsId ? (await balances(executor, rewardsId, now)).available : 0;
}
