import type { NextRequest } from 'next/server';
import { shopperRequest } from '@/server/api/shopper-request';
import { withSessionState } from '@/server/customers/session-header';
import { COOKIES } from '@/lib/storage-keys';
import { handle, isHttps, privateJson } from '@/server/platform/http';

/** GET /ecomm/b2c/v1/currentUser: the shopper's profile and header data (spec §3, §7). */
export function GET(request: NextRequest) {
  return handle(async () => {
    const shopper = shopperRequest(request);
    const currentUser = await shopper.currentUser();
    const response = withSessionState(privateJson(currentUser), request, await shopper.member());
    response.headers.set('token_id', crypto.randomUUID());
    // Spec §3 cookies for the page's analytics: what the member can spend and how many credits they hold.
    const rewards = currentUser.myAccountMap.rewardsId ? currentUser.loyaltyAccount : null;
    for (const [name, value] of [
      [COOKIES.availableRewardBalance, rewards ? String(rewards.rewardBalance) : ''],
      [COOKIES.rewardPoints, rewards ? String(rewards.credits) : ''],
    ] as const) {
      if (value) response.cookies.set(name, value, { path: '/', sameSite: 'lax', secure: isHttps(request) });
      else if (request.cookies.has(name)) response.cookies.delete(name);
    }
    return response;
  });
}
