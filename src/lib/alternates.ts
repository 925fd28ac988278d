import type { Metadata } from 'next';
import { LOCALES, localizedPath, type Locale } from '@/lib/markets';

/** A page's canonical URL in its locale, and its versions in the other locales (hreflang). */
export function alternatesFor(path: string, locale: Locale): Metadata['alternates'] {
  return {
    canonical: localizedPath(path, locale),
    languages: { ...Object.fromEntries(LOCALES.map((l) => [l, localizedPath(path, l)])), 'x-default': localizedPath(path, 'en-US') },
  };
}
