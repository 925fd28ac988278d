import type { NextRequest } from 'next/server';
import { trackedOrderJson } from '@/server/api/order-responses';
import { memberFromHeaders } from '@/server/customers/member';
import { orderHistory, withDetailsMany } from '@/server/orders/queries';
import { isOrderType } from '@/server/orders/status';
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
    const types = request.nextUrl.searchParams.getAll('orderType').filter(isOrderType);
    const orders = await orderHistory(member.id, { orderTypes: types });
    const detailed = await withDetailsMany(orders);
    return privateJson({ orders: detailed.map((details) => ({ id: details.order.id, ...trackedOrderJson(details) })) });
  });
}
