import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { memberFromHeaders } from '@/server/customers/member';
import { readJson } from '@/server/platform/body';
import { ApiError, badRequest, handle, privateJson, requestLocale } from '@/server/platform/http';
import { actOnAlert } from '@/server/rewards/use-cases';

const AlertActionBody = z.object({ alertType: z.string().trim().min(1).max(16), action: z.enum(['acknowledge', 'dismiss']) });

/**
 * POST /ecomm/b2c/v1/currentUser/loyaltyAlerts?locale= { alertType, action } (spec §4 Loyalty alerts,
 * §7): the member agrees to the terms (TC, acknowledge) or dismisses the e-mail offers invitation
 * (OP) or the pilot banner; answers the alert { alertType, status }. 401 for guests, 403 from
 * another site, 404 for an alert the member does not have and where the programme does not run.
 */
export function POST(request: NextRequest) {
  return handle(async () => {
    const { market } = requestLocale(request);
    if (!market.rewards) throw new ApiError(404, { errorCode: 'NOT_FOUND', errorMessageKey: 'rewards.alerts.errors.notFound', errorMessageDefault: 'There is no such alert on your account' });
    const member = await memberFromHeaders(request.headers);
    if (!member) throw new ApiError(401, { errorCode: 'UNAUTHORIZED', errorMessageKey: 'rewards.alerts.errors.signedOut', errorMessageDefault: 'Sign in to manage your Rewards alerts' });
    const body = AlertActionBody.safeParse(await readJson(request));
    if (!body.success) return badRequest(body.error.issues, request);
    return privateJson(await actOnAlert(member.id, body.data.alertType.toUpperCase(), body.data.action));
  });
}
