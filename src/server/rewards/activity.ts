import { and, eq, inArray } from 'drizzle-orm';
import { addDays, isIsoDay, marketTimeZone, zonedDay, zonedDayStart } from '@/lib/dates';
import { isRewardsId, rewardsIdDigits } from '@/lib/rewards';
import type { CurrencyCode, Locale } from '@/lib/markets';
import type { Executor } from '@/server/db/client';
import { ORDER_TYPES, type OrderType } from '@/lib/order-types';
import { DomainError } from '@/server/platform/domain-error';
import { balances, ledgerEntries, type LedgerLine, type RewardsBalances } from './ledger';
import { rewardsAccounts, rewardsCreditRequests, type LedgerKind } from './schema';

/**
 * A member's rewards card and its activity (issue 8 item 5): the ledger's entries with the
 * purchase each belongs to, filtered by day range and order type, read only through the
 * member's own card.
 */

/** The most entries one activity answer lists (newest first). */
export const ACTIVITY_LIMIT = 200;

export { addDays, isIsoDay, zonedDay, zonedDayStart };

export interface ActivityQuery {
  fromDate?: string;
  toDate?: string;
  orderType?: string;
}

export interface ActivityFilter {
  /** Entries at or after this instant (the start of fromDate in the market). */
  from?: Date;
  /** Entries before this instant (the end of toDate in the market). */
  to?: Date;
  orderType?: OrderType;
}

export type ActivityFilterProblem = 'fromDate' | 'toDate' | 'range' | 'orderType';

/**
 * The filter of an activity request: fromDate and toDate are YYYY-MM-DD days in the market
 * (both ends included), order_type one of the spec's order types. Blank values are no filter.
 */
export function activityFilter(query: ActivityQuery, locale: Locale): { filter: ActivityFilter; problem: ActivityFilterProblem | null } {
  const timeZone = marketTimeZone(locale);
  const fromDate = query.fromDate?.trim() ?? '';
  const toDate = query.toDate?.trim() ?? '';
  const orderType = query.orderType?.trim() ?? '';
  if (fromDate && !isIsoDay(fromDate)) return { filter: {}, problem: 'fromDate' };
  if (toDate && !isIsoDay(toDate)) return { filter: {}, problem: 'toDate' };
  if (fromDate && toDate && fromDate > toDate) return { filter: {}, problem: 'range' };
  if (orderType && !(ORDER_TYPES as readonly string[]).includes(orderType)) return { filter: {}, problem: 'orderType' };
  return {
    filter: {
      ...(fromDate ? { from: zonedDayStart(fromDate, timeZone) } : {}),
      ...(toDate ? { to: zonedDayStart(addDays(toDate, 1), timeZone) } : {}),
      ...(orderType ? { orderType: orderType as OrderType } : {}),
    },
    problem: null,
  };
}

/** Spec §8: "Rewards card number is required" (the message key is H1's, under rewards.errors). */
export const cardNumberRequired = () =>
  new DomainError('malformed', { errorCode: 'REWARDS_CARD_NUMBER_REQUIRED', errorMessageKey: 'rewards.errors.cardNumberRequired', errorMessageDefault: 'Rewards card number is required' });

/** Any card that is not the caller's own: the same answer whether it exists or not. */
export const rewardsCardNotFound = () =>
  new DomainError('notFound', { errorCode: 'REWARDS_CARD_NOT_FOUND', errorMessageKey: 'rewards.page.errors.cardNotFound', errorMessageDefault: 'Rewards card not found' });

export type RewardsAccount = typeof rewardsAccounts.$inferSelect;

/** The active rewards account linked to this online account, or null. */
export async function memberRewardsAccount(executor: Executor, userId: string): Promise<RewardsAccount | null> {
  const [account] = await executor
    .select()
    .from(rewardsAccounts)
    .where(and(eq(rewardsAccounts.userId, userId), eq(rewardsAccounts.status, 'active')));
  return account ?? null;
}

/**
 * The guard of every card read: the card with this number if it is the member's own (linked to
 * them and active); 400 for a blank number, 404 for any other.
 */
export async function ownRewardsCard(executor: Executor, userId: string, cardNumber: string | null | undefined): Promise<RewardsAccount> {
  const digits = rewardsIdDigits(cardNumber?.trim() ?? '');
  if (!digits) throw cardNumberRequired();
  if (!isRewardsId(digits)) throw rewardsCardNotFound();
  const account = await memberRewardsAccount(executor, userId);
  if (!account || account.rewardsId !== digits) throw rewardsCardNotFound();
  return account;
}

export interface ActivityEntry {
  id: number;
  date: Date;
  kind: LedgerKind;
  credits: number;
  /** Minor units of `currency`; negative when money left the account. */
  amount: number;
  currency: CurrencyCode;
  /** The order's number, or the receipt of an approved credit request. */
  orderNumber: string | null;
  /** The order's type; an entry an operator made without an order (an approved request, an adjustment, a merge) is an `Adjustment`. */
  orderType: OrderType | null;
  expiresAt: Date | null;
}

/** The order type an entry is listed under. */
export function entryOrderType(line: Pick<LedgerLine, 'kind' | 'orderType' | 'orderNumber' | 'creditRequestId'>): OrderType | null {
  if (line.orderType) return line.orderType as OrderType;
  if (!line.orderNumber && (line.kind === 'adjusted' || line.creditRequestId !== null)) return 'Adjustment';
  return null;
}

/** A rewards account's ledger entries, newest first, with their purchases; the caller has checked the account is the member's. */
export async function rewardsActivity(executor: Executor, rewardsId: string, filter: ActivityFilter = {}, limit = ACTIVITY_LIMIT): Promise<ActivityEntry[]> {
  const { orderType, ...range } = filter;
  // An `Adjustment` is more than an order of that type, so that filter is applied here.
  const lines = (await ledgerEntries(executor, rewardsId, orderType === 'Adjustment' ? range : filter))
    .filter((line) => !orderType || entryOrderType(line) === orderType)
    .slice(0, Math.min(Math.max(limit, 1), ACTIVITY_LIMIT));
  const requestIds = [...new Set(lines.flatMap((line) => (line.creditRequestId !== null ? [line.creditRequestId] : [])))];
  const receipts = new Map(
    requestIds.length
      ? (await executor.select({ id: rewardsCreditRequests.id, receiptNumber: rewardsCreditRequests.receiptNumber }).from(rewardsCreditRequests).where(inArray(rewardsCreditRequests.id, requestIds))).map((r) => [r.id, r.receiptNumber])
      : [],
  );
  return lines.map((line) => ({
    id: line.id,
    date: line.at,
    kind: line.kind,
    credits: line.credits,
    amount: line.amount,
    currency: line.currency,
    orderNumber: line.orderNumber ?? (line.creditRequestId !== null ? (receipts.get(line.creditRequestId) ?? null) : null),
    orderType: entryOrderType(line),
    expiresAt: line.expiresAt,
  }));
}

export interface RewardsStatement {
  rewardsId: string;
  firstName: string;
  lastName: string;
  balances: RewardsBalances;
  activity: ActivityEntry[];
}

/** The member's card: balances and the filtered activity (GET .../currentUser/rewards/{card}, /rewards). 400/404 as ownRewardsCard. */
export async function rewardsStatement(executor: Executor, userId: string, cardNumber: string | null | undefined, filter: ActivityFilter = {}, now: Date = new Date()): Promise<RewardsStatement> {
  const account = await ownRewardsCard(executor, userId, cardNumber);
  const [current, activity] = await Promise.all([balances(executor, account.rewardsId, now), rewardsActivity(executor, account.rewardsId, filter)]);
  return { rewardsId: account.rewardsId, firstName: account.firstName, lastName: account.lastName, balances: current, activity };
}
