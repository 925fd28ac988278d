import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { placeOrder } from '@/server/orders/place-order';
import { cartWith, gateway, input, productWithStock } from '../../../../tests/integration/orders';
import { guestDetails } from './guest-details';

async function ordered(profileId: string | null = null) {
  const cartId = await cartWith((await productWithStock(5)).sku, 1);
  const { orderNumber } = await placeOrder(await input(cartId, undefined, { email: 'Ana.Diaz@example.com', profileId }), gateway);
  return { cartId, orderNumber };
}

describe('the details /completeAccount fills in', () => {
  it('are the guest order’s, for the browser whose cart placed it', async () => {
    const { cartId, orderNumber } = await ordered();
    expect(await guestDetails(orderNumber, [cartId])).toEqual({ orderNumber, firstName: 'Ana', lastName: 'Díaz', email: 'Ana.Diaz@example.com', phone: '(512) 555-0100' });
  });

  it('stay the browser’s after its next cart: the cart that became the order is among its past carts', async () => {
    const { cartId, orderNumber } = await ordered();
    expect((await guestDetails(orderNumber, [randomUUID(), cartId]))?.orderNumber).toBe(orderNumber);
  });

  it('are nothing for anyone else: another cart, no cart, a guessed number, a member’s order', async () => {
    const { cartId, orderNumber } = await ordered();
    expect(await guestDetails(orderNumber, [randomUUID()])).toBeNull();
    expect(await guestDetails(orderNumber, [])).toBeNull();
    expect(await guestDetails(undefined, [cartId])).toBeNull();
    expect(await guestDetails(String((Number(orderNumber) + 1) % 1e9).padStart(9, '0'), [cartId])).toBeNull();
    const member = await ordered('a-member');
    expect(await guestDetails(member.orderNumber, [member.cartId])).toBeNull();
  });
});
