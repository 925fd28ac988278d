import type { NextRequest } from 'next/server';
import { findTrackedOrder, LookupBody, trackedOrderJson } from '@/server/api/order-responses';
import { readJson } from '@/server/platform/body';
import { badRequest, handle, privateJson } from '@/server/platform/http';

/**
 * POST /ecomm/b2c/v1/order/lookup { orderNumber, emailOrZip }: the order lookup of spec §7
 * (track order) — the order, its shipments with statuses and tracking, its lines. One answer
 * for a wrong number and a wrong proof; rate-limited per caller.
 */
export function POST(request: NextRequest) {
  return handle(async () => {
    const body = LookupBody.safeParse(await readJson(request));
    if (!body.success) return badRequest(body.error.issues, request);
    const found = await findTrackedOrder(request, body.data);
    return privateJson(trackedOrderJson(found));
  });
}
