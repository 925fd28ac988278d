import { parseConsent, mayUseCookie } from '@/lib/consent';
import { COOKIES } from '@/lib/storage-keys';
import type { CookieReader, CookieWriter } from '@/server/platform/cookie-jar';
import type { CartView } from './service';

/** A guest keeps a cart this long without coming back. */
export const CART_COOKIE_MAX_AGE_DAYS = 30;

export function writeCartCookie(jar: CookieWriter, cartId: string, secure: boolean): void {
  jar.set(COOKIES.cartId, cartId, { path: '/', maxAge: CART_COOKIE_MAX_AGE_DAYS * 86_400, sameSite: 'lax', secure, httpOnly: true });
}

/**
 * Spec §3: the cart mirrored into cookies for analytics (part ids, SKUs, titles, vendors,
 * unit prices, core prices, discounted prices; pipe-separated, prices in major units), only
 * with the shopper's consent to analytics; without it they are removed.
 */
export function analyticsCartCookies(view: CartView): Record<string, string> {
  const lines = view.lines;
  const major = (minor: number) => (minor / 100).toFixed(2);
  const share = (line: CartView['lines'][number]) => (view.subtotal ? Math.round((line.lineTotal * view.discount) / view.subtotal / line.quantity) : 0);
  return {
    cartProductPartIds: lines.map((l) => l.product.partNumber).join('|'),
    cartProductSkus: lines.map((l) => l.product.sku).join('|'),
    cartProductTitles: lines.map((l) => l.product.title).join('|'),
    cartProductVendors: lines.map((l) => l.product.brand).join('|'),
    cartUnitPrice: lines.map((l) => major(l.unitPrice)).join('|'),
    cartCorePrice: lines.map((l) => major(l.corePrice)).join('|'),
    cartDiscountPriceList: lines.map((l) => major(l.unitPrice - share(l))).join('|'),
  };
}

export function writeAnalyticsCartCookies(jar: CookieWriter, cookies: CookieReader, view: CartView, secure: boolean): void {
  const consent = parseConsent(cookies.get(COOKIES.cookieConsent));
  for (const [name, value] of Object.entries(analyticsCartCookies(view))) {
    const allowed = mayUseCookie(name, consent) && value !== '';
    jar.set(name, allowed ? value : '', { path: '/', maxAge: allowed ? CART_COOKIE_MAX_AGE_DAYS * 86_400 : 0, sameSite: 'lax', secure, httpOnly: false });
  }
}
