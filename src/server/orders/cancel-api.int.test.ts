import { and, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { POST as cancel } from '@/app/ecomm/b2c/v1/order/cancel/route';
import { addItem, cartFor } from '@/server/cart/service';
import { storeStock } from '@/server/inventory/schema';
import { db } from '@/server/db/client';
import { stores } from '@/server/stores/schema';
import { gateway, input, key, operator, productWithStock } from '../../../tests/integration/orders';
import { applyEventToShipment } from './fulfilment';
import { placeOrder } from './place-order';

const ask = (body: unknown, ip = '203.0.113.21') =>
  cancel(new NextRequest('http://localhost/ecomm/b2c/v1/order/cancel', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', 'x-forwarded-for': ip } }));

type Answer = { status: string; totals: { total: number }; shipments: { id: number; shipmentType: string; status: string }[]; payments: { amount: number; refundedAmount: number; status: string }[] };

/** An order of two shipping groups: one part picked up at a Texas store, one shipped. */
async function splitOrder() {
  const [store] = await db().select().from(stores).where(and(eq(stores.country, 'US'), eq(stores.bopusEnabled, true), eq(stores.state, 'TX'))).limit(1);
  const picked = await productWithStock(0);
  await db().insert(storeStock).values({ productId: picked.id, storeNumber: store!.storeNumber, quantity: 3 }).onConflictDoUpdate({ target: [storeStock.productId, storeStock.storeNumber], set: { quantity: 3 } });
  key(); // the next product, not the same one again
  const shipped = await productWithStock(4);
  const cart = await cartFor(db(), undefined, 'en-US');
  const pickupLine = await addItem(db(), cart, { skuId: picked.sku, quantity: 1 }, 'en-US', store!.storeNumber);
  await addItem(db(), cart, { skuId: shipped.sku, quantity: 1 }, 'en-US', store!.storeNumber);
  return placeOrder(await input(cart.id, undefined, { storeNumber: store!.storeNumber, pickupLineIds: [pickupLine] }), gateway);
}

describe('POST /ecomm/b2c/v1/order/cancel', () => {
  it('cancels the whole order for a guest who proves it; a wrong proof or a bad group is refused', async () => {
    const placed = await splitOrder();
    expect(((await (await ask({ orderNumber: placed.orderNumber, emailOrZip: 'nobody@example.com' })).json()) as { errorCode: string }).errorCode).toBe('ORDER_NOT_FOUND');
    expect((await ask({ orderNumber: placed.orderNumber, emailOrZip: 'ana@example.com', shipmentId: -1 })).status).toBe(400);
    expect(((await (await ask({ orderNumber: placed.orderNumber, emailOrZip: 'ana@example.com', shipmentId: 999_999_999 })).json()) as { errorCode: string }).errorCode).toBe('ORDER_NOT_CANCELLABLE');
    const response = await ask({ orderNumber: placed.orderNumber, emailOrZip: '78701' });
    expect(response.status).toBe(200);
    const order = (await response.json()) as Answer;
    expect(order.status).toBe('CANCELLED');
    expect(order.payments).toMatchObject([{ amount: placed.total, status: 'refunded' }]);
  });

  it('cancels the shipped group alone; the pickup group stays, and then can no longer be cancelled alone', async () => {
    const placed = await splitOrder();
    const proof = { orderNumber: placed.orderNumber, emailOrZip: 'ana@example.com' };
    const { lookupOrder } = await import('./lookup');
    const found = (await lookupOrder(db(), placed.orderNumber, 'ana@example.com'))!;
    const shippedGroup = found.shipments.find((s) => s.shipmentType !== 'inStore')!;
    const pickupGroup = found.shipments.find((s) => s.shipmentType === 'inStore')!;

    const response = await ask({ ...proof, shipmentId: shippedGroup.id });
    expect(response.status).toBe(200);
    const order = (await response.json()) as Answer;
    expect(order.shipments.find((s) => s.id === shippedGroup.id)!.status).toBe('CANCELLED');
    expect(order.shipments.find((s) => s.id === pickupGroup.id)!.status).toBe('SUBMITTED');
    expect(order.status).toBe('SUBMITTED');
    // The shipped group's share went back; the card keeps paying for the pickup.
    expect(order.payments[0]!.status).toBe('captured');
    expect(order.payments[0]!.refundedAmount).toBeGreaterThan(0);
    expect(order.payments[0]!.refundedAmount).toBeLessThan(placed.total);

    // One open group left: it is cancelled as the order, not as a group.
    expect((await ask({ ...proof, shipmentId: pickupGroup.id })).status).toBe(409);
    await applyEventToShipment({ orderNumber: placed.orderNumber, shipmentId: pickupGroup.id, event: { type: 'process' }, actor: operator }, gateway);
    await applyEventToShipment({ orderNumber: placed.orderNumber, shipmentId: pickupGroup.id, event: { type: 'readyForPickup' }, actor: operator }, gateway);
    expect((await ask(proof)).status).toBe(409);
  });
});
