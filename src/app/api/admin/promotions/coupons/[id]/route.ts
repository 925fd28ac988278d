import type { NextRequest } from 'next/server';
import { requireAdmin } from '@/server/platform/admin-auth';
import { readJson } from '@/server/platform/body';
import { ApiError, badRequest, handle, privateJson } from '@/server/platform/http';
import { CouponChange, NumericId } from '@/server/promotions/admin-inputs';
import { updateCoupon, deleteCoupon } from '@/server/promotions/use-cases';

type Context = { params: Promise<{ id: string }> };
const notFound = () => new ApiError(404, { errorCode: 'NOT_FOUND', errorMessageKey: 'promotions.coupons.errors.notFound', errorMessageDefault: 'No such coupon' });

/** PATCH /api/admin/promotions/coupons/{id} (Bearer token): change discount, discountText, position or active. */
export function PATCH(request: NextRequest, context: Context) {
  return handle(async () => {
    requireAdmin(request);
    const id = NumericId.safeParse((await context.params).id);
    if (!id.success) throw notFound();
    const body = CouponChange.safeParse(await readJson(request));
    if (!body.success) return badRequest(body.error.issues, request);
    const coupon = await updateCoupon(id.data, body.data);
    if (!coupon) throw notFound();
    return privateJson({ coupon });
  });
}

/** DELETE /api/admin/promotions/coupons/{id} (Bearer token): withdraw it and its claims (the cart promotion stays). 204. */
export function DELETE(request: NextRequest, context: Context) {
  return handle(async () => {
    requireAdmin(request);
    const id = NumericId.safeParse((await context.params).id);
    if (!id.success || !(await deleteCoupon(id.data))) throw notFound();
    return new Response(null, { status: 204 });
  });
}
