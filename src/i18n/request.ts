import { getRequestConfig } from 'next-intl/server';
import { IntlErrorCode } from 'next-intl';
import { hasLocale } from 'next-intl';
import { routing } from './routing';
import { logger } from '@/server/platform/logger';

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
    // Spec §8: a missing translation label falls back to its key and is logged.
    onError(error) {
      if (error.code === IntlErrorCode.MISSING_MESSAGE) {
        logger.warn({ locale, label: error.originalMessage }, 'missing translation label');
      } else {
        logger.error({ err: error, locale }, 'translation error');
      }
    },
    getMessageFallback({ namespace, key }) {
      return namespace ? `${namespace}.${key}` : key;
    },
  };
});
