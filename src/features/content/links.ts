import { LOCALES, localizedPath, type Locale } from '@/lib/markets';

export interface ResolvedLink {
  href: string;
  /** Another site: opens in a new tab with rel="noopener noreferrer". */
  external: boolean;
}

const LOCALE_PREFIX = new RegExp(`^/(?:${LOCALES.join('|')})(?=[/?#]|$)`);

/**
 * Where a link in a content page goes for a shopper of `locale`. Content is written with
 * internal paths and no locale (/contactus/rewards); an operator's path that carries one
 * anyway is re-localised rather than doubled.
 */
export function resolveContentHref(href: string, locale: Locale): ResolvedLink {
  const trimmed = href.trim();
  if (trimmed.startsWith('#') || trimmed === '') return { href: trimmed, external: false };
  if (/^(?:https?:)?\/\//i.test(trimmed)) return { href: trimmed, external: true };
  if (/^(?:mailto|tel):/i.test(trimmed)) return { href: trimmed, external: false };
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return { href: trimmed, external: true };
  const path = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  return { href: localizedPath(path.replace(LOCALE_PREFIX, '') || '/', locale), external: false };
}
