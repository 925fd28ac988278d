import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getMarket, marketForCurrency, type CurrencyCode, type Locale, type RewardsProgramme } from '@/lib/markets';
import { formatMoney, money } from '@/lib/money';
import { fieldErrorsOf, parseAmount, type FieldErrors } from '@/lib/validation/garage';
import type { Executor } from '@/server/db/client';
import { DomainError, type DomainErrorKind } from '@/server/platform/domain-error';
import { marketToday } from '@/lib/dates';
import { addDays, isIsoDay, memberRewardsAccount } from './activity';
import { earnCredit } from './ledger';
import { rewardsAccounts, rewardsCreditRequests, rewardsLedger } from './schema';

/**
 * Missed-purchase credit requests (issue 8): a member asks for a purchase that earned no credit
 * (a store receipt, an order placed before linking); an operator approves it, which earns the
 * credit in the same transaction, or refuses it with a reason the member reads.
 */

/** A store receipt's transaction number or an online order number: letters, digits and hyphens. */
export const RECEIPT_NUMBER_PATTERN = /^[A-Z0-9-]{4,32}$/;
export const STORE_NUMBER_PATTERN = /^\d{1,6}$/;
/** Requests a member can have waiting for an operator at once. */
export const MAX_PENDING_CREDIT_REQUESTS = 10;
export const CREDIT_REQUEST_REASON_MAX_LENGTH = 500;
/** Far above any receipt: a typo guard (minor units). */
export const CREDIT_REQUEST_MAX_AMOUNT = 10_000_000;

export type CreditRequest = typeof rewardsCreditRequests.$inferSelect;
export type CreditRequestStatus = CreditRequest['status'];
export const CREDIT_REQUEST_STATUSES = ['pending', 'approved', 'refused'] as const satisfies readonly CreditRequestStatus[];

const KEY = 'rewards.requestCredit.errors';

export type CreditRequestRefusal = 'noProgramme' | 'noRewards' | 'duplicate' | 'alreadyCredited' | 'tooManyPending' | 'notFound' | 'alreadyDecided' | 'belowThreshold' | 'reasonRequired';

const REFUSALS: Record<CreditRequestRefusal, { kind: DomainErrorKind; errorCode: string; text: string; field?: string }> = {
  noProgramme: { kind: 'notFound', errorCode: 'REWARDS_NOT_AVAILABLE', text: 'The Rewards programme is not available here.' },
  noRewards: { kind: 'forbidden', errorCode: 'REWARDS_ACCOUNT_REQUIRED', text: 'Join or link your Rewards to request a credit.' },
  duplicate: { kind: 'conflict', errorCode: 'CREDIT_REQUEST_DUPLICATE', text: 'You have already requested a credit for this receipt.', field: 'receiptNumber' },
  alreadyCredited: { kind: 'conflict', errorCode: 'CREDIT_REQUEST_ALREADY_CREDITED', text: 'This purchase has already earned a credit.', field: 'receiptNumber' },
  tooManyPending: { kind: 'tooMany', errorCode: 'CREDIT_REQUEST_TOO_MANY', text: 'You have too many requests waiting. Please wait until we answer them.' },
  notFound: { kind: 'notFound', errorCode: 'CREDIT_REQUEST_NOT_FOUND', text: 'Unknown credit request.' },
  alreadyDecided: { kind: 'conflict', errorCode: 'CREDIT_REQUEST_DECIDED', text: 'This credit request has already been decided.' },
  belowThreshold: { kind: 'invalid', errorCode: 'CREDIT_REQUEST_BELOW_THRESHOLD', text: 'The purchase is under the programme threshold, so it cannot earn a credit.', field: 'amount' },
  reasonRequired: { kind: 'malformed', errorCode: 'CREDIT_REQUEST_REASON_REQUIRED', text: 'A reason is required to refuse a request.' },
};

/** A refusal in the API's error envelope, message keys under rewards.requestCredit.errors; `field` is the form field it belongs to. */
export class CreditRequestError extends DomainError {
  readonly field: string | undefined;
  constructor(
    readonly reason: CreditRequestRefusal,
    message?: string,
    values?: Record<string, string | number>,
  ) {
    const { kind, errorCode, text, field } = REFUSALS[reason];
    super(kind, { errorCode, errorMessageKey: `${KEY}.${reason}`, errorMessageDefault: message ?? text, ...(values ? { errorMessageValues: values } : {}) });
    this.name = 'CreditRequestError';
    this.field = field;
  }
}

/** The market whose programme runs in this currency (an account's market). */
export function marketOfCurrency(currency: CurrencyCode): { locale: Locale; programme: RewardsProgramme } | null {
  const market = marketForCurrency(currency);
  return market.rewards ? { locale: market.locale, programme: market.rewards } : null;
}

/** Receipt numbers compare without case and spaces. */
export const normaliseReceiptNumber = (value: string) => value.replace(/\s+/g, '').toUpperCase();

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

export interface CreditRequestRules {
  /** The market's today, YYYY-MM-DD. */
  today: string;
  programme: RewardsProgramme;
  currency: CurrencyCode;
  /** For the amounts and dates in messages. */
  locale: Locale;
}

/** The earliest purchase date a request can name: a credit earned before it would have expired already. */
export const earliestPurchaseDate = ({ today, programme }: Pick<CreditRequestRules, 'today' | 'programme'>) => addDays(today, -programme.creditLifetimeDays);

/**
 * The request form: receipt or order number, store number (blank for online orders), purchase
 * date (not in the future, within the credit lifetime), amount before tax (at least the threshold).
 * Messages are keys under rewards.requestCredit.errors, with their values.
 */
export function creditRequestSchema(rules: CreditRequestRules) {
  const threshold = formatMoney(money(rules.programme.threshold, rules.currency), rules.locale);
  const earliest = earliestPurchaseDate(rules);
  return z.object({
    receiptNumber: z.unknown().transform((v, ctx) => {
      const receipt = normaliseReceiptNumber(text(v));
      if (!receipt) ctx.addIssue({ code: 'custom', message: `${KEY}.receiptMissing` });
      else if (!RECEIPT_NUMBER_PATTERN.test(receipt)) ctx.addIssue({ code: 'custom', message: `${KEY}.receiptInvalid` });
      return receipt;
    }),
    storeNumber: z.unknown().transform((v, ctx) => {
      const store = text(v).trim().replace(/^#/, '');
      if (store && !STORE_NUMBER_PATTERN.test(store)) ctx.addIssue({ code: 'custom', message: `${KEY}.storeInvalid` });
      return store || null;
    }),
    purchaseDate: z.unknown().transform((v, ctx) => {
      const date = text(v).trim();
      if (!date) ctx.addIssue({ code: 'custom', message: `${KEY}.dateMissing` });
      else if (!isIsoDay(date)) ctx.addIssue({ code: 'custom', message: `${KEY}.dateInvalid` });
      else if (date > rules.today) ctx.addIssue({ code: 'custom', message: `${KEY}.dateFuture` });
      else if (date < earliest) ctx.addIssue({ code: 'custom', message: `${KEY}.dateTooOld`, params: { days: rules.programme.creditLifetimeDays } });
      return date;
    }),
    amount: z.unknown().transform((v, ctx) => {
      const amount = parseAmount(v);
      if (amount === null) ctx.addIssue({ code: 'custom', message: `${KEY}.amountMissing` });
      else if (Number.isNaN(amount) || amount <= 0 || amount > CREDIT_REQUEST_MAX_AMOUNT) ctx.addIssue({ code: 'custom', message: `${KEY}.amountInvalid` });
      else if (amount < rules.programme.threshold) ctx.addIssue({ code: 'custom', message: `${KEY}.amountBelowThreshold`, params: { threshold } });
      return amount ?? 0;
    }),
  });
}
/** What the form or the API sends; the schema reads every field as typed text. */
export interface CreditRequestInput {
  receiptNumber?: unknown;
  storeNumber?: unknown;
  purchaseDate?: unknown;
  amount?: unknown;
}

/** Whether a purchase has earned a credit: an order with this number that has one, or an approved request for the same receipt (and store). */
async function alreadyCredited(executor: Executor, receiptNumber: string, storeNumber: string | null): Promise<boolean> {
  const [credit] = await executor
    .select({ id: rewardsLedger.id })
    .from(rewardsLedger)
    .where(and(eq(sql`upper(${rewardsLedger.orderNumber})`, receiptNumber), eq(rewardsLedger.kind, 'credit_earned')))
    .limit(1);
  if (credit) return true;
  const [request] = await executor
    .select({ id: rewardsCreditRequests.id })
    .from(rewardsCreditRequests)
    .where(
      and(
        eq(rewardsCreditRequests.receiptNumber, receiptNumber),
        eq(rewardsCreditRequests.status, 'approved'),
        sql`coalesce(${rewardsCreditRequests.storeNumber}, '') = ${storeNumber ?? ''}`,
      ),
    )
    .limit(1);
  return !!request;
}

const isUniqueViolation = (error: unknown): boolean => {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (error as { code?: string }).code === '23505' || cause?.code === '23505';
};

export type SubmitOutcome = { ok: true; request: CreditRequest } | { ok: false; errors: FieldErrors };

/**
 * A member's request for a missed purchase, stored pending. Field problems come back as
 * `errors`; refusals (no rewards, the same receipt twice, a purchase already credited, too many
 * waiting) are CreditRequestErrors.
 */
export async function submitCreditRequest(executor: Executor, userId: string, input: CreditRequestInput, messagesLocale: Locale, now: Date = new Date()): Promise<SubmitOutcome> {
  if (!getMarket(messagesLocale).rewards) throw new CreditRequestError('noProgramme');
  const account = await memberRewardsAccount(executor, userId);
  const market = account ? marketOfCurrency(account.currency) : null;
  if (!account || !market) throw new CreditRequestError('noRewards');
  const checked = creditRequestSchema({ today: marketToday(market.locale, now), programme: market.programme, currency: account.currency, locale: messagesLocale }).safeParse(input);
  if (!checked.success) return { ok: false, errors: fieldErrorsOf(checked.error) };
  const { receiptNumber, storeNumber, purchaseDate, amount } = checked.data;
  const [mine] = await executor
    .select({ id: rewardsCreditRequests.id })
    .from(rewardsCreditRequests)
    .where(and(eq(rewardsCreditRequests.rewardsId, account.rewardsId), eq(rewardsCreditRequests.receiptNumber, receiptNumber)));
  if (mine) throw new CreditRequestError('duplicate');
  if (await alreadyCredited(executor, receiptNumber, storeNumber)) throw new CreditRequestError('alreadyCredited');
  const [waiting] = await executor
    .select({ n: count() })
    .from(rewardsCreditRequests)
    .where(and(eq(rewardsCreditRequests.rewardsId, account.rewardsId), eq(rewardsCreditRequests.status, 'pending')));
  if ((waiting?.n ?? 0) >= MAX_PENDING_CREDIT_REQUESTS) throw new CreditRequestError('tooManyPending');
  try {
    const [request] = await executor
      .insert(rewardsCreditRequests)
      .values({ rewardsId: account.rewardsId, receiptNumber, storeNumber, purchasedOn: purchaseDate, amount, currency: account.currency, createdAt: now })
      .returning();
    return { ok: true, request: request! };
  } catch (error) {
    // The same receipt sent twice at once: the unique index keeps one.
    if (isUniqueViolation(error)) throw new CreditRequestError('duplicate');
    throw error;
  }
}

/** The member's requests, newest first (empty without rewards). */
export async function memberCreditRequests(executor: Executor, userId: string): Promise<CreditRequest[]> {
  const account = await memberRewardsAccount(executor, userId);
  if (!account) return [];
  return executor.select().from(rewardsCreditRequests).where(eq(rewardsCreditRequests.rewardsId, account.rewardsId)).orderBy(desc(rewardsCreditRequests.createdAt), desc(rewardsCreditRequests.id));
}

export interface CreditRequestListing extends CreditRequest {
  firstName: string;
  lastName: string;
}

/** For operators: requests with the member's name, oldest first (the queue order), optionally of one status. */
export async function listCreditRequests(executor: Executor, options: { status?: CreditRequestStatus; limit?: number } = {}): Promise<CreditRequestListing[]> {
  const rows = await executor
    .select({ request: rewardsCreditRequests, firstName: rewardsAccounts.firstName, lastName: rewardsAccounts.lastName })
    .from(rewardsCreditRequests)
    .innerJoin(rewardsAccounts, eq(rewardsAccounts.rewardsId, rewardsCreditRequests.rewardsId))
    .where(options.status ? eq(rewardsCreditRequests.status, options.status) : undefined)
    .orderBy(asc(rewardsCreditRequests.createdAt), asc(rewardsCreditRequests.id))
    .limit(Math.min(Math.max(options.limit ?? 100, 1), 500));
  return rows.map(({ request, firstName, lastName }) => ({ ...request, firstName, lastName }));
}

function transaction<T>(executor: Executor, run: (tx: Executor) => Promise<T>): Promise<T> {
  // On a transaction this is a savepoint: the caller's transaction stays the unit of work.
  return (executor as { transaction: (run: (tx: Executor) => Promise<T>) => Promise<T> }).transaction(run);
}

export type CreditDecision = 'approve' | 'refuse';

/**
 * An operator's decision, once per request. Approving earns the credit in the same transaction
 * (to the account the request's one was merged into, if it was); a purchase under the threshold,
 * or one that has earned its credit since, cannot be approved. Refusing needs a reason, which the
 * member reads.
 */
export async function decideCreditRequest(executor: Executor, id: number, decision: CreditDecision, reason: string | null | undefined, now: Date = new Date()): Promise<CreditRequest> {
  const why = reason?.trim().replace(/\s+/g, ' ').slice(0, CREDIT_REQUEST_REASON_MAX_LENGTH) || null;
  return transaction(executor, async (tx) => {
    const [request] = await tx.select().from(rewardsCreditRequests).where(eq(rewardsCreditRequests.id, id)).for('update');
    if (!request) throw new CreditRequestError('notFound');
    if (request.status !== 'pending') throw new CreditRequestError('alreadyDecided', `This credit request was already ${request.status}.`);
    if (decision === 'refuse') {
      if (!why) throw new CreditRequestError('reasonRequired');
      const [refused] = await tx.update(rewardsCreditRequests).set({ status: 'refused', reason: why, decidedAt: now }).where(eq(rewardsCreditRequests.id, id)).returning();
      return refused!;
    }
    const market = marketOfCurrency(request.currency);
    if (!market) throw new CreditRequestError('noProgramme');
    if (request.amount < market.programme.threshold) {
      const threshold = formatMoney(money(market.programme.threshold, request.currency), market.locale);
      const amount = formatMoney(money(request.amount, request.currency), market.locale);
      throw new CreditRequestError('belowThreshold', `The purchase (${amount}) is under the ${threshold} threshold, so it cannot earn a credit: refuse the request instead.`, { amount, threshold });
    }
    if (await alreadyCredited(tx, request.receiptNumber, request.storeNumber)) throw new CreditRequestError('alreadyCredited', 'This purchase has earned a credit since the request was made: refuse the request instead.');
    const [account] = await tx.select({ status: rewardsAccounts.status, mergedInto: rewardsAccounts.mergedInto }).from(rewardsAccounts).where(eq(rewardsAccounts.rewardsId, request.rewardsId));
    const rewardsId = account?.status === 'merged' && account.mergedInto ? account.mergedInto : request.rewardsId;
    const outcome = await earnCredit(tx, { rewardsId, purchaseAmount: request.amount, creditRequestId: request.id, note: `credit request ${request.id}` }, now);
    if (!outcome.credited) throw new CreditRequestError(outcome.reason === 'belowThreshold' ? 'belowThreshold' : 'alreadyCredited');
    const [approved] = await tx.update(rewardsCreditRequests).set({ status: 'approved', reason: why, decidedAt: now }).where(eq(rewardsCreditRequests.id, id)).returning();
    return approved!;
  });
}
