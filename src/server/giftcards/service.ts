import { randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { CurrencyCode } from '@/lib/markets';
import { CARD_NUMBER_DIGITS } from '@/lib/constants';
import { money, type Money } from '@/lib/money';
import { GIFT_CARD_PIN_MAX_DIGITS, GIFT_CARD_PIN_MIN_DIGITS, giftCardDigits } from '@/lib/validation/gift-card';
import type { Executor } from '@/server/db/client';
import { DomainError, type DomainErrorKind } from '@/server/platform/domain-error';
import { backoffDelayMs, failureBackoff, keyedSerial, waitValues, type BackoffPolicy, type FailureBackoff, type KeyedSerial } from '@/server/platform/rate-limit';
import { giftCardHolds, giftCards, type GiftCard, type GiftCardHold, type GiftCardHoldStatus, type GiftCardStatus } from './schema';
import { decoyPinHash, giftCardNumberDigest, hashPin, last4Of, verifyPin } from './secrets';

/**
 * Gift cards as a checkout tender (docs/decisions/016-gift-cards.md): check a balance, hold
 * part or all of a payment on a card, then redeem the hold when the order is placed or release
 * it when it is not. Every function takes a database or a transaction; the ones that change a
 * card run in a (nested) transaction of their own and lock the card row, so concurrent holds
 * never spend more than the balance.
 */

/**
 * A card's own count of wrong PINs in a row, from every caller (docs/decisions/030): ten cost
 * nothing, then each next PIN on the card waits a minute, doubling up to 15 minutes; the right
 * PIN ends it. Never a lock. A caller's wrong PINs count on the card only within its share
 * (pinCheckAs below), so one caller alone can never slow the card down.
 */
export const GIFT_CARD_PIN_BACKOFF: BackoffPolicy = { free: 10, firstDelayMs: 60_000, maxDelayMs: 15 * 60_000, forgetAfterMs: Number.POSITIVE_INFINITY };
/**
 * Wrong PINs per (card, caller) (docs/decisions/030), whichever way the PIN came (the balance
 * page and API, checkout's holds): three, then the caller waits a minute before its next PIN on
 * that card, doubling up to an hour; the right PIN forgets them. Only a caller's first
 * GIFT_CARD_PIN_SHARE wrong PINs count on the card itself.
 */
export const GIFT_CARD_PIN_CALLER_BACKOFF: BackoffPolicy = { free: 3, firstDelayMs: 60_000, maxDelayMs: 60 * 60_000, forgetAfterMs: 24 * 60 * 60_000 };
export const GIFT_CARD_PIN_SHARE = 3;
/**
 * A caller's wrong PINs and unknown numbers over all cards (guessing across cards): ten, then each
 * next PIN from that caller waits a minute, doubling up to an hour; forgotten after a quiet day,
 * not by a right PIN (which a guesser could type on its own card).
 */
export const GIFT_CARD_PIN_CALLER_OVERALL_BACKOFF: BackoffPolicy = { free: 10, firstDelayMs: 60_000, maxDelayMs: 60 * 60_000, forgetAfterMs: 24 * 60 * 60_000 };
const REFERENCE_MAX_LENGTH = 255;
const MAX_AMOUNT = 2_147_483_647;
/** What issueGiftCard accepts: the number's digits (spaces and hyphens removed), the PIN exactly as given. */
const ISSUED_NUMBER = new RegExp(`^\\d{${CARD_NUMBER_DIGITS}}$`);
const ISSUED_PIN = new RegExp(`^\\d{${GIFT_CARD_PIN_MIN_DIGITS},${GIFT_CARD_PIN_MAX_DIGITS}}$`);

export type GiftCardErrorReason =
  /** No card has this number, or the PIN is wrong: one answer for both. */
  | 'invalid'
  /** Too many wrong PINs on this card (or from this caller on it): the next PIN waits (Retry-After). */
  | 'pinWait'
  | 'otherCurrency'
  | 'blocked'
  /** The card has nothing left to spend. */
  | 'noBalance'
  | 'holdNotFound'
  /** The reference was used on this card for another amount. */
  | 'holdConflict'
  /** Redeeming a released hold, or releasing a redeemed one. */
  | 'holdReleased'
  | 'holdRedeemed'
  /** A malformed call (amount, reference). */
  | 'invalidRequest';

const ERRORS: Record<GiftCardErrorReason, { kind: DomainErrorKind; errorCode: string; key: string; text: string }> = {
  invalid: { kind: 'invalid', errorCode: 'GIFT_CARD_INVALID', key: 'invalid', text: 'The gift card number or PIN is not valid.' },
  pinWait: { kind: 'tooMany', errorCode: 'RATE_LIMITED', key: 'pinWait', text: 'Too many wrong PINs were entered for this card. Please try again later.' },
  otherCurrency: { kind: 'invalid', errorCode: 'GIFT_CARD_OTHER_CURRENCY', key: 'otherCurrency', text: 'This gift card cannot be used in this country.' },
  blocked: { kind: 'invalid', errorCode: 'GIFT_CARD_BLOCKED', key: 'blocked', text: 'This gift card is blocked. Please contact customer service.' },
  noBalance: { kind: 'invalid', errorCode: 'GIFT_CARD_NO_BALANCE', key: 'noBalance', text: 'This gift card has no balance left.' },
  holdNotFound: { kind: 'notFound', errorCode: 'GIFT_CARD_HOLD_NOT_FOUND', key: 'generic', text: 'Unknown gift-card hold.' },
  holdConflict: { kind: 'conflict', errorCode: 'GIFT_CARD_HOLD_CONFLICT', key: 'generic', text: 'The reference was already used on this gift card for another amount.' },
  holdReleased: { kind: 'conflict', errorCode: 'GIFT_CARD_HOLD_RELEASED', key: 'generic', text: 'The gift-card hold was released.' },
  holdRedeemed: { kind: 'conflict', errorCode: 'GIFT_CARD_HOLD_REDEEMED', key: 'generic', text: 'The gift-card hold was redeemed.' },
  invalidRequest: { kind: 'malformed', errorCode: 'GIFT_CARD_INVALID_REQUEST', key: 'generic', text: 'Invalid gift-card request.' },
};

/** A refusal, in the API's error envelope (message keys under `giftCards.error`). */
export class GiftCardError extends DomainError {
  constructor(
    readonly reason: GiftCardErrorReason,
    message?: string,
    /** For `pinWait`: the seconds until the next PIN is looked at. */
    retryAfterSeconds?: number,
  ) {
    const { kind, errorCode, key, text } = ERRORS[reason];
    super(
      kind,
      { errorCode, errorMessageKey: `giftCards.error.${key}`, errorMessageDefault: message ?? text, ...(retryAfterSeconds ? { errorMessageValues: waitValues(retryAfterSeconds) } : {}) },
      retryAfterSeconds || undefined,
    );
    this.name = 'GiftCardError';
  }
}

const pinHolder = globalThis as unknown as { __giftCardPinFailures?: FailureBackoff; __giftCardPinCallerFailures?: FailureBackoff; __giftCardPinSerial?: KeyedSerial };
export const giftCardPinFailures = (pinHolder.__giftCardPinFailures ??= failureBackoff('gift-card-pin', GIFT_CARD_PIN_CALLER_BACKOFF));
export const giftCardPinCallerFailures = (pinHolder.__giftCardPinCallerFailures ??= failureBackoff('gift-card-pin:caller', GIFT_CARD_PIN_CALLER_OVERALL_BACKOFF));
const pinSerial = (pinHolder.__giftCardPinSerial ??= keyedSerial('gift-card-pin'));

/**
 * A PIN check on the card `number` by `caller` (clientKey): refused with `pinWait` while this
 * caller waits on this card or over all cards, else `check` runs, told whether a wrong PIN may
 * still count on the card (the caller's share). A wrong PIN or unknown number (`invalid`) counts
 * for the caller on the card and overall; a success forgets the caller's failures on that card.
 * One at a time per caller: parallel guesses each meet the failures before them.
 */
export async function pinCheckAs<T>(number: string, caller: string, check: (countFailure: boolean) => Promise<T>): Promise<T> {
  const pair = `${giftCardNumberDigest(giftCardDigits(number))}|${caller}`;
  return pinSerial.run(caller, async () => {
    for (const wait of [await giftCardPinFailures.check(pair), await giftCardPinCallerFailures.check(caller)]) {
      if (!wait.allowed) throw new GiftCardError('pinWait', undefined, wait.retryAfterSeconds);
    }
    const countFailure = (await giftCardPinFailures.failures(pair)) < GIFT_CARD_PIN_SHARE;
    try {
      const result = await check(countFailure);
      await giftCardPinFailures.clear(pair);
      return result;
    } catch (error) {
      if (error instanceof GiftCardError && error.reason === 'invalid') {
        await giftCardPinFailures.fail(pair);
        await giftCardPinCallerFailures.fail(caller);
      }
      throw error;
    }
  });
}

export interface GiftCardCredentials {
  /** The 16 digits (spaces and hyphens are ignored). */
  number: string;
  pin: string;
  /** Whether a wrong PIN counts on the card (GIFT_CARD_PIN_BACKOFF); false once the caller spent its share. Default true. */
  countFailure?: boolean;
}

export interface GiftCardBalance {
  balance: Money;
  last4: string;
}

export interface GiftCardHoldResult {
  holdId: string;
  status: GiftCardHoldStatus;
  last4: string;
  /** What the payment asked the card for. */
  requested: Money;
  /** What the card gives: min(balance, requested). Less than requested is a partial payment. */
  held: Money;
  /** What is still to pay with another tender: requested - held. */
  remaining: Money;
  /** The card's balance once this hold is taken off. */
  cardBalance: Money;
}

export interface GiftCardHoldState {
  holdId: string;
  status: GiftCardHoldStatus;
  held: Money;
  reference: string;
}

function newId(prefix: 'gc' | 'gch'): string {
  return `${prefix}_${randomBytes(18).toString('base64url')}`;
}

function transaction<T>(executor: Executor, run: (tx: Executor) => Promise<T>): Promise<T> {
  // On a transaction this is a savepoint: the caller's transaction stays the unit of work.
  return (executor as { transaction: (run: (tx: Executor) => Promise<T>) => Promise<T> }).transaction(run);
}

/**
 * The card with this number and PIN, or the one "invalid" answer. An unknown number costs
 * the same scrypt check as a known one; wrong PINs are counted on the card (in the caller's
 * transaction: a caller that rolls back forgets them) unless `countFailure` is false, and past
 * GIFT_CARD_PIN_BACKOFF's free ones the card answers `pinWait` until its delay is over.
 */
async function authenticate(executor: Executor, { number, pin, countFailure = true }: GiftCardCredentials, now: Date): Promise<GiftCard> {
  const digits = giftCardDigits(number);
  const [card] = /^\d{1,32}$/.test(digits) ? await executor.select().from(giftCards).where(eq(giftCards.numberDigest, giftCardNumberDigest(digits))) : [];
  if (!card) {
    await verifyPin(pin, await decoyPinHash());
    throw new GiftCardError('invalid');
  }
  if (card.pinLockedUntil && card.pinLockedUntil.getTime() > now.getTime()) {
    throw new GiftCardError('pinWait', undefined, Math.max(1, Math.ceil((card.pinLockedUntil.getTime() - now.getTime()) / 1000)));
  }
  const matches = await verifyPin(pin, card.pinHash);
  if (!matches) {
    if (countFailure) {
      const failures = card.failedPinAttempts + 1;
      const delay = backoffDelayMs(failures, GIFT_CARD_PIN_BACKOFF);
      await executor
        .update(giftCards)
        .set({ failedPinAttempts: sql`${giftCards.failedPinAttempts} + 1`, pinLockedUntil: delay ? new Date(now.getTime() + delay) : null })
        .where(eq(giftCards.id, card.id));
    }
    throw new GiftCardError('invalid');
  }
  if (card.failedPinAttempts > 0 || card.pinLockedUntil) await executor.update(giftCards).set({ failedPinAttempts: 0, pinLockedUntil: null }).where(eq(giftCards.id, card.id));
  return card;
}

function usable(card: GiftCard, currency: CurrencyCode): void {
  if (card.status !== 'active') throw new GiftCardError('blocked');
  if (card.currency !== currency) throw new GiftCardError('otherCurrency');
}

/**
 * The balance of a card in the shopper's currency. Refused with GiftCardError: `invalid`
 * (unknown number, wrong PIN), `pinWait`, `blocked`, `otherCurrency`; blocked and currency
 * are told only to someone who has the right PIN.
 */
export async function checkBalance(executor: Executor, input: GiftCardCredentials & { currency: CurrencyCode }, now: Date = new Date()): Promise<GiftCardBalance> {
  const card = await authenticate(executor, input, now);
  usable(card, input.currency);
  return { balance: money(card.balance, card.currency), last4: card.last4 };
}

function holdResult(hold: GiftCardHold, card: GiftCard): GiftCardHoldResult {
  const m = (amount: number) => money(amount, hold.currency);
  return {
    holdId: hold.id,
    status: hold.status,
    last4: card.last4,
    requested: m(hold.requestedAmount),
    held: m(hold.amount),
    remaining: m(hold.requestedAmount - hold.amount),
    cardBalance: money(card.balance, card.currency),
  };
}

/**
 * Hold up to `amount` on a card for the payment `reference` (e.g. the checkout submission key):
 * min(balance, amount) leaves the balance at once. The same card and reference return the
 * same hold (whatever became of it); the same reference for another amount is `holdConflict`.
 * Refused like checkBalance, and `noBalance` when the card is empty. The PIN is checked as
 * `caller` (clientKey: pinCheckAs), so a caller guessing PINs at checkout waits as it would on the
 * balance page, and only its share of wrong PINs counts on the card.
 */
export async function hold(
  executor: Executor,
  input: GiftCardCredentials & { amount: Money; reference: string; caller: string },
  now: Date = new Date(),
): Promise<GiftCardHoldResult> {
  const { amount, reference } = input;
  if (!Number.isSafeInteger(amount.amount) || amount.amount <= 0 || amount.amount > MAX_AMOUNT) {
    throw new GiftCardError('invalidRequest', `Amount must be a positive integer of minor units, got ${amount.amount}`);
  }
  if (!reference || reference.length > REFERENCE_MAX_LENGTH) throw new GiftCardError('invalidRequest', 'A reference of 1 to 255 characters is required');
  // The slow PIN check runs before the lock, so concurrent holds wait only for the arithmetic.
  const { id } = await pinCheckAs(input.number, input.caller, (countFailure) => authenticate(executor, { ...input, countFailure }, now));
  return transaction(executor, async (tx) => {
    const [card] = await tx.select().from(giftCards).where(eq(giftCards.id, id)).for('update');
    if (!card) throw new GiftCardError('invalid');
    const [existing] = await tx
      .select()
      .from(giftCardHolds)
      .where(and(eq(giftCardHolds.cardId, id), eq(giftCardHolds.reference, reference)));
    if (existing) {
      if (existing.requestedAmount !== amount.amount || existing.currency !== amount.currency) throw new GiftCardError('holdConflict');
      return holdResult(existing, card);
    }
    usable(card, amount.currency);
    const held = Math.min(card.balance, amount.amount);
    if (held <= 0) throw new GiftCardError('noBalance');
    const [updated] = await tx
      .update(giftCards)
      .set({ balance: sql`${giftCards.balance} - ${held}`, updatedAt: now })
      .where(eq(giftCards.id, id))
      .returning();
    const [created] = await tx
      .insert(giftCardHolds)
      .values({ id: newId('gch'), cardId: id, requestedAmount: amount.amount, amount: held, currency: card.currency, reference, status: 'held', createdAt: now, updatedAt: now })
      .returning();
    return holdResult(created!, updated!);
  });
}

function holdState(row: GiftCardHold): GiftCardHoldState {
  return { holdId: row.id, status: row.status, held: money(row.amount, row.currency), reference: row.reference };
}

/** Lock the hold's card, then the hold (always in that order: no deadlock with hold()). */
async function lockHold(tx: Executor, holdId: string): Promise<GiftCardHold> {
  const [found] = await tx.select({ cardId: giftCardHolds.cardId }).from(giftCardHolds).where(eq(giftCardHolds.id, holdId));
  if (!found) throw new GiftCardError('holdNotFound');
  await tx.select({ id: giftCards.id }).from(giftCards).where(eq(giftCards.id, found.cardId)).for('update');
  const [row] = await tx.select().from(giftCardHolds).where(eq(giftCardHolds.id, holdId)).for('update');
  return row!;
}

/** Make a hold final (the order was placed). Redeeming again is a no-op; a released hold is `holdReleased`. */
export async function redeem(executor: Executor, holdId: string, now: Date = new Date()): Promise<GiftCardHoldState> {
  return transaction(executor, async (tx) => {
    const row = await lockHold(tx, holdId);
    if (row.status === 'redeemed') return holdState(row);
    if (row.status === 'released') throw new GiftCardError('holdReleased');
    const [updated] = await tx.update(giftCardHolds).set({ status: 'redeemed', redeemedAt: now, updatedAt: now }).where(eq(giftCardHolds.id, holdId)).returning();
    return holdState(updated!);
  });
}

/** Give a hold back to its card (the order was not placed). Releasing again is a no-op; a redeemed hold is `holdRedeemed`. */
export async function release(executor: Executor, holdId: string, now: Date = new Date()): Promise<GiftCardHoldState> {
  return transaction(executor, async (tx) => {
    const row = await lockHold(tx, holdId);
    if (row.status === 'released') return holdState(row);
    if (row.status === 'redeemed') throw new GiftCardError('holdRedeemed');
    await tx
      .update(giftCards)
      .set({ balance: sql`${giftCards.balance} + ${row.amount}`, updatedAt: now })
      .where(eq(giftCards.id, row.cardId));
    const [updated] = await tx.update(giftCardHolds).set({ status: 'released', releasedAt: now, updatedAt: now }).where(eq(giftCardHolds.id, holdId)).returning();
    return holdState(updated!);
  });
}

/** Give back every hold still `held` under this reference (a checkout submission that will not become an order). */
export async function releaseHoldsFor(executor: Executor, reference: string, now: Date = new Date()): Promise<number> {
  const held = await executor
    .select({ id: giftCardHolds.id })
    .from(giftCardHolds)
    .where(and(eq(giftCardHolds.reference, reference), eq(giftCardHolds.status, 'held')));
  for (const { id } of held) await release(executor, id, now);
  return held.length;
}

/**
 * Put money from a redeemed hold back on its card (the order was cancelled or returned), at most
 * what the hold took and has not already given back; returns what was credited.
 */
export async function creditBack(executor: Executor, holdId: string, amount: number, now: Date = new Date()): Promise<number> {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new GiftCardError('invalidRequest', `Amount must be a positive integer of minor units, got ${amount}`);
  return transaction(executor, async (tx) => {
    const row = await lockHold(tx, holdId);
    if (row.status !== 'redeemed') throw new GiftCardError(row.status === 'held' ? 'invalidRequest' : 'holdReleased');
    const credited = Math.min(amount, row.amount - row.refundedAmount);
    if (credited <= 0) return 0;
    await tx.update(giftCards).set({ balance: sql`${giftCards.balance} + ${credited}`, updatedAt: now }).where(eq(giftCards.id, row.cardId));
    await tx
      .update(giftCardHolds)
      .set({ refundedAmount: sql`${giftCardHolds.refundedAmount} + ${credited}`, updatedAt: now })
      .where(eq(giftCardHolds.id, holdId));
    return credited;
  });
}

/** Release the holds still `held` that were made before `before` (abandoned checkouts); returns how many. */
export async function releaseStaleHolds(executor: Executor, before: Date, now: Date = new Date()): Promise<number> {
  const stale = await executor
    .select({ id: giftCardHolds.id })
    .from(giftCardHolds)
    .where(and(eq(giftCardHolds.status, 'held'), lt(giftCardHolds.createdAt, before)));
  let released = 0;
  for (const { id } of stale) {
    const state = await release(executor, id, now);
    if (state.status === 'released') released++;
  }
  return released;
}

export interface IssueGiftCard {
  number: string;
  pin: string;
  balance: Money;
  status?: GiftCardStatus;
}

/**
 * Issue a card, or reset the card with this number to these values (the demo seed). The
 * number is kept only as its digest and last four digits, the PIN only as a salted hash.
 */
export async function issueGiftCard(executor: Executor, { number, pin, balance, status = 'active' }: IssueGiftCard, now: Date = new Date()): Promise<GiftCard> {
  const digits = giftCardDigits(number);
  if (!ISSUED_NUMBER.test(digits)) throw new GiftCardError('invalidRequest', `A gift-card number has ${CARD_NUMBER_DIGITS} digits`);
  if (!ISSUED_PIN.test(pin)) throw new GiftCardError('invalidRequest', `A gift-card PIN has ${GIFT_CARD_PIN_MIN_DIGITS} to ${GIFT_CARD_PIN_MAX_DIGITS} digits`);
  if (!Number.isSafeInteger(balance.amount) || balance.amount < 0 || balance.amount > MAX_AMOUNT) throw new GiftCardError('invalidRequest', 'A balance is a non-negative integer of minor units');
  const values = {
    numberDigest: giftCardNumberDigest(digits),
    last4: last4Of(digits),
    pinHash: await hashPin(pin),
    currency: balance.currency,
    balance: balance.amount,
    status,
    failedPinAttempts: 0,
    pinLockedUntil: null,
    updatedAt: now,
  };
  const [card] = await executor
    .insert(giftCards)
    .values({ id: newId('gc'), ...values, createdAt: now })
    .onConflictDoUpdate({ target: giftCards.numberDigest, set: values })
    .returning();
  return card!;
}
