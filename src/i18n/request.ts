import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { messageFallback, reportIntlError } from './fallback';
import { routing } from './routing';

const catalogues = {
  'en-US': () => import('../../messages/en-US.json'),
  'es-MX': () => import('../../messages/es-MX.json'),
  'pt-BR': () => import('../../messages/pt-BR.json'),
} as const;

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: (await catalogues[locale]()).default,
    onError: (error) => reportIntlError(locale, error),
    getMessageFallback: messageFallback,
  };
});
