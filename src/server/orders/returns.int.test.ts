import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { distributionCentreStock } from '@/server/inventory/schema';
import { db } from '@/server/db/client';
import { paymentAuthorizations } from '@/server/payments/schema';
import { DomainError } from '@/server/platform/domain-error';
import { cartWith, gateway, input, operator, productWithStock } from '../../../tests/integration/orders';
import { applyEventToShipment } from './fulfilment';
import { orderHistory } from './history';
import { placeOrder } from './place-order';
import { RETURN_WINDOW_DAYS } from './returns';
import { orderLines, orderPayments, orderRefunds, orders } from './schema';
import type { ShipmentEvent } from './status';

const units = async (productId: number) =>
  (await db().select({ q: distributionCentreStock.quantity }).from(distributionCentreStock).where(eq(distributionCentreStock.productId, productId))).reduce((n, r) => n + r.q, 0);
const DAY = 86_400_000;

/** An order of `quantity` units shipped and delivered; `at` is when it was delivered. */
async function delivered(quantity: number, at = new Date()) {
  const product = await productWithStock(10);
  const placed = await placeOrder(await input(await cartWith(product.sku, quantity), undefined, { profileId: 'member-returns' }), gateway);
  const events: ShipmentEvent[] = [{ type: 'process' }, { type: 'readyToShip' }, { type: 'ship', carrier: 'UPS', trackingNumber: '1Z1' }, { type: 'deliver' }];
  for (const event of events) await applyEventToShipment({ orderNumber: placed.orderNumber, event, actor: operator }, gateway, db(), at);
  return { product, placed };
}
const giveBack = (orderNumber: string, event: Omit<Extract<ShipmentEvent, { type: 'return' }>, 'type'> = {}, now = new Date()) =>
  applyEventToShipment({ orderNumber, event: { type: 'return', ...event }, actor: operator }, gateway, db(), now);
const refusal = (promise: Promise<unknown>) => promise.then(() => null, (e: unknown) => (e instanceof DomainError ? e.detail.errorCode : e));

describe('returns', () => {
  it('returns part of a delivered order: a RETURN order, the parts back in stock, its share refunded to the card', async () => {
    const { product, placed } = await delivered(3);
    expect(await units(product.id)).toBe(7);
    const first = await giveBack(placed.orderNumber, { lines: [{ sku: product.sku, quantity: 1 }] });
    expect(first).toMatchObject({ status: 'DELIVERED', orderStatus: 'DELIVERED' });
    expect(first.refunded).toBeGreaterThan(0);
    expect(first.refunded).toBeLessThan(placed.total / 2);
    expect(await units(product.id)).toBe(8);

    const [returnOrder] = await db().select().from(orders).where(eq(orders.orderNumber, first.returnOrderNumber!));
    expect(returnOrder).toMatchObject({ orderType: 'RETURN', status: 'NO_PENDING_ACTION', total: first.refunded, cartId: null, profileId: 'member-returns', shippingTotal: 0 });
    expect(returnOrder!.subtotal + returnOrder!.coreTotal - returnOrder!.discount + returnOrder!.tax).toBe(first.refunded);
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, returnOrder!.id));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ sku: product.sku, quantity: 1 });
    expect(lines[0]!.returnedFromLineId).not.toBeNull();
    const refunds = await db().select().from(orderRefunds).where(eq(orderRefunds.returnOrderId, returnOrder!.id));
    expect(refunds.reduce((n, r) => n + r.amount, 0)).toBe(first.refunded);

    // The rest comes back: everything but the shipping is refunded, and nothing more can come back.
    const second = await giveBack(placed.orderNumber);
    expect(await units(product.id)).toBe(10);
    const [original] = await db().select().from(orders).where(eq(orders.orderNumber, placed.orderNumber));
    expect(first.refunded + second.refunded).toBe(original!.total - original!.shippingTotal - Math.round((original!.tax * original!.shippingTotal) / (original!.subtotal + original!.coreTotal + original!.shippingTotal)));
    const [payment] = await db().select().from(orderPayments).where(eq(orderPayments.orderId, original!.id));
    expect(payment!.refundedAmount).toBe(first.refunded + second.refunded);
    const [authorization] = await db().select().from(paymentAuthorizations).where(eq(paymentAuthorizations.id, payment!.reference));
    expect(authorization!.refundedAmount).toBe(first.refunded + second.refunded);
    expect(await refusal(giveBack(placed.orderNumber))).toBe('NOTHING_TO_RETURN');

    // The member sees both returns in the history, filtered by type.
    const history = await orderHistory(db(), 'member-returns', { orderTypes: ['RETURN'] });
    expect(history.map((o) => o.orderNumber)).toEqual(expect.arrayContaining([first.returnOrderNumber, second.returnOrderNumber]));
    // A RETURN order has nothing to fulfil.
    expect(await refusal(applyEventToShipment({ orderNumber: first.returnOrderNumber!, event: { type: 'process' }, actor: operator }, gateway))).toBe('SHIPMENT_TRANSITION_NOT_ALLOWED');
  });

  it('refuses more than is left, a SKU not in the shipment, and a return after the window', async () => {
    const { product, placed } = await delivered(2, new Date(Date.now() - (RETURN_WINDOW_DAYS - 1) * DAY));
    expect(await refusal(giveBack(placed.orderNumber, { lines: [{ sku: product.sku, quantity: 3 }] }))).toBe('RETURN_QUANTITY_INVALID');
    expect(await refusal(giveBack(placed.orderNumber, { lines: [{ sku: 'NOPE-1', quantity: 1 }] }))).toBe('RETURN_QUANTITY_INVALID');
    expect(await refusal(giveBack(placed.orderNumber, {}, new Date(Date.now() + 2 * DAY)))).toBe('RETURN_WINDOW_CLOSED');
    expect(await units(product.id)).toBe(8);
  });

  it('keeps damaged parts out of stock when restock is off', async () => {
    const { product, placed } = await delivered(2);
    const outcome = await giveBack(placed.orderNumber, { restock: false });
    expect(outcome.refunded).toBeGreaterThan(0);
    expect(await units(product.id)).toBe(8);
  });

  it('refuses a return of a shipment that has not reached the shopper', async () => {
    const product = await productWithStock(5);
    const placed = await placeOrder(await input(await cartWith(product.sku, 1)), gateway);
    expect(await refusal(giveBack(placed.orderNumber))).toBe('SHIPMENT_TRANSITION_NOT_ALLOWED');
  });
});
