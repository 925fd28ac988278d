import type { NextRequest } from 'next/server';
import { miniCartMap, miniCartOf } from '@/server/api/cart-responses';
import { handle, privateJson, requestLocale } from '@/server/platform/http';

/** GET /ecomm/b2c/v1/shoppingCart/mini-cart: the header's mini cart (spec §3 miniCartMap), from the cart's summary. */
export function GET(request: NextRequest) {
  return handle(async () => {
    const { locale, market } = requestLocale(request);
    return privateJson((await miniCartOf({ get: (name) => request.cookies.get(name)?.value }, locale)) ?? miniCartMap(null, market.currency));
  });
}
