import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/markets';

/**
 * en-US at the root, the other markets under their prefix. The URL alone decides the
 * market: a Spanish-speaking browser in Texas stays on the US store (docs/decisions/003).
 */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
  alternateLinks: true,
});
