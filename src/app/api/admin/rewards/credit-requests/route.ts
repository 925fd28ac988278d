import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { badRequest, handle, parseQuery, privateJson } from '@/server/platform/http';
import { CREDIT_REQUEST_STATUSES } from '@/server/rewards/credit-requests';
import { listCreditRequestsAs } from '@/server/rewards/queries';
import { staffFromRequest } from '@/server/staff/request-actor';

const Query = z.object({
  status: z.enum(CREDIT_REQUEST_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

/** GET /api/admin/rewards/credit-requests?status=pending&limit= (staff key or token; rewards.credit): the credit requests, oldest first. */
export function GET(request: NextRequest) {
  return handle(async () => {
    const actor = await staffFromRequest(request);
    const query = parseQuery(Query, request);
    if (!query.success) return badRequest(query.error.issues, request);
    return privateJson({ requests: await listCreditRequestsAs(query.data, actor) });
  });
}
