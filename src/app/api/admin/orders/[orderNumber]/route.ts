import type { NextRequest } from 'next/server';
import { staffOrder } from '@/server/orders/queries';
import { handle, privateJson } from '@/server/platform/http';
import { staffFromRequest } from '@/server/staff/request-actor';

/**
 * GET /api/admin/orders/{orderNumber} (a staff API key, or the legacy token): the order in full
 * (shipments with lines, payments, refunds, returns, status history, e-mails) and the events
 * each shipment accepts now from this caller; what /ops/orders/{orderNumber} shows.
 */
export function GET(request: NextRequest, { params }: { params: Promise<{ orderNumber: string }> }) {
  return handle(async () => {
    const actor = await staffFromRequest(request);
    return privateJson(await staffOrder(actor, (await params).orderNumber));
  });
}
