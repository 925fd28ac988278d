import type { Locale } from '@/lib/markets';
import type { CookieReader } from '@/server/platform/cookie-jar';
import type { Store } from '@/server/stores/directory';
import type { CartView } from './service';
import { currentCart } from './use-cases';

/** The shopper's cart and preferred store behind their cookies (the cart and checkout pages). */
export async function shopperCart(cookies: CookieReader, locale: Locale): Promise<{ view: CartView | null; store: Store | null }> {
  return currentCart({ cookies, locale });
}
