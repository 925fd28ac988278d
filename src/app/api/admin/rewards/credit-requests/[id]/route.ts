import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { freeText } from '@/lib/input-text';
import { readJson } from '@/server/platform/body';
import { badRequest, handle, privateJson } from '@/server/platform/http';
import { CREDIT_REQUEST_REASON_MAX_LENGTH, CreditRequestError } from '@/server/rewards/credit-requests';
import { decideCreditRequestAs } from '@/server/rewards/use-cases';
import { staffFromRequest } from '@/server/staff/request-actor';

const Body = z.object({
  decision: z.enum(['approve', 'refuse']),
  reason: freeText().trim().max(CREDIT_REQUEST_REASON_MAX_LENGTH).optional(),
});

/**
 * POST /api/admin/rewards/credit-requests/{id} {decision: 'approve'|'refuse', reason?} (staff key or token; rewards.credit):
 * approve (earns the credit) or refuse (a reason is required). 404 unknown, 409 already decided
 * or already credited, 422 under the threshold.
 */
export function POST(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  return handle(async () => {
    const actor = await staffFromRequest(request);
    const id = Number((await params).id);
    if (!Number.isSafeInteger(id) || id <= 0) throw new CreditRequestError('notFound');
    const body = Body.safeParse(await readJson(request));
    if (!body.success) return badRequest(body.error.issues, request);
    return privateJson({ request: await decideCreditRequestAs(id, body.data.decision, body.data.reason, actor) });
  });
}
