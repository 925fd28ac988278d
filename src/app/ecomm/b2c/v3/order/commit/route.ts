import type { NextRequest } from 'next/server';
import { commitBodySchema, IdempotencyKey } from '@/lib/checkout-inputs';
import { cartRequest } from '@/server/api/cart-responses';
import { memberFromHeaders } from '@/server/customers/member';
import { CardAuthenticationRequired, placeOrder } from '@/server/orders/place-order';
import { paymentGateway } from '@/server/payments/gateway';
import { GIFT_CARD_RATE_LIMITED, giftCardBalanceLimiter } from '@/server/giftcards/http';
import { readJson } from '@/server/platform/body';
import { ApiError, badRequest, errorResponse, handle, privateJson, requestLocale } from '@/server/platform/http';
import { originOf } from '@/server/platform/origin';
import { clientKey } from '@/server/platform/rate-limit';

/**
 * POST /ecomm/b2c/v3/order/commit (Idempotency-Key header): place the order from the
 * shopper's cart, paid by rewards, gift cards and a card. The same key again answers the same order,
 * never a second charge. Gift-card PINs share the balance check's rate limit. When the card's
 * bank asks for 3-D Secure, 202 with the challenge (`authenticationRequired`): the browser shows
 * it, then sends the same request with the same key again to finish the order (decision 059).
 */
export function POST(request: NextRequest) {
  return handle(async () => {
    const key = IdempotencyKey.safeParse(request.headers.get('idempotency-key'));
    if (!key.success) throw new ApiError(400, { errorCode: 'IDEMPOTENCY_KEY_REQUIRED', errorMessageKey: 'checkout.errors.failed', errorMessageDefault: 'An Idempotency-Key header (8 to 128 characters) is required' });
    // Contact and addresses by the rules of the request's market, the cart's (cartRequest reads the same locale).
    const body = commitBodySchema(requestLocale(request).market.country).safeParse(await readJson(request));
    if (!body.success) return badRequest(body.error.issues, request);
    const limit = body.data.giftCards.length ? await giftCardBalanceLimiter.take(clientKey(request.headers)) : null;
    if (limit && !limit.allowed) {
      return errorResponse(429, GIFT_CARD_RATE_LIMITED, { headers: { 'Retry-After': String(limit.retryAfterSeconds), 'Cache-Control': 'no-store' } });
    }
    const shopper = await cartRequest(request);
    if (!shopper.cartId) throw new ApiError(409, { errorCode: 'CART_EMPTY', errorMessageKey: 'checkout.errors.cartEmpty', errorMessageDefault: 'Your cart is empty' });
    const member = await memberFromHeaders(request.headers);
    const placed = await placeOrder(
      {
        email: body.data.email,
        phoneNumber: body.data.phoneNumber,
        billingAddress: body.data.billingAddress,
        shippingAddress: body.data.shippingAddress,
        idempotencyKey: key.data,
        cartId: shopper.cartId,
        locale: shopper.locale,
        storeNumber: shopper.storeNumber,
        pickupLineIds: body.data.pickupLineIds,
        shippingMethod: body.data.shippingMethod,
        cardToken: body.data.cardToken,
        savedCardId: member ? body.data.savedCardId : null,
        tender: body.data.tender,
        giftCards: body.data.giftCards.map(({ cardNumber, pin }) => ({ number: cardNumber, pin })),
        rewardsAmount: member ? body.data.rewardsAmount : 0,
        joinRewards: body.data.joinRewards,
        receivePromoAndSpecialEvents: body.data.receivePromoAndSpecialEvents,
        receiveTextMessage: body.data.receiveTextMessage,
        taxId: body.data.taxId,
        installments: body.data.installments,
        origin: originOf(request.headers).origin,
        profileId: member?.id ?? null,
        caller: clientKey(request.headers),
      },
      paymentGateway(),
    ).catch((error: unknown) => {
      if (error instanceof CardAuthenticationRequired) return { authenticationRequired: error.challenge };
      throw error;
    });
    return privateJson(placed, { status: 'authenticationRequired' in placed ? 202 : 201 });
  });
}
