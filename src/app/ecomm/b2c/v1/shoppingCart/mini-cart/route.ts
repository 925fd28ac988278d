import type { NextRequest } from 'next/server';
import { currentCart, miniCartMap } from '@/server/api/cart-responses';
import { handle, privateJson } from '@/server/platform/http';

/** GET /ecomm/b2c/v1/shoppingCart/mini-cart: the header's mini cart (spec §3 miniCartMap). */
export function GET(request: NextRequest) {
  return handle(async () => {
    const { market, view } = await currentCart(request);
    return privateJson(miniCartMap(view, market.currency));
  });
}
