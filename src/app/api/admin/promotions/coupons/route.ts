import type { NextRequest } from 'next/server';
import { readJson } from '@/server/platform/body';
import { badRequest, handle, parseQuery, privateJson } from '@/server/platform/http';
import { CouponCreate, LocaleQuery } from '@/server/promotions/admin-inputs';
import { listCouponsAs } from '@/server/promotions/queries';
import { createCouponAs } from '@/server/promotions/use-cases';
import { staffFromRequest } from '@/server/staff/request-actor';

/** GET /api/admin/promotions/coupons?locale= (staff key or token; promotions.write): every coupon with its promotion. */
export function GET(request: NextRequest) {
  return handle(async () => {
    const actor = await staffFromRequest(request);
    const query = parseQuery(LocaleQuery, request);
    if (!query.success) return badRequest(query.error.issues, request);
    return privateJson({ coupons: await listCouponsAs(query.data.locale, actor) });
  });
}

/** POST /api/admin/promotions/coupons (staff key or token; promotions.write): offer a coupon; with `promotion`, its cart promotion is created or replaced too. 201. */
export function POST(request: NextRequest) {
  return handle(async () => {
    const actor = await staffFromRequest(request);
    const body = CouponCreate.safeParse(await readJson(request));
    if (!body.success) return badRequest(body.error.issues, request);
    return privateJson({ coupon: await createCouponAs(body.data, actor) }, { status: 201 });
  });
}
