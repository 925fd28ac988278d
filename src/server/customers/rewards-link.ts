import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { REWARDS_PROSPECT_USER_TYPE } from '@/lib/rewards';
import type { Executor } from '@/server/db/client';
import { authUsers } from './auth-schema';

/**
 * The online account's side of a rewards membership: `auth_users.rewards_id` and the user type
 * (4, a prospect, until they join or link). The rewards module owns the memberships and calls
 * these, in its own transaction (docs/decisions/039: the customers module alone reads and writes
 * auth_users).
 */

export interface RewardsHolder {
  email: string;
  emailVerified: boolean;
  rewardsId: string | null;
}

/** The account's e-mail and rewards id (null: no such account); with `lock`, its row is locked for the transaction. */
export async function rewardsHolder(executor: Executor, userId: string, options: { lock?: boolean } = {}): Promise<RewardsHolder | null> {
  const query = executor.select({ email: authUsers.email, emailVerified: authUsers.emailVerified, rewardsId: authUsers.rewardsId }).from(authUsers).where(eq(authUsers.id, userId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The rewards id the account is linked to (null: none, or no such account). */
export async function linkedRewardsId(executor: Executor, userId: string): Promise<string | null> {
  const [row] = await executor.select({ rewardsId: authUsers.rewardsId }).from(authUsers).where(eq(authUsers.id, userId));
  return row?.rewardsId ?? null;
}

/** Clears user type 4 (a prospect: the rewards sign-in modal) and leaves any other type alone. */
const clearedUserType = sql`case when ${authUsers.userType} = ${REWARDS_PROSPECT_USER_TYPE} then '' else ${authUsers.userType} end`;

/**
 * Point the account at the membership: only when it has none or has this one already; user type
 * 4 is cleared, and the e-mail offers choice made when joining is kept when given. False when the
 * account is linked to another membership (or does not exist).
 */
export async function linkRewardsId(executor: Executor, userId: string, rewardsId: string, options: { receivePromoAndSpecialEvents?: boolean } = {}): Promise<boolean> {
  const [row] = await executor
    .update(authUsers)
    .set({
      rewardsId,
      userType: clearedUserType,
      ...(options.receivePromoAndSpecialEvents === undefined ? {} : { receivePromoAndSpecialEvents: options.receivePromoAndSpecialEvents }),
    })
    .where(and(eq(authUsers.id, userId), or(isNull(authUsers.rewardsId), eq(authUsers.rewardsId, rewardsId))))
    .returning({ id: authUsers.id });
  return !!row;
}

/** Those of the ids that are online accounts (unknown ids left out). */
export async function existingUserIds(executor: Executor, userIds: string[]): Promise<string[]> {
  if (!userIds.length) return [];
  const rows = await executor.select({ id: authUsers.id }).from(authUsers).where(inArray(authUsers.id, userIds));
  return rows.map((row) => row.id);
}
