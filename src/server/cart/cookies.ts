import { parseConsent, mayUseCookie } from '@/lib/consent';
import { COOKIES } from '@/lib/storage-keys';
import type { CookieOptions, CookieReader, CookieWriter } from '@/server/platform/cookie-jar';
import type { CartView } from './service';

/** A guest keeps a cart this long without coming back. */
export const CART_COOKIE_MAX_AGE_DAYS = 30;

/** A cookie a cart use case asks its adapter to write (the response's, or the server action's jar). */
export interface CartCookie {
  name: string;
  value: string;
  options: CookieOptions;
}

/** How many carts that became orders a browser keeps the proof of (pastCartIds). */
export const PAST_CARTS_KEPT = 5;
const CART_ID = /^[0-9a-f-]{36}$/i;

/** The carts of this browser: the one it holds, then those it held before a new one replaced them (newest first). */
export function cartIdsOf(cookies: CookieReader): string[] {
  const current = cookies.get(COOKIES.cartId);
  const past = (cookies.get(COOKIES.pastCartIds) ?? '').split('|');
  return [...new Set([current, ...past].filter((id): id is string => typeof id === 'string' && CART_ID.test(id)))];
}

/** When a new cart replaces the one the browser held (it became an order), the old id joins the past ones. */
function pastCartsCookie(cookies: CookieReader, cartId: string, secure: boolean): CartCookie[] {
  const held = cookies.get(COOKIES.cartId);
  if (!held || held === cartId || !CART_ID.test(held)) return [];
  const past = cartIdsOf(cookies).filter((id) => id !== cartId).slice(0, PAST_CARTS_KEPT);
  return [{ name: COOKIES.pastCartIds, value: past.join('|'), options: { path: '/', maxAge: CART_COOKIE_MAX_AGE_DAYS * 86_400, sameSite: 'lax', secure, httpOnly: true } }];
}

const cartIdCookie = (cartId: string, secure: boolean): CartCookie => ({
  name: COOKIES.cartId,
  value: cartId,
  options: { path: '/', maxAge: CART_COOKIE_MAX_AGE_DAYS * 86_400, sameSite: 'lax', secure, httpOnly: true },
});

export function writeCartCookie(jar: CookieWriter, cartId: string, secure: boolean): void {
  writeCookies(jar, [cartIdCookie(cartId, secure)]);
}

export function writeCookies(jar: CookieWriter, cookies: CartCookie[]): void {
  for (const c of cookies) jar.set(c.name, c.value, c.options);
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

/**
 * The cookies to write after the cart changed or was read whole, whichever way (REST route or
 * server action): its id, and its analytics mirror (cleared without consent to analytics).
 */
export function cartCookies(view: CartView, cookies: CookieReader, secure: boolean): CartCookie[] {
  const consent = parseConsent(cookies.get(COOKIES.cookieConsent));
  return [
    cartIdCookie(view.cartId, secure),
    ...pastCartsCookie(cookies, view.cartId, secure),
    ...Object.entries(analyticsCartCookies(view)).map(([name, value]): CartCookie => {
      const allowed = mayUseCookie(name, consent) && value !== '';
      return { name, value: allowed ? value : '', options: { path: '/', maxAge: allowed ? CART_COOKIE_MAX_AGE_DAYS * 86_400 : 0, sameSite: 'lax', secure, httpOnly: false } };
    }),
  ];
}
