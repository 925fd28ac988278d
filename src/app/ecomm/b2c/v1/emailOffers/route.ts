import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { memberFromHeaders } from '@/server/customers/member';
import { readJson } from '@/server/platform/body';
import { badRequest, errorResponse, handle, privateJson, requestLocale } from '@/server/platform/http';
import { clientKey } from '@/server/platform/rate-limit';
import { EMAIL_OFFER_RATE_LIMITED, emailOfferLimiter } from '@/server/rewards/email-offers';
import { signUpForEmailOffers } from '@/server/rewards/use-cases';

const EmailOfferBody = z.object({ email: z.string().max(320) });

/**
 * POST /ecomm/b2c/v1/emailOffers?locale= { email } (spec §4 Email promo tab): signs the address up
 * for e-mail offers in this market and answers the promo code it unlocks: 201 { promoCode } the
 * first time, 200 with the same code after. 400 for a bad address, 429 over the per-caller limit,
 * 403 from another site.
 */
export function POST(request: NextRequest) {
  return handle(async () => {
    const limit = await emailOfferLimiter.take(clientKey(request.headers));
    if (!limit.allowed) {
      return errorResponse(429, EMAIL_OFFER_RATE_LIMITED, { headers: { 'Retry-After': String(limit.retryAfterSeconds), 'Cache-Control': 'no-store' } });
    }
    const { locale } = requestLocale(request);
    const body = EmailOfferBody.safeParse(await readJson(request));
    if (!body.success) return badRequest(body.error.issues, request);
    const member = await memberFromHeaders(request.headers);
    const signUp = await signUpForEmailOffers({ email: body.data.email, locale, userId: member?.id ?? null });
    return privateJson({ promoCode: signUp.promoCode }, { status: signUp.created ? 201 : 200 });
  });
}
