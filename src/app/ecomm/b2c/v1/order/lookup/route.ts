import type { NextRequest } from 'next/server';
import { TrackOrderBody } from '@/lib/order-inputs';
import { trackedOrderJson } from '@/server/api/order-responses';
import { trackOrder } from '@/server/orders/track';
import { readJson } from '@/server/platform/body';
import { badRequest, handle, privateJson } from '@/server/platform/http';
import { clientKey } from '@/server/platform/rate-limit';

/**
 * POST /ecomm/b2c/v1/order/lookup { orderNumber, emailOrZip }: the order lookup of spec §7
 * (track order) — the order, its shipments with statuses and tracking, its lines. One answer
 * for a wrong number and a wrong proof; rate-limited per caller (the trackOrder use case).
 */
export function POST(request: NextRequest) {
  return handle(async () => {
    const body = TrackOrderBody.safeParse(await readJson(request));
    if (!body.success) return badRequest(body.error.issues, request);
    return privateJson(trackedOrderJson(await trackOrder(clientKey(request.headers), body.data)));
  });
}
