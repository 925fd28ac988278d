import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { money } from '@/lib/money';
import { db } from '@/server/db/client';
import { DEMO_GIFT_CARDS, seedGiftCards } from './seed';
import { giftCardHolds, giftCards } from './schema';
import {
  checkBalance,
  creditBack,
  GIFT_CARD_PIN_BACKOFF,
  GiftCardError,
  hold,
  issueGiftCard,
  redeem,
  release,
  releaseHoldsFor,
  releaseStaleHolds,
  type GiftCardErrorReason,
} from './service';

const NOW = new Date('2026-05-15T12:00:00Z');
let cards = 0;
/** A fresh card number per test (16 digits), so tests never share a balance. */
const newNumber = () => `7777${String(process.pid % 10_000).padStart(4, '0')}${String(++cards).padStart(8, '0')}`;
let references = 0;
const reference = () => `checkout-${process.pid}-${++references}`;
/** The caller of the holds (clientKey): one for the file, whose PINs are right but where a test says otherwise. */
const CALLER = `service-test-${process.pid}`;

async function newCard(balance = money(5_000, 'USD'), pin = '1234', status: 'active' | 'blocked' = 'active') {
  const number = newNumber();
  const card = await issueGiftCard(db(), { number, pin, balance, status });
  return { number, pin, card };
}

async function refusal(run: Promise<unknown>): Promise<GiftCardError> {
  try {
    await run;
  } catch (error) {
    if (error instanceof GiftCardError) return error;
    throw error;
  }
  throw new Error('expected a GiftCardError');
}

const reason = async (run: Promise<unknown>): Promise<GiftCardErrorReason> => (await refusal(run)).reason;

const balanceOf = async (id: string) => (await db().select({ balance: giftCards.balance }).from(giftCards).where(eq(giftCards.id, id)))[0]!.balance;

describe('issuing and the demo seed', () => {
  it('stores a digest, the last four and a PIN hash, never the number or the PIN', async () => {
    const { card } = await newCard(money(5_000, 'USD'), '918273');
    expect(card).toMatchObject({ last4: expect.stringMatching(/^\d{4}$/), currency: 'USD', balance: 5_000, status: 'active' });
    expect(card.numberDigest).toMatch(/^[0-9a-f]{64}$/);
    const stored = JSON.stringify((await db().execute(sql`select * from gift_cards`)).rows);
    expect(stored).not.toMatch(/7777\d{12}/);
    expect(stored).not.toContain('918273');
  });

  it('seeds the demo cards, and seeding again resets them', async () => {
    expect(await seedGiftCards(db())).toBe(DEMO_GIFT_CARDS.length);
    const demo = DEMO_GIFT_CARDS[0]!;
    expect(await checkBalance(db(), { number: demo.number, pin: demo.pin, currency: 'USD' })).toEqual({ balance: money(5_000, 'USD'), last4: '7890' });
    await hold(db(), { number: demo.number, pin: demo.pin, amount: money(1_000, 'USD'), reference: reference(), caller: CALLER });
    await seedGiftCards(db());
    expect((await checkBalance(db(), { number: '6006-4912-3456-7890', pin: '1234', currency: 'USD' })).balance).toEqual(money(5_000, 'USD'));
  });
});

describe('checkBalance', () => {
  it('answers the balance and last four for the right number and PIN (spaces and hyphens ignored)', async () => {
    const { number, card } = await newCard(money(12_345, 'MXN'), '4321');
    const spaced = number.replace(/(\d{4})(?=\d)/g, '$1 ');
    expect(await checkBalance(db(), { number: spaced, pin: '4321', currency: 'MXN' })).toEqual({ balance: money(12_345, 'MXN'), last4: card.last4 });
  });

  it('gives the same answer for an unknown number and a wrong PIN', async () => {
    const { number } = await newCard();
    const unknown = await refusal(checkBalance(db(), { number: newNumber(), pin: '1234', currency: 'USD' }));
    const wrongPin = await refusal(checkBalance(db(), { number, pin: '4321', currency: 'USD' }));
    expect(unknown.kind).toBe(wrongPin.kind);
    expect(unknown.detail).toEqual(wrongPin.detail);
    expect(wrongPin.detail).toEqual({ errorCode: 'GIFT_CARD_INVALID', errorMessageKey: 'giftCards.error.invalid', errorMessageDefault: 'The gift card number or PIN is not valid.' });
    expect(await reason(checkBalance(db(), { number: 'not a number', pin: '1234', currency: 'USD' }))).toBe('invalid');
  });

  it('refuses another currency and a blocked card, but only to the holder of the PIN', async () => {
    const { number } = await newCard(money(5_000, 'BRL'));
    expect(await reason(checkBalance(db(), { number, pin: '1234', currency: 'USD' }))).toBe('otherCurrency');
    const blocked = await newCard(money(5_000, 'USD'), '1234', 'blocked');
    expect(await reason(checkBalance(db(), { number: blocked.number, pin: '1234', currency: 'USD' }))).toBe('blocked');
    expect(await reason(checkBalance(db(), { number: blocked.number, pin: '9999', currency: 'USD' }))).toBe('invalid');
  });

  it(`slows the card down after ${GIFT_CARD_PIN_BACKOFF.free} wrong PINs in a row, with growing waits and never a lock`, async () => {
    const { number, card } = await newCard();
    const free = GIFT_CARD_PIN_BACKOFF.free;
    // A right PIN between wrong ones starts the count again.
    for (let i = 0; i < free - 1; i++) expect(await reason(checkBalance(db(), { number, pin: '0000', currency: 'USD' }, NOW))).toBe('invalid');
    await checkBalance(db(), { number, pin: '1234', currency: 'USD' }, NOW);
    for (let i = 0; i < free; i++) expect(await reason(checkBalance(db(), { number, pin: '0000', currency: 'USD' }, NOW))).toBe('invalid');
    const [row] = await db().select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(row!.pinLockedUntil).toEqual(new Date(NOW.getTime() + GIFT_CARD_PIN_BACKOFF.firstDelayMs));
    // While the card waits, no PIN is looked at (not even the right one): the answer says how long.
    const waiting = await checkBalance(db(), { number, pin: '1234', currency: 'USD' }, NOW).catch((e: unknown) => e);
    expect(waiting).toMatchObject({ reason: 'pinWait', retryAfterSeconds: GIFT_CARD_PIN_BACKOFF.firstDelayMs / 1000, kind: 'tooMany' });
    expect(await reason(hold(db(), { number, pin: '1234', amount: money(100, 'USD'), reference: reference(), caller: CALLER }, NOW))).toBe('pinWait');
    // The next wrong PIN doubles the wait.
    const later = new Date(NOW.getTime() + GIFT_CARD_PIN_BACKOFF.firstDelayMs);
    expect(await reason(checkBalance(db(), { number, pin: '0000', currency: 'USD' }, later))).toBe('invalid');
    const [slower] = await db().select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(slower!.pinLockedUntil).toEqual(new Date(later.getTime() + 2 * GIFT_CARD_PIN_BACKOFF.firstDelayMs));
    const after = new Date(later.getTime() + 2 * GIFT_CARD_PIN_BACKOFF.firstDelayMs);
    expect((await checkBalance(db(), { number, pin: '1234', currency: 'USD' }, after)).balance).toEqual(money(5_000, 'USD'));
    const [cleared] = await db().select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(cleared).toMatchObject({ failedPinAttempts: 0, pinLockedUntil: null });
  });

  it('does not count a wrong PIN on the card when the caller has spent its share (countFailure: false)', async () => {
    const { number, card } = await newCard();
    for (let i = 0; i < GIFT_CARD_PIN_BACKOFF.free + 5; i++) await reason(checkBalance(db(), { number, pin: '0000', currency: 'USD', countFailure: false }, NOW));
    const [row] = await db().select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(row).toMatchObject({ failedPinAttempts: 0, pinLockedUntil: null });
  });
});

describe('hold', () => {
  it('holds the whole amount when the balance covers it, and takes it off the balance', async () => {
    const { number, pin, card } = await newCard(money(5_000, 'USD'));
    const result = await hold(db(), { number, pin, amount: money(1_999, 'USD'), reference: reference(), caller: CALLER });
    expect(result).toEqual({
      holdId: expect.stringMatching(/^gch_/),
      status: 'held',
      last4: card.last4,
      requested: money(1_999, 'USD'),
      held: money(1_999, 'USD'),
      remaining: money(0, 'USD'),
      cardBalance: money(3_001, 'USD'),
    });
    expect((await checkBalance(db(), { number, pin, currency: 'USD' })).balance).toEqual(money(3_001, 'USD'));
  });

  it('holds what there is when the balance is short: a partial payment, the rest for another tender', async () => {
    const { number, pin } = await newCard(money(500, 'USD'));
    const result = await hold(db(), { number, pin, amount: money(12_000, 'USD'), reference: reference(), caller: CALLER });
    expect(result).toMatchObject({ requested: money(12_000, 'USD'), held: money(500, 'USD'), remaining: money(11_500, 'USD'), cardBalance: money(0, 'USD') });
    expect(await reason(hold(db(), { number, pin, amount: money(100, 'USD'), reference: reference(), caller: CALLER }))).toBe('noBalance');
  });

  it('is idempotent per card and reference; another amount under the same reference is a conflict', async () => {
    const { number, pin, card } = await newCard(money(5_000, 'USD'));
    const key = reference();
    const first = await hold(db(), { number, pin, amount: money(2_000, 'USD'), reference: key, caller: CALLER });
    const again = await hold(db(), { number, pin, amount: money(2_000, 'USD'), reference: key, caller: CALLER });
    expect(again.holdId).toBe(first.holdId);
    expect(await balanceOf(card.id)).toBe(3_000);
    expect(await reason(hold(db(), { number, pin, amount: money(2_500, 'USD'), reference: key, caller: CALLER }))).toBe('holdConflict');
    // The same reference on another card is another hold.
    const other = await newCard(money(5_000, 'USD'));
    expect((await hold(db(), { number: other.number, pin: other.pin, amount: money(2_000, 'USD'), reference: key, caller: CALLER })).holdId).not.toBe(first.holdId);
  });

  it('refuses another currency, a blocked card, a wrong PIN and a malformed call', async () => {
    const { number, pin } = await newCard(money(5_000, 'USD'));
    expect(await reason(hold(db(), { number, pin, amount: money(100, 'MXN'), reference: reference(), caller: CALLER }))).toBe('otherCurrency');
    expect(await reason(hold(db(), { number, pin: '0000', amount: money(100, 'USD'), reference: reference(), caller: CALLER }))).toBe('invalid');
    expect(await reason(hold(db(), { number, pin, amount: { amount: 0, currency: 'USD' }, reference: reference(), caller: CALLER }))).toBe('invalidRequest');
    expect(await reason(hold(db(), { number, pin, amount: { amount: 1.5, currency: 'USD' }, reference: reference(), caller: CALLER }))).toBe('invalidRequest');
    expect(await reason(hold(db(), { number, pin, amount: money(100, 'USD'), reference: '', caller: CALLER }))).toBe('invalidRequest');
    const blocked = await newCard(money(5_000, 'USD'), '1234', 'blocked');
    expect(await reason(hold(db(), { number: blocked.number, pin: '1234', amount: money(100, 'USD'), reference: reference(), caller: CALLER }))).toBe('blocked');
  });

  it('never overspends under concurrency: 10 parallel $10 holds on a $50 card, 5 get $10 and 5 are refused', async () => {
    const { number, pin, card } = await newCard(money(5_000, 'USD'));
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => db().transaction((tx) => hold(tx, { number, pin, amount: money(1_000, 'USD'), reference: reference(), caller: CALLER }))),
    );
    const held = results.filter((r) => r.status === 'fulfilled').map((r) => r.value);
    const refused = results.filter((r) => r.status === 'rejected').map((r) => r.reason as GiftCardError);
    expect(held).toHaveLength(5);
    expect(held.every((h) => h.held.amount === 1_000 && h.remaining.amount === 0)).toBe(true);
    expect(refused.map((e) => e.reason)).toEqual(Array(5).fill('noBalance'));
    expect(await balanceOf(card.id)).toBe(0);
    expect(await db().$count(giftCardHolds, eq(giftCardHolds.cardId, card.id))).toBe(5);
  });

  it('never overspends under concurrency when amounts do not divide the balance: one partial hold takes the rest', async () => {
    const { number, pin, card } = await newCard(money(5_000, 'USD'));
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => hold(db(), { number, pin, amount: money(1_500, 'USD'), reference: reference(), caller: CALLER })));
    const held = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.held.amount] : [])).sort((a, b) => a - b);
    expect(held).toEqual([500, 1_500, 1_500, 1_500]);
    expect(results.filter((r) => r.status === 'rejected').map((r) => ((r as PromiseRejectedResult).reason as GiftCardError).reason)).toEqual(Array(6).fill('noBalance'));
    expect(await balanceOf(card.id)).toBe(0);
  });

  it('holds once when the same reference races', async () => {
    const { number, pin, card } = await newCard(money(5_000, 'USD'));
    const key = reference();
    const results = await Promise.all(Array.from({ length: 5 }, () => hold(db(), { number, pin, amount: money(1_000, 'USD'), reference: key, caller: CALLER })));
    expect(new Set(results.map((r) => r.holdId)).size).toBe(1);
    expect(await balanceOf(card.id)).toBe(4_000);
  });
});

describe('redeem and release', () => {
  it('redeem makes a hold final, and again is a no-op', async () => {
    const { number, pin, card } = await newCard(money(5_000, 'USD'));
    const { holdId } = await hold(db(), { number, pin, amount: money(2_000, 'USD'), reference: reference(), caller: CALLER });
    expect(await redeem(db(), holdId, NOW)).toEqual({ holdId, status: 'redeemed', held: money(2_000, 'USD'), reference: expect.any(String) });
    expect(await redeem(db(), holdId)).toMatchObject({ status: 'redeemed' });
    expect(await balanceOf(card.id)).toBe(3_000);
    expect(await reason(release(db(), holdId))).toBe('holdRedeemed');
    const [row] = await db().select().from(giftCardHolds).where(eq(giftCardHolds.id, holdId));
    expect(row!.redeemedAt).toEqual(NOW);
  });

  it('release gives the money back once, however often it is called', async () => {
    const { number, pin, card } = await newCard(money(5_000, 'USD'));
    const { holdId } = await hold(db(), { number, pin, amount: money(2_000, 'USD'), reference: reference(), caller: CALLER });
    const results = await Promise.all(Array.from({ length: 4 }, () => release(db(), holdId)));
    expect(results.every((r) => r.status === 'released')).toBe(true);
    expect(await balanceOf(card.id)).toBe(5_000);
    expect(await release(db(), holdId)).toMatchObject({ status: 'released', held: money(2_000, 'USD') });
    expect(await balanceOf(card.id)).toBe(5_000);
    expect(await reason(redeem(db(), holdId))).toBe('holdReleased');
  });

  it('refuses an unknown hold', async () => {
    expect(await reason(redeem(db(), 'gch_unknown'))).toBe('holdNotFound');
    expect(await reason(release(db(), 'gch_unknown'))).toBe('holdNotFound');
  });

  it('run inside the caller transaction: a rollback undoes the hold', async () => {
    const { number, pin, card } = await newCard(money(5_000, 'USD'));
    await db()
      .transaction(async (tx) => {
        await hold(tx, { number, pin, amount: money(2_000, 'USD'), reference: reference(), caller: CALLER });
        throw new Error('order failed');
      })
      .catch(() => {});
    expect(await balanceOf(card.id)).toBe(5_000);
  });

  it('releaseStaleHolds gives back the holds of abandoned checkouts', async () => {
    const { number, pin, card } = await newCard(money(5_000, 'USD'));
    const old = await hold(db(), { number, pin, amount: money(1_000, 'USD'), reference: reference(), caller: CALLER }, new Date('2026-01-01T00:00:00Z'));
    const fresh = await hold(db(), { number, pin, amount: money(1_000, 'USD'), reference: reference(), caller: CALLER });
    expect(await releaseStaleHolds(db(), new Date('2026-02-01T00:00:00Z'))).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(card.id)).toBe(4_000);
    const statuses = await db().select({ id: giftCardHolds.id, status: giftCardHolds.status }).from(giftCardHolds).where(eq(giftCardHolds.cardId, card.id));
    expect(Object.fromEntries(statuses.map((s) => [s.id, s.status]))).toEqual({ [old.holdId]: 'released', [fresh.holdId]: 'held' });
  });

  it('creditBack puts at most what a redeemed hold took back on the card, once', async () => {
    const { number, pin, card } = await newCard(money(5_000, 'USD'));
    const { holdId } = await hold(db(), { number, pin, amount: money(2_000, 'USD'), reference: reference(), caller: CALLER });
    expect(await reason(creditBack(db(), holdId, 500))).toBe('invalidRequest');
    await redeem(db(), holdId);
    expect(await creditBack(db(), holdId, 1_500)).toBe(1_500);
    expect(await creditBack(db(), holdId, 1_500)).toBe(500);
    expect(await creditBack(db(), holdId, 1)).toBe(0);
    expect(await balanceOf(card.id)).toBe(5_000);
  });

  it('releaseHoldsFor gives back every hold of one submission, leaving redeemed ones', async () => {
    const a = await newCard(money(1_000, 'USD'));
    const b = await newCard(money(1_000, 'USD'));
    const submission = reference();
    await hold(db(), { number: a.number, pin: a.pin, amount: money(600, 'USD'), reference: submission, caller: CALLER });
    const kept = await hold(db(), { number: b.number, pin: b.pin, amount: money(600, 'USD'), reference: submission, caller: CALLER });
    await redeem(db(), kept.holdId);
    expect(await releaseHoldsFor(db(), submission)).toBe(1);
    expect([await balanceOf(a.card.id), await balanceOf(b.card.id)]).toEqual([1_000, 400]);
  });
});
