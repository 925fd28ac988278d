import type { NextRequest } from 'next/server';
import { CancelOrderBody } from '@/lib/order-inputs';
import { trackedOrderJson } from '@/server/api/order-responses';
import { cancelTrackedOrder } from '@/server/orders/track';
import { readJson } from '@/server/platform/body';
import { ApiError, badRequest, handle, privateJson } from '@/server/platform/http';
import { clientKey } from '@/server/platform/rate-limit';

/**
 * POST /ecomm/b2c/v1/order/cancel { orderNumber, emailOrZip, shipmentId? }: spec §7's cancel
 * order, and cancel shipping group when shipmentId names one (the cancelTrackedOrder use case).
 * Proved like the lookup; answers the order as the lookup does, or 409 when it can no longer be
 * cancelled online.
 */
export function POST(request: NextRequest) {
  return handle(async () => {
    const body = CancelOrderBody.safeParse(await readJson(request));
    if (!body.success) return badRequest(body.error.issues, request);
    const { cancelled, order } = await cancelTrackedOrder(clientKey(request.headers), body.data);
    if (!cancelled) throw new ApiError(409, { errorCode: 'ORDER_NOT_CANCELLABLE', errorMessageKey: 'trackOrder.cannotCancel', errorMessageDefault: 'This order can no longer be cancelled online' });
    return privateJson(trackedOrderJson(order));
  });
}
