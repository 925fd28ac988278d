import { translatorFor } from '@/i18n/catalogues';
import type { Locale } from '@/lib/markets';
import type { RenderedEmail } from '@/server/platform/email/rendered';
import { accountEmail } from './account-emails';

/**
 * The profile's e-mails, in the member's language: the code that confirms a new address (sent to the
 * new address), and the notices of a changed address (sent to the old one) and a changed password.
 */

/** "a•••@example.com": enough for the owner to recognise the address, not enough to harvest it. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return email;
  return `${email[0]}•••${email.slice(at)}`;
}

export async function emailChangeCodeEmail(code: string, minutes: number, locale: Locale): Promise<RenderedEmail> {
  const t = await translatorFor(locale);
  return accountEmail({ brand: t('email.orderConfirmation.brand'), subject: t('email.emailChangeCode.subject', { code }), title: t('email.emailChangeCode.title'), lines: [t('email.emailChangeCode.body', { minutes })], action: { code }, footer: t('email.emailChangeCode.notYou') });
}

export async function emailChangedEmail(firstName: string, newEmail: string, locale: Locale): Promise<RenderedEmail> {
  const t = await translatorFor(locale);
  const greeting = firstName ? t('email.emailChanged.greeting', { name: firstName }) : t('email.emailChanged.greetingNoName');
  return accountEmail({ brand: t('email.orderConfirmation.brand'), subject: t('email.emailChanged.subject'), title: t('email.emailChanged.title'), lines: [greeting, t('email.emailChanged.body', { email: maskedEmail(newEmail) })], footer: t('email.emailChanged.notYou') });
}

export async function passwordChangedEmail(firstName: string, locale: Locale): Promise<RenderedEmail> {
  const t = await translatorFor(locale);
  const greeting = firstName ? t('email.passwordChanged.greeting', { name: firstName }) : t('email.passwordChanged.greetingNoName');
  return accountEmail({ brand: t('email.orderConfirmation.brand'), subject: t('email.passwordChanged.subject'), title: t('email.passwordChanged.title'), lines: [greeting, t('email.passwordChanged.body')], footer: t('email.passwordChanged.notYou') });
}
