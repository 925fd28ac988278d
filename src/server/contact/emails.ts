import { translatorFor } from '@/i18n/catalogues';
import { localizedPath, type Locale } from '@/lib/markets';
import { accountEmail } from '@/server/customers/account-emails';
import type { RenderedEmail } from '@/server/orders/confirmation-email';
import type { ContactSubmission } from './topics';

/** Working days customer service takes to answer (said in the acknowledgement and on the page). */
export const CONTACT_ANSWER_WORKING_DAYS = 2;

/** "We received your message": the reference, the topic, a copy of the message, in the shopper's language. */
export async function contactAcknowledgementEmail(input: ContactSubmission & { reference: string; locale: Locale; origin: string }): Promise<RenderedEmail> {
  const t = await translatorFor(input.locale);
  return accountEmail({
    subject: t('contact.email.subject', { reference: input.reference }),
    title: t('contact.email.title'),
    lines: [
      t('contact.email.greeting', { name: input.firstName }),
      t('contact.email.body', { topic: t(`contact.topics.${input.topic}.title`), days: CONTACT_ANSWER_WORKING_DAYS }),
      t('contact.email.reference', { reference: input.reference }),
      t('contact.email.yourMessage'),
      input.message,
    ],
    action: { href: new URL(localizedPath('/lp/faqs', input.locale), input.origin).toString(), label: t('contact.email.faqs') },
    footer: t('contact.email.footer'),
  });
}
