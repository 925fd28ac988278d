import { and, eq } from 'drizzle-orm';
import type { CurrencyCode } from '@/lib/markets';
import type { Executor } from '@/server/db/client';
import { carts, type Cart } from './schema';

/** The active cart of this currency, locked for the transaction that orders it; null when it is gone (ordered, merged) or of another market. */
export async function lockCartToOrder(tx: Executor, cartId: string, currency: CurrencyCode): Promise<Cart | null> {
  const [cart] = await tx
    .select()
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.status, 'active'), eq(carts.currency, currency)))
    .for('update');
  return cart ?? null;
}

/** The cart became an order: it is closed, and the shopper's next add starts a new one. */
export async function markCartOrdered(tx: Executor, cartId: string, now: Date): Promise<void> {
  await tx.update(carts).set({ status: 'ordered', updatedAt: now }).where(eq(carts.id, cartId));
}
