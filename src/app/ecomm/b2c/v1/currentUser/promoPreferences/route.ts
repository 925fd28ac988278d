import type { NextRequest } from 'next/server';
import { promoPreferencesSchema } from '@/lib/validation/profile';
import { memberFromHeaders } from '@/server/customers/member';
import { savePromoPreferences } from '@/server/customers/use-cases';
import { readJson } from '@/server/platform/body';
import { ApiError, badRequest, handle, privateJson } from '@/server/platform/http';

/**
 * PUT /ecomm/b2c/v1/currentUser/promoPreferences {receivePromoAndSpecialEvents, receivePromoPrint}
 * (spec §7): the signed-in member's promotion preferences; answers the saved values. 401 for guests,
 * 403 from another site.
 */
const SIGNED_OUT = { errorCode: 'UNAUTHORIZED', errorMessageKey: 'account.profile.errors.signedOut', errorMessageDefault: 'Sign in to change your preferences' };

export function PUT(request: NextRequest) {
  return handle(async () => {
    const member = await memberFromHeaders(request.headers);
    if (!member) throw new ApiError(401, SIGNED_OUT);
    const body = promoPreferencesSchema.safeParse(await readJson(request));
    if (!body.success) return badRequest(body.error.issues, request);
    const saved = await savePromoPreferences(member.id, body.data);
    if (!saved) throw new ApiError(401, SIGNED_OUT);
    return privateJson(saved);
  });
}
