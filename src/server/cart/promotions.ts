import { eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { promotionToApply } from '@/server/promotions/promo-codes';
import { carts, type Cart } from './schema';

/** Apply a promo code to the cart; refused with the reason when it cannot be used. */
export async function applyPromotion(executor: Executor, cart: Cart, code: string, subtotal: number, now = new Date()): Promise<void> {
  const promotion = await promotionToApply(executor, code, cart.currency, subtotal, now);
  await executor.update(carts).set({ promoCode: promotion.code, updatedAt: now }).where(eq(carts.id, cart.id));
}

export async function removePromotion(executor: Executor, cart: Cart): Promise<void> {
  await executor.update(carts).set({ promoCode: null, updatedAt: new Date() }).where(eq(carts.id, cart.id));
}
