import type { NextRequest } from 'next/server';
import { PromoCodeBody } from '@/lib/cart-inputs';
import { changeCart } from '@/server/api/cart-responses';
import { applyPromotion, normalizeCode, removePromotion } from '@/server/cart/promotions';
import { cartView } from '@/server/cart/service';
import { readJson } from '@/server/platform/body';
import { badRequest, handle } from '@/server/platform/http';

/** POST /ecomm/b2c/v1/order/promoCode { promoCode }: apply a promo code (refused with its reason). */
export function POST(request: NextRequest) {
  return handle(async () => {
    const body = PromoCodeBody.safeParse(await readJson(request));
    if (!body.success) return badRequest(body.error.issues, request);
    return changeCart(request, async (tx, cart, shopper) => {
      const view = await cartView(tx, cart, shopper.locale, shopper.storeNumber);
      await applyPromotion(tx, cart, body.data.promoCode, view.subtotal);
      cart.promoCode = normalizeCode(body.data.promoCode);
    });
  });
}

/** DELETE /ecomm/b2c/v1/order/promoCode: remove the promo code. */
export function DELETE(request: NextRequest) {
  return handle(async () =>
    changeCart(request, async (tx, cart) => {
      await removePromotion(tx, cart);
      cart.promoCode = null;
    }),
  );
}
