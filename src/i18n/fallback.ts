import { IntlErrorCode, type IntlError } from 'next-intl';
import { logger } from '@/server/platform/logger';

/** Spec §8: a missing translation label falls back to its key and is logged. */
export function messageFallback({ namespace, key }: { namespace?: string; key: string }): string {
  return namespace ? `${namespace}.${key}` : key;
}

export function reportIntlError(locale: string, error: IntlError, log = logger): void {
  if (error.code === IntlErrorCode.MISSING_MESSAGE) {
    log.warn({ locale, label: error.originalMessage }, 'missing translation label');
  } else {
    log.error({ err: error, locale }, 'translation error');
  }
}
