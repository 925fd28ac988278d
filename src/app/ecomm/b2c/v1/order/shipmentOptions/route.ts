import type { NextRequest } from 'next/server';
import { ShipmentOptionsBody } from '@/lib/checkout-inputs';
import { cartRequest } from '@/server/api/cart-responses';
import { quoteOrder } from '@/server/orders/place-order';
import { readJson } from '@/server/platform/body';
import { ApiError, badRequest, handle, privateJson } from '@/server/platform/http';

/**
 * POST /ecomm/b2c/v1/order/shipmentOptions { pickupLineIds, shippingMethod, state }: the
 * shipping methods with prices and delivery dates, and the order's tax and total as planned.
 */
export function POST(request: NextRequest) {
  return handle(async () => {
    const body = ShipmentOptionsBody.safeParse(await readJson(request));
    if (!body.success) return badRequest(body.error.issues, request);
    const shopper = await cartRequest(request);
    if (!shopper.cartId) throw new ApiError(409, { errorCode: 'CART_EMPTY', errorMessageKey: 'checkout.errors.cartEmpty', errorMessageDefault: 'Your cart is empty' });
    const quote = await quoteOrder({
      cartId: shopper.cartId,
      locale: shopper.locale,
      storeNumber: shopper.storeNumber,
      pickupLineIds: body.data.pickupLineIds,
      shippingMethod: body.data.shippingMethod,
      shippingAddress: body.data.state ? { state: body.data.state.toUpperCase() } : null,
    });
    return privateJson(quote);
  });
}
