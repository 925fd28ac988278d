import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CurrencyCode } from '@/lib/markets';
import { linkedRewardsId } from '@/server/customers/rewards-link';
import type { Executor } from '@/server/db/client';
import { DomainError } from '@/server/platform/domain-error';
import { balances, earnCredit, programmeFor, reverseCredit, type CreditOutcome, type LedgerOrder } from './ledger';
import { keptPurchaseAmount, qualifies } from './programme';
import { rewardsAccounts, rewardsLedger } from './schema';

/** The rewards id of the online account, if its membership is active and of this market's currency (a US membership neither earns nor pays in pesos). */
export async function rewardsIdOfMember(tx: Executor, profileId: string | null | undefined, currency: CurrencyCode): Promise<string | null> {
  if (!profileId) return null;
  const linked = await linkedRewardsId(tx, profileId);
  if (!linked) return null;
  const [row] = await tx
    .select({ rewardsId: rewardsAccounts.rewardsId })
    .from(rewardsAccounts)
    .where(and(eq(rewardsAccounts.rewardsId, linked), eq(rewardsAccounts.currency, currency), eq(rewardsAccounts.status, 'active')));
  return row?.rewardsId ?? null;
}

/** Whether the online account is linked to a membership, of any market. */
export async function hasMembership(tx: Executor, profileId: string): Promise<boolean> {
  return !!(await linkedRewardsId(tx, profileId));
}

/** A purchase as rewards counts it: the order (whose copy the ledger keeps) and its merchandise amounts. */
export interface Purchase extends LedgerOrder {
  subtotal: number;
  discount: number;
}

/** What an order counts for: its merchandise after the discount, before tax, cores and shipping. */
export const purchaseAmountOf = (order: Pick<Purchase, 'subtotal' | 'discount'>) => order.subtotal - order.discount;

/** The credit a purchase earns for `rewardsId` (idempotent: the same order never earns twice). */
export function creditPurchase(tx: Executor, rewardsId: string, order: Purchase, now: Date): Promise<CreditOutcome> {
  return earnCredit(tx, { rewardsId, purchaseAmount: purchaseAmountOf(order), order }, now);
}

/**
 * After a cancellation or a return: if what the purchase keeps (its amount less what was
 * `removed` from it, as the orders module counts it) fell under the threshold, its credit is
 * taken back (spec programme: "a return that takes a purchase under $20 reverses its credit").
 */
export async function reassessCredit(tx: Executor, order: Purchase, removed: Pick<Purchase, 'subtotal' | 'discount'>[], now: Date): Promise<void> {
  const [credit] = await tx.select({ rewardsId: rewardsLedger.rewardsId }).from(rewardsLedger).where(and(eq(rewardsLedger.orderId, order.id), eq(rewardsLedger.kind, 'credit_earned')));
  if (!credit) return;
  const kept = keptPurchaseAmount(order, removed);
  const [account] = await tx.select({ currency: rewardsAccounts.currency }).from(rewardsAccounts).where(eq(rewardsAccounts.rewardsId, credit.rewardsId));
  if (qualifies(kept, programmeFor(account!.currency))) return;
  await reverseCredit(tx, { rewardsId: credit.rewardsId, order, note: `order ${order.orderNumber} now counts for ${kept}` }, now);
}

/** Whether the order earned (or still holds) a credit: spec §3 rewardsCreditEligible. */
export async function creditHeld(tx: Executor, orderId: string): Promise<boolean> {
  const rows = await tx.select({ kind: rewardsLedger.kind, credits: rewardsLedger.credits, amount: rewardsLedger.amount }).from(rewardsLedger).where(eq(rewardsLedger.orderId, orderId));
  return rows.some((r) => r.kind === 'credit_earned') && !rows.some((r) => r.kind === 'reversed' && r.amount <= 0);
}

/** What an order did for its rewards account (the confirmation page): the account, whether the order earned a credit, and the balances after. */
export async function orderRewards(tx: Executor, orderId: string, now = new Date()) {
  const [entry] = await tx
    .select({ rewardsId: rewardsLedger.rewardsId, linked: sql<boolean>`${rewardsAccounts.userId} is not null` })
    .from(rewardsLedger)
    .innerJoin(rewardsAccounts, eq(rewardsAccounts.rewardsId, rewardsLedger.rewardsId))
    .where(and(eq(rewardsLedger.orderId, orderId), inArray(rewardsLedger.kind, ['credit_earned', 'reward_redeemed'])))
    .limit(1);
  if (!entry) return null;
  return { rewardsId: entry.rewardsId, linked: entry.linked, credited: await creditHeld(tx, orderId), balances: await balances(tx, entry.rewardsId, now) };
}

const refuse = (errorCode: string, text: string) => new DomainError('invalid', { errorCode, errorMessageKey: 'rewards.errors.generic', errorMessageDefault: text });

/** The active membership a store's till reports a purchase for; refused when there is none. */
export async function memberForStorePurchase(tx: Executor, rewardsId: string) {
  const [account] = await tx.select().from(rewardsAccounts).where(eq(rewardsAccounts.rewardsId, rewardsId));
  if (!account || account.status !== 'active') throw refuse('REWARDS_ID_INVALID', `No active rewards account ${rewardsId}`);
  return account;
}
