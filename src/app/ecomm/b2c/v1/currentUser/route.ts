import type { NextRequest } from 'next/server';
import { shopperRequest } from '@/server/api/shopper-request';
import { withSessionState } from '@/server/customers/session-header';
import { handle, privateJson } from '@/server/platform/http';

/** GET /ecomm/b2c/v1/currentUser: the shopper's profile and header data (spec §3, §7). */
export function GET(request: NextRequest) {
  return handle(async () => {
    const shopper = shopperRequest(request);
    const response = withSessionState(privateJson(await shopper.currentUser()), request, await shopper.member());
    response.headers.set('token_id', crypto.randomUUID());
    return response;
  });
}
