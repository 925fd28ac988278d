import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatDayWindow } from '@/lib/dates';
import type { Locale } from '@/lib/markets';
import { deliveryAfterPayment } from '@/server/checkout/shipping';
import { auditEvents } from '@/server/audit/schema';
import { addItem, cartFor } from '@/server/cart/service';
import { shippingFlags } from '@/server/catalog/product-ids';
import { productPrices, products } from '@/server/catalog/schema';
import { db } from '@/server/db/client';
import { distributionCentres, distributionCentreStock } from '@/server/inventory/schema';
import { isValidDigitableLine } from '@/server/payments/deferred/boleto';
import { isValidOxxoReference } from '@/server/payments/deferred/oxxo';
import { parsePixPayload } from '@/server/payments/deferred/pix';
import { SandboxPaymentGateway, type PaymentInstructions } from '@/server/payments/gateway';
import { paymentDeferred } from '@/server/payments/schema';
import { DomainError } from '@/server/platform/domain-error';
import { emailOutbox } from '@/server/platform/email/schema';
import { systemActor } from '@/server/staff/actor';
import { operator } from '../../../tests/integration/orders';
import { actorOf } from '../../../tests/integration/staff';
import { expireDeferredPayments, giveBoletoRefundAccount, settleDeferredPayment } from './deferred-payments';
import { applyEventToShipment } from './fulfilment';
import { placeOrder, type PlaceOrderInput } from './place-order';
import { boletoRefundOwed } from './refunds';
import { staffOrder } from './staff-orders';
import { orderLines, orderPayments, orders, shipments } from './schema';

const gateway = new SandboxPaymentGateway(db);
const actor = systemActor('test');
let keys = 0;
const key = () => `deferred-test-${process.pid}-${++keys}`;

const MARKETS = {
  'pt-BR': { currency: 'BRL', address: { firstName: 'Ana', lastName: 'Souza', address1: 'Avenida Paulista, 1000', address2: '', city: 'São Paulo', state: 'SP', postalCode: '01310-100', phoneNumber: '11987654321', country: 'BR' }, phone: '11987654321' },
  'es-MX': { currency: 'MXN', address: { firstName: 'Ana', lastName: 'López', address1: 'Av. Reforma 222', address2: '', city: 'Ciudad de México', state: 'CDMX', postalCode: '06600', phoneNumber: '5512345678', country: 'MX' }, phone: '5512345678' },
} as const;

/** A product priced in the market's currency with `units` in one of its distribution centres (and none in the others). */
async function stocked(locale: keyof typeof MARKETS, units: number) {
  const { currency } = MARKETS[locale];
  const [dc] = await db().select().from(distributionCentres).where(eq(distributionCentres.currency, currency)).limit(1);
  const candidates = await db()
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.currency, currency)))
    .where(and(eq(products.hazardous, false), sql`${products.id} % 89 = ${keys % 89}`))
    .limit(20);
  const flags = await shippingFlags(
    db(),
    candidates.map((c) => c.id),
  );
  const product = candidates.find((c) => !flags.get(c.id)?.hazardous && !flags.get(c.id)?.freight);
  await db().delete(distributionCentreStock).where(eq(distributionCentreStock.productId, product!.id));
  await db().insert(distributionCentreStock).values({ productId: product!.id, dc: dc!.code, quantity: units });
  return product!;
}

const unitsOf = async (productId: number) =>
  (await db().select({ q: distributionCentreStock.quantity }).from(distributionCentreStock).where(eq(distributionCentreStock.productId, productId))).reduce((n, r) => n + r.q, 0);

async function submission(locale: keyof typeof MARKETS, sku: string, tender: PlaceOrderInput['tender']): Promise<PlaceOrderInput> {
  const cart = await cartFor(db(), undefined, locale as Locale);
  await addItem(db(), cart, { skuId: sku, quantity: 2 }, locale as Locale, null);
  const { address, phone } = MARKETS[locale];
  return {
    idempotencyKey: key(),
    cartId: cart.id,
    locale: locale as Locale,
    storeNumber: null,
    email: 'ana@example.com',
    phoneNumber: phone,
    billingAddress: address,
    shippingAddress: address,
    pickupLineIds: [],
    shippingMethod: 'regular',
    cardToken: null,
    giftCards: [],
    origin: 'http://localhost:3000',
    receivePromoAndSpecialEvents: false,
    receiveTextMessage: false,
    tender,
    payerTaxId: '52998224725',
  };
}

async function placed(locale: keyof typeof MARKETS, tender: PlaceOrderInput['tender'], units = 5) {
  const product = await stocked(locale, units);
  const order = await placeOrder(await submission(locale, product.sku, tender), gateway);
  const [payment] = await db().select().from(orderPayments).where(eq(orderPayments.orderId, order.orderId));
  return { product, order, payment: payment! };
}

const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
const paymentRow = async (id: number) => (await db().select().from(orderPayments).where(eq(orderPayments.id, id)))[0]!;
const mailsOf = async (orderId: string) => db().select().from(emailOutbox).where(sql`${emailOutbox.dedupeKey} like ${`%:${orderId}`}`);

describe('orders paid later (PIX, boleto, OXXO) with the sandbox gateway', () => {
  it('places a PIX order awaiting payment with its stock held, and moves it on once, when it is paid', async () => {
    const { product, order, payment } = await placed('pt-BR', 'pix');
    const row = await orderRow(order.orderId);
    expect(row.status).toBe('AWAITING PAYMENT');
    expect(await unitsOf(product.id)).toBe(3);
    expect(payment).toMatchObject({ method: 'pix', status: 'pending', amount: row.total });
    const instructions = payment.instructions as Extract<PaymentInstructions, { tender: 'pix' }>;
    const fields = parsePixPayload(instructions.copyPasteCode)!;
    expect(fields.get('54')).toBe((row.total / 100).toFixed(2));
    expect(fields.get('53')).toBe('986');
    // 30 minutes to pay.
    expect(payment.expiresAt!.getTime() - row.placedAt.getTime()).toBe(30 * 60_000);
    // The confirmation e-mail says how to pay, with the code.
    const [confirmation] = await mailsOf(order.orderId);
    expect(confirmation).toMatchObject({ kind: 'orderConfirmation', locale: 'pt-BR' });
    expect(confirmation!.text).toContain(instructions.copyPasteCode);
    expect(confirmation!.subject).toContain('Pague seu pedido');

    // Nothing is fulfilled before the money arrives.
    await expect(applyEventToShipment({ orderNumber: order.orderNumber, event: { type: 'process' }, actor: operator }, gateway)).rejects.toMatchObject({ detail: { errorCode: 'ORDER_AWAITING_PAYMENT' } });

    await gateway.deferred.markPaid(payment.reference);
    const settled = await settleDeferredPayment({ paymentId: payment.reference, outcome: 'paid' }, actor, gateway);
    expect(settled).toEqual({ orderNumber: order.orderNumber, status: 'SUBMITTED', changed: true });
    expect((await paymentRow(payment.id)).status).toBe('captured');
    expect((await mailsOf(order.orderId)).map((m) => m.kind).sort()).toEqual(['orderConfirmation', 'orderPaymentReceived']);
    // Written from the settling transaction's own rows: the order's lines and its payment, now paid (no code to pay with).
    const paidMail = (await mailsOf(order.orderId)).find((m) => m.kind === 'orderPaymentReceived')!;
    const [line] = await db().select().from(orderLines).where(eq(orderLines.orderId, order.orderId));
    expect(paidMail.text).toContain(order.orderNumber);
    expect(paidMail.text).toContain(line!.title);
    expect(paidMail.text).toContain('PIX');
    expect(paidMail.text).not.toContain(instructions.copyPasteCode);
    const audit = await db().select().from(auditEvents).where(and(eq(auditEvents.entityId, order.orderNumber), eq(auditEvents.action, 'order.payment')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorLabel: 'system:test', before: { orderStatus: 'AWAITING PAYMENT', paymentStatus: 'pending' } });

    // The same notice again, or a late "expired", changes nothing.
    expect(await settleDeferredPayment({ paymentId: payment.reference, outcome: 'paid' }, actor, gateway)).toMatchObject({ changed: false, status: 'SUBMITTED' });
    expect(await settleDeferredPayment({ paymentId: payment.reference, outcome: 'expired' }, actor, gateway)).toMatchObject({ changed: false, status: 'SUBMITTED' });
    expect(await mailsOf(order.orderId)).toHaveLength(2);
    expect(await unitsOf(product.id)).toBe(3);
    // And now it is fulfilled as any paid order.
    expect((await applyEventToShipment({ orderNumber: order.orderNumber, event: { type: 'process' }, actor: operator }, gateway)).orderStatus).toBe('PROCESSING');
  });

  it('settles the same payment once when two notices race', async () => {
    const { payment } = await placed('pt-BR', 'pix');
    await gateway.deferred.markPaid(payment.reference);
    const results = await Promise.all([1, 2, 3].map(() => settleDeferredPayment({ paymentId: payment.reference, outcome: 'paid' }, actor, gateway)));
    expect(results.filter((r) => r.changed)).toHaveLength(1);
  });

  it('cancels a PIX order that was not paid in time: stock released, the payment called off, the shopper e-mailed', async () => {
    const { product, order, payment } = await placed('pt-BR', 'pix');
    expect(await unitsOf(product.id)).toBe(3);
    // Not yet due: nothing happens.
    expect(await expireDeferredPayments(gateway, db(), new Date(payment.expiresAt!.getTime() - 1000))).toEqual({ expired: 0, paid: 0 });
    expect((await orderRow(order.orderId)).status).toBe('AWAITING PAYMENT');

    const result = await expireDeferredPayments(gateway, db(), new Date(payment.expiresAt!.getTime() + 1000));
    expect(result.expired).toBeGreaterThanOrEqual(1);
    expect((await orderRow(order.orderId)).status).toBe('CANCELLED');
    expect(await unitsOf(product.id)).toBe(5);
    expect((await paymentRow(payment.id)).status).toBe('expired');
    const [atGateway] = await db().select().from(paymentDeferred).where(eq(paymentDeferred.id, payment.reference));
    expect(atGateway!.status).toBe('cancelled');
    await expect(gateway.deferred.markPaid(payment.reference)).rejects.toMatchObject({ code: 'invalid_state' });
    const expired = (await mailsOf(order.orderId)).find((m) => m.kind === 'orderPaymentExpired');
    expect(expired?.subject).toContain('foi cancelado');
    // A second run finds nothing more to do, and nothing is released twice.
    await expireDeferredPayments(gateway, db(), new Date(payment.expiresAt!.getTime() + 2000));
    expect(await unitsOf(product.id)).toBe(5);
  });

  it('settles as paid a payment made at the last moment, when the expiry job finds it', async () => {
    const { order, payment } = await placed('pt-BR', 'pix');
    await gateway.deferred.markPaid(payment.reference);
    await expireDeferredPayments(gateway, db(), new Date(payment.expiresAt!.getTime() + 1000));
    expect((await orderRow(order.orderId)).status).toBe('SUBMITTED');
    expect((await paymentRow(payment.id)).status).toBe('captured');
  });

  it('refunds a paid PIX order cancelled by the store to the PIX payment', async () => {
    const { order, payment } = await placed('pt-BR', 'pix');
    await gateway.deferred.markPaid(payment.reference);
    await settleDeferredPayment({ paymentId: payment.reference, outcome: 'paid' }, actor, gateway);
    const outcome = await applyEventToShipment({ orderNumber: order.orderNumber, event: { type: 'cancel' }, actor: operator }, gateway);
    expect(outcome.refunded).toBe(order.total);
    expect(await gateway.findDeferredPayment(payment.reference)).toMatchObject({ status: 'refunded' });
    const [atGateway] = await db().select().from(paymentDeferred).where(eq(paymentDeferred.id, payment.reference));
    expect(atGateway!.refundedAmount).toBe(order.total);
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'refunded', refundedAmount: order.total, refundSent: order.total });
  });

  it('issues a boleto whose line checks, and refunds it to the bank account the shopper gives', async () => {
    const { order, payment } = await placed('pt-BR', 'boleto');
    const instructions = payment.instructions as Extract<PaymentInstructions, { tender: 'boleto' }>;
    expect(isValidDigitableLine(instructions.digitableLine)).toBe(true);
    expect(instructions.barcode.slice(9, 19)).toBe(String(order.total).padStart(10, '0'));
    await gateway.deferred.markPaid(payment.reference);
    await settleDeferredPayment({ paymentId: payment.reference, outcome: 'paid' }, actor, gateway);
    await applyEventToShipment({ orderNumber: order.orderNumber, event: { type: 'cancel' }, actor: operator }, gateway);
    // Owed, but nowhere to send it yet.
    const owed = await paymentRow(payment.id);
    expect(owed).toMatchObject({ refundedAmount: order.total, refundSent: 0 });
    expect(boletoRefundOwed([owed])).toBe(true);
    expect(await gateway.findDeferredPayment(payment.reference)).toMatchObject({ status: 'paid' });
    // The cancellation's e-mail asks for the account, and its button leads to the page that takes it.
    const [notice] = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'shipmentUpdate'), eq(emailOutbox.subject, `Seu pedido ${order.orderNumber} foi cancelado`)));
    expect(notice!.text).toContain('Para receber R$');
    expect(notice!.text).toContain(`Informar a conta bancária: http://localhost:3000/pt-BR/orderConfirmation?orderNumber=${order.orderNumber}`);
    expect(notice!.text).not.toContain('pela mesma forma de pagamento');

    await expect(giveBoletoRefundAccount(order.orderId, { bank: '1', agency: '1234', account: '56789-0', holderTaxId: '529.982.247-25' }, gateway)).rejects.toMatchObject({ code: 'invalid_request' });
    const sent = await giveBoletoRefundAccount(order.orderId, { bank: '001', agency: '1234', account: '56789-0', holderTaxId: '529.982.247-25' }, gateway);
    expect(sent).toBe(order.total);
    const [atGateway] = await db().select().from(paymentDeferred).where(eq(paymentDeferred.id, payment.reference));
    expect(atGateway).toMatchObject({ status: 'refunded', refundedAmount: order.total, refundAccount: { bank: '001', agency: '1234', account: '56789-0', holderTaxId: '52998224725' } });
    expect(boletoRefundOwed([await paymentRow(payment.id)])).toBe(false);
    // Giving it again sends nothing more.
    expect(await giveBoletoRefundAccount(order.orderId, { bank: '001', agency: '1234', account: '56789-0', holderTaxId: '52998224725' }, gateway)).toBe(0);
  });

  it('moves the delivery window of a boleto paid days later to the day it can leave, and says so in the payment e-mail', async () => {
    const { order, payment } = await placed('pt-BR', 'boleto');
    const [before] = await db().select().from(shipments).where(eq(shipments.orderId, order.orderId));
    const placedAt = (await orderRow(order.orderId)).placedAt;
    const paidAt = new Date(placedAt.getTime() + 3 * 24 * 3600_000);
    await gateway.deferred.markPaid(payment.reference);
    await settleDeferredPayment({ paymentId: payment.reference, outcome: 'paid' }, actor, gateway, db(), paidAt);
    const [after] = await db().select().from(shipments).where(eq(shipments.orderId, order.orderId));
    const expected = deliveryAfterPayment({ earliest: before!.estimatedDeliveryFrom!, latest: before!.estimatedDeliveryTo! }, placedAt, paidAt, 'pt-BR');
    expect({ earliest: after!.estimatedDeliveryFrom, latest: after!.estimatedDeliveryTo }).toEqual(expected);
    expect(after!.estimatedDeliveryFrom! > before!.estimatedDeliveryFrom!).toBe(true);
    const paidMail = (await mailsOf(order.orderId)).find((m) => m.kind === 'orderPaymentReceived')!;
    expect(paidMail.text).toContain(formatDayWindow(expected.earliest, expected.latest, 'pt-BR'));
  });

  it('issues an OXXO reference in Mexico and refuses a tender the market does not offer', async () => {
    const { order, payment } = await placed('es-MX', 'oxxo');
    expect((await orderRow(order.orderId)).status).toBe('AWAITING PAYMENT');
    const instructions = payment.instructions as Extract<PaymentInstructions, { tender: 'oxxo' }>;
    expect(isValidOxxoReference(instructions.reference)).toBe(true);
    const [mail] = await mailsOf(order.orderId);
    expect(mail!.text).toContain('Paga en efectivo en OXXO');
    // Unpaid, the back office offers staff only its cancellation.
    const view = await staffOrder(db(), actorOf('administrator'), order.orderNumber);
    expect(Object.values(view.allowedEvents)).toEqual([['cancel']]);

    const product = await stocked('es-MX', 5);
    const refused = await placeOrder(await submission('es-MX', product.sku, 'pix'), gateway).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect((refused as DomainError).detail.errorCode).toBe('TENDER_UNAVAILABLE');
    expect(await unitsOf(product.id)).toBe(5);
  });

  it('calls the payment off when the shopper cancels an order awaiting it', async () => {
    const { product, order, payment } = await placed('es-MX', 'oxxo');
    await applyEventToShipment({ orderNumber: order.orderNumber, event: { type: 'requestCancel' }, actor: 'shopper' }, gateway);
    expect((await orderRow(order.orderId)).status).toBe('CANCELLED');
    expect(await unitsOf(product.id)).toBe(5);
    expect((await paymentRow(payment.id)).status).toBe('voided');
    expect(await gateway.findDeferredPayment(payment.reference)).toMatchObject({ status: 'cancelled' });
    // A payment notice arriving afterwards changes nothing.
    expect(await settleDeferredPayment({ paymentId: payment.reference, outcome: 'paid' }, actor, gateway)).toMatchObject({ changed: false, status: 'CANCELLED' });
  });
});
