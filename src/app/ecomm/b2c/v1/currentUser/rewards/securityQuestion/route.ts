import type { NextRequest } from 'next/server';
import { invalidRequest, rewardsCaller, rewardsLimits } from '@/server/rewards/link-http';
import { answerSecurityQuestion, securityAnswerBodySchema } from '@/server/rewards/security';
import { readJson } from '@/server/platform/body';
import { handle, privateJson } from '@/server/platform/http';

/**
 * POST /ecomm/b2c/v1/currentUser/rewards/securityQuestion?locale= { profileKey, answer } (contract
 * 3): the validate answer (linked, or a merge to confirm). Wrong: 422 SECURITY_ANSWER_INCORRECT
 * with errorMessageValues.attemptsLeft; locked: 423 SECURITY_ANSWER_LOCKED; an expired profileKey:
 * 410. 403 '1089' for guests; 429 over the per-caller limit.
 */
export function POST(request: NextRequest) {
  return handle(async () => {
    const caller = await rewardsCaller(request, { limiter: rewardsLimits.answer });
    if (caller instanceof Response) return caller;
    const body = securityAnswerBodySchema.safeParse(await readJson(request));
    if (!body.success) return invalidRequest(body.error.issues);
    return privateJson(await answerSecurityQuestion(caller.member, body.data, caller.market.currency));
  });
}
