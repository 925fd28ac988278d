import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/markets';
import { messageFallback, reportIntlError } from './fallback';

const catalogues = {
  'en-US': () => import('../../messages/en-US.json'),
  'es-MX': () => import('../../messages/es-MX.json'),
  'pt-BR': () => import('../../messages/pt-BR.json'),
} as const;

export async function messagesFor(locale: Locale) {
  return (await catalogues[locale]()).default;
}

/** A translator outside a React render (route handlers, services, tests): same messages, fallback and logging as the pages. */
export async function translatorFor(locale: Locale) {
  const messages = await messagesFor(locale);
  return createTranslator({ locale, messages, onError: (error) => reportIntlError(locale, error), getMessageFallback: messageFallback });
}
