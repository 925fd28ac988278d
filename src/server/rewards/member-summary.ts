import type { Executor } from '@/server/db/client';
import { alertsFor } from './alerts';
import { balances } from './ledger';

/** What the header data and currentUser carry of a member's rewards: alerts, spendable balance and credits. */
export async function loyaltyOf(executor: Executor, member: { id: string; rewardsId: string }, now = new Date()) {
  const [alerts, balance] = await Promise.all([alertsFor(executor, member.id), member.rewardsId ? balances(executor, member.rewardsId, now).catch(() => null) : null]);
  return { alerts, rewardBalance: balance?.available ?? 0, credits: balance?.credits ?? 0 };
}

/** What a member can spend at checkout now (minor units); nothing if the account is gone. */
export async function spendableRewards(executor: Executor, rewardsId: string, now = new Date()): Promise<number> {
  return (await balances(executor, rewardsId, now).catch(() => null))?.available ?? 0;
}
