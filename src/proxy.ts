import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { DEFAULT_LOCALE, LOCALES, parseLocaleHosts } from './lib/markets';
import { withSecurityHeaders } from './server/platform/security-headers';

const intl = createMiddleware(routing);
const localeHosts = parseLocaleHosts(process.env.LOCALE_HOSTS);
const prefixed = new RegExp(`^/(${LOCALES.join('|')})(/|$)`);

/** Every page, the operators' included, gets its CSP nonce and security headers here (docs/decisions/028). */
export default function proxy(request: NextRequest) {
  return withSecurityHeaders(request, route(request));
}

const opsPage = /^\/ops(\/|$)/;

/**
 * Locale routing, plus the optional host-to-locale map of production domains: on a mapped
 * host, an unprefixed path is served in that host's locale. The operators' pages have no locale.
 */
function route(request: NextRequest) {
  if (opsPage.test(request.nextUrl.pathname)) return NextResponse.next();
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
  // Pages only: not the API, the REST paths, Next's assets or files with an extension; the operators' pages (/ops, English only) apart, without their chat API.
  matcher: ['/((?!api|ecomm|payments/|external/|sls/|ops(?:/|$)|_next|_vercel|.*\\..*).*)', '/ops', '/ops/((?!chat/api(?:/|$)).*)'],
};
