import { getTranslations } from 'next-intl/server';
import { CONTACT_MESSAGE_MAX_CHARACTERS } from '@/lib/constants';
import type { Locale } from '@/lib/markets';
import { CONTACT_ANSWER_WORKING_DAYS, PRIVACY_ANSWER_DAYS } from '@/server/contact/emails';
import { SURVEY_COMMENT_MAX_CHARACTERS } from '@/server/contact/survey';
import { DEVICES, FREE_TEXT_MAX_LENGTH, PRIVACY_REQUESTS, VISIT_DAYS_BACK_MAX, fieldsOf, type ContactField, type ContactTopic, type PrivacyRequest } from '@/lib/contact-inputs';

/** The values the contact messages' placeholders take. */
export const contactMessageValues = {
  messageMax: CONTACT_MESSAGE_MAX_CHARACTERS,
  textMax: FREE_TEXT_MAX_LENGTH,
  days: VISIT_DAYS_BACK_MAX,
  commentMax: SURVEY_COMMENT_MAX_CHARACTERS,
  answerDays: CONTACT_ANSWER_WORKING_DAYS,
} as const;

/** A message by its full key (a rule's answer: `validation.*` or `contact.*`), placeholders filled. */
export async function contactText(locale: Locale): Promise<(key: string) => string> {
  const t = await getTranslations({ locale });
  return (key) => t(key as never, contactMessageValues as never);
}

export async function contactTranslator(locale: Locale) {
  return getTranslations({ locale, namespace: 'contact' });
}

export interface ContactFormLabels {
  fields: Record<ContactField, string>;
  hints: Partial<Record<ContactField, string>>;
  devices: Record<(typeof DEVICES)[number], string>;
  chooseDevice: string;
  /** The privacy topic's request types (its select). */
  requestTypes: Record<PrivacyRequest, string>;
  chooseRequest: string;
  optional: string;
  requiredNote: string;
  honeypot: string;
  submit: string;
  submitting: string;
  sentTitle: string;
  sentBody: string;
  sentReference: string;
  sendAnother: string;
  backToTopics: string;
  /** "{count} of {max}" pattern for the message counter, with the numbers as {count} / {max}. */
  counter: string;
  /** Shown as soon as the message is longer than CONTACT_MESSAGE_MAX_CHARACTERS (nothing is cut off). */
  messageTooLong: string;
}

export async function contactFormLabels(locale: Locale, topic: ContactTopic): Promise<ContactFormLabels> {
  const t = await contactTranslator(locale);
  const privacy = topic === 'privacy';
  const fields = Object.fromEntries(fieldsOf(topic).map((field) => [field, t(`fields.${field}`)])) as Record<ContactField, string>;
  // A privacy request's message is optional details, not the message itself.
  if (privacy) fields.message = t('fields.requestDetails');
  const hints: Partial<Record<ContactField, string>> = {
    orderNumber: t('hints.orderNumber'),
    store: t('hints.store'),
    rewardsId: t('hints.rewardsId'),
    partNumber: t('hints.partNumber'),
    vehicle: t('hints.vehicle'),
    pageUrl: t('hints.pageUrl'),
    phone: t('hints.phone'),
    ...(privacy ? { message: t('hints.requestDetails'), email: t('hints.privacyEmail') } : {}),
  };
  return {
    fields,
    hints,
    devices: { phone: t('devices.phone'), tablet: t('devices.tablet'), computer: t('devices.computer') },
    chooseDevice: t('devices.choose'),
    requestTypes: Object.fromEntries(PRIVACY_REQUESTS.map((request) => [request, t(`privacy.requests.${request}.label`)])) as Record<PrivacyRequest, string>,
    chooseRequest: t('privacy.chooseRequest'),
    optional: t('form.optional'),
    requiredNote: t('form.requiredNote'),
    honeypot: t('form.honeypot'),
    submit: privacy ? t('privacy.submit') : t('form.submit'),
    submitting: t('form.submitting'),
    sentTitle: t('sent.title'),
    sentBody: privacy ? t('privacy.sentBody', { days: PRIVACY_ANSWER_DAYS[locale] }) : t('sent.body', { days: CONTACT_ANSWER_WORKING_DAYS }),
    sentReference: t('sent.reference'),
    sendAnother: privacy ? t('privacy.sendAnother') : t('sent.another'),
    backToTopics: privacy ? t('privacy.backToContact') : t('form.backToTopics'),
    counter: t('form.counter', { count: '{count}', max: '{max}' }),
    messageTooLong: t('errors.messageTooLong', { messageMax: CONTACT_MESSAGE_MAX_CHARACTERS }),
  };
}
