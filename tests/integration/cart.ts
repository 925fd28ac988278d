import { asc, eq } from 'drizzle-orm';
import type { Locale } from '@/lib/markets';
import { promotions } from '@/server/promotions/schema';
import { activeCart, cartSummary, cartView, type CartSummary, type CartView } from '@/server/cart/service';
import { db } from '@/server/db/client';
import { stores } from '@/server/stores/schema';
import { key, productWithStock } from './orders';

/** Shared by the tests of features/ (which cannot reach the database themselves): products, stores, carts by id. */

/** Distinct priced products, each with `units` in one US distribution centre. */
export async function stockedSkus(n: number, units: number): Promise<string[]> {
  const skus: string[] = [];
  for (let i = 0; i < n; i++) {
    key(); // the next product, not the same one again
    skus.push((await productWithStock(units)).sku);
  }
  return skus;
}

/** The first store of a country by number. */
export async function storeIn(country: 'US' | 'MX' | 'BR'): Promise<{ storeNumber: string; postalCode: string }> {
  const [store] = await db().select({ storeNumber: stores.storeNumber, postalCode: stores.postalCode }).from(stores).where(eq(stores.country, country)).orderBy(asc(stores.storeNumber)).limit(1);
  return store!;
}

/** The first US store by number. */
export async function usStore(): Promise<string> {
  return (await storeIn('US')).storeNumber;
}

/** A percent-off promotion valid now, for any subtotal. */
export async function percentPromotion(code: string, percent: number): Promise<void> {
  await db()
    .insert(promotions)
    .values({ code, kind: 'percent', value: percent, currency: 'USD', minimumSubtotal: 0, startsAt: new Date('2026-01-01T00:00:00Z'), endsAt: new Date('2099-01-01T00:00:00Z') })
    .onConflictDoNothing();
}

/** The active cart with this id: its whole view (no store) and its summary. */
export async function cartById(cartId: string, locale: Locale = 'en-US'): Promise<{ view: CartView; summary: CartSummary }> {
  const cart = await activeCart(db(), cartId, locale);
  if (!cart) throw new Error(`No active cart ${cartId}`);
  return { view: await cartView(db(), cart, locale, null), summary: await cartSummary(db(), cart, locale) };
}
