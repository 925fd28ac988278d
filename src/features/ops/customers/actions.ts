'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { refusalOf } from '@/server/platform/domain-error';
import { decideCreditRequestAs } from '@/server/rewards/use-cases';
import { currentStaff } from '../session';

const Decision = z.object({
  userId: z.string().min(1).max(200),
  requestId: z.coerce.number().int().positive(),
  decision: z.enum(['approve', 'refuse']),
  reason: z.string().max(500).optional(),
});

/** The shopper's page under /ops/customers, with what came of the action (`notice`: a message key of ops.customers.notices, `detail`: the refusal's words). */
const back = (userId: string, notice: string, detail?: string) => `/ops/customers/${encodeURIComponent(userId)}?notice=${notice}${detail ? `&detail=${encodeURIComponent(detail)}` : ''}#requests`;

/**
 * Approve or refuse a shopper's rewards credit request (rewards.credit): the staff member signed
 * in acts; the rewards module checks the request and writes the audit line. A refusal (not
 * allowed, already decided, under the threshold, no reason) comes back as a notice on the page.
 */
export async function decideCreditRequestAction(formData: FormData): Promise<void> {
  const parsed = Decision.safeParse({ userId: formData.get('userId'), requestId: formData.get('requestId'), decision: formData.get('decision'), reason: formData.get('reason') ?? undefined });
  if (!parsed.success) redirect('/ops/customers');
  const { userId, requestId, decision, reason } = parsed.data;
  const actor = await currentStaff(`/ops/customers/${encodeURIComponent(userId)}`);
  try {
    await decideCreditRequestAs(requestId, decision, reason, actor);
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    redirect(back(userId, refusal.kind === 'forbidden' ? 'forbidden' : 'refused', refusal.detail.errorMessageDefault));
  }
  revalidatePath(`/ops/customers/${userId}`);
  redirect(back(userId, decision === 'approve' ? 'approved' : 'refusedRequest'));
}
