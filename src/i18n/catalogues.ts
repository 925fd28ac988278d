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

async function newTranslator(locale: Locale) {
  const messages = await messagesFor(locale);
  return createTranslator({ locale, messages, onError: (error) => reportIntlError(locale, error), getMessageFallback: messageFallback });
}

const translators = new Map<Locale, ReturnType<typeof newTranslator>>();

/**
 * A translator outside a React render (route handlers, services, tests): same messages, fallback
 * and logging as the pages. One per locale for the process: a translator keeps the messages it
 * has parsed (ICU) and its number and date formats, which a new one would build again each call.
 */
export function translatorFor(locale: Locale) {
  let translator = translators.get(locale);
  if (!translator) {
    translator = newTranslator(locale);
    translators.set(locale, translator);
    // A catalogue that failed to load is tried again next time.
    translator.catch(() => translators.delete(locale));
  }
  return translator;
}
