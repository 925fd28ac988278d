import type { NextRequest } from 'next/server';
import { StaffEventSchema } from '@/server/orders/queries';
import { fulfilShipment } from '@/server/orders/use-cases';
import { paymentGateway } from '@/server/payments/gateway';
import { readJson } from '@/server/platform/body';
import { badRequest, handle, privateJson } from '@/server/platform/http';
import { staffFromRequest } from '@/server/staff/request-actor';

/**
 * POST /api/admin/orders/{orderNumber}/events (a staff API key, or the legacy token): move a
 * shipment along, as /ops/orders and `npm run orders` do; authorised for the shipment's store
 * and written to the audit log.
 */
export function POST(request: NextRequest, { params }: { params: Promise<{ orderNumber: string }> }) {
  return handle(async () => {
    const actor = await staffFromRequest(request);
    const body = StaffEventSchema.safeParse(await readJson(request));
    if (!body.success) return badRequest(body.error.issues, request);
    const outcome = await fulfilShipment(actor, (await params).orderNumber, body.data, paymentGateway());
    return privateJson(outcome);
  });
}
