'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { refusalOf } from '@/server/platform/domain-error';
import { lockShopperAs, resendSignInCodeAs, unlockShopperAs } from '@/server/customers/use-cases';
import { decideCreditRequestAs } from '@/server/rewards/use-cases';
import { refusalText, staffTranslator } from '../catalog/staff-text';
import { currentStaff } from '../session';

/** The shopper acted on (a hidden field of each form). */
const UserId = z.string().min(1).max(200);

const Decision = z.object({
  userId: UserId,
  requestId: z.coerce.number().int().positive(),
  decision: z.enum(['approve', 'refuse']),
  reason: z.string().max(500).optional(),
});

/**
 * The shopper's page under /ops/customers, with what came of the action (`notice`: a message key
 * of ops.customers.notices, `detail`: the refusal's words), scrolled to the section acted in,
 * which shows the notice (`at`): on a phone the top of the page is out of sight there.
 */
const back = (userId: string, notice: string, detail?: string, section: 'requests' | 'access' = 'requests') =>
  `/ops/customers/${encodeURIComponent(userId)}?notice=${notice}&at=${section}${detail ? `&detail=${encodeURIComponent(detail)}` : ''}#${section}`;

/**
 * Where a form that does not parse goes (a crafted request: the page's inputs keep within the
 * limits): back to the shopper's page, at the section acted in, saying it was not done; the list
 * when not even the shopper is named.
 */
function malformed(formData: FormData, section: 'requests' | 'access'): string {
  const userId = UserId.safeParse(formData.get('userId'));
  return userId.success ? back(userId.data, 'invalid', undefined, section) : '/ops/customers';
}

/**
 * Approve or refuse a shopper's rewards credit request (rewards.credit): the staff member signed
 * in acts; the rewards module checks the request and writes the audit line. A refusal (not
 * allowed, already decided, under the threshold, no reason) comes back as a notice on the page.
 */
export async function decideCreditRequestAction(formData: FormData): Promise<void> {
  const parsed = Decision.safeParse({ userId: formData.get('userId'), requestId: formData.get('requestId'), decision: formData.get('decision'), reason: formData.get('reason') ?? undefined });
  if (!parsed.success) redirect(malformed(formData, 'requests'));
  const { userId, requestId, decision, reason } = parsed.data;
  const actor = await currentStaff(`/ops/customers/${encodeURIComponent(userId)}`);
  try {
    await decideCreditRequestAs(requestId, decision, reason, actor);
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    redirect(back(userId, refusal.kind === 'forbidden' ? 'forbidden' : 'refused', refusalText((await staffTranslator()).t, error) ?? undefined));
  }
  revalidatePath(`/ops/customers/${userId}`);
  redirect(back(userId, decision === 'approve' ? 'approved' : 'refusedRequest'));
}

const Access = z.object({
  userId: UserId,
  change: z.enum(['lock', 'unlock', 'resendCode']),
  reason: z.string().max(300).optional(),
});

/** What the page says when a change to the shopper's access is done, by change. */
const DONE = { lock: 'locked', unlock: 'unlocked', resendCode: 'codeSent' } as const;

/**
 * Lock or unlock a shopper's account, or e-mail them a fresh sign-in code (customers.manage): the
 * staff member signed in acts through the customers module's use case, which writes the audit line.
 * A refusal (not allowed, locked, too many codes) comes back as a notice at the access section.
 */
export async function shopperAccessAction(formData: FormData): Promise<void> {
  const parsed = Access.safeParse({ userId: formData.get('userId'), change: formData.get('change'), reason: formData.get('reason') ?? undefined });
  if (!parsed.success) redirect(malformed(formData, 'access'));
  const { userId, change, reason } = parsed.data;
  const actor = await currentStaff(`/ops/customers/${encodeURIComponent(userId)}`);
  try {
    if (change === 'lock') await lockShopperAs(userId, { reason }, actor);
    else if (change === 'unlock') await unlockShopperAs(userId, actor);
    else await resendSignInCodeAs(userId, actor);
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    const notice = refusal.kind === 'forbidden' ? 'forbidden' : refusal.kind === 'tooMany' ? 'tooManyCodes' : refusal.kind === 'conflict' ? 'lockedNoCode' : 'refused';
    redirect(back(userId, notice, refusalText((await staffTranslator()).t, error) ?? undefined, 'access'));
  }
  revalidatePath(`/ops/customers/${userId}`);
  redirect(back(userId, DONE[change], undefined, 'access'));
}
