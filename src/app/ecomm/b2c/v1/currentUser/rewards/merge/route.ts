import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { mergeRewardsAccounts } from '@/server/rewards/accounts';
import { invalidRequest, rewardsCaller, rewardsLimits } from '@/server/rewards/link-http';
import { readJson } from '@/server/platform/body';
import { handle, privateJson } from '@/server/platform/http';

const bodySchema = z.strictObject({ mergeToken: z.string().min(1).max(512) });

/**
 * POST /ecomm/b2c/v1/currentUser/rewards/merge?locale= { mergeToken } (contract 4): merges the
 * account the member verified into theirs: { rewardsId, mergedRewardsId, credits, amount }. An
 * expired or foreign token is 410; an account merged already 409. 403 '1089' for guests.
 */
export function POST(request: NextRequest) {
  return handle(async () => {
    const caller = await rewardsCaller(request, { limiter: rewardsLimits.change });
    if (caller instanceof Response) return caller;
    const body = bodySchema.safeParse(await readJson(request));
    if (!body.success) return invalidRequest(body.error.issues);
    return privateJson(await mergeRewardsAccounts(caller.member, body.data.mergeToken, caller.market.currency));
  });
}
