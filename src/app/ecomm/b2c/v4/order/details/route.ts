import type { NextRequest } from 'next/server';
import { cartCaller, cartJson, miniCartMap } from '@/server/api/cart-responses';
import { cartDetails } from '@/server/cart/use-cases';
import { handle, privateJson, requestLocale } from '@/server/platform/http';

/** GET /ecomm/b2c/v4/order/details: the shopper's current order (the cart), priced now, with its mini-cart map. */
export function GET(request: NextRequest) {
  return handle(async () => {
    const caller = cartCaller(request);
    const result = await cartDetails(caller);
    if (result) return cartJson(caller, result);
    const { market } = requestLocale(request);
    return privateJson({ cartId: null, currency: market.currency, lines: [], savedForLater: [], itemCount: 0, miniCartMap: miniCartMap(null, market.currency) });
  });
}
