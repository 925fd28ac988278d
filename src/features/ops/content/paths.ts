import type { Locale } from '@/lib/markets';

/** Where the content screens live. */
export const contentPaths = {
  index: (locale?: Locale) => (locale ? `/ops/content?locale=${locale}` : '/ops/content'),
  page: (locale: Locale, slug: string) => `/ops/content/pages/${locale}/${encodeURIComponent(slug)}`,
  newPage: (locale: Locale) => `/ops/content/pages/new?locale=${locale}`,
  banner: (id: string) => `/ops/content/banners/${encodeURIComponent(id)}`,
  newBanner: (locale: Locale, kind: string) => `/ops/content/banners/new?locale=${locale}&kind=${kind}`,
};
