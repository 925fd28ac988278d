import type { NextRequest } from 'next/server';
import { joinRewards, joinRewardsSchema } from '@/server/rewards/accounts';
import { invalidRequest, rewardsCaller, rewardsLimits } from '@/server/rewards/link-http';
import { cardNumberRequired } from '@/server/rewards/activity';
import { readJson } from '@/server/platform/body';
import { handle, privateJson } from '@/server/platform/http';

/**
 * POST /ecomm/b2c/v1/currentUser/rewards?locale= { firstName, lastName, phoneNumber, zipcode,
 * securityQuestion, securityAnswer, acceptTerms: true, receivePromoAndSpecialEvents } (contract 5):
 * the member joins; 201 { rewardsId }. 409 ALREADY_A_MEMBER; 403 '1089' for guests; 404 where the
 * programme does not run.
 */
export function POST(request: NextRequest) {
  return handle(async () => {
    const caller = await rewardsCaller(request, { limiter: rewardsLimits.change });
    if (caller instanceof Response) return caller;
    const body = joinRewardsSchema(caller.market.country).safeParse(await readJson(request));
    if (!body.success) return invalidRequest(body.error.issues);
    return privateJson(await joinRewards(caller.member, body.data, caller.market.currency), { status: 201 });
  });
}

/** GET without a card number (spec §8): 400 "Rewards card number is required". */
export function GET() {
  return handle(async () => {
    throw cardNumberRequired();
  });
}
