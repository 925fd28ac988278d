import { and, desc, eq, isNull } from 'drizzle-orm';
import { linkedRewardsId } from '@/server/customers/rewards-link';
import type { Executor } from '@/server/db/client';
import { logger } from '@/server/platform/logger';
import { linkAccount } from './accounts';
import { moveBalances } from './ledger';
import { rewardsAccounts } from './schema';

/**
 * A guest who joined rewards at checkout and then proves that e-mail address (the registration's
 * code) gets that membership: the newest one is linked to the account (unless it has one), and
 * any other membership joined the same way is merged into it. Answers the linked rewards id.
 */
export async function claimCheckoutMemberships(tx: Executor, userId: string, email: string, now = new Date()): Promise<string | null> {
  const joined = await tx
    .select({ rewardsId: rewardsAccounts.rewardsId })
    .from(rewardsAccounts)
    .where(and(eq(rewardsAccounts.email, email.trim().toLowerCase()), eq(rewardsAccounts.source, 'checkout'), eq(rewardsAccounts.status, 'active'), isNull(rewardsAccounts.userId)))
    .orderBy(desc(rewardsAccounts.createdAt))
    .for('update');
  if (!joined.length) return null;
  let target = await linkedRewardsId(tx, userId);
  for (const { rewardsId } of joined) {
    if (!target) {
      await linkAccount(tx, userId, rewardsId);
      target = rewardsId;
      continue;
    }
    await moveBalances(tx, rewardsId, target, now);
    await tx.update(rewardsAccounts).set({ status: 'merged', mergedInto: target }).where(eq(rewardsAccounts.rewardsId, rewardsId));
  }
  logger.info({ userId, memberships: joined.length }, 'checkout rewards memberships joined a new account');
  return target;
}
