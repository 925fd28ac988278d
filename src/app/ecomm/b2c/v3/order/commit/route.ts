import type { NextRequest } from 'next/server';
import { CommitBody, IdempotencyKey } from '@/lib/checkout-inputs';
import { cartRequest } from '@/server/api/cart-responses';
import { commitRequest } from '@/server/api/order-requests';
import { placeOrder } from '@/server/orders/place-order';
import { paymentGateway } from '@/server/payments/gateway';
import { ApiError, badRequest, handle, privateJson } from '@/server/platform/http';

/**
 * POST /ecomm/b2c/v3/order/commit (Idempotency-Key header): place the order from the
 * shopper's cart. The same key again answers the same order, never a second charge.
 */
export function POST(request: NextRequest) {
  return handle(async () => {
    const key = IdempotencyKey.safeParse(request.headers.get('idempotency-key'));
    if (!key.success) throw new ApiError(400, { errorCode: 'IDEMPOTENCY_KEY_REQUIRED', errorMessageKey: 'checkout.errors.failed', errorMessageDefault: 'An Idempotency-Key header (8 to 128 characters) is required' });
    const body = CommitBody.safeParse(await request.json().catch(() => null));
    if (!body.success) return badRequest(body.error.issues);
    const shopper = await cartRequest(request);
    if (!shopper.cartId) throw new ApiError(409, { errorCode: 'CART_EMPTY', errorMessageKey: 'checkout.errors.cartEmpty', errorMessageDefault: 'Your cart is empty' });
    const placed = await placeOrder(
      {
        ...commitRequest(request, body.data, shopper.market),
        idempotencyKey: key.data,
        cartId: shopper.cartId,
        locale: shopper.locale,
        storeNumber: shopper.storeNumber,
        pickupLineIds: body.data.pickupLineIds,
        shippingMethod: body.data.shippingMethod,
        cardToken: body.data.cardToken,
        receivePromoAndSpecialEvents: body.data.receivePromoAndSpecialEvents,
        receiveTextMessage: body.data.receiveTextMessage,
      },
      paymentGateway(),
    );
    return privateJson(placed, { status: 201 });
  });
}
