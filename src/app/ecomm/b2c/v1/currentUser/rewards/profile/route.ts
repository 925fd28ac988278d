import type { NextRequest } from 'next/server';
import { rewardsProfileSchema, updateRewardsProfile } from '@/server/rewards/accounts';
import { invalidRequest, rewardsCaller, rewardsLimits } from '@/server/rewards/link-http';
import { readJson } from '@/server/platform/body';
import { handle, privateJson } from '@/server/platform/http';

/**
 * PUT /ecomm/b2c/v1/currentUser/rewards/profile?locale= { phoneNumber?, zipcode?, securityQuestion?,
 * securityAnswer? } (contract 6, /updateRewardsAccount): completes the member's linked account;
 * answers it (their own details, the answer never) with profileUpdateRequired. 404 without one;
 * 403 '1089' for guests.
 */
export function PUT(request: NextRequest) {
  return handle(async () => {
    const caller = await rewardsCaller(request, { limiter: rewardsLimits.change });
    if (caller instanceof Response) return caller;
    const body = rewardsProfileSchema(caller.market.country).safeParse(await readJson(request));
    if (!body.success) return invalidRequest(body.error.issues);
    return privateJson(await updateRewardsProfile(caller.member.id, body.data));
  });
}
