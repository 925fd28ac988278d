import type { NextRequest } from 'next/server';
import { invalidRequest, rewardsCaller, rewardsLimits } from '@/server/rewards/link-http';
import { lookupBodySchema } from '@/server/rewards/lookup';
import { lookupRewardsProfiles } from '@/server/rewards/queries';
import { readJson } from '@/server/platform/body';
import { handle, privateJson } from '@/server/platform/http';

/**
 * POST /ecomm/b2c/customer/v1/search?locale= { customerData: { lastName, telephoneNumber?,
 * emailAddress?, postalCode? }, maxResult: 5, pageNumber: 1 } (spec §7, contract 1): the signed-in
 * member's rewards lookup, { totalCount, profiles } masked, each with a profileKey. totalCount 0 is
 * "Rewards ID not found". 403 '1089' for guests, 404 where the programme does not run, 429 over the
 * per-caller limit.
 */
export function POST(request: NextRequest) {
  return handle(async () => {
    const caller = await rewardsCaller(request, { limiter: rewardsLimits.lookup });
    if (caller instanceof Response) return caller;
    const body = lookupBodySchema(caller.market.country).safeParse(await readJson(request));
    if (!body.success) return invalidRequest(body.error.issues);
    return privateJson(await lookupRewardsProfiles(caller.member, body.data.customerData, caller.market.currency));
  });
}
