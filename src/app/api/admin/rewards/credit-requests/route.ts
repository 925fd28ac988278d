import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { requireAdmin } from '@/server/platform/admin-auth';
import { badRequest, handle, parseQuery, privateJson } from '@/server/platform/http';
import { CREDIT_REQUEST_STATUSES } from '@/server/rewards/credit-requests';
import { listCreditRequests } from '@/server/rewards/queries';

const Query = z.object({
  status: z.enum(CREDIT_REQUEST_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

/** GET /api/admin/rewards/credit-requests?status=pending&limit= (Bearer token): the credit requests, oldest first. */
export function GET(request: NextRequest) {
  return handle(async () => {
    requireAdmin(request);
    const query = parseQuery(Query, request);
    if (!query.success) return badRequest(query.error.issues, request);
    return privateJson({ requests: await listCreditRequests(query.data) });
  });
}
