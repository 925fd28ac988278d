import type { NextRequest } from 'next/server';
import { AddItemBody, ChangeItemBody } from '@/lib/cart-inputs';
import { changeCart } from '@/server/api/cart-responses';
import { addItem, removeLine, saveForLater, setQuantity } from '@/server/cart/service';
import { readJson } from '@/server/platform/body';
import { badRequest, handle } from '@/server/platform/http';

/** POST /ecomm/b2c/v1/order/item { skuId, quantity }: add to the cart (a guest's is kept by cookie). */
export function POST(request: NextRequest) {
  return handle(async () => {
    const body = AddItemBody.safeParse(await readJson(request));
    if (!body.success) return badRequest(body.error.issues, request);
    return changeCart(request, (tx, cart, shopper) => addItem(tx, cart, body.data, shopper.locale, shopper.storeNumber));
  });
}

/** PUT /ecomm/b2c/v1/order/item { lineId, quantity?, savedForLater? }: change a line's quantity, or save it for later and back. */
export function PUT(request: NextRequest) {
  return handle(async () => {
    const body = ChangeItemBody.safeParse(await readJson(request));
    if (!body.success) return badRequest(body.error.issues, request);
    const { lineId, quantity, savedForLater } = body.data;
    return changeCart(request, async (tx, cart, shopper) => {
      if (savedForLater !== undefined) await saveForLater(tx, cart, lineId, savedForLater);
      if (quantity !== undefined) await setQuantity(tx, cart, lineId, quantity, shopper.locale, shopper.storeNumber);
    });
  });
}

/** DELETE /ecomm/b2c/v1/order/item?lineId=: remove a line. */
export function DELETE(request: NextRequest) {
  return handle(async () => {
    const body = ChangeItemBody.safeParse({ lineId: request.nextUrl.searchParams.get('lineId'), savedForLater: false });
    if (!body.success) return badRequest(body.error.issues, request);
    return changeCart(request, (tx, cart) => removeLine(tx, cart, body.data.lineId));
  });
}
