import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@/server/audit/schema';
import { db } from '@/server/db/client';
import { distributionCentreStock } from '@/server/inventory/schema';
import type { PaymentInstructions } from '@/server/payments/gateway';
import { usePayPalProvider } from '@/server/payments/paypal';
import { BuiltinPayPal } from '@/server/payments/paypal/builtin';
import { emailOutbox } from '@/server/platform/email/schema';
import { cartWith, gateway, input, operator, productWithStock } from '../../../tests/integration/orders';
import { expireDeferredPayments } from './deferred-payments';
import { applyEventToShipment } from './fulfilment';
import { applyPayPalEvent, approvePayPalPayment, PAYPAL_APPROVAL_MINUTES } from './paypal-payments';
import { placeOrder } from './place-order';
import { orderPayments, orderRefunds, orders } from './schema';

const paypal = new BuiltinPayPal(db);

beforeAll(() => usePayPalProvider(paypal));
afterAll(() => usePayPalProvider(undefined));

const unitsOf = async (productId: number) =>
  (await db().select({ q: distributionCentreStock.quantity }).from(distributionCentreStock).where(eq(distributionCentreStock.productId, productId))).reduce((n, r) => n + r.q, 0);
const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
const paymentOf = async (orderId: string) => (await db().select().from(orderPayments).where(eq(orderPayments.orderId, orderId)))[0]!;
const mailsOf = async (orderId: string) => db().select().from(emailOutbox).where(sql`${emailOutbox.dedupeKey} like ${`%:${orderId}`}`);
const paymentAudits = async (orderNumber: string) => db().select().from(auditEvents).where(and(eq(auditEvents.action, 'order.payment'), eq(auditEvents.entityId, orderNumber)));

/** A US order of two units paid by PayPal (the stand-in), from a product with `units` in stock. */
async function placedByPayPal(units = 5) {
  const product = await productWithStock(units);
  const cartId = await cartWith(product.sku, 2);
  const submission = await input(cartId, undefined, { cardToken: null, tender: 'paypal' });
  const placed = await placeOrder(submission, gateway);
  return { product, submission, placed, payment: await paymentOf(placed.orderId) };
}

/** The payer approves on the stand-in's page (what POST /payments/paypal/sandbox/<id> does). */
const approveOnPayPal = (orderId: string) => paypal.approve(orderId);

describe('PayPal at checkout (decision 060), with the built-in stand-in', () => {
  it('is refused where PayPal is not configured', async () => {
    usePayPalProvider(null);
    try {
      const product = await productWithStock(5);
      const submission = await input(await cartWith(product.sku, 1), undefined, { cardToken: null, tender: 'paypal' });
      await expect(placeOrder(submission, gateway)).rejects.toMatchObject({ detail: { errorCode: 'TENDER_UNAVAILABLE' } });
      expect(await unitsOf(product.id)).toBe(5);
    } finally {
      usePayPalProvider(paypal);
    }
  });

  it('places the order awaiting payment with its stock held, and sends the shopper to the approval page', async () => {
    const { product, placed, payment } = await placedByPayPal();
    const order = await orderRow(placed.orderId);
    expect(order.status).toBe('AWAITING PAYMENT');
    expect(await unitsOf(product.id)).toBe(3);
    expect(payment).toMatchObject({ method: 'paypal', status: 'pending', amount: order.total });
    const instructions = payment.instructions as Extract<PaymentInstructions, { tender: 'paypal' }>;
    expect(placed.approveUrl).toBe(instructions.approveUrl);
    expect(instructions.approveUrl).toBe(`http://localhost:3000/payments/paypal/sandbox/${payment.reference}`);
    expect(payment.expiresAt!.getTime() - order.placedAt.getTime()).toBe(PAYPAL_APPROVAL_MINUTES * 60_000);
    // PayPal's order is for the order's total, in its currency, waiting for the payer.
    expect(await paypal.getOrder(payment.reference)).toMatchObject({ status: 'created', amount: { amount: order.total, currency: 'USD' } });
    // The stand-in sends the payer back to the store's return URL, in the shopper's language, with PayPal's token.
    expect(await paypal.redirectFor(payment.reference, 'return')).toBe(`http://localhost:3000/payments/paypal/return?locale=en-US&token=${payment.reference}&PayerID=SANDBOXPAYER1`);
    expect(await paypal.redirectFor(payment.reference, 'cancel')).toBe(`http://localhost:3000/payments/paypal/cancel?locale=en-US&token=${payment.reference}`);
  });

  it('authorises and captures the approved payment once, and the order moves on; the return replayed changes nothing', async () => {
    const { placed, payment } = await placedByPayPal();
    // Back before approving (a hand-typed return URL): nothing happens.
    expect(await approvePayPalPayment(payment.reference)).toMatchObject({ outcome: 'notApproved', orderNumber: placed.orderNumber });
    expect((await orderRow(placed.orderId)).status).toBe('AWAITING PAYMENT');

    await approveOnPayPal(payment.reference);
    expect(await approvePayPalPayment(payment.reference)).toEqual({ outcome: 'paid', orderNumber: placed.orderNumber, locale: 'en-US' });
    expect((await orderRow(placed.orderId)).status).toBe('SUBMITTED');
    expect((await paymentOf(placed.orderId)).status).toBe('captured');
    expect(await paypal.getOrder(payment.reference)).toMatchObject({ status: 'captured', capturedAmount: { amount: payment.amount } });

    // The return again (a reload), and PayPal's own notice of the approval: the same answer, nothing more.
    expect((await approvePayPalPayment(payment.reference)).outcome).toBe('paid');
    expect(await applyPayPalEvent({ id: 'WH-1', event_type: 'CHECKOUT.ORDER.APPROVED', resource: { id: payment.reference } })).toBe('approval:paid');
    expect((await mailsOf(placed.orderId)).map((m) => m.kind).sort()).toEqual(['orderConfirmation', 'orderPaymentReceived']);
    expect(await paymentAudits(placed.orderNumber)).toHaveLength(1);
    // Nothing awaits payment any more: the order can be fulfilled.
    await expect(applyEventToShipment({ orderNumber: placed.orderNumber, event: { type: 'process' }, actor: operator }, gateway)).resolves.toMatchObject({ status: 'PROCESSING' });
  });

  it('keeps the order payable after a cancel on PayPal’s page, and releases its stock when it expires', async () => {
    const { product, placed, payment } = await placedByPayPal();
    // Cancel on PayPal's page changes nothing at PayPal or in the order.
    expect((await paypal.getOrder(payment.reference))!.status).toBe('created');
    expect((await orderRow(placed.orderId)).status).toBe('AWAITING PAYMENT');

    const later = new Date(payment.expiresAt!.getTime() + 1000);
    const result = await expireDeferredPayments(gateway, db(), later);
    expect(result.expired).toBeGreaterThanOrEqual(1);
    expect((await orderRow(placed.orderId)).status).toBe('CANCELLED');
    expect((await paymentOf(placed.orderId)).status).toBe('expired');
    expect(await unitsOf(product.id)).toBe(5);
    // PayPal's order is called off: a late approval cannot be made, and a late return pays nothing.
    expect((await paypal.getOrder(payment.reference))!.status).toBe('cancelled');
    await expect(approveOnPayPal(payment.reference)).rejects.toMatchObject({ code: 'invalid_state' });
    expect((await approvePayPalPayment(payment.reference)).outcome).toBe('closed');
    // Expiring again finds nothing more to do.
    await expireDeferredPayments(gateway, db(), later);
    expect((await paymentAudits(placed.orderNumber)).length).toBe(1);
  });

  it('refunds a cancelled paid order to PayPal', async () => {
    const { placed, payment } = await placedByPayPal();
    await approveOnPayPal(payment.reference);
    await approvePayPalPayment(payment.reference);
    const outcome = await applyEventToShipment({ orderNumber: placed.orderNumber, event: { type: 'cancel' }, actor: operator }, gateway);
    expect(outcome).toMatchObject({ orderStatus: 'CANCELLED', refunded: payment.amount });
    expect(await paypal.getOrder(payment.reference)).toMatchObject({ status: 'refunded', refundedAmount: { amount: payment.amount } });
    expect((await paymentOf(placed.orderId)).status).toBe('refunded');
  });

  it('cancelling an order still awaiting approval calls off its PayPal order', async () => {
    const { product, placed, payment } = await placedByPayPal();
    await applyEventToShipment({ orderNumber: placed.orderNumber, event: { type: 'cancel' }, actor: operator }, gateway);
    expect((await orderRow(placed.orderId)).status).toBe('CANCELLED');
    expect(await unitsOf(product.id)).toBe(5);
    expect((await paypal.getOrder(payment.reference))!.status).toBe('cancelled');
  });
});

describe('PayPal webhook notices (decision 060)', () => {
  it('fails an awaited payment whose authorisation PayPal voided, once', async () => {
    const { product, placed, payment } = await placedByPayPal();
    const voided = { id: 'WH-2', event_type: 'PAYMENT.AUTHORIZATION.VOIDED', resource: { id: 'AUTH1', supplementary_data: { related_ids: { order_id: payment.reference } } } };
    expect(await applyPayPalEvent(voided)).toBe('failed');
    expect(await applyPayPalEvent(voided)).toBe('unchanged');
    expect((await orderRow(placed.orderId)).status).toBe('CANCELLED');
    expect(await unitsOf(product.id)).toBe(5);
  });

  it('records a refund made in PayPal’s dashboard once, however often the notice comes', async () => {
    const { placed, payment } = await placedByPayPal();
    await approveOnPayPal(payment.reference);
    await approvePayPalPayment(payment.reference);
    await paypal.refund(payment.reference, { amount: 500, currency: 'USD' });
    const refunded = { id: 'WH-3', event_type: 'PAYMENT.CAPTURE.REFUNDED', resource: { id: 'REF1', supplementary_data: { related_ids: { order_id: payment.reference } } } };
    expect(await applyPayPalEvent(refunded)).toBe('refunded');
    expect(await applyPayPalEvent(refunded)).toBe('unchanged');
    const row = await paymentOf(placed.orderId);
    expect(row).toMatchObject({ refundedAmount: 500, status: 'captured' });
    expect(await db().select().from(orderRefunds).where(eq(orderRefunds.paymentId, row.id))).toMatchObject([{ amount: 500 }]);
  });

  it('ignores notices for PayPal orders that are not the store’s', async () => {
    expect(await applyPayPalEvent({ id: 'WH-4', event_type: 'CHECKOUT.ORDER.APPROVED', resource: { id: 'PP0000000000000AA' } })).toBe('no order');
    expect(await applyPayPalEvent({ id: 'WH-5', event_type: 'BILLING.SUBSCRIPTION.CREATED', resource: {} })).toBe('ignored');
  });
});
