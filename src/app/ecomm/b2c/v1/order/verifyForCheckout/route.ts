import type { NextRequest } from 'next/server';
import { cartRequest, cartResponse } from '@/server/api/cart-responses';
import { verifyCartForCheckout } from '@/server/cart/use-cases';
import { handle } from '@/server/platform/http';

/** POST /ecomm/b2c/v1/order/verifyForCheckout: flag per line a changed price or missing stock, and fix the cart to match. */
export function POST(request: NextRequest) {
  return handle(async () => {
    const shopper = await cartRequest(request);
    const result = await verifyCartForCheckout(shopper.cartId, shopper.locale, shopper.storeNumber);
    return cartResponse(request, shopper.locale, result.view, 200, { problems: result.problems, verified: result.problems.length === 0 && result.view.lines.length > 0 });
  });
}
