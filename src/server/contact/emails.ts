import { translatorFor } from '@/i18n/catalogues';
import { getMarket, localizedPath, type Locale } from '@/lib/markets';
import { accountEmail } from '@/server/customers/account-emails';
import type { RenderedEmail } from '@/server/platform/email/rendered';
import { isPrivacyRequest, type ContactSubmission } from '@/lib/contact-inputs';

/** Working days customer service takes to answer (said in the acknowledgement and on the page). */
export const CONTACT_ANSWER_WORKING_DAYS = 2;

/**
 * The days within which a personal-information request is answered, by market's law: the US state
 * privacy laws (CCPA: 45 calendar days), Mexico's LFPDPPP (ARCO rights: 20 business days), Brazil's
 * LGPD (15 days). Each locale's messages say which kind of days.
 */
export const PRIVACY_ANSWER_DAYS: Record<Locale, number> = { 'en-US': 45, 'es-MX': 20, 'pt-BR': 15 };

type Acknowledged = ContactSubmission & { reference: string; locale: Locale; origin: string };

/**
 * "We received your message": the reference and the topic, in the shopper's language. Never a copy
 * of what was typed: the form takes any address, so a copy would let anyone send the store's
 * branded mail, with their own words and links, to anyone (decision 076).
 */
export async function contactAcknowledgementEmail(input: Acknowledged): Promise<RenderedEmail> {
  if (input.topic === 'privacy') return privacyAcknowledgementEmail(input);
  const t = await translatorFor(input.locale);
  return accountEmail({ brand: t('email.orderConfirmation.brand'),
    subject: t('contact.email.subject', { reference: input.reference }),
    title: t('contact.email.title'),
    lines: [
      t('contact.email.greeting', { name: input.firstName }),
      t('contact.email.body', { topic: t(`contact.topics.${input.topic}.title`), days: CONTACT_ANSWER_WORKING_DAYS }),
      t('contact.email.reference', { reference: input.reference }),
    ],
    action: { href: new URL(localizedPath('/lp/faqs', input.locale), input.origin).toString(), label: t('contact.email.faqs') },
    footer: t('contact.email.footer'),
  });
}

/** A personal-information request: which one, the legal answer time, that we verify identity first. */
async function privacyAcknowledgementEmail(input: Acknowledged): Promise<RenderedEmail> {
  const t = await translatorFor(input.locale);
  const type = input.details.requestType;
  if (!isPrivacyRequest(type)) throw new Error(`privacy request ${input.reference} has no request type`);
  const request = t(`contact.privacy.requests.${type}.label`);
  return accountEmail({ brand: t('email.orderConfirmation.brand'),
    subject: t('contact.email.privacySubject', { request, reference: input.reference }),
    title: t('contact.email.privacyTitle'),
    lines: [
      t('contact.email.greeting', { name: input.firstName }),
      t('contact.email.privacyBody', { request, days: PRIVACY_ANSWER_DAYS[input.locale] }),
      t('contact.email.privacyVerify'),
      t('contact.email.reference', { reference: input.reference }),
    ],
    action: { href: new URL(localizedPath(getMarket(input.locale).pages.privacyPolicy, input.locale), input.origin).toString(), label: t('contact.email.privacyPolicy') },
    footer: t('contact.email.footer'),
  });
}
