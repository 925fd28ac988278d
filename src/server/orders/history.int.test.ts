import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { GET as history } from '@/app/ecomm/b2c/v2/order/history/route';
import { db } from '@/server/db/client';
import { cartWith, gateway, input, key, productWithStock } from '../../../tests/integration/orders';
import { memberOrder, orderHistory } from './history';
import { placeOrder } from './place-order';

describe('order history', () => {
  it('lists a member’s orders newest first, and never another member’s', async () => {
    const me = `member-${process.pid}-${key()}`;
    const someoneElse = `member-${process.pid}-${key()}`;
    const first = await placeOrder(await input(await cartWith((await productWithStock(5)).sku, 1), undefined, { profileId: me }), gateway);
    key();
    const second = await placeOrder(await input(await cartWith((await productWithStock(5)).sku, 1), undefined, { profileId: me }), gateway, undefined, new Date(Date.now() + 1000));
    const theirs = await placeOrder(await input(await cartWith((await productWithStock(5)).sku, 1), undefined, { profileId: someoneElse }), gateway);

    expect((await orderHistory(db(), me)).map((o) => o.orderNumber)).toEqual([second.orderNumber, first.orderNumber]);
    expect((await orderHistory(db(), me, { orderTypes: ['RETURN'] })).length).toBe(0);
    expect((await memberOrder(db(), me, first.orderId))?.order.orderNumber).toBe(first.orderNumber);
    expect(await memberOrder(db(), me, theirs.orderId)).toBeNull();
    expect(await memberOrder(db(), me, 'not-a-uuid')).toBeNull();
  });

  it('answers 401 to a caller who is not signed in', async () => {
    const response = await history(new NextRequest('http://localhost/ecomm/b2c/v2/order/history'));
    expect(response.status).toBe(401);
  });
});
