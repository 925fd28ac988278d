import type { Locale } from './markets';

/**
 * Spec §3, part card images: from the configured image host, part_group/{locale}/{id}.jpg
 * when the id starts with "azpg", otherwise part_terminology/{locale}/{id}.jpg.
 * IMAGE_HOST is that host (e.g. https://images.example.com); by default we serve them.
 */
export const DEFAULT_IMAGE_BASE = '/images';

export function partImagePath(id: string | number, locale: Locale, imageBase: string = DEFAULT_IMAGE_BASE): string {
  const key = String(id);
  const kind = key.startsWith('azpg') ? 'part_group' : 'part_terminology';
  return `${imageBase.replace(/\/+$/, '')}/${kind}/${locale}/${encodeURIComponent(key)}.jpg`;
}
