import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '@/server/db/client';
import { cartWith, gateway, input, productWithStock } from '../../../tests/integration/orders';
import { orderForViewer } from './lookup';
import { placeOrder } from './place-order';

/** Who sees an order's confirmation page, its boleto and its refund form (lookup.ts `viewerPlaced`). */
async function ordered(profileId: string | null = null) {
  const cartId = await cartWith((await productWithStock(5)).sku, 1);
  const { orderNumber } = await placeOrder(await input(cartId, undefined, { profileId }), gateway);
  return { cartId, orderNumber };
}

const found = async (orderNumber: string, profileId: string | null, cartIds: string[]) => (await orderForViewer(db(), orderNumber, { profileId, cartIds }))?.order.orderNumber ?? null;

describe('an order page shows the order', () => {
  it('of a guest to the browser whose cart (or past cart) became it, and to nobody else', async () => {
    const { cartId, orderNumber } = await ordered();
    expect(await found(orderNumber, null, [randomUUID(), cartId])).toBe(orderNumber);
    expect(await found(orderNumber, null, [randomUUID()])).toBeNull();
    expect(await found(orderNumber, 'someone-signed-in', [])).toBeNull();
  });

  it('of a member to their session only: not to the next person on a shared browser that still holds the cart', async () => {
    const member = `member-${randomUUID()}`;
    const { cartId, orderNumber } = await ordered(member);
    expect(await found(orderNumber, null, [cartId])).toBeNull();
    expect(await found(orderNumber, `other-${randomUUID()}`, [cartId])).toBeNull();
    expect(await found(orderNumber, member, [cartId])).toBe(orderNumber);
    // Their own order, from another browser too.
    expect(await found(orderNumber, member, [])).toBe(orderNumber);
  });
});
