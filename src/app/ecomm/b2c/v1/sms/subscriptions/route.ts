import type { NextRequest } from 'next/server';
import { SmsOptInBody } from '@/lib/sms-inputs';
import { memberFromHeaders } from '@/server/customers/member';
import { readJson } from '@/server/platform/body';
import { badRequest, errorResponse, handle, privateJson, requestLocale } from '@/server/platform/http';
import { clientKey } from '@/server/platform/rate-limit';
import { optInToSms } from '@/server/promotions/sms-opt-in';

/**
 * POST /ecomm/b2c/v1/sms/subscriptions?locale= { phone, consent: true }: opt the number in to SMS
 * offers in the market (the optInToSms use case, which the /sms form calls too). 201 the first
 * time, 200 when renewed; 400 bad phone or no consent, 429 over the per-caller limit, 403 another site.
 */
export function POST(request: NextRequest) {
  return handle(async () => {
    const { locale } = requestLocale(request);
    const body = SmsOptInBody.safeParse(await readJson(request));
    if (!body.success) return badRequest(body.error.issues, request);
    const member = await memberFromHeaders(request.headers);
    const result = await optInToSms({ key: clientKey(request.headers), locale, userId: member?.id }, body.data);
    if (result.kind === 'rateLimited') {
      return errorResponse(
        429,
        { errorCode: 'RATE_LIMITED', errorMessageKey: 'promotions.sms.errors.tooMany', errorMessageDefault: 'Too many attempts. Please wait a few minutes and try again.' },
        { headers: { 'Retry-After': String(result.retryAfterSeconds), 'Cache-Control': 'no-store' } },
      );
    }
    const { subscription, created } = result;
    return privateJson({ id: subscription.id, phone: subscription.phone, country: subscription.country, consentedAt: subscription.consentedAt }, { status: created ? 201 : 200 });
  });
}
