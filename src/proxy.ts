import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { ACTION_BODY_MAX_BYTES } from './lib/constants';
import { errorEnvelope } from './lib/errors';
import { isCleanPath, MAX_PATH_LENGTH } from './lib/input-text';
import { DEFAULT_LOCALE, LOCALES, localizedPath, parseLocaleHosts, type Locale } from './lib/markets';
import { crossSiteRefusal } from './server/platform/cross-site';
import { envVar } from './server/platform/env';
import { unknownServerAction } from './server/platform/server-actions';
import { cacheableRequest, fillRequestHeaders, servePage, verifiedFill } from './server/platform/page-cache-proxy';
import { withSecurityHeaders } from './server/platform/security-headers';

const intl = createMiddleware(routing);
const localeHosts = parseLocaleHosts(envVar('LOCALE_HOSTS'));
const prefixed = new RegExp(`^/(${LOCALES.join('|')})(/|$)`);

/**
 * In order: a write from another site is refused (docs/decisions/028); a server action the build
 * does not have gets the error envelope (server-actions.ts); a malformed escape
 * (%E0%A4%A, an overlong %C0%AE) or a control character in the path is refused before Next
 * fails decoding a dynamic segment (a 500): the API answers 400 in the spec's envelope, a page sends
 * the shopper to the not-found page; every page, the operators' included, gets its CSP nonce and security
 * headers; a catalogue page is served from the page cache (docs/decisions/040), filled on a miss by
 * a request of this proxy's own (which renders with the fill's placeholder nonce, and is the only
 * request whose fill header reaches the page); a path that is not a page gets nothing else from the proxy.
 */
export default async function proxy(request: NextRequest) {
  const crossSite = crossSiteRefusal(request);
  if (crossSite) return crossSite;
  const { pathname } = request.nextUrl;
  const unknownAction = actionNotInBuild(request);
  if (unknownAction) return unknownAction;
  if (actionTooLarge(request)) return NextResponse.json(errorEnvelope(ACTION_TOO_LARGE), { status: 413 });
  if (await unreadableForm(request)) return NextResponse.json(errorEnvelope(UNREADABLE_FORM), { status: 400 });
  // No page or route has a path near this long; answering it would overflow clients' header limits (next-intl's Link alternates repeat it).
  if (pathname.length > MAX_PATH_LENGTH) return NextResponse.json(errorEnvelope(PATH_TOO_LONG), { status: 414 });
  if (!isCleanPath(pathname)) return PAGES.test(pathname) ? notFoundPage(request) : badPath();
  // x-ops-path and x-ops-search: the back office's bar marks the screen it is on, and its language switch comes back to it, search included (features/ops/OpsHeader.tsx).
  if (OPS_PAGE.test(pathname)) {
    const requestHeaders = { ...fillRequestHeaders(null), 'x-ops-path': pathname, 'x-ops-search': request.nextUrl.search };
    return withSecurityHeaders(request, NextResponse.next(), { requestHeaders });
  }
  if (!PAGES.test(pathname)) return NextResponse.next();
  const routed = localeRoute(request);
  const fill = verifiedFill(request);
  if (fill) return withSecurityHeaders(request, routed, { nonce: fill.nonce, requestHeaders: fillRequestHeaders(fill) });
  const key = routed.headers.has('location') ? null : cacheableRequest(request);
  const cached = key ? await servePage(request, key) : null;
  return cached ?? withSecurityHeaders(request, routed, { requestHeaders: fillRequestHeaders(null) });
}

/** A server action this build does not have: Next's status and the header its client reloads on, with the error envelope (server-actions.ts). */
function actionNotInBuild(request: NextRequest): NextResponse | null {
  const actionId = request.method === 'POST' ? request.headers.get('next-action') : null;
  const unknown = actionId === null ? null : unknownServerAction(actionId);
  if (!unknown) return null;
  const { status, ...detail } = unknown;
  return NextResponse.json(errorEnvelope(detail), { status, headers: { 'x-nextjs-action-not-found': '1' } });
}

/**
 * Next reads a server action's body up to next.config.ts's bound, raised to 6 MB for the product
 * screen's pictures (decision 063); every other action keeps Next's own 1 MB, checked here on the
 * declared length (browsers declare it for every form they post).
 */
const PICTURE_ACTIONS = /^\/ops\/catalog\/products\/[^/]+$/;
function actionTooLarge(request: NextRequest): boolean {
  if (request.method !== 'POST' || !request.headers.has('next-action') || PICTURE_ACTIONS.test(request.nextUrl.pathname)) return false;
  return Number(request.headers.get('content-length') ?? 0) > ACTION_BODY_MAX_BYTES;
}
/**
 * A form posted to a page without JavaScript (no Next-Action header) whose multipart body cannot
 * be read: Next fails parsing it with a 500. Read here from a copy of the body (Next keeps the body
 * for the proxy); a body that parses goes on untouched. The React client's posts carry the header,
 * and Next answers a malformed one of those with a 400 itself: they are not read twice (the
 * product screen's pictures are up to 6 MB).
 */
async function unreadableForm(request: NextRequest): Promise<boolean> {
  if (request.method !== 'POST' || request.headers.has('next-action') || !(request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) return false;
  const { pathname } = request.nextUrl;
  if (!PAGES.test(pathname) && !OPS_PAGE.test(pathname)) return false;
  try {
    await request.clone().formData();
    return false;
  } catch {
    return true;
  }
}
const UNREADABLE_FORM = { errorCode: 'VALIDATION_FAILED', errorMessageKey: 'validation.request.invalidFormat', errorMessageDefault: 'The form could not be read.' };

const ACTION_TOO_LARGE = { errorCode: 'PAYLOAD_TOO_LARGE', errorMessageKey: 'errors.requestTooLarge', errorMessageDefault: `Request bodies here are limited to ${ACTION_BODY_MAX_BYTES} bytes` };

const PATH_TOO_LONG = { errorCode: 'URI_TOO_LONG', errorMessageKey: 'validation.request.invalidFormat', errorMessageDefault: 'The path is too long.' };

/** The operators' pages (English only), not their chat API. */
const OPS_PAGE = /^\/ops(?:$|\/(?!chat\/api(?:\/|$)))/;

/**
 * Locale routing, plus the optional host-to-locale map of production domains: on a mapped
 * host, an unprefixed path is served in that host's locale.
 */
function localeRoute(request: NextRequest) {
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

const BAD_PATH = { errorCode: 'BAD_REQUEST_PATH', errorMessageKey: 'validation.request.invalidFormat', errorMessageDefault: 'The path is not in the expected format.' };

function badPath() {
  return NextResponse.json(errorEnvelope(BAD_PATH), { status: 400 });
}

function notFoundPage(request: NextRequest) {
  const first = request.nextUrl.pathname.split('/')[1] ?? '';
  const locale = (LOCALES as readonly string[]).includes(first) ? first : (localeHosts.get(request.headers.get('host')?.split(':')[0]?.toLowerCase() ?? '') ?? DEFAULT_LOCALE);
  // Not a rewrite: Next still decodes the original path after one, and fails.
  return NextResponse.redirect(new URL(localizedPath(`/${NOT_FOUND_PATH}`, locale as Locale), request.url), 307);
}

/** A path the catalogue never holds: the catch-all page answers it with the not-found page (404). */
const NOT_FOUND_PATH = 'not-a-page';

/**
 * Pages: not the API, the REST paths, the operators' pages (/ops, English only), the operations
 * endpoints (/healthz, /readyz, /metrics: no locale routing, page cache or cookies; decision 049),
 * Next's assets or the site's files. A path with a dot is a page too: left out, `/x.y/brands` would reach the
 * `[locale]` pages with "x.y" for a locale (a 500) instead of the not-found page.
 */
const PAGES = /^\/(?!api|ecomm|payments\/|external\/|sls\/|ops(?:\/|$)|(?:healthz|readyz|metrics)$|images\/|sitemaps\/|\.well-known\/|_next|_vercel|favicon\.svg|robots\.txt|sitemap\.xml)/;

export const config = {
  matcher: [
    // Pages (locale routing, malformed paths): not the API, the REST paths, the operators' pages, the operations endpoints, Next's assets or the site's files.
    '/((?!api|ecomm|payments/|external/|sls/|ops(?:/|$)|(?:healthz|readyz|metrics)$|images/|sitemaps/|\\.well-known/|_next|_vercel|favicon\\.svg|robots\\.txt|sitemap\\.xml).*)',
    // Every route handler (the cross-site check for writes, proxy.test.ts lists them; malformed paths for dynamic segments) and /ops with its server actions,
    '/(api|ecomm|payments|external|sls|ops)(.*)',
    // the routes with dynamic segments outside them (Next decodes those, so the proxy refuses a malformed path first),
    '/images/:path+',
    '/sitemaps/:path+',
    // and a server action posted to any other path.
    { source: '/:path*', has: [{ type: 'header', key: 'next-action' }] },
  ],
};
