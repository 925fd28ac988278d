import type { NextRequest } from 'next/server';
import { memberFromHeaders } from '@/server/customers/member';
import { ApiError, handle, privateJson, requestLocale } from '@/server/platform/http';
import { listCouponOffers, claimedCoupons } from '@/server/promotions/queries';

const SIGNED_OUT = new ApiError(401, { errorCode: 'UNAUTHORIZED', errorMessageKey: 'promotions.coupons.signInPrompt', errorMessageDefault: 'Sign in to save coupons to your account' });

/**
 * GET /ecomm/b2c/v1/currentUser/coupons?locale= : the market's coupon offers (spec §3: discount,
 * discountText, value, promoCode, expirationDate) with `claimed`, and the member's claimed ones.
 * 401 for guests.
 */
export function GET(request: NextRequest) {
  return handle(async () => {
    const { locale } = requestLocale(request);
    const member = await memberFromHeaders(request.headers);
    if (!member) throw SIGNED_OUT;
    const [offers, claimed] = await Promise.all([listCouponOffers(locale, { userId: member.id }), claimedCoupons(member.id, locale)]);
    return privateJson({ offers, claimed });
  });
}
