import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { messagesFor } from '@/i18n/catalogues';
import type { Locale } from '@/lib/markets';

type OpsMessages = Awaited<ReturnType<typeof messagesFor>>['ops'];

/**
 * The slices of the `ops` messages that a back-office screen's client components read
 * (`useTranslations('ops.chat')`), in the staff member's language; the /ops layout has no
 * catalogue of its own in the browser, so each screen sends only what its forms say.
 */
export async function OpsIntl({ locale, slices, children }: { locale: Locale; slices: readonly (keyof OpsMessages)[]; children: ReactNode }) {
  const ops = (await messagesFor(locale)).ops;
  const messages = { ops: Object.fromEntries(slices.map((slice) => [slice, ops[slice]])) };
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
      {children}
    </NextIntlClientProvider>
  );
}
