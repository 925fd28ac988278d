import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from '@/server/db/client';
import { applyEventToShipment } from '@/server/orders/fulfilment';
import { placeOrder } from '@/server/orders/place-order';
import { orderLines, orders, shipmentEvents, shipments } from '@/server/orders/schema';
import { cartWith, gateway, input, operator, productWithStock } from '../../../tests/integration/orders';
import { coverageAt, isWarrantyTerm } from './coverage';
import { warrantiesFor, warranty, warrantyItem } from './service';

const DAY = 86_400_000;
const member = `member-warranties-${process.pid}`;
const stranger = `member-stranger-${process.pid}`;

async function placeFor(profileId: string, quantity = 1) {
  const product = await productWithStock(5);
  const placed = await placeOrder(await input(await cartWith(product.sku, quantity)), gateway);
  await db().update(orders).set({ profileId }).where(eq(orders.id, placed.orderId));
  const [line] = await db().select().from(orderLines).where(eq(orderLines.orderId, placed.orderId));
  return { ...placed, line: line! };
}

async function deliver(orderNumber: string) {
  for (const event of [{ type: 'process' }, { type: 'readyToShip' }, { type: 'ship', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }, { type: 'deliver' }] as const) {
    await applyEventToShipment({ orderNumber, event, actor: operator }, gateway);
  }
}

describe('warranties', () => {
  it('lists the member’s purchases with their cover, item by item, and nobody else’s', async () => {
    // Oldest first: a delivered order, one cancelled, one still on its way.
    const delivered = await placeFor(member, 2);
    await deliver(delivered.orderNumber);
    const cancelled = await placeFor(member);
    await applyEventToShipment({ orderNumber: cancelled.orderNumber, event: { type: 'requestCancel' }, actor: 'shopper' }, gateway);
    const pending = await placeFor(member);
    const strangers = await placeFor(stranger);

    // The term was recorded from the product when bought.
    expect(isWarrantyTerm(delivered.line.warranty)).toBe(true);
    const term = delivered.line.warranty as Parameters<typeof coverageAt>[0];
    const [event] = await db()
      .select({ at: shipmentEvents.at })
      .from(shipmentEvents)
      .innerJoin(shipments, eq(shipments.id, shipmentEvents.shipmentId))
      .where(and(eq(shipments.orderId, delivered.orderId), eq(shipmentEvents.toStatus, 'DELIVERED')));
    const receivedAt = event!.at;
    const now = new Date(receivedAt.getTime() + 10 * DAY);

    // The list: newest first, the cancelled order left out.
    const list = await warrantiesFor(db(), member, now);
    expect(list.map((w) => w.orderNumber)).toEqual([pending.orderNumber, delivered.orderNumber]);
    const [pendingSummary, deliveredSummary] = list;
    expect(pendingSummary).toMatchObject({ id: pending.orderId, itemCount: 1, coveredCount: 0, notStartedCount: 1, soonestExpiry: null });
    const expected = coverageAt(term, receivedAt, now);
    expect(deliveredSummary).toMatchObject({ id: delivered.orderId, itemCount: 1, coveredCount: 1, notStartedCount: 0, soonestExpiry: expected.endsAt });
    expect(deliveredSummary!.placedAt).toBeInstanceOf(Date);

    // The warranty: its items and their cover from the day of delivery.
    const detail = await warranty(db(), member, delivered.orderId, now);
    expect(detail).toMatchObject({ id: delivered.orderId, orderNumber: delivered.orderNumber, orderType: 'ONLINEORDER', currency: 'USD' });
    expect(detail!.items).toEqual([
      {
        id: String(delivered.line.id),
        title: delivered.line.title,
        brand: delivered.line.brand,
        partNumber: delivered.line.partNumber,
        sku: delivered.line.sku,
        quantity: 2,
        term,
        coverage: expected,
      },
    ]);
    // Ten days in, every term is still active (90-day: 80 days left).
    expect(detail!.items[0]!.coverage.status).toBe('active');
    // Not received yet: cover starts when it arrives.
    expect((await warranty(db(), member, pending.orderId, now))!.items[0]!.coverage).toEqual({ status: 'not-started', startsAt: null, endsAt: null, daysLeft: null });

    // Long after, a term that ends has expired.
    const later = new Date(receivedAt.getTime() + 4 * 366 * DAY);
    const expiredStatus = (await warranty(db(), member, delivered.orderId, later))!.items[0]!.coverage.status;
    expect(expiredStatus).toBe(term === 'lifetime' || term === 'limited-lifetime' ? 'active' : 'expired');
    expect((await warrantiesFor(db(), member, later)).find((w) => w.id === delivered.orderId)!.coveredCount).toBe(expiredStatus === 'active' ? 1 : 0);

    // The item, with its proof of purchase.
    const item = await warrantyItem(db(), member, delivered.orderId, String(delivered.line.id), now);
    expect(item).toMatchObject({
      id: String(delivered.line.id),
      warrantyId: delivered.orderId,
      term,
      coverage: expected,
      purchase: {
        orderNumber: delivered.orderNumber,
        orderType: 'ONLINEORDER',
        currency: 'USD',
        unitPrice: delivered.line.unitPrice,
        pricePaid: delivered.line.unitPrice * 2,
        fulfilment: 'shipToHome',
        storeNumber: null,
        shipmentStatus: 'DELIVERED',
      },
    });

    // The cancelled shipment's line is not covered: not listed, and not found by id.
    expect(await warranty(db(), member, cancelled.orderId, now)).toBeNull();
    expect(await warrantyItem(db(), member, cancelled.orderId, String(cancelled.line.id), now)).toBeNull();

    // Another member learns nothing: the same null as for what does not exist.
    expect(await warrantiesFor(db(), stranger, now)).toEqual([expect.objectContaining({ id: strangers.orderId })]);
    expect(await warranty(db(), stranger, delivered.orderId, now)).toBeNull();
    expect(await warrantyItem(db(), stranger, delivered.orderId, String(delivered.line.id), now)).toBeNull();
    expect(await warranty(db(), member, strangers.orderId, now)).toBeNull();
    expect(await warrantyItem(db(), member, strangers.orderId, String(strangers.line.id), now)).toBeNull();
    // An item of another warranty of the same member is not found under this one.
    expect(await warrantyItem(db(), member, delivered.orderId, String(pending.line.id), now)).toBeNull();
  });

  it('starts the cover of a store sale when it was placed', async () => {
    const sale = await placeFor(`member-store-${process.pid}`);
    await db().update(orders).set({ orderType: 'INSTOREORDER' }).where(eq(orders.id, sale.orderId));
    const [order] = await db().select({ placedAt: orders.placedAt }).from(orders).where(eq(orders.id, sale.orderId));
    const item = await warrantyItem(db(), `member-store-${process.pid}`, sale.orderId, String(sale.line.id), new Date(order!.placedAt.getTime() + DAY));
    expect(item!.coverage.startsAt).toEqual(order!.placedAt);
    expect(item!.coverage.status).not.toBe('not-started');
  });

  it('answers null for malformed ids, unknown ids and no member', async () => {
    const now = new Date();
    expect(await warrantiesFor(db(), '', now)).toEqual([]);
    for (const id of ['', 'abc', '123', '00000000-0000-0000-0000-00000000000g', "' or 1=1 --"]) expect(await warranty(db(), member, id, now)).toBeNull();
    const someOrder = '00000000-0000-4000-8000-000000000000';
    for (const itemId of ['', '0', '01', '-1', '1.5', '99999999999', 'abc']) expect(await warrantyItem(db(), member, someOrder, itemId, now)).toBeNull();
    expect(await warranty(db(), member, someOrder, now)).toBeNull();
  });

  it('covers only what was kept: a returned unit leaves the cover, a line returned in full leaves the warranty', async () => {
    const profileId = `member-returns-${process.pid}`;
    const bought = await placeFor(profileId, 2);
    await deliver(bought.orderNumber);
    const now = new Date(Date.now() + DAY);
    const giveBack = (quantity: number) =>
      applyEventToShipment({ orderNumber: bought.orderNumber, event: { type: 'return', lines: [{ sku: bought.line.sku, quantity }] }, actor: operator }, gateway);
    await giveBack(1);
    expect((await warranty(db(), profileId, bought.orderId, now))!.items[0]!.quantity).toBe(1);
    await giveBack(1);
    expect(await warranty(db(), profileId, bought.orderId, now)).toBeNull();
    // The RETURN order is not a purchase: it gives no cover of its own.
    expect(await warrantiesFor(db(), profileId, now)).toEqual([]);
  });
});
