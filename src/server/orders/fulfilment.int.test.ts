import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { distributionCentreStock } from '@/server/inventory/schema';
import { db } from '@/server/db/client';
import { paymentAuthorizations } from '@/server/payments/schema';
import { DomainError } from '@/server/platform/domain-error';
import { DOMAIN_ERROR_STATUS } from '@/server/platform/http';
import { cartWith, gateway, input, operator, productWithStock } from '../../../tests/integration/orders';
import { applyEventToShipment } from './fulfilment';
import { placeOrder } from './place-order';
import { orderPayments, orders, shipmentEvents, shipments } from './schema';

const units = async (productId: number) =>
  (await db().select({ q: distributionCentreStock.quantity }).from(distributionCentreStock).where(eq(distributionCentreStock.productId, productId))).reduce((n, r) => n + r.q, 0);

describe('fulfilment', () => {
  it('walks a shipped order to delivered, keeping the tracking number and the order status', async () => {
    const product = await productWithStock(5);
    const placed = await placeOrder(await input(await cartWith(product.sku, 1)), gateway);
    const step = (event: Parameters<typeof applyEventToShipment>[0]['event']) => applyEventToShipment({ orderNumber: placed.orderNumber, event, actor: operator }, gateway);
    expect((await step({ type: 'process' })).status).toBe('PROCESSING');
    expect((await step({ type: 'readyToShip' })).status).toBe('READY TO SHIP');
    const shipped = await step({ type: 'ship', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
    expect(shipped).toMatchObject({ status: 'SHIPPED', orderStatus: 'SHIPPED' });
    expect((await step({ type: 'outForDelivery' })).orderStatus).toBe('OUT FOR DELIVERY');
    expect((await step({ type: 'deliver' })).orderStatus).toBe('DELIVERED');
    const [shipment] = await db().select().from(shipments).innerJoin(orders, eq(orders.id, shipments.orderId)).where(eq(orders.orderNumber, placed.orderNumber));
    expect(shipment!.shipments).toMatchObject({ carrier: 'UPS', trackingNumber: '1Z999AA10123456784', status: 'DELIVERED' });
    expect(await db().select().from(shipmentEvents).where(eq(shipmentEvents.shipmentId, shipment!.shipments.id))).toHaveLength(6);
    // Refused: a delivered parcel cannot be shipped again.
    const error = await step({ type: 'ship', carrier: 'UPS', trackingNumber: 'X1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).detail.errorCode).toBe('SHIPMENT_TRANSITION_NOT_ALLOWED');
  });

  it('cancels at the shopper’s request before it ships: stock back, money refunded', async () => {
    const product = await productWithStock(5);
    const placed = await placeOrder(await input(await cartWith(product.sku, 2)), gateway);
    expect(await units(product.id)).toBe(3);
    const cancelled = await applyEventToShipment({ orderNumber: placed.orderNumber, event: { type: 'requestCancel' }, actor: 'shopper' }, gateway);
    expect(cancelled).toMatchObject({ status: 'CANCELLED', orderStatus: 'CANCELLED', refunded: placed.total });
    expect(await units(product.id)).toBe(5);
    const [payment] = await db().select().from(orderPayments).innerJoin(orders, eq(orders.id, orderPayments.orderId)).where(eq(orders.orderNumber, placed.orderNumber));
    expect(payment!.order_payments.status).toBe('refunded');
    const [authorization] = await db().select().from(paymentAuthorizations).where(eq(paymentAuthorizations.id, payment!.order_payments.reference));
    expect(authorization!.refundedAmount).toBe(placed.total);
    // A shopper may only ask to cancel.
    const refused = await applyEventToShipment({ orderNumber: placed.orderNumber, event: { type: 'deliver' }, actor: 'shopper' }, gateway).catch((e: unknown) => e);
    expect(DOMAIN_ERROR_STATUS[(refused as DomainError).kind]).toBe(403);
  });
});
