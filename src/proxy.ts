import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { DEFAULT_LOCALE, LOCALES, parseLocaleHosts } from './lib/markets';

const intl = createMiddleware(routing);
const localeHosts = parseLocaleHosts(process.env.LOCALE_HOSTS);
const prefixed = new RegExp(`^/(${LOCALES.join('|')})(/|$)`);

/**
 * Locale routing, plus the optional host-to-locale map of production domains: on a mapped
 * host, an unprefixed path is served in that host's locale.
 */
export default function proxy(request: NextRequest) {
  const host = request.headers.get('host')?.split(':')[0]?.toLowerCase();
  const hostLocale = host ? localeHosts.get(host) : undefined;
  const { pathname, search } = request.nextUrl;
  if (hostLocale && hostLocale !== DEFAULT_LOCALE && !prefixed.test(pathname)) {
    const url = request.nextUrl.clone();
    url.pathname = `/${hostLocale}${pathname === '/' ? '' : pathname}`;
    url.search = search;
    return NextResponse.rewrite(url);
  }
  return intl(request);
}

export const config = {
  // Pages only: not the API, the REST paths, the operators' pages (/ops, English only), Next's assets or files with an extension.
  matcher: ['/((?!api|ecomm|payments/|external/|sls/|ops(?:/|$)|_next|_vercel|.*\\..*).*)'],
};
