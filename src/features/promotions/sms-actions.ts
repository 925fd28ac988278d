'use server';

import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { getMarket, LOCALES } from '@/lib/markets';
import { SmsOptInBody } from '@/lib/sms-inputs';
import { formatPhone } from '@/lib/validation/contact';
import { currentMember } from '@/server/customers/member';
import { refusalOf } from '@/server/platform/domain-error';
import { clientKey } from '@/server/platform/rate-limit';
import { optInToSms } from '@/server/promotions/sms-opt-in';

/** The /sms form after a submission: what was typed, and either the messages or the confirmation. */
export interface SmsFormState {
  values: { phone: string; consent: boolean };
  errors: { phone?: string; consent?: string };
  formError: string | null;
  done: string | null;
}

const Form = z.object({ locale: z.enum(LOCALES).catch('en-US'), phone: z.string().catch(''), consent: z.literal('on').optional().catch(undefined) });

/** The /sms form: parses the form into the optInToSms use case's input, calls it, and says what happened in the shopper's language. */
export async function smsSignupAction(_previous: SmsFormState | null, formData: FormData): Promise<SmsFormState> {
  const { locale, phone, consent } = Form.parse(Object.fromEntries(formData));
  const t = await getTranslations({ locale, namespace: 'promotions.sms' });
  const tv = await getTranslations({ locale, namespace: 'validation' });
  const values = { phone, consent: consent === 'on' };
  const input = SmsOptInBody.safeParse(values);
  if (!input.success) {
    const consentMissing = input.error.issues.some((issue) => issue.path[0] === 'consent');
    return { values, errors: consentMissing ? { consent: t('errors.consentRequired') } : { phone: tv('phone.invalid') }, formError: null, done: null };
  }
  const member = await currentMember();
  try {
    const result = await optInToSms({ key: clientKey(await headers()), locale, userId: member?.id }, input.data);
    if (result.kind === 'rateLimited') return { values, errors: {}, formError: t('errors.tooMany'), done: null };
    return { values, errors: {}, formError: null, done: t('done', { phone: formatPhone(result.subscription.phone, getMarket(locale).country) }) };
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal?.kind === 'malformed') return { values, errors: { phone: tv(refusal.detail.errorMessageKey.replace(/^validation\./, '') as never) }, formError: null, done: null };
    return { values, errors: {}, formError: t('errors.failed'), done: null };
  }
}
