import type { NextRequest } from 'next/server';
import { shopperRequest } from '@/server/api/shopper-request';
import { withSessionState } from '@/server/customers/session-header';
import { handle, privateJson } from '@/server/platform/http';

/**
 * GET /ecomm/b2c/v2/page/header (ACES off) and /v3/page/header (ACES on, with the
 * hideXMContent query). Both answer the header data of spec §3.
 */
export function pageHeader(request: NextRequest, version: 'v2' | 'v3') {
  return handle(async () => {
    const shopper = shopperRequest(request);
    const data = await shopper.headerData();
    if (version === 'v2') delete data.vehicleMap.acesVehicleAttributes;
    if (version === 'v3' && request.nextUrl.searchParams.get('hideXMContent') === 'true') {
      data.cmsSegmentedContent = {};
      data.segmentMessageContent = '';
    }
    const response = withSessionState(privateJson(data), request, await shopper.member());
    response.headers.set('token_id', crypto.randomUUID());
    return response;
  });
}
