import type { NextRequest } from 'next/server';
import { invalidRequest, rewardsCaller, rewardsLimits } from '@/server/rewards/link-http';
import { sendUnlockCode, unlockCodeRequestSchema } from '@/server/rewards/security';
import { readJson } from '@/server/platform/body';
import { handle, privateJson } from '@/server/platform/http';

/**
 * POST /ecomm/b2c/v1/currentUser/rewards/securityQuestion/code?locale= { profileKey }: the owner of
 * an account locked after many wrong answers asks for a one-time code, e-mailed to the account's own
 * address; answers that address masked and the minutes the code lasts ({ email, minutes }). 409 SECURITY_ANSWER_NOT_LOCKED when it is not
 * locked; 422 REWARDS_VERIFY_IN_STORE when it has no address; 429 UNLOCK_CODE_LIMIT after three
 * codes in an hour; 410 for an expired profileKey.
 */
export function POST(request: NextRequest) {
  return handle(async () => {
    const caller = await rewardsCaller(request, { limiter: rewardsLimits.answer });
    if (caller instanceof Response) return caller;
    const body = unlockCodeRequestSchema.safeParse(await readJson(request));
    if (!body.success) return invalidRequest(body.error.issues);
    return privateJson(await sendUnlockCode(caller.member, body.data, caller.market.currency, caller.locale));
  });
}
