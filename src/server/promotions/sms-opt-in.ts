import type { Locale } from '@/lib/markets';
import type { SmsOptInInput } from '@/lib/sms-inputs';
import { translatorFor } from '@/i18n/catalogues';
import { db } from '@/server/db/client';
import { smsSignupLimiter, subscribeSms } from './sms';
import type { SmsSubscription } from './schema';

export type SmsOptInResult = { kind: 'rateLimited'; retryAfterSeconds: number } | { kind: 'subscribed'; subscription: SmsSubscription; created: boolean };

/**
 * Opt a number in to SMS offers, whichever way it was asked (the REST call or the /sms form):
 * within the per-caller limit, with the /sms page's consent text in the caller's language, for
 * the signed-in member when there is one. A number the market's rules refuse is thrown (400,
 * its validation key); the adapters shape the rest.
 */
export async function optInToSms(caller: { key: string; locale: Locale; userId?: string | null }, input: SmsOptInInput): Promise<SmsOptInResult> {
  const limit = await smsSignupLimiter.take(caller.key);
  if (!limit.allowed) return { kind: 'rateLimited', retryAfterSeconds: limit.retryAfterSeconds };
  const t = await translatorFor(caller.locale);
  const { subscription, created } = await subscribeSms(db(), { locale: caller.locale, phone: input.phone, consentText: t('promotions.sms.consent'), userId: caller.userId });
  return { kind: 'subscribed', subscription, created };
}
