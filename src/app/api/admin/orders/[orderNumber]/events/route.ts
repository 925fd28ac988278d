import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { paramText } from '@/lib/input-text';
import { applyEventToShipment } from '@/server/orders/fulfilment';
import { SHIPMENT_EVENT_TYPES, type ShipmentEvent } from '@/server/orders/status';
import { paymentGateway } from '@/server/payments/gateway';
import { requireAdmin } from '@/server/platform/admin-auth';
import { readJson } from '@/server/platform/body';
import { badRequest, handle, privateJson } from '@/server/platform/http';

const EventBody = z.object({
  event: z.enum(SHIPMENT_EVENT_TYPES),
  shipmentId: z.number().int().positive().optional(),
  carrier: paramText().trim().max(64).optional(),
  trackingNumber: paramText().trim().max(64).optional(),
  /** For `return`: what comes back (all that is left when absent), and whether it goes back on the shelf. */
  lines: z.array(z.object({ sku: paramText().trim().min(1).max(64), quantity: z.number().int().positive() })).max(100).optional(),
  restock: z.boolean().optional(),
});

function shipmentEventOf({ event, carrier, trackingNumber, lines, restock }: z.infer<typeof EventBody>): ShipmentEvent {
  if (event === 'ship') return { type: 'ship', carrier: carrier ?? '', trackingNumber: trackingNumber ?? '' };
  if (event === 'return') return { type: 'return', lines, restock };
  return { type: event } as ShipmentEvent;
}

/** POST /api/admin/orders/{orderNumber}/events (Bearer token): move a shipment along, as `npm run orders` does. */
export function POST(request: NextRequest, { params }: { params: Promise<{ orderNumber: string }> }) {
  return handle(async () => {
    requireAdmin(request);
    const body = EventBody.safeParse(await readJson(request));
    if (!body.success) return badRequest(body.error.issues, request);
    const outcome = await applyEventToShipment({ orderNumber: (await params).orderNumber, shipmentId: body.data.shipmentId, event: shipmentEventOf(body.data), actor: 'operator' }, paymentGateway());
    return privateJson(outcome);
  });
}
