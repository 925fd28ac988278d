import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { money } from '@/lib/money';
import { db } from '@/server/db/client';
import { giftCardHolds, giftCards } from '@/server/giftcards/schema';
import { GIFT_CARD_PIN_BACKOFF, GIFT_CARD_PIN_CALLER_BACKOFF, GIFT_CARD_PIN_CALLER_OVERALL_BACKOFF, GIFT_CARD_PIN_SHARE, issueGiftCard } from '@/server/giftcards/service';
import { paymentAuthorizations } from '@/server/payments/schema';
import { DomainError } from '@/server/platform/domain-error';
import { ApiError, DOMAIN_ERROR_STATUS } from '@/server/platform/http';
import { cartWith, gateway, input, productWithStock } from '../../../tests/integration/orders';
import { applyEventToShipment } from './fulfilment';
import { placeOrder } from './place-order';
import { orderPayments } from './schema';

let issued = 0;
/** A new gift card with this balance (minor units of USD). */
async function giftCard(balance: number) {
  const number = `6006${String(process.pid % 10_000).padStart(4, '0')}${String(++issued).padStart(8, '0')}`;
  const card = await issueGiftCard(db(), { number, pin: '4321', balance: money(balance, 'USD') });
  return { number, pin: '4321', id: card.id };
}
const balanceOf = async (id: string) => (await db().select({ b: giftCards.balance }).from(giftCards).where(eq(giftCards.id, id)))[0]!.b;
const paymentsOf = (orderId: string) => db().select().from(orderPayments).where(eq(orderPayments.orderId, orderId)).orderBy(orderPayments.id);

const statusOf = (error: DomainError | ApiError) => (error instanceof DomainError ? DOMAIN_ERROR_STATUS[error.kind] : error.status);

async function refusal(run: Promise<unknown>): Promise<DomainError | ApiError> {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  );
  if (error instanceof DomainError || error instanceof ApiError) return error;
  throw error ?? new Error('expected a refusal');
}

describe('gift cards at checkout', () => {
  it('pays the whole order with a gift card and no card at all', async () => {
    const card = await giftCard(1_000_000);
    const product = await productWithStock(5);
    const placed = await placeOrder(await input(await cartWith(product.sku, 1), undefined, { cardToken: null, giftCards: [card] }), gateway);
    expect(await balanceOf(card.id)).toBe(1_000_000 - placed.total);
    const payments = await paymentsOf(placed.orderId);
    expect(payments).toMatchObject([{ method: 'giftCard', amount: placed.total, status: 'captured', last4: card.number.slice(-4) }]);
    expect((await db().select().from(giftCardHolds).where(eq(giftCardHolds.id, payments[0]!.reference)))[0]!.status).toBe('redeemed');
  });

  it('splits the order: two gift cards first, the card for the rest; a cancellation refunds the card first', async () => {
    const first = await giftCard(500);
    const second = await giftCard(700);
    const product = await productWithStock(5);
    const placed = await placeOrder(await input(await cartWith(product.sku, 2), undefined, { giftCards: [first, second] }), gateway);
    expect(placed.total).toBeGreaterThan(1_200);
    expect([await balanceOf(first.id), await balanceOf(second.id)]).toEqual([0, 0]);
    const payments = await paymentsOf(placed.orderId);
    expect(payments.map((p) => [p.method, p.amount, p.status])).toEqual([
      ['giftCard', 500, 'captured'],
      ['giftCard', 700, 'captured'],
      ['card', placed.total - 1_200, 'captured'],
    ]);
    const [authorization] = await db().select().from(paymentAuthorizations).where(eq(paymentAuthorizations.id, payments[2]!.reference));
    expect(authorization!.capturedAmount).toBe(placed.total - 1_200);

    const cancelled = await applyEventToShipment({ orderNumber: placed.orderNumber, event: { type: 'requestCancel' }, actor: 'shopper' }, gateway);
    expect(cancelled.refunded).toBe(placed.total);
    expect([await balanceOf(first.id), await balanceOf(second.id)]).toEqual([500, 700]);
    expect((await paymentsOf(placed.orderId)).map((p) => [p.refundedAmount, p.status])).toEqual([
      [500, 'refunded'],
      [700, 'refunded'],
      [placed.total - 1_200, 'refunded'],
    ]);
    expect((await db().select().from(paymentAuthorizations).where(eq(paymentAuthorizations.id, payments[2]!.reference)))[0]!.refundedAmount).toBe(placed.total - 1_200);
  });

  it('gives the gift card back when the card is declined, and keeps the refusal for the same key', async () => {
    const card = await giftCard(300);
    const product = await productWithStock(5);
    const request = await input(await cartWith(product.sku, 1), '4000 0000 0000 0002', { giftCards: [card] });
    const error = await refusal(placeOrder(request, gateway));
    expect(error.detail.errorCode).toBe('PAYMENT_DECLINED');
    expect(await balanceOf(card.id)).toBe(300);
    expect((await db().select().from(giftCardHolds).where(eq(giftCardHolds.cardId, card.id)))[0]!.status).toBe('released');
    expect((await refusal(placeOrder(request, gateway))).detail.errorCode).toBe('PAYMENT_DECLINED');
    expect(await balanceOf(card.id)).toBe(300);
  });

  it('asks for a card when the gift cards do not cover the total, holding nothing', async () => {
    const card = await giftCard(100);
    const product = await productWithStock(5);
    const error = await refusal(placeOrder(await input(await cartWith(product.sku, 1), undefined, { cardToken: null, giftCards: [card] }), gateway));
    expect(error).toMatchObject({ kind: 'invalid' });
    expect(error.detail).toMatchObject({ errorCode: 'PAYMENT_REMAINDER_REQUIRED', errorMessageKey: 'checkout.errors.cardForRemainder' });
    expect(await balanceOf(card.id)).toBe(100);
  });

  it('refuses a wrong PIN with the gift card’s one answer, before any card is charged', async () => {
    const card = await giftCard(5_000);
    const product = await productWithStock(5);
    const request = await input(await cartWith(product.sku, 1), undefined, { giftCards: [{ number: card.number, pin: '9999' }] });
    const error = await refusal(placeOrder(request, gateway));
    expect(error.detail.errorCode).toBe('GIFT_CARD_INVALID');
    expect(await balanceOf(card.id)).toBe(5_000);
    expect(await db().select().from(paymentAuthorizations).where(eq(paymentAuthorizations.idempotencyKey, request.idempotencyKey))).toEqual([]);
  });

  it('counts wrong PINs per (card, caller): the guessing caller waits, the owner at another address pays at once', async () => {
    const card = await giftCard(500_000);
    const product = await productWithStock(20);
    const attacker = `checkout-attacker-${process.pid}-${issued}`;
    const attempt = async (pin: string, caller: string) => placeOrder(await input(await cartWith(product.sku, 1), undefined, { cardToken: null, giftCards: [{ number: card.number, pin }], caller }), gateway);
    for (let i = 0; i < GIFT_CARD_PIN_CALLER_BACKOFF.free; i++) expect((await refusal(attempt(String(1000 + i), attacker))).detail.errorCode).toBe('GIFT_CARD_INVALID');
    // The attacker now waits, even with the right PIN; the card counted only the attacker's share.
    const waiting = await refusal(attempt(card.pin, attacker));
    expect(statusOf(waiting)).toBe(429);
    expect(waiting.detail).toMatchObject({ errorMessageKey: 'giftCards.error.pinWait' });
    expect((await db().select().from(giftCards).where(eq(giftCards.id, card.id)))[0]).toMatchObject({ failedPinAttempts: GIFT_CARD_PIN_SHARE, pinLockedUntil: null });
    expect(GIFT_CARD_PIN_SHARE).toBeLessThan(GIFT_CARD_PIN_BACKOFF.free);
    const placed = await attempt(card.pin, `checkout-owner-${process.pid}-${issued}`);
    expect(placed.orderNumber).toMatch(/^\d{9}$/);
  });

  it('slows a caller guessing one PIN on each of many cards; the same key from another address is the same order', async () => {
    const product = await productWithStock(20);
    const guesser = `checkout-guesser-${process.pid}-${issued}`;
    const cards = await Promise.all(Array.from({ length: GIFT_CARD_PIN_CALLER_OVERALL_BACKOFF.free + 1 }, () => giftCard(5_000)));
    const statuses: number[] = [];
    for (const card of cards) {
      statuses.push(statusOf(await refusal(placeOrder(await input(await cartWith(product.sku, 1), undefined, { cardToken: null, giftCards: [{ number: card.number, pin: '9999' }], caller: guesser }), gateway))));
    }
    expect(statuses).toEqual([...Array(GIFT_CARD_PIN_CALLER_OVERALL_BACKOFF.free).fill(422), 429]);
    // A retry of one submission from a new address (the phone changed networks) is not another body.
    const card = await giftCard(1_000_000);
    const request = await input(await cartWith(product.sku, 1), undefined, { cardToken: null, giftCards: [card], caller: 'checkout-first-network' });
    const first = await placeOrder(request, gateway);
    expect(await placeOrder({ ...request, caller: 'checkout-second-network' }, gateway)).toEqual(first);
  });
});
