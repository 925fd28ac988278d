import type { NextRequest } from 'next/server';
import { trackedOrderJson } from '@/server/api/order-responses';
import { memberFromHeaders } from '@/server/customers/member';
import { db } from '@/server/db/client';
import { orderHistory } from '@/server/orders/history';
import { withDetails } from '@/server/orders/queries';
import { ORDER_TYPES, type OrderType } from '@/server/orders/status';
import { ApiError, handle, privateJson } from '@/server/platform/http';

/**
 * GET /ecomm/b2c/v2/order/history?orderType=: the signed-in member's orders, newest first, each
 * as the order lookup answers it (spec §3 order types). Anonymous callers get 401, which the
 * browser's fetch layer turns into the sign-in-expired prompt.
 */
export function GET(request: NextRequest) {
  return handle(async () => {
    const member = await memberFromHeaders(request.headers);
    if (!member) throw new ApiError(401, { errorCode: 'UNAUTHORIZED', errorMessageKey: 'account.signIn.title', errorMessageDefault: 'Sign in to see your orders' });
    const types = request.nextUrl.searchParams.getAll('orderType').filter((t): t is OrderType => (ORDER_TYPES as readonly string[]).includes(t));
    const orders = await orderHistory(db(), member.id, { orderTypes: types });
    const detailed = [];
    for (const order of orders) detailed.push({ id: order.id, ...trackedOrderJson(await withDetails(db(), order)) });
    return privateJson({ orders: detailed });
  });
}
