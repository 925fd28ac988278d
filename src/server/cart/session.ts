import type { Locale } from '@/lib/markets';
import { getMarket } from '@/lib/markets';
import { COOKIES } from '@/lib/storage-keys';
import type { CookieReader } from '@/server/platform/cookie-jar';
import { db, type Executor } from '@/server/db/client';
import { marketStore } from '@/server/stores/preferred';
import type { Store } from '@/server/stores/schema';
import { activeCart, cartFor, cartView, type CartView } from './service';
import type { Cart } from './schema';

/** The shopper's cart and preferred store behind their cookies (pages and server actions). */
export async function shopperCart(cookies: CookieReader, locale: Locale): Promise<{ view: CartView | null; store: Store | null }> {
  const store = await marketStore(db(), cookies.get(COOKIES.preferredStoreId), getMarket(locale).country);
  const cart = await activeCart(db(), cookies.get(COOKIES.cartId), locale);
  return { view: cart ? await cartView(db(), cart, locale, store?.storeNumber ?? null) : null, store };
}

/** Change the shopper's cart in one transaction, starting one if needed; answers the cart after the change. */
export async function changeShopperCart(cookies: CookieReader, locale: Locale, change: (tx: Executor, cart: Cart, shopper: { locale: Locale; storeNumber: string | null }) => Promise<unknown>): Promise<CartView> {
  const store = await marketStore(db(), cookies.get(COOKIES.preferredStoreId), getMarket(locale).country);
  const storeNumber = store?.storeNumber ?? null;
  return db().transaction(async (tx) => {
    const cart = await cartFor(tx, cookies.get(COOKIES.cartId), locale);
    await change(tx, cart, { locale, storeNumber });
    return cartView(tx, cart, locale, storeNumber);
  });
}
