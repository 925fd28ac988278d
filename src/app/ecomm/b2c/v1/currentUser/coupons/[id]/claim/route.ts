import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { memberFromHeaders } from '@/server/customers/member';
import { ApiError, handle, privateJson, requestLocale } from '@/server/platform/http';
import { claimCoupon, revokeCoupon } from '@/server/promotions/use-cases';

type Context = { params: Promise<{ id: string }> };

const CouponId = z.coerce.number().int().positive().max(2_147_483_647);
const NOT_FOUND = new ApiError(404, { errorCode: 'COUPON_NOT_FOUND', errorMessageKey: 'promotions.coupons.errors.notFound', errorMessageDefault: 'This coupon is not offered here' });

async function memberAndCoupon(request: NextRequest, context: Context) {
  const member = await memberFromHeaders(request.headers);
  if (!member) throw new ApiError(401, { errorCode: 'UNAUTHORIZED', errorMessageKey: 'promotions.coupons.signInPrompt', errorMessageDefault: 'Sign in to save coupons to your account' });
  const id = CouponId.safeParse((await context.params).id);
  if (!id.success) throw NOT_FOUND;
  return { member, couponId: id.data };
}

/** POST /ecomm/b2c/v1/currentUser/coupons/{id}/claim?locale= : save the coupon to the member's account (200 with the offer). 404 not offered in this market, 409 expired, 401 guest, 403 another site. */
export function POST(request: NextRequest, context: Context) {
  return handle(async () => {
    const { locale } = requestLocale(request);
    const { member, couponId } = await memberAndCoupon(request, context);
    return privateJson({ coupon: await claimCoupon(member.id, couponId, locale) });
  });
}

/** DELETE /ecomm/b2c/v1/currentUser/coupons/{id}/claim : give the coupon back (204); 404 when it was not claimed. */
export function DELETE(request: NextRequest, context: Context) {
  return handle(async () => {
    const { member, couponId } = await memberAndCoupon(request, context);
    if (!(await revokeCoupon(member.id, couponId))) throw NOT_FOUND;
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'private, no-store' } });
  });
}
