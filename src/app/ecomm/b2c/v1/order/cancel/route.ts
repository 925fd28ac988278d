import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { findTrackedOrder, LookupBody, trackedOrderJson } from '@/server/api/order-responses';
import { lookupOrder } from '@/server/orders/queries';
import { cancelForShopper } from '@/server/orders/shopper-cancel';
import { paymentGateway } from '@/server/payments/gateway';
import { readJson } from '@/server/platform/body';
import { ApiError, badRequest, handle, privateJson } from '@/server/platform/http';

const CancelBody = LookupBody.extend({ shipmentId: z.number().int().positive().optional() });

/**
 * POST /ecomm/b2c/v1/order/cancel { orderNumber, emailOrZip, shipmentId? }: spec §7's cancel
 * order, and cancel shipping group when shipmentId names one. Proved like the lookup; answers
 * the order as the lookup does, or 409 when it can no longer be cancelled online.
 */
export function POST(request: NextRequest) {
  return handle(async () => {
    const body = CancelBody.safeParse(await readJson(request));
    if (!body.success) return badRequest(body.error.issues, request);
    const found = await findTrackedOrder(request, body.data);
    if (!(await cancelForShopper(found, paymentGateway(), body.data.shipmentId))) {
      throw new ApiError(409, { errorCode: 'ORDER_NOT_CANCELLABLE', errorMessageKey: 'trackOrder.cannotCancel', errorMessageDefault: 'This order can no longer be cancelled online' });
    }
    return privateJson(trackedOrderJson((await lookupOrder(body.data.orderNumber, body.data.emailOrZip))!));
  });
}
