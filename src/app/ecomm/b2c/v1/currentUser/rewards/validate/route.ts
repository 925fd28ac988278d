import type { NextRequest } from 'next/server';
import { validateBodySchema, validateRewardsAccount } from '@/server/rewards/accounts';
import { invalidRequest, rewardsCaller, rewardsLimits } from '@/server/rewards/link-http';
import { readJson } from '@/server/platform/body';
import { handle, privateJson } from '@/server/platform/http';

/**
 * POST /ecomm/b2c/v1/currentUser/rewards/validate?locale= { rewardsId } or { profileKey } (a
 * profile of the member's lookup) (contract 2): { azProfileInfo, profileUpdateRequired,
 * acountsLinked, validateQuestionsRequired, mergeRequired, mergeToken? }. A malformed id is 400
 * "Invalid Rewards ID", an unknown one azProfileInfo null; 409 REWARDS_ID_TAKEN, 422
 * REWARDS_VERIFY_IN_STORE, 423 SECURITY_ANSWER_LOCKED; 403 '1089' for guests.
 */
export function POST(request: NextRequest) {
  return handle(async () => {
    const caller = await rewardsCaller(request, { limiter: rewardsLimits.validate });
    if (caller instanceof Response) return caller;
    const body = validateBodySchema.safeParse(await readJson(request));
    if (!body.success) return invalidRequest(body.error.issues);
    return privateJson(await validateRewardsAccount(caller.member, body.data, caller.market.currency));
  });
}
