'use server';

import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { getMarket, LOCALES } from '@/lib/markets';
import { formatPhone } from '@/lib/validation/contact';
import { currentMember } from '@/server/customers/member';
import { ApiError } from '@/server/platform/http';
import { clientKey } from '@/server/platform/rate-limit';
import { smsSignupLimiter } from '@/server/promotions/sms';
import { subscribeSms } from '@/server/promotions/use-cases';

/** The /sms form after a submission: what was typed, and either the messages or the confirmation. */
export interface SmsFormState {
  values: { phone: string; consent: boolean };
  errors: { phone?: string; consent?: string };
  formError: string | null;
  done: string | null;
}

const Input = z.object({ locale: z.enum(LOCALES).catch('en-US'), phone: z.string().max(40).catch(''), consent: z.literal('on').optional().catch(undefined) });

export async function smsSignupAction(_previous: SmsFormState | null, formData: FormData): Promise<SmsFormState> {
  const { locale, phone, consent } = Input.parse(Object.fromEntries(formData));
  const t = await getTranslations({ locale, namespace: 'promotions.sms' });
  const tv = await getTranslations({ locale, namespace: 'validation' });
  const values = { phone, consent: consent === 'on' };
  if (!values.consent) return { values, errors: { consent: t('errors.consentRequired') }, formError: null, done: null };
  if (!(await smsSignupLimiter.take(clientKey(await headers()))).allowed) return { values, errors: {}, formError: t('errors.tooMany'), done: null };
  const member = await currentMember();
  try {
    const { subscription } = await subscribeSms({ locale, phone, consentText: t('consent'), userId: member?.id });
    return { values, errors: {}, formError: null, done: t('done', { phone: formatPhone(subscription.phone, getMarket(locale).country) }) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return { values, errors: { phone: tv(error.detail.errorMessageKey.replace(/^validation\./, '') as never) }, formError: null, done: null };
    return { values, errors: {}, formError: t('errors.failed'), done: null };
  }
}
