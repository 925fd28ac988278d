import type { NextRequest } from 'next/server';
import { AddItemBody, ChangeItemBody, LineBody } from '@/lib/cart-inputs';
import { cartCaller, cartJson } from '@/server/api/cart-responses';
import { addToCart, changeCartLine, removeCartLine } from '@/server/cart/use-cases';
import { readJson } from '@/server/platform/body';
import { badRequest, handle } from '@/server/platform/http';

/** POST /ecomm/b2c/v1/order/item { skuId, quantity }: add to the cart (a guest's is kept by cookie). */
export function POST(request: NextRequest) {
  return handle(async () => {
    const body = AddItemBody.safeParse(await readJson(request));
    if (!body.success) return badRequest(body.error.issues, request);
    const caller = cartCaller(request);
    return cartJson(caller, await addToCart(caller, body.data));
  });
}

/** PUT /ecomm/b2c/v1/order/item { lineId, quantity?, savedForLater? }: change a line's quantity, or save it for later and back. */
export function PUT(request: NextRequest) {
  return handle(async () => {
    const body = ChangeItemBody.safeParse(await readJson(request));
    if (!body.success) return badRequest(body.error.issues, request);
    const caller = cartCaller(request);
    return cartJson(caller, await changeCartLine(caller, body.data));
  });
}

/** DELETE /ecomm/b2c/v1/order/item?lineId=: remove a line. */
export function DELETE(request: NextRequest) {
  return handle(async () => {
    const body = LineBody.safeParse({ lineId: request.nextUrl.searchParams.get('lineId') });
    if (!body.success) return badRequest(body.error.issues, request);
    const caller = cartCaller(request);
    return cartJson(caller, await removeCartLine(caller, body.data));
  });
}
