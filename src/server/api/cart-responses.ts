import { NextResponse, type NextRequest } from 'next/server';
import { COOKIES } from '@/lib/storage-keys';
import { writeCookies } from '@/server/cart/cookies';
import { summaryOf, type CartSummary } from '@/server/cart/service';
import { currentCartSummary, type CartCaller, type CartResult } from '@/server/cart/use-cases';
import { emptyMiniCart, type MiniCartMap } from '@/server/customers/current-user';
import { db } from '@/server/db/client';
import { isHttps, privateJson, requestLocale } from '@/server/platform/http';
import { marketStore } from '@/server/stores/preferred';

/** The header data's miniCartMap (spec §3) from a cart's summary. */
export function miniCartMap(summary: CartSummary | null, currency: MiniCartMap['currency']): MiniCartMap {
  if (!summary) return emptyMiniCart(currency);
  return {
    itemCount: summary.itemCount,
    orderSubTotal: summary.subtotal,
    corePrice: summary.coreTotal,
    currency: summary.currency,
    orderDetails: summary.lines,
  };
}

/** The caller of a cart use case, from a REST request: its cookies, locale and scheme. */
export function cartCaller(request: NextRequest): CartCaller {
  return { cookies: { get: (name) => request.cookies.get(name)?.value }, locale: requestLocale(request).locale, secure: isHttps(request) };
}

/** What a cart request says: locale, the cart cookie, the preferred store (for stock). */
export async function cartRequest(request: NextRequest) {
  const { locale, market } = requestLocale(request);
  const cookies = { get: (name: string) => request.cookies.get(name)?.value };
  const store = await marketStore(db(), cookies.get(COOKIES.preferredStoreId), market.country);
  const cartId = cookies.get(COOKIES.cartId);
  return { locale, market, cookies, cartId: cartId && /^[0-9a-f-]{36}$/i.test(cartId) ? cartId : undefined, storeNumber: store?.storeNumber ?? null };
}

/** A cart use case's answer as the spec's JSON: the cart with its mini-cart map, and the cookies the use case gave. */
export function cartJson(caller: CartCaller, { view, cookies }: CartResult, extra: Record<string, unknown> = {}, status = 200): NextResponse {
  const response = privateJson({ ...view, ...extra, miniCartMap: miniCartMap(summaryOf(view), view.currency), locale: caller.locale }, { status });
  writeCookies(response.cookies, cookies);
  return response;
}

/**
 * The mini cart of the shopper whose cookies these are (for the header data), or null without a
 * cart: the cart's summary, one small query (no product cards, no store stock).
 */
export async function miniCartOf(cookies: CartCaller['cookies'], locale: CartCaller['locale']): Promise<MiniCartMap | null> {
  const summary = await currentCartSummary({ cookies, locale });
  return summary ? miniCartMap(summary, summary.currency) : null;
}
