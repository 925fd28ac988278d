import type { NextRequest } from 'next/server';
import { OrderSearchSchema, searchOrders } from '@/server/orders/queries';
import { badRequest, handle, privateJson } from '@/server/platform/http';
import { staffFromRequest } from '@/server/staff/request-actor';

/**
 * GET /api/admin/orders?number=&email=&phone=&status=&store=&from=&to=&page= (a staff API key,
 * or the legacy token): orders found, newest first, a page at a time; what /ops/orders shows.
 */
export function GET(request: NextRequest) {
  return handle(async () => {
    const actor = await staffFromRequest(request);
    const query = OrderSearchSchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
    if (!query.success) return badRequest(query.error.issues, request);
    const found = await searchOrders(actor, query.data);
    return privateJson({ ...found, rows: found.rows.map((row) => ({ ...row, placedAt: row.placedAt.toISOString() })) });
  });
}
