import type { Metadata } from 'next';
import { LOCALES, localizedPath, type Locale } from '@/lib/markets';

/**
 * A page's canonical URL in its locale, and its versions in the other locales (hreflang);
 * `locales` names them when the page exists in some only (a store serves some markets).
 */
export function alternatesFor(path: string, locale: Locale, locales: readonly Locale[] = LOCALES): Metadata['alternates'] {
  return {
    canonical: localizedPath(path, locale),
    languages: { ...Object.fromEntries(locales.map((l) => [l, localizedPath(path, l)])), 'x-default': localizedPath(path, locales[0]!) },
  };
}
