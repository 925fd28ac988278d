import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { DEFAULT_LOCALE, LOCALES, parseLocaleHosts } from './lib/markets';
import { crossSiteRefusal } from './server/platform/cross-site';

const intl = createMiddleware(routing);
const localeHosts = parseLocaleHosts(process.env.LOCALE_HOSTS);
/** What the first matcher below matches (a matcher must be a literal, so it is said twice). */
const PAGE_PATH = /^\/(?!api|ecomm|payments\/|external\/|sls\/|ops(?:\/|$)|_next|_vercel|.*\..*)/;
const prefixed = new RegExp(`^/(${LOCALES.join('|')})(/|$)`);

/**
 * Locale routing, plus the optional host-to-locale map of production domains: on a mapped
 * host, an unprefixed path is served in that host's locale.
 */
export default function proxy(request: NextRequest) {
  // Cross-site writes, refused on every path the matcher sends here (docs/decisions/028). A path
  // that is not a page (the second and third matchers) gets nothing else from the proxy.
  const crossSite = crossSiteRefusal(request);
  if (crossSite) return crossSite;
  if (!PAGE_PATH.test(request.nextUrl.pathname)) return NextResponse.next();

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
  matcher: [
    // Pages, for locale routing: not the API, the REST paths, the operators' pages (/ops, English only), Next's assets or files with an extension.
    '/((?!api|ecomm|payments/|external/|sls/|ops(?:/|$)|_next|_vercel|.*\\..*).*)',
    // For the cross-site check only: every route handler that takes a write (proxy.test.ts lists them), /ops and its server actions,
    '/(api|ecomm|payments|external|sls|ops)(.*)',
    // and a server action posted to any other path.
    { source: '/:path*', has: [{ type: 'header', key: 'next-action' }] },
  ],
};
