import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { carts } from '@/server/cart/schema';
import { addItem, cartFor } from '@/server/cart/service';
import { partTypes, productPrices, products } from '@/server/catalog/schema';
import { distributionCentreStock, stockReservations, storeStock } from '@/server/inventory/schema';
import { issueGiftCard } from '@/server/giftcards/service';
import { money } from '@/lib/money';
import { db } from '@/server/db/client';
import { paymentAuthorizations } from '@/server/payments/schema';
import { emailOutbox } from '@/server/platform/email/schema';
import { DomainError } from '@/server/platform/domain-error';
import { ApiError } from '@/server/platform/http';
import { stores } from '@/server/stores/schema';
import type { AuthorizeRequest, PaymentGateway } from '@/server/payments/gateway';
import type { PlaceOrderInput } from './place-order';
import { cartWith, crashAfterAuthorisation, gateway, input, key, productWithStock } from '../../../tests/integration/orders';
import { ABANDONED_SUBMISSION_MS, placeOrder, quoteOrder, releaseAbandonedSubmissions } from './place-order';
import { checkoutSubmissions, orderLines, orderPayments, orders, shipments } from './schema';
import { submissionIsLive } from './submission-lease';
import { confirmationData } from './confirmation';
import { orderConfirmationEmail } from './confirmation-email';
import { withDetails } from './lookup';

const dcUnits = async (productId: number) =>
  (await db().select({ q: distributionCentreStock.quantity }).from(distributionCentreStock).where(eq(distributionCentreStock.productId, productId))).reduce((n, r) => n + r.q, 0);

async function refusal(run: Promise<unknown>): Promise<DomainError | ApiError> {
  try {
    await run;
  } catch (error) {
    if (error instanceof DomainError || error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('placing an order', () => {
  it('reserves the stock, authorises and captures the total, writes the order and closes the cart', async () => {
    const product = await productWithStock(10);
    const cartId = await cartWith(product.sku, 2);
    const placed = await placeOrder(await input(cartId), gateway);
    expect(placed.orderNumber).toMatch(/^\d{9}$/);
    const [order] = await db().select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order).toMatchObject({ status: 'SUBMITTED', orderType: 'ONLINEORDER', currency: 'USD', email: 'ana@example.com' });
    // Texas: 6.25% on the merchandise, and shipping is taxable there.
    expect(order!.total).toBe(order!.subtotal - order!.discount + order!.coreTotal + order!.shippingTotal + order!.tax);
    expect(order!.tax).toBeGreaterThan(0);
    const [shipment] = await db().select().from(shipments).where(eq(shipments.orderId, placed.orderId));
    expect(shipment).toMatchObject({ shipmentType: 'regular', status: 'SUBMITTED' });
    expect(shipment!.estimatedDeliveryFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await db().select({ q: orderLines.quantity, sku: orderLines.sku }).from(orderLines).where(eq(orderLines.orderId, placed.orderId))).toEqual([{ q: 2, sku: product.sku }]);
    expect(await dcUnits(product.id)).toBe(8);
    const [payment] = await db().select().from(orderPayments).where(eq(orderPayments.orderId, placed.orderId));
    expect(payment).toMatchObject({ method: 'card', status: 'captured', amount: order!.total, brand: 'visa', last4: '4242' });
    const [authorization] = await db().select().from(paymentAuthorizations).where(eq(paymentAuthorizations.id, payment!.reference));
    expect(authorization).toMatchObject({ status: 'captured', capturedAmount: order!.total });
    expect((await db().select({ status: carts.status }).from(carts).where(eq(carts.id, cartId)))[0]!.status).toBe('ordered');
    // The confirmation e-mail waits in the outbox, written with the order.
    const mail = await db().select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `orderConfirmation:${placed.orderId}`));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ kind: 'orderConfirmation', locale: 'en-US', toAddress: 'ana@example.com', status: 'pending' });
    expect(mail[0]!.subject).toContain(placed.orderNumber);
    expect(mail[0]!.text).toContain(`trackOrder?orderNumber=${placed.orderNumber}`);
  });

  it('answers the same submission twice, even at once, with one order and one charge', async () => {
    const product = await productWithStock(10);
    const cartId = await cartWith(product.sku, 1);
    const request = await input(cartId);
    const [a, b] = await Promise.allSettled([placeOrder(request, gateway), placeOrder(request, gateway)]);
    const placed = [a, b].flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const refused = [a, b].flatMap((r) => (r.status === 'rejected' ? [r.reason as DomainError] : []));
    expect(placed.length).toBeGreaterThanOrEqual(1);
    // The second, while the first is still running, is told so rather than ordering again.
    expect(refused.every((e) => e.detail.errorCode === 'SUBMISSION_IN_PROGRESS')).toBe(true);
    const again = await placeOrder(request, gateway);
    expect(again.orderNumber).toBe(placed[0]!.orderNumber);
    expect(await db().select().from(orders).where(eq(orders.cartId, cartId))).toHaveLength(1);
    expect(await dcUnits(product.id)).toBe(9);
    const charges = await db().select().from(orderPayments).innerJoin(orders, eq(orders.id, orderPayments.orderId)).where(eq(orders.cartId, cartId));
    expect(charges).toHaveLength(1);
    // The same key with a different request is refused.
    expect((await refusal(placeOrder({ ...request, email: 'other@example.com' }, gateway))).detail.errorCode).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('places one order when the same cart is submitted twice with different keys', async () => {
    const product = await productWithStock(10);
    const cartId = await cartWith(product.sku, 1);
    const results = await Promise.allSettled([placeOrder(await input(cartId), gateway), placeOrder(await input(cartId), gateway)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await db().select().from(orders).where(eq(orders.cartId, cartId))).toHaveLength(1);
    expect(await dcUnits(product.id)).toBe(9);
    const live = await db()
      .select()
      .from(paymentAuthorizations)
      .where(inArray(paymentAuthorizations.status, ['authorized', 'captured']));
    const ours = await db().select().from(orderPayments).innerJoin(orders, eq(orders.id, orderPayments.orderId)).where(eq(orders.cartId, cartId));
    expect(live.filter((a) => ours.some((o) => o.order_payments.reference === a.id))).toHaveLength(1);
  });

  it('leaves the cart, the stock and the money as they were when the card is declined, then takes a good card', async () => {
    const product = await productWithStock(4);
    const cartId = await cartWith(product.sku, 3);
    const declined = await input(cartId, '4000 0000 0000 0002');
    const error = await refusal(placeOrder(declined, gateway));
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ kind: 'paymentDeclined' });
    expect(error.detail).toMatchObject({ errorCode: 'PAYMENT_DECLINED', errorMessageKey: 'checkout.errors.declined.card_declined' });
    expect(await db().select().from(orders).where(eq(orders.cartId, cartId))).toHaveLength(0);
    expect(await dcUnits(product.id)).toBe(4);
    expect((await db().select({ status: carts.status }).from(carts).where(eq(carts.id, cartId)))[0]!.status).toBe('active');
    // The same submission again gives the same answer; nothing is tried twice.
    expect((await refusal(placeOrder(declined, gateway))).detail).toMatchObject({ errorCode: 'PAYMENT_DECLINED', errorMessageValues: { code: 'card_declined' } });
    const placed = await placeOrder(await input(cartId), gateway);
    expect(placed.orderNumber).toMatch(/^\d{9}$/);
    expect(await dcUnits(product.id)).toBe(1);
  });

  it('sells exactly what is in stock when 20 shoppers check out at once for 5 units', async () => {
    const product = await productWithStock(5);
    const requests = await Promise.all(Array.from({ length: 20 }, async () => input(await cartWith(product.sku, 1))));
    const results = await Promise.allSettled(requests.map((r) => placeOrder(r, gateway)));
    const placed = results.filter((r) => r.status === 'fulfilled');
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as DomainError] : []));
    expect(placed).toHaveLength(5);
    expect(refused.map((e) => e.detail.errorCode)).toEqual(Array(15).fill('OUT_OF_STOCK'));
    expect(await dcUnits(product.id)).toBe(0);
    const sold = await db()
      .select({ n: sql<number>`sum(${orderLines.quantity})::int` })
      .from(orderLines)
      .where(inArray(orderLines.orderId, placed.map((r) => (r as PromiseFulfilledResult<{ orderId: string }>).value.orderId)));
    expect(sold[0]!.n).toBe(5);
    // Nobody refused was charged: only five authorisations were made for these carts.
    const charged = await db().select().from(orderPayments).innerJoin(orders, eq(orders.id, orderPayments.orderId)).where(inArray(orders.cartId, requests.map((r) => r.cartId)));
    expect(charged).toHaveLength(5);
  });

  it('takes store pickup from the store shelf and charges no shipping', async () => {
    const [store] = await db().select().from(stores).where(and(eq(stores.country, 'US'), eq(stores.bopusEnabled, true), eq(stores.state, 'TX'))).limit(1);
    const product = await productWithStock(0);
    await db().insert(storeStock).values({ productId: product.id, storeNumber: store!.storeNumber, quantity: 3 }).onConflictDoUpdate({ target: [storeStock.productId, storeStock.storeNumber], set: { quantity: 3 } });
    const cart = await cartFor(db(), undefined, 'en-US');
    const lineId = await addItem(db(), cart, { skuId: product.sku, quantity: 2 }, 'en-US', store!.storeNumber);
    const placed = await placeOrder(await input(cart.id, undefined, { storeNumber: store!.storeNumber, pickupLineIds: [lineId], shippingAddress: null }), gateway);
    const [shipment] = await db().select().from(shipments).where(eq(shipments.orderId, placed.orderId));
    expect(shipment).toMatchObject({ shipmentType: 'inStore', storeNumber: store!.storeNumber, shippingPrice: 0 });
    const [shelf] = await db().select().from(storeStock).where(and(eq(storeStock.productId, product.id), eq(storeStock.storeNumber, store!.storeNumber)));
    expect(shelf!.quantity).toBe(1);
  });

  it('writes the confirmation e-mail from the order as placed: the same e-mail as from its rows read back', async () => {
    // Two shipments (pickup and shipped) and two payments (a gift card, then the card): what the e-mail tells, in order.
    const [store] = await db().select().from(stores).where(and(eq(stores.country, 'US'), eq(stores.bopusEnabled, true), eq(stores.state, 'TX'))).limit(1);
    const picked = await productWithStock(0);
    await db().insert(storeStock).values({ productId: picked.id, storeNumber: store!.storeNumber, quantity: 3 }).onConflictDoUpdate({ target: [storeStock.productId, storeStock.storeNumber], set: { quantity: 3 } });
    const [shipped] = await db()
      .select({ id: products.id, sku: products.sku })
      .from(products)
      .innerJoin(partTypes, eq(partTypes.id, products.partTypeId))
      .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.currency, 'USD')))
      .where(and(eq(products.hazardous, false), eq(partTypes.freight, false), sql`${products.id} <> ${picked.id}`))
      .limit(1);
    await db().insert(distributionCentreStock).values({ productId: shipped!.id, dc: 'DC-ATL', quantity: 5 }).onConflictDoUpdate({ target: [distributionCentreStock.productId, distributionCentreStock.dc], set: { quantity: 5 } });
    const cart = await cartFor(db(), undefined, 'en-US');
    const pickupLine = await addItem(db(), cart, { skuId: picked.sku, quantity: 2 }, 'en-US', store!.storeNumber);
    await addItem(db(), cart, { skuId: shipped!.sku, quantity: 1 }, 'en-US', store!.storeNumber);
    const number = `6007${String(process.pid % 10_000).padStart(4, '0')}${String(Date.now() % 100_000_000).padStart(8, '0')}`;
    await issueGiftCard(db(), { number, pin: '4321', balance: money(500, 'USD') });
    const placed = await placeOrder(await input(cart.id, undefined, { storeNumber: store!.storeNumber, pickupLineIds: [pickupLine], giftCards: [{ number, pin: '4321' }] }), gateway);

    const [row] = await db().select().from(orders).where(eq(orders.id, placed.orderId));
    const details = await withDetails(db(), row!);
    expect(details.shipments.map((s) => s.shipmentType).sort()).toEqual(['inStore', 'regular']);
    expect(details.payments.map((p) => p.method)).toEqual(['giftCard', 'card']);
    const { data, locale } = await confirmationData(db(), details, 'http://localhost:3000');
    const readBack = await orderConfirmationEmail(data, locale);
    const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `orderConfirmation:${placed.orderId}`));
    expect({ subject: mail!.subject, html: mail!.html, text: mail!.text }).toEqual(readBack);
    expect(mail!.text).toContain(store!.storeNumber);
    expect(mail!.text).toContain(number.slice(-4));
  });

  it('ships a part of a freight part type by freight only', async () => {
    const [heavy] = await db()
      .select({ id: products.id, sku: products.sku })
      .from(products)
      .innerJoin(partTypes, eq(partTypes.id, products.partTypeId))
      .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.currency, 'USD')))
      .where(and(eq(partTypes.freight, true), eq(products.hazardous, false)))
      .limit(1);
    await db().delete(distributionCentreStock).where(eq(distributionCentreStock.productId, heavy!.id));
    await db().insert(distributionCentreStock).values({ productId: heavy!.id, dc: 'DC-ATL', quantity: 3 });
    const cartId = await cartWith(heavy!.sku, 1);
    const quote = await quoteOrder({ cartId, locale: 'en-US', storeNumber: null, pickupLineIds: [], shippingMethod: 'freight', shippingAddress: { state: 'TX' } });
    const byMethod = Object.fromEntries(quote.options.map((o) => [o.method, o]));
    expect(byMethod.regular).toMatchObject({ available: false, reason: 'checkout.shipping.unavailable.freightItems' });
    expect(byMethod.freight).toMatchObject({ available: true });
    expect((await refusal(placeOrder(await input(cartId), gateway))).detail.errorCode).toBe('SHIPPING_METHOD_UNAVAILABLE');
    const placed = await placeOrder(await input(cartId, undefined, { shippingMethod: 'freight' }), gateway);
    const [shipment] = await db().select().from(shipments).where(eq(shipments.orderId, placed.orderId));
    expect(shipment).toMatchObject({ shipmentType: 'freight', shippingPrice: byMethod.freight!.price.amount });
  });

  it('refuses a cart whose price changed since it was verified, and shipping without an address', async () => {
    const product = await productWithStock(5);
    const cartId = await cartWith(product.sku, 1);
    expect((await refusal(placeOrder(await input(cartId, undefined, { shippingAddress: null }), gateway))).detail.errorCode).toBe('SHIPPING_ADDRESS_REQUIRED');
    await db().execute(sql`UPDATE cart_lines SET seen_price = seen_price + 1 WHERE cart_id = ${cartId}`);
    expect((await refusal(placeOrder(await input(cartId), gateway))).detail.errorCode).toBe('CART_CHANGED');
    expect(await dcUnits(product.id)).toBe(5);
  });

  it('undoes a submission cut short: the stock comes back and the authorisation is voided', async () => {
    const product = await productWithStock(2);
    const submission = key();
    await db().insert(checkoutSubmissions).values({ key: submission, cartId: await cartWith(product.sku, 1), requestHash: 'x', status: 'in_progress', createdAt: new Date(Date.now() - 3_600_000) });
    await db().update(distributionCentreStock).set({ quantity: 1 }).where(eq(distributionCentreStock.productId, product.id));
    await db().insert(stockReservations).values({ submissionKey: submission, productId: product.id, locationType: 'dc', location: 'DC-ATL', quantity: 1 });
    expect(await releaseAbandonedSubmissions(gateway)).toBeGreaterThanOrEqual(1);
    expect(await dcUnits(product.id)).toBe(2);
    const [row] = await db().select().from(checkoutSubmissions).where(eq(checkoutSubmissions.key, submission));
    expect(row!.status).toBe('failed');
  });

  describe('a checkout process killed right after the card was authorised', () => {
    const authorisationsOf = (submissionKey: string) => db().select().from(paymentAuthorizations).where(eq(paymentAuthorizations.idempotencyKey, submissionKey));
    const submissionOf = async (submissionKey: string) => (await db().select().from(checkoutSubmissions).where(eq(checkoutSubmissions.key, submissionKey)))[0]!;
    /** The checkout dies with its session, right after the gateway has authorised the card. */
    async function crash(request: PlaceOrderInput): Promise<void> {
      await expect(placeOrder(request, crashAfterAuthorisation)).rejects.toThrow();
      expect(await submissionIsLive(request.idempotencyKey)).toBe(false);
    }

    it('leaves an authorisation that the sweep finds by its key and voids; the stock comes back', async () => {
      const product = await productWithStock(3);
      const cartId = await cartWith(product.sku, 1);
      const request = await input(cartId);
      await crash(request);
      expect((await authorisationsOf(request.idempotencyKey)).map((a) => a.status)).toEqual(['authorized']);
      expect(await submissionOf(request.idempotencyKey)).toMatchObject({ status: 'in_progress' });
      expect(await dcUnits(product.id)).toBe(2);

      await releaseAbandonedSubmissions(gateway, db(), new Date(Date.now() + ABANDONED_SUBMISSION_MS + 60_000));
      expect((await authorisationsOf(request.idempotencyKey)).map((a) => a.status)).toEqual(['voided']);
      expect(await submissionOf(request.idempotencyKey)).toMatchObject({ status: 'failed' });
      expect(await dcUnits(product.id)).toBe(3);
      expect(await db().select().from(orders).where(eq(orders.cartId, cartId))).toHaveLength(0);
    });

    it('lets the shopper retry at once with the same key: one order on the one authorisation, not 409 for ten minutes', async () => {
      const product = await productWithStock(3);
      const cartId = await cartWith(product.sku, 1);
      const request = await input(cartId);
      await crash(request);

      const placed = await placeOrder(request, gateway);
      expect(await db().select().from(orders).where(eq(orders.cartId, cartId))).toHaveLength(1);
      const authorisations = await authorisationsOf(request.idempotencyKey);
      expect(authorisations.map((a) => a.status)).toEqual(['captured']);
      const payments = await db().select().from(orderPayments).where(eq(orderPayments.orderId, placed.orderId));
      expect(payments.map((p) => [p.method, p.reference, p.status])).toEqual([['card', authorisations[0]!.id, 'captured']]);
      expect(await dcUnits(product.id)).toBe(2);
      expect(await submissionOf(request.idempotencyKey)).toMatchObject({ status: 'completed', orderId: placed.orderId });
      // The same key again is the same order; a later sweep has nothing to undo.
      expect((await placeOrder(request, gateway)).orderNumber).toBe(placed.orderNumber);
      await releaseAbandonedSubmissions(gateway, db(), new Date(Date.now() + ABANDONED_SUBMISSION_MS + 60_000));
      expect((await authorisationsOf(request.idempotencyKey)).map((a) => a.status)).toEqual(['captured']);
    });

    it('voids the dead attempt’s authorisation when the retry is refused (the price moved meanwhile)', async () => {
      const product = await productWithStock(3);
      const cartId = await cartWith(product.sku, 1);
      const request = await input(cartId);
      await crash(request);
      await db().execute(sql`UPDATE cart_lines SET seen_price = seen_price + 1 WHERE cart_id = ${cartId}`);
      expect((await refusal(placeOrder(request, gateway))).detail.errorCode).toBe('CART_CHANGED');
      expect((await authorisationsOf(request.idempotencyKey)).map((a) => a.status)).toEqual(['voided']);
      expect(await submissionOf(request.idempotencyKey)).toMatchObject({ status: 'failed' });
      expect(await dcUnits(product.id)).toBe(3);
    });

    it('never sweeps a submission whose process is alive, however long the gateway takes', async () => {
      const product = await productWithStock(3);
      const cartId = await cartWith(product.sku, 1);
      const request = await input(cartId);
      let reached!: () => void;
      let resume!: () => void;
      const atGateway = new Promise<void>((resolve) => (reached = resolve));
      const slow: PaymentGateway = Object.assign(Object.create(gateway) as PaymentGateway, {
        async authorize(authorize: AuthorizeRequest) {
          const result = await gateway.authorize(authorize);
          reached();
          await new Promise<void>((resolve) => (resume = resolve));
          return result;
        },
      });
      const placing = placeOrder(request, slow);
      await atGateway;
      expect(await submissionIsLive(request.idempotencyKey)).toBe(true);
      await releaseAbandonedSubmissions(gateway, db(), new Date(Date.now() + ABANDONED_SUBMISSION_MS + 60_000));
      expect(await submissionOf(request.idempotencyKey)).toMatchObject({ status: 'in_progress' });
      expect((await refusal(placeOrder(request, gateway))).detail.errorCode).toBe('SUBMISSION_IN_PROGRESS');
      resume();
      const placed = await placing;
      expect((await authorisationsOf(request.idempotencyKey)).map((a) => a.status)).toEqual(['captured']);
      expect(await submissionOf(request.idempotencyKey)).toMatchObject({ status: 'completed', orderId: placed.orderId });
    });
  });
});
