import type { NextRequest } from 'next/server';
import { cartResponse, currentCart, miniCartMap } from '@/server/api/cart-responses';
import { handle, privateJson } from '@/server/platform/http';

/** GET /ecomm/b2c/v4/order/details: the shopper's current order (the cart), priced now, with its mini-cart map. */
export function GET(request: NextRequest) {
  return handle(async () => {
    const { locale, market, view } = await currentCart(request);
    if (!view) return privateJson({ cartId: null, currency: market.currency, lines: [], savedForLater: [], itemCount: 0, miniCartMap: miniCartMap(null, market.currency) });
    return cartResponse(request, locale, view);
  });
}
