import type { NextRequest } from 'next/server';
import { requireAdmin } from '@/server/platform/admin-auth';
import { readJson } from '@/server/platform/body';
import { badRequest, handle, parseQuery, privateJson } from '@/server/platform/http';
import { CouponCreate, LocaleQuery } from '@/server/promotions/admin-inputs';
import { listCoupons } from '@/server/promotions/queries';
import { createCoupon } from '@/server/promotions/use-cases';

/** GET /api/admin/promotions/coupons?locale= (Bearer token): every coupon with its promotion. */
export function GET(request: NextRequest) {
  return handle(async () => {
    requireAdmin(request);
    const query = parseQuery(LocaleQuery, request);
    if (!query.success) return badRequest(query.error.issues, request);
    return privateJson({ coupons: await listCoupons(query.data.locale) });
  });
}

/** POST /api/admin/promotions/coupons (Bearer token): offer a coupon; with `promotion`, its cart promotion is created or replaced too. 201. */
export function POST(request: NextRequest) {
  return handle(async () => {
    requireAdmin(request);
    const body = CouponCreate.safeParse(await readJson(request));
    if (!body.success) return badRequest(body.error.issues, request);
    return privateJson({ coupon: await createCoupon(body.data) }, { status: 201 });
  });
}
