import type { NextRequest } from 'next/server';
import { readJson } from '@/server/platform/body';
import { ApiError, badRequest, handle, privateJson } from '@/server/platform/http';
import { CouponChange, NumericId } from '@/server/promotions/admin-inputs';
import { updateCouponAs, deleteCouponAs } from '@/server/promotions/use-cases';
import { staffFromRequest } from '@/server/staff/request-actor';

type Context = { params: Promise<{ id: string }> };
const notFound = () => new ApiError(404, { errorCode: 'NOT_FOUND', errorMessageKey: 'promotions.coupons.errors.notFound', errorMessageDefault: 'No such coupon' });

/** PATCH /api/admin/promotions/coupons/{id} (staff key or token; promotions.write): change discount, discountText, position or active. */
export function PATCH(request: NextRequest, context: Context) {
  return handle(async () => {
    const actor = await staffFromRequest(request);
    const id = NumericId.safeParse((await context.params).id);
    if (!id.success) throw notFound();
    const body = CouponChange.safeParse(await readJson(request));
    if (!body.success) return badRequest(body.error.issues, request);
    const coupon = await updateCouponAs(id.data, body.data, actor);
    if (!coupon) throw notFound();
    return privateJson({ coupon });
  });
}

/** DELETE /api/admin/promotions/coupons/{id} (staff key or token; promotions.write): withdraw it and its claims (the cart promotion stays). 204. */
export function DELETE(request: NextRequest, context: Context) {
  return handle(async () => {
    const actor = await staffFromRequest(request);
    const id = NumericId.safeParse((await context.params).id);
    if (!id.success || !(await deleteCouponAs(id.data, actor))) throw notFound();
    return new Response(null, { status: 204 });
  });
}
