'use server';

import { headers } from 'next/headers';
import { z } from 'zod';
import { LOCALES } from '@/lib/markets';
import { CONTACT_RATE_LIMITED } from '@/server/contact/messages';
import { receiveContactForm, saveWebsiteFeedback } from '@/server/contact/use-cases';
import { WebsiteFeedbackSchema, surveyLimiter } from '@/server/contact/survey';
import { CONTACT_TOPICS, fieldsOf, topicOffered } from '@/lib/contact-inputs';
import { currentMember } from '@/server/customers/member';
import { refusalOf } from '@/server/platform/domain-error';
import { logger } from '@/server/platform/logger';
import { originOf } from '@/server/platform/origin';
import { clientKey } from '@/server/platform/rate-limit';
import { contactText } from './labels';

/** A contact form after a submission: what was typed and the messages (shopper's language), or the reference once sent. */
export interface ContactFormState {
  values: Record<string, string>;
  errors: Record<string, string>;
  formError: string | null;
  reference: string | null;
}

const Ids = z.object({ locale: z.enum(LOCALES).catch('en-US'), topic: z.enum(CONTACT_TOPICS) });

/** /contactus/{topic} and /customerinfo (privacy): check, store and acknowledge the message; on failure give back everything typed. */
export async function submitContactAction(_previous: ContactFormState | null, formData: FormData): Promise<ContactFormState> {
  const { locale, topic } = Ids.parse(Object.fromEntries(formData));
  const values: Record<string, string> = {};
  for (const field of fieldsOf(topic)) {
    const value = formData.get(field);
    if (typeof value === 'string') values[field] = value;
  }
  const t = await contactText(locale);
  if (!topicOffered(locale, topic)) return { values, errors: {}, formError: t('contact.errors.failed'), reference: null };
  const requestHeaders = await headers();
  const member = await currentMember();
  try {
    const result = await receiveContactForm({
      locale,
      topic,
      values,
      honeypot: formData.get('website'),
      userId: member?.id ?? null,
      caller: clientKey(requestHeaders),
      origin: originOf(requestHeaders).origin,
    });
    if (result.ok) return { values: {}, errors: {}, formError: null, reference: result.reference };
    const errors: Record<string, string> = {};
    for (const [field, key] of Object.entries(result.errors)) errors[field] = t(key);
    return { values, errors, formError: null, reference: null };
  } catch (error) {
    if (refusalOf(error)?.detail.errorCode === CONTACT_RATE_LIMITED.errorCode) return { values, errors: {}, formError: t('contact.errors.tooMany'), reference: null };
    logger.error({ err: error, topic }, 'contact form failed');
    return { values, errors: {}, formError: t('contact.errors.failed'), reference: null };
  }
}

export interface SurveyFormState {
  values: Record<string, string>;
  errors: Record<string, string>;
  formError: string | null;
  sent: boolean;
}

const SURVEY_FIELDS = ['rating', 'found', 'comment', 'pagePath'] as const;

/** /survey/websiteFeedback: store the answers. */
export async function submitWebsiteFeedbackAction(_previous: SurveyFormState | null, formData: FormData): Promise<SurveyFormState> {
  const locale = z.enum(LOCALES).catch('en-US').parse(formData.get('locale'));
  const values: Record<string, string> = {};
  for (const field of SURVEY_FIELDS) {
    const value = formData.get(field);
    if (typeof value === 'string') values[field] = value;
  }
  const t = await contactText(locale);
  const parsed = WebsiteFeedbackSchema.safeParse({ ...values, rating: values.rating || undefined, found: values.found || undefined });
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= t(issue.message);
    return { values, errors, formError: null, sent: false };
  }
  if (!(await surveyLimiter.take(clientKey(await headers()))).allowed) return { values, errors: {}, formError: t('contact.survey.errors.tooMany'), sent: false };
  const member = await currentMember();
  await saveWebsiteFeedback({ ...parsed.data, locale, userId: member?.id ?? null });
  return { values: {}, errors: {}, formError: null, sent: true };
}
