import type { NextRequest } from 'next/server';
import { shopperRequest } from '@/server/api/shopper-request';
import { withSessionState } from '@/server/customers/session-header';
import { handle, privateJson } from '@/server/platform/http';
import { SHELL_QUERY } from '@/lib/shopper-parts';
import { isPrompting } from '@/lib/rewards-alerts';
import { COOKIES } from '@/lib/storage-keys';

/** How long the pilot banner's hint cookie lasts without a header call renewing it. */
const PILOT_HINT_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * GET /ecomm/b2c/v2/page/header (ACES off) and /v3/page/header (ACES on, with the
 * hideXMContent query). Both answer the header data of spec §3. With `shell=true` (the
 * storefront's own shell, on a cached page: docs/decisions/041) the answer adds `shell`, what
 * the layout's member-dependent parts show, so that one call per page load fills them all.
 */
export function pageHeader(request: NextRequest, version: 'v2' | 'v3') {
  return handle(async () => {
    const shopper = shopperRequest(request);
    const withShell = request.nextUrl.searchParams.get(SHELL_QUERY) === 'true';
    const { data, shell } = withShell ? await shopper.headerAndShell() : { data: await shopper.headerData(), shell: null };
    if (version === 'v2') delete data.vehicleMap.acesVehicleAttributes;
    if (version === 'v3' && request.nextUrl.searchParams.get('hideXMContent') === 'true') {
      data.cmsSegmentedContent = {};
      data.segmentMessageContent = '';
    }
    const response = withSessionState(privateJson(shell ? { ...data, shell } : data), request, await shopper.member());
    response.headers.set('token_id', crypto.randomUUID());
    // The pilot banner's hint for the next cached page's pre-paint script (decision 045): its type while it prompts, gone otherwise.
    if (shell) {
      const pilot = shell.alerts.pilot;
      if (isPrompting(pilot)) response.cookies.set(COOKIES.pilotAlertPrompt, pilot.alertType, { path: '/', sameSite: 'lax', maxAge: PILOT_HINT_MAX_AGE_SECONDS });
      else if (request.cookies.has(COOKIES.pilotAlertPrompt)) response.cookies.delete(COOKIES.pilotAlertPrompt);
    }
    return response;
  });
}
