import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { isCleanPath } from './lib/input-text';
import { DEFAULT_LOCALE, LOCALES, localizedPath, parseLocaleHosts, type Locale } from './lib/markets';

const intl = createMiddleware(routing);
const localeHosts = parseLocaleHosts(process.env.LOCALE_HOSTS);
const prefixed = new RegExp(`^/(${LOCALES.join('|')})(/|$)`);

/**
 * Locale routing, plus the optional host-to-locale map of production domains: on a mapped
 * host, an unprefixed path is served in that host's locale.
 */
export default function proxy(request: NextRequest) {
  // A malformed escape (%E0%A4%A, an overlong %C0%AE) or a control character in the path: Next
  // would fail decoding a dynamic segment and, with no Pages Router error page, answer 500.
  // The API answers 400 in the spec's envelope; a page sends the shopper to the not-found page.
  if (!isCleanPath(request.nextUrl.pathname)) return refusePath(request);
  if (!PAGES.test(request.nextUrl.pathname)) return NextResponse.next();
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

function refusePath(request: NextRequest) {
  if (!PAGES.test(request.nextUrl.pathname)) {
    return NextResponse.json(
      { errorCode: 'BAD_REQUEST_PATH', errorMessageKey: 'validation.request.invalidFormat', errorMessageDefault: 'The path is not in the expected format.' },
      { status: 400 },
    );
  }
  const first = request.nextUrl.pathname.split('/')[1] ?? '';
  const locale = (LOCALES as readonly string[]).includes(first) ? first : (localeHosts.get(request.headers.get('host')?.split(':')[0]?.toLowerCase() ?? '') ?? DEFAULT_LOCALE);
  // Not a rewrite: Next still decodes the original path after one, and fails.
  return NextResponse.redirect(new URL(localizedPath(`/${NOT_FOUND_PATH}`, locale as Locale), request.url), 307);
}

/** A path the catalogue never holds: the catch-all page answers it with the not-found page (404). */
const NOT_FOUND_PATH = 'not-a-page';

/**
 * Pages: not the API, the REST paths, the operators' pages (/ops, English only), Next's assets
 * or the site's files. A path with a dot is a page too: left out, `/x.y/brands` would reach the
 * `[locale]` pages with "x.y" for a locale (a 500) instead of the not-found page.
 */
const PAGES = /^\/(?!api|ecomm|payments\/|external\/|sls\/|ops(?:\/|$)|images\/|sitemaps\/|_next|_vercel|favicon\.svg|robots\.txt|sitemap\.xml)/;

export const config = {
  // Pages, and the routes outside them with a dynamic segment (Next decodes those, so the proxy refuses a malformed path first).
  matcher: [
    '/((?!api|ecomm|payments/|external/|sls/|ops(?:/|$)|images/|sitemaps/|_next|_vercel|favicon\\.svg|robots\\.txt|sitemap\\.xml).*)',
    '/api/admin/:path+',
    '/api/auth/:path+',
    '/ecomm/b2c/v1/currentUser/coupons/:path+',
    '/ecomm/b2c/v1/currentUser/rewards/:path+',
    '/ecomm/b2c/v1/vehicles/garage/:path+',
    '/ecomm/b2c/v1/vehicles/vin/:path+',
    '/images/:path+',
    '/ops/:path+',
    '/sitemaps/:path+',
  ],
};
