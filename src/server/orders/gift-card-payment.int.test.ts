import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { money } from '@/lib/money';
import { db } from '@/server/db/client';
import { giftCardHolds, giftCards } from '@/server/giftcards/schema';
import { issueGiftCard } from '@/server/giftcards/service';
import { paymentAuthorizations } from '@/server/payments/schema';
import { DomainError } from '@/server/platform/domain-error';
import { ApiError } from '@/server/platform/http';
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
});
