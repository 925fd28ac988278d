import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { carts } from '@/server/cart/schema';
import { db } from '@/server/db/client';
import { saveCard } from '@/server/payments/wallet';
import { createCardToken } from '@/server/payments/tokens';
import { DomainError } from '@/server/platform/domain-error';
import { cartWith, gateway, input, productWithStock } from '../../../tests/integration/orders';
import { placeOrder } from './place-order';
import { orderPayments } from './schema';

async function walletCard(profileId: string, number: string) {
  const token = await createCardToken(db(), { number, expiry: '12/30', cvc: '123', name: 'Ana Díaz' });
  return (await saveCard(db(), profileId, token.token)).card;
}

describe('paying with a saved card', () => {
  it('charges the member’s wallet card without a card typed in', async () => {
    const member = `wallet-payer-${process.pid}`;
    const card = await walletCard(member, '4242 4242 4242 4242');
    const cartId = await cartWith((await productWithStock(3)).sku, 1);
    const placed = await placeOrder(await input(cartId, undefined, { cardToken: null, savedCardId: card.id, profileId: member }), gateway);
    const [payment] = await db().select().from(orderPayments).where(eq(orderPayments.orderId, placed.orderId));
    expect(payment).toMatchObject({ method: 'card', last4: '4242', amount: placed.total });
  });

  it('refuses another member’s card and leaves the cart as it was', async () => {
    const card = await walletCard(`wallet-owner-${process.pid}`, '4242 4242 4242 4242');
    const cartId = await cartWith((await productWithStock(3)).sku, 1);
    const error = await placeOrder(await input(cartId, undefined, { cardToken: null, savedCardId: card.id, profileId: `wallet-other-${process.pid}` }), gateway).catch((e: unknown) => e);
    expect((error as DomainError).detail.errorCode).toBe('SAVED_CARD_NOT_FOUND');
    const [cart] = await db().select().from(carts).where(eq(carts.id, cartId));
    expect(cart!.status).toBe('active');
  });

  it('declines a saved card that declines (insufficient funds), like the number it was saved from', async () => {
    const member = `wallet-declined-${process.pid}`;
    const card = await walletCard(member, '4000 0000 0000 9995');
    const cartId = await cartWith((await productWithStock(3)).sku, 1);
    const error = await placeOrder(await input(cartId, undefined, { cardToken: null, savedCardId: card.id, profileId: member }), gateway).catch((e: unknown) => e);
    expect((error as DomainError).detail.errorCode).toBe('PAYMENT_DECLINED');
  });
});
