import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { POST as answerChallenge } from '@/app/payments/sandbox/v1/authentications/[authorizationId]/route';
import { carts } from '@/server/cart/schema';
import { db } from '@/server/db/client';
import { issueGiftCard } from '@/server/giftcards/service';
import { giftCardHolds } from '@/server/giftcards/schema';
import { distributionCentreStock } from '@/server/inventory/schema';
import { paymentAuthorizations } from '@/server/payments/schema';
import { createCardToken } from '@/server/payments/tokens';
import { DomainError } from '@/server/platform/domain-error';
import { ApiError } from '@/server/platform/http';
import { money } from '@/lib/money';
import { cartWith, gateway, input, productWithStock } from '../../../tests/integration/orders';
import { ABANDONED_SUBMISSION_MS, CardAuthenticationRequired, placeOrder, releaseAbandonedSubmissions, type PlaceOrderInput } from './place-order';
import { checkoutSubmissions, orderPayments, orders } from './schema';

/**
 * A card whose bank asks for 3-D Secure (decision 059), through the sandbox gateway's test card
 * 4000 0027 6000 3184: the submission waits with its stock held while the shopper answers the
 * challenge, and the same request with the same key finishes it.
 */
const THREE_D_SECURE_CARD = '4000 0027 6000 3184';

const dcUnits = async (productId: number) =>
  (await db().select({ q: distributionCentreStock.quantity }).from(distributionCentreStock).where(eq(distributionCentreStock.productId, productId))).reduce((n, r) => n + r.q, 0);
const submissionOf = async (key: string) => (await db().select().from(checkoutSubmissions).where(eq(checkoutSubmissions.key, key)))[0]!;
const authorisationsOf = (key: string) => db().select().from(paymentAuthorizations).where(eq(paymentAuthorizations.idempotencyKey, key));
const cartStatus = async (cartId: string) => (await db().select({ status: carts.status }).from(carts).where(eq(carts.id, cartId)))[0]!.status;
const ordersOf = (cartId: string) => db().select().from(orders).where(eq(orders.cartId, cartId));

/** Place the order and expect the bank's challenge; returns the sandbox authorisation to answer. */
async function challenged(request: PlaceOrderInput): Promise<string> {
  const error = await placeOrder(request, gateway).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CardAuthenticationRequired);
  const { challenge } = error as CardAuthenticationRequired;
  if (challenge.provider !== 'sandbox') throw new Error('expected the sandbox challenge');
  return challenge.authorizationId;
}

async function refusal(run: Promise<unknown>): Promise<DomainError | ApiError> {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  );
  if (error instanceof DomainError || error instanceof ApiError) return error;
  throw new Error(`expected a refusal, got ${String(error)}`);
}

describe('paying with a card that asks for 3-D Secure', () => {
  it('holds the stock while the shopper authenticates, then places the order once when the challenge is passed', async () => {
    const product = await productWithStock(10);
    const cartId = await cartWith(product.sku, 2);
    // A gift card pays part, the card the rest: its hold must survive the challenge and be redeemed with the order.
    const number = `60068${String(process.pid % 1000).padStart(3, '0')}${String(Date.now() % 100_000_000).padStart(8, '0')}`;
    await issueGiftCard(db(), { number, pin: '1357', balance: money(700, 'USD') });
    const request = await input(cartId, THREE_D_SECURE_CARD, { giftCards: [{ number, pin: '1357' }] });
    const authorizationId = await challenged(request);

    // Waiting: stock held, the cart still the shopper's, no order, nothing authorised yet.
    expect(await dcUnits(product.id)).toBe(8);
    expect(await submissionOf(request.idempotencyKey)).toMatchObject({ status: 'in_progress', stage: 'authenticating', outcome: { authorizationId } });
    expect(await cartStatus(cartId)).toBe('active');
    expect(await ordersOf(cartId)).toEqual([]);
    expect((await authorisationsOf(request.idempotencyKey)).map((a) => a.status)).toEqual(['requires_action']);

    // Asked again before the shopper answered: the same challenge, nothing reserved twice.
    expect(await challenged(request)).toBe(authorizationId);
    expect(await dcUnits(product.id)).toBe(8);

    await gateway.authenticate(authorizationId, 'complete');
    const placed = await placeOrder(request, gateway);
    const [order] = await ordersOf(cartId);
    expect(order).toMatchObject({ id: placed.orderId, status: 'SUBMITTED', total: placed.total });
    const payments = await db().select().from(orderPayments).where(eq(orderPayments.orderId, placed.orderId));
    expect(payments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ method: 'giftCard', amount: 700, status: 'captured' }),
        expect.objectContaining({ method: 'card', reference: authorizationId, last4: '3184', status: 'captured', amount: order!.total - 700 }),
      ]),
    );
    expect(await db().select({ status: giftCardHolds.status }).from(giftCardHolds).where(eq(giftCardHolds.reference, request.idempotencyKey))).toEqual([{ status: 'redeemed' }]);
    expect(await dcUnits(product.id)).toBe(8);
    expect(await cartStatus(cartId)).toBe('ordered');

    // The finishing call replayed (a double click, a lost answer): the same order, nothing more.
    expect(await placeOrder(request, gateway)).toEqual(placed);
    expect(await ordersOf(cartId)).toHaveLength(1);
    expect(await authorisationsOf(request.idempotencyKey)).toMatchObject([{ status: 'captured', capturedAmount: order!.total - 700 }]);
    expect(await dcUnits(product.id)).toBe(8);
  });

  it('declines when the challenge is failed: the cart, the stock and the gift card as before, in the shopper’s words', async () => {
    const product = await productWithStock(10);
    const cartId = await cartWith(product.sku, 1);
    const number = `60069${String(process.pid % 1000).padStart(3, '0')}${String(Date.now() % 100_000_000).padStart(8, '0')}`;
    await issueGiftCard(db(), { number, pin: '2468', balance: money(500, 'USD') });
    const request = await input(cartId, THREE_D_SECURE_CARD, { giftCards: [{ number, pin: '2468' }] });
    const authorizationId = await challenged(request);
    expect(await dcUnits(product.id)).toBe(9);
    // The gift card's share stays held while the shopper answers the bank.
    expect(await db().select({ status: giftCardHolds.status }).from(giftCardHolds).where(eq(giftCardHolds.reference, request.idempotencyKey))).toEqual([{ status: 'held' }]);

    await gateway.authenticate(authorizationId, 'fail');
    const declined = await refusal(placeOrder(request, gateway));
    expect(declined).toBeInstanceOf(DomainError);
    expect(declined.detail).toMatchObject({ errorCode: 'PAYMENT_DECLINED', errorMessageKey: 'checkout.errors.declined.authentication_failed' });
    expect(await dcUnits(product.id)).toBe(10);
    expect(await cartStatus(cartId)).toBe('active');
    expect(await ordersOf(cartId)).toEqual([]);
    expect((await db().select({ status: giftCardHolds.status }).from(giftCardHolds).where(eq(giftCardHolds.reference, request.idempotencyKey))).map((h) => h.status)).not.toContain('held');

    // Replayed: the same refusal; and the cart can be paid with another card at once.
    expect((await refusal(placeOrder(request, gateway))).detail).toMatchObject({ errorCode: 'PAYMENT_DECLINED' });
    const placed = await placeOrder(await input(cartId), gateway);
    expect(placed.orderNumber).toMatch(/^\d{9}$/);
  });

  it('a challenge never answered is voided by the sweep, and its stock comes back', async () => {
    const product = await productWithStock(4);
    const cartId = await cartWith(product.sku, 1);
    const request = await input(cartId, THREE_D_SECURE_CARD);
    await challenged(request);
    expect(await dcUnits(product.id)).toBe(3);

    // Within its time the sweep leaves it alone.
    await releaseAbandonedSubmissions(gateway, db(), new Date());
    expect(await submissionOf(request.idempotencyKey)).toMatchObject({ status: 'in_progress', stage: 'authenticating' });

    await releaseAbandonedSubmissions(gateway, db(), new Date(Date.now() + ABANDONED_SUBMISSION_MS + 60_000));
    expect((await authorisationsOf(request.idempotencyKey)).map((a) => a.status)).toEqual(['voided']);
    expect(await submissionOf(request.idempotencyKey)).toMatchObject({ status: 'failed', outcome: { errorCode: 'ORDER_ABANDONED' } });
    expect(await dcUnits(product.id)).toBe(4);
    expect(await cartStatus(cartId)).toBe('active');
  });

  it('keeps the last unit held while the challenge is finished: another shopper cannot take it in between, and the order is placed', async () => {
    const product = await productWithStock(1);
    const request = await input(await cartWith(product.sku, 1), THREE_D_SECURE_CARD);
    const rival = await input(await cartWith(product.sku, 1), '4242 4242 4242 4242');
    const authorizationId = await challenged(request);
    await gateway.authenticate(authorizationId, 'complete');
    let rivalOutcome: unknown = null;
    // While the finish is planning again, inside its own transaction, another shopper orders the same last unit.
    const placed = await placeOrder(request, gateway, undefined, undefined, {
      afterStep: async (step) => {
        if (step === 'plan' && rivalOutcome === null) rivalOutcome = await placeOrder(rival, gateway).catch((e: unknown) => e);
      },
    });
    expect(rivalOutcome).toBeInstanceOf(DomainError);
    expect((rivalOutcome as DomainError).detail).toMatchObject({ errorCode: 'OUT_OF_STOCK' });
    expect(placed.orderNumber).toMatch(/^\d{9}$/);
    expect(await dcUnits(product.id)).toBe(0);
    expect(await submissionOf(request.idempotencyKey)).toMatchObject({ status: 'completed' });
  });

  it('a finish refused because the cart changed gives back the stock it held and voids the authorisation', async () => {
    const product = await productWithStock(5);
    const cartId = await cartWith(product.sku, 2);
    const request = await input(cartId, THREE_D_SECURE_CARD);
    const authorizationId = await challenged(request);
    expect(await dcUnits(product.id)).toBe(3);
    await gateway.authenticate(authorizationId, 'complete');
    // The cart is merged into another meanwhile (the shopper signed in elsewhere): the finish is refused.
    await db().update(carts).set({ status: 'merged' }).where(eq(carts.id, cartId));
    await refusal(placeOrder(request, gateway));
    expect(await dcUnits(product.id)).toBe(5);
    expect((await authorisationsOf(request.idempotencyKey)).map((a) => a.status)).toEqual(['voided']);
  });

  it('a new attempt at the cart (another card, the challenge closed) ends the waiting one at once', async () => {
    const product = await productWithStock(1);
    const cartId = await cartWith(product.sku, 1);
    const first = await input(cartId, THREE_D_SECURE_CARD);
    const authorizationId = await challenged(first);
    expect(await dcUnits(product.id)).toBe(0);

    const placed = await placeOrder(await input(cartId), gateway);
    expect(placed.orderNumber).toMatch(/^\d{9}$/);
    expect((await authorisationsOf(first.idempotencyKey)).map((a) => a.status)).toEqual(['voided']);
    expect(await submissionOf(first.idempotencyKey)).toMatchObject({ status: 'failed' });
    expect(await dcUnits(product.id)).toBe(0);

    // The old tab's challenge answered late: its attempt is over, and nothing is charged twice.
    await expect(gateway.authenticate(authorizationId, 'complete')).rejects.toMatchObject({ code: 'invalid_state' });
    expect((await refusal(placeOrder(first, gateway))).detail).toMatchObject({ errorCode: 'ORDER_ABANDONED' });
    expect(await ordersOf(cartId)).toHaveLength(1);
  });
});

describe("the sandbox bank's challenge (POST /payments/sandbox/v1/authentications/<id>)", () => {
  const answer = (authorizationId: string, body: unknown) =>
    answerChallenge(new NextRequest(`http://localhost/payments/sandbox/v1/authentications/${authorizationId}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }), {
      params: Promise.resolve({ authorizationId }),
    });
  async function waiting(idempotencyKey: string): Promise<string> {
    const token = await createCardToken(db(), { number: THREE_D_SECURE_CARD, expiry: '12/30', cvc: '123' });
    const result = await gateway.authorize({ token: token.token, amount: money(2599, 'USD'), idempotencyKey });
    if (result.status !== 'requires_action' || result.challenge.provider !== 'sandbox') throw new Error(`expected a challenge, got ${result.status}`);
    return result.challenge.authorizationId;
  }

  it('completes the challenge (the same answer again changes nothing), and refuses another answer after it', async () => {
    const id = await waiting(`tds-route-${process.pid}-1`);
    expect(await gateway.capture(id).catch((error: unknown) => error)).toMatchObject({ code: 'invalid_state' });
    const done = await answer(id, { outcome: 'complete' });
    expect(done.status).toBe(200);
    expect(done.headers.get('cache-control')).toBe('private, no-store');
    expect(await done.json()).toEqual({ status: 'authorized' });
    expect(await (await answer(id, { outcome: 'complete' })).json()).toEqual({ status: 'authorized' });
    const late = await answer(id, { outcome: 'fail' });
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ errorCode: 'AUTHENTICATION_CLOSED' });
    expect(await gateway.getAuthorization(id)).toMatchObject({ status: 'authorized', last4: '3184' });
  });

  it('fails it: declined as authentication_failed; a voided one is closed; unknown ids and bad bodies are refused', async () => {
    const failed = await waiting(`tds-route-${process.pid}-2`);
    expect(await (await answer(failed, { outcome: 'fail' })).json()).toEqual({ status: 'declined' });
    expect(await gateway.getAuthorization(failed)).toMatchObject({ status: 'declined', declineCode: 'authentication_failed' });

    const voided = await waiting(`tds-route-${process.pid}-3`);
    expect(await gateway.void(voided)).toMatchObject({ status: 'voided' });
    expect((await answer(voided, { outcome: 'complete' })).status).toBe(409);

    expect((await answer('auth_AAAAAAAAAAAAAAAAAAAAAAAA', { outcome: 'complete' })).status).toBe(404);
    expect((await answer('pi_not-a-sandbox-id', { outcome: 'complete' })).status).toBe(404);
    expect((await answer(voided, { outcome: 'maybe' })).status).toBe(400);
  });
});
