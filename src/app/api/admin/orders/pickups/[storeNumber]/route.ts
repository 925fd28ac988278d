import type { NextRequest } from 'next/server';
import { pickupQueue } from '@/server/orders/queries';
import { handle, privateJson } from '@/server/platform/http';
import { staffFromRequest } from '@/server/staff/request-actor';

/** GET /api/admin/orders/pickups/{storeNumber} (a staff API key, or the legacy token): the store's pickups, ready and to prepare, oldest first; what /ops/pickups shows. */
export function GET(request: NextRequest, { params }: { params: Promise<{ storeNumber: string }> }) {
  return handle(async () => {
    const actor = await staffFromRequest(request);
    return privateJson(await pickupQueue(actor, (await params).storeNumber));
  });
}
