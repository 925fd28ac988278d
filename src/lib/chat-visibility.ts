import { getMarket, isLocale, type Locale } from '@/lib/markets';

/** The path without a leading locale segment ('/es-MX/checkout' -> '/checkout'). */
function appPath(pathname: string): string {
  const match = /^\/([a-z]{2}-[A-Z]{2})(\/.*)?$/.exec(pathname);
  if (match && isLocale(match[1])) return match[2] ?? '/';
  return pathname || '/';
}

const HIDDEN_PATHS = /^\/(?:checkout[^/]*|customerinfo)(?:\/|$)/i;

/**
 * Spec §2.6: the contact-us modal (and its side tab) is hidden on checkout (/checkout*), customer
 * info and in markets without chat (Brazil). `pathname` may carry the locale prefix.
 */
export function contactModalHidden({ pathname, locale }: { pathname: string; locale: Locale }): boolean {
  if (!getMarket(locale).features.chat) return true;
  return HIDDEN_PATHS.test(appPath(pathname));
}

/** The chat button: hidden where the contact-us modal is, and whenever no agent is available. */
export function chatHidden({ pathname, locale, available }: { pathname: string; locale: Locale; available: boolean }): boolean {
  return !available || contactModalHidden({ pathname, locale });
}
