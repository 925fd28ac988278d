import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { translatorFor } from '@/i18n/catalogues';
import { memberFromHeaders } from '@/server/customers/member';
import { readJson } from '@/server/platform/body';
import { badRequest, errorResponse, handle, privateJson, requestLocale } from '@/server/platform/http';
import { clientKey } from '@/server/platform/rate-limit';
import { smsSignupLimiter } from '@/server/promotions/sms';
import { subscribeSms } from '@/server/promotions/use-cases';

const Body = z.object({ phone: z.string().min(1).max(40), consent: z.literal(true) });

/**
 * POST /ecomm/b2c/v1/sms/subscriptions?locale= { phone, consent: true }: opt the number in to SMS
 * offers in the market (the consent text stored is the /sms page's, in the locale). 201 the first
 * time, 200 when renewed; 400 bad phone or no consent, 429 over the per-caller limit, 403 another site.
 */
export function POST(request: NextRequest) {
  return handle(async () => {
    const limit = await smsSignupLimiter.take(clientKey(request.headers));
    if (!limit.allowed) {
      return errorResponse(
        429,
        { errorCode: 'RATE_LIMITED', errorMessageKey: 'promotions.sms.errors.tooMany', errorMessageDefault: 'Too many attempts. Please wait a few minutes and try again.' },
        { headers: { 'Retry-After': String(limit.retryAfterSeconds), 'Cache-Control': 'no-store' } },
      );
    }
    const { locale } = requestLocale(request);
    const body = Body.safeParse(await readJson(request));
    if (!body.success) return badRequest(body.error.issues, request);
    const t = await translatorFor(locale);
    const member = await memberFromHeaders(request.headers);
    const { subscription, created } = await subscribeSms({ locale, phone: body.data.phone, consentText: t('promotions.sms.consent'), userId: member?.id });
    return privateJson({ id: subscription.id, phone: subscription.phone, country: subscription.country, consentedAt: subscription.consentedAt }, { status: created ? 201 : 200 });
  });
}
