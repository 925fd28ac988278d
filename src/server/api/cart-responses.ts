import { NextResponse, type NextRequest } from 'next/server';
import type { Locale } from '@/lib/markets';
import { COOKIES } from '@/lib/storage-keys';
import { writeAnalyticsCartCookies, writeCartCookie } from '@/server/cart/cookies';
import { activeCart, cartView, type CartView } from '@/server/cart/service';
import { changeShopperCart, shopperCart } from '@/server/cart/session';
import { emptyMiniCart, type MiniCartMap } from '@/server/customers/current-user';
import { db } from '@/server/db/client';
import { isHttps, privateJson, requestLocale } from '@/server/platform/http';
import { marketStore } from '@/server/stores/preferred';

/** The header data's miniCartMap (spec §3) from a cart. */
export function miniCartMap(view: CartView | null, currency: MiniCartMap['currency']): MiniCartMap {
  if (!view) return emptyMiniCart(currency);
  return {
    itemCount: view.itemCount,
    orderSubTotal: view.subtotal - view.discount,
    corePrice: view.coreTotal,
    currency: view.currency,
    orderDetails: view.lines.map((l) => ({ lineId: l.lineId, skuId: l.product.sku, title: l.product.title, quantity: l.quantity, unitPrice: l.unitPrice })),
  };
}

/** What a cart request says: locale, the cart cookie, the preferred store (for stock). */
export async function cartRequest(request: NextRequest) {
  const { locale, market } = requestLocale(request);
  const cookies = { get: (name: string) => request.cookies.get(name)?.value };
  const store = await marketStore(db(), cookies.get(COOKIES.preferredStoreId), market.country);
  const cartId = cookies.get(COOKIES.cartId);
  return { locale, market, cookies, cartId: cartId && /^[0-9a-f-]{36}$/i.test(cartId) ? cartId : undefined, storeNumber: store?.storeNumber ?? null };
}

/**
 * Run a change to the shopper's cart in one transaction (starting a cart when there is
 * none), then answer the cart with its mini-cart map, the cart cookie and the analytics
 * cookies.
 */
export async function changeCart(request: NextRequest, change: Parameters<typeof changeShopperCart>[2], status = 200): Promise<NextResponse> {
  const { locale } = requestLocale(request);
  const view = await changeShopperCart({ get: (name) => request.cookies.get(name)?.value }, locale, change);
  return cartResponse(request, locale, view, status);
}

export function cartResponse(request: NextRequest, locale: Locale, view: CartView, status = 200, extra: Record<string, unknown> = {}): NextResponse {
  const response = privateJson({ ...view, ...extra, miniCartMap: miniCartMap(view, view.currency), locale }, { status });
  const secure = isHttps(request);
  writeCartCookie(response.cookies, view.cartId, secure);
  writeAnalyticsCartCookies(response.cookies, { get: (name) => request.cookies.get(name)?.value }, view, secure);
  return response;
}

/** The shopper's cart as it is now, or null when they have none. */
export async function currentCart(request: NextRequest) {
  const { locale, market } = requestLocale(request);
  const { view } = await shopperCart({ get: (name) => request.cookies.get(name)?.value }, locale);
  return { locale, market, view };
}

/**
 * The mini cart of the shopper whose cookies these are (for the header data), or null without a
 * cart. Counts and totals only: no store, so no store stock is looked up on every page.
 */
export async function miniCartOf(cookies: { get(name: string): string | undefined }, locale: Locale): Promise<MiniCartMap | null> {
  const cart = await activeCart(db(), cookies.get(COOKIES.cartId), locale);
  return cart ? miniCartMap(await cartView(db(), cart, locale, null), cart.currency) : null;
}
