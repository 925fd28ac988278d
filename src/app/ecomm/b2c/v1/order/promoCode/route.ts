import type { NextRequest } from 'next/server';
import { PromoCodeBody } from '@/lib/cart-inputs';
import { cartCaller, cartJson } from '@/server/api/cart-responses';
import { applyPromoCode, removePromoCode } from '@/server/cart/use-cases';
import { readJson } from '@/server/platform/body';
import { badRequest, handle } from '@/server/platform/http';

/** POST /ecomm/b2c/v1/order/promoCode { promoCode }: apply a promo code (refused with its reason). */
export function POST(request: NextRequest) {
  return handle(async () => {
    const body = PromoCodeBody.safeParse(await readJson(request));
    if (!body.success) return badRequest(body.error.issues, request);
    const caller = cartCaller(request);
    return cartJson(caller, await applyPromoCode(caller, body.data));
  });
}

/** DELETE /ecomm/b2c/v1/order/promoCode: remove the promo code. */
export function DELETE(request: NextRequest) {
  return handle(async () => {
    const caller = cartCaller(request);
    return cartJson(caller, await removePromoCode(caller));
  });
}
