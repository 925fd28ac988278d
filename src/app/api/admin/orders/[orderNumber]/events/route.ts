import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { applyEventToShipment } from '@/server/orders/fulfilment';
import { SHIPMENT_EVENT_TYPES, type ShipmentEvent } from '@/server/orders/status';
import { paymentGateway } from '@/server/payments/gateway';
import { requireAdmin } from '@/server/platform/admin-auth';
import { badRequest, handle, privateJson } from '@/server/platform/http';

const EventBody = z.object({
  event: z.enum(SHIPMENT_EVENT_TYPES),
  shipmentId: z.number().int().positive().optional(),
  carrier: z.string().trim().max(64).optional(),
  trackingNumber: z.string().trim().max(64).optional(),
});

/** POST /api/admin/orders/{orderNumber}/events (Bearer token): move a shipment along, as `npm run orders` does. */
export function POST(request: NextRequest, { params }: { params: Promise<{ orderNumber: string }> }) {
  return handle(async () => {
    requireAdmin(request);
    const body = EventBody.safeParse(await request.json().catch(() => null));
    if (!body.success) return badRequest(body.error.issues);
    const { event, shipmentId, carrier, trackingNumber } = body.data;
    const shipmentEvent = (event === 'ship' ? { type: 'ship', carrier: carrier ?? '', trackingNumber: trackingNumber ?? '' } : { type: event }) as ShipmentEvent;
    const outcome = await applyEventToShipment({ orderNumber: (await params).orderNumber, shipmentId, event: shipmentEvent, actor: 'operator' }, paymentGateway());
    return privateJson(outcome);
  });
}
