import type { NextRequest } from 'next/server';
import { cartCaller, cartJson } from '@/server/api/cart-responses';
import { verifyCartForCheckout } from '@/server/cart/use-cases';
import { handle } from '@/server/platform/http';

/** POST /ecomm/b2c/v1/order/verifyForCheckout: flag per line a changed price or missing stock, and fix the cart to match. */
export function POST(request: NextRequest) {
  return handle(async () => {
    const caller = cartCaller(request);
    const result = await verifyCartForCheckout(caller);
    return cartJson(caller, result, { problems: result.problems, verified: result.verified });
  });
}
