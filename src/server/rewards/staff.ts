import { eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { staffChange, staffRead } from '@/server/staff/staff-change';
import type { Actor } from '@/server/staff/actor';
import * as accounts from './accounts';
import { memberRewardsAccount, rewardsActivity } from './activity';
import * as creditRequests from './credit-requests';
import { balances } from './ledger';
import { rewardsAccounts, rewardsCreditRequests } from './schema';

/**
 * The rewards module's staff use cases (issue 23, decision 053): deciding a member's credit
 * request (`rewards.credit`: customer service, administrators) and enrolling a member at the
 * counter (`customers.manage`), each with its audit line, values before and after, in the
 * change's transaction. The admin API and the /ops/customers screen pass the actor.
 */

export function listCreditRequestsAs(executor: Executor, options: Parameters<typeof creditRequests.listCreditRequests>[1], actor: Actor) {
  return staffRead(actor, 'rewards.credit', () => creditRequests.listCreditRequests(executor, options));
}

/** Approve (the member earns the credit) or refuse (a reason is required) a pending credit request. */
export function decideCreditRequestAs(executor: Executor, id: number, decision: creditRequests.CreditDecision, reason: string | null | undefined, actor: Actor, now: Date = new Date()) {
  return staffChange(executor, actor, 'rewards.credit', async (tx, audit) => {
    const [before] = await tx.select().from(rewardsCreditRequests).where(eq(rewardsCreditRequests.id, id));
    const decided = await creditRequests.decideCreditRequest(tx, id, decision, reason, now);
    await audit({ action: decision === 'approve' ? 'rewards.credit.approve' : 'rewards.credit.refuse', entityType: 'creditRequest', entityId: String(id), before: before ?? null, after: decided });
    return decided;
  });
}

/** A store enrols a member at the counter (no shopper account yet). */
export function createUnlinkedAccountAs(executor: Executor, input: accounts.UnlinkedAccountInput, actor: Actor) {
  return staffChange(executor, actor, 'customers.manage', async (tx, audit) => {
    const created = await accounts.createUnlinkedAccount(tx, input);
    const [row] = await tx
      .select({ rewardsId: rewardsAccounts.rewardsId, currency: rewardsAccounts.currency, firstName: rewardsAccounts.firstName, lastName: rewardsAccounts.lastName, source: rewardsAccounts.source })
      .from(rewardsAccounts)
      .where(eq(rewardsAccounts.rewardsId, created.rewardsId));
    await audit({ action: 'rewards.member.enrol', entityType: 'rewardsAccount', entityId: created.rewardsId, after: row ?? created });
    return created;
  });
}

/** How many lines of a member's rewards activity the customers screen shows. */
export const STAFF_ACTIVITY_LIMIT = 20;

/**
 * A shopper's rewards for customer service (`customers.read`): the account, its balances, its
 * latest activity and its credit requests (newest first); null when the shopper is no member.
 */
export function memberRewardsAs(executor: Executor, userId: string, actor: Actor, now: Date = new Date()) {
  return staffRead(actor, 'customers.read', async () => {
    const account = await memberRewardsAccount(executor, userId);
    if (!account) return null;
    const [current, activity, requests] = await Promise.all([balances(executor, account.rewardsId, now), rewardsActivity(executor, account.rewardsId, {}, STAFF_ACTIVITY_LIMIT), creditRequests.memberCreditRequests(executor, userId)]);
    return { rewardsId: account.rewardsId, status: account.status, balances: current, activity, requests };
  });
}
