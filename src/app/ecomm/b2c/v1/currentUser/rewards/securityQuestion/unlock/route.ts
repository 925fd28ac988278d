import type { NextRequest } from 'next/server';
import { invalidRequest, rewardsCaller, rewardsLimits } from '@/server/rewards/link-http';
import { unlockCodeEntrySchema, unlockWithCode } from '@/server/rewards/security';
import { readJson } from '@/server/platform/body';
import { handle, privateJson } from '@/server/platform/http';

/**
 * POST /ecomm/b2c/v1/currentUser/rewards/securityQuestion/unlock?locale= { profileKey, code }: the
 * code from the account's e-mail lifts the lock and links the account (the answer of the
 * securityQuestion call: linked, or a merge to confirm). 422 UNLOCK_CODE_INVALID, _EXPIRED or
 * _USED_UP (after five wrong codes); 410 for an expired profileKey.
 */
export function POST(request: NextRequest) {
  return handle(async () => {
    const caller = await rewardsCaller(request, { limiter: rewardsLimits.answer });
    if (caller instanceof Response) return caller;
    const body = unlockCodeEntrySchema.safeParse(await readJson(request));
    if (!body.success) return invalidRequest(body.error.issues);
    return privateJson(await unlockWithCode(caller.member, body.data, caller.market.currency));
  });
}
