import { errorEnvelope, type ErrorDetail } from '@/lib/errors';
import { currentOriginConfig, trustedOrigins, type OriginConfig } from './site-origin';

/**
 * The one cross-site check (docs/decisions/028-cross-site-writes-outages-and-body-limits.md): every request that can
 * change state (any method but GET, HEAD and OPTIONS), on every path — the REST routes under
 * /ecomm, /api, /payments, /ops and the pages' server actions alike — must prove it comes from
 * this site, or carry no cookies at all. The proxy (src/proxy.ts) calls it before anything else
 * runs, so Next's own server-action check never answers first (it throws a 500).
 */

/** Methods a browser may send from any site without changing anything. */
const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_REFUSED: ErrorDetail = {
  errorCode: 'CROSS_SITE_REQUEST',
  errorMessageKey: 'label_error_somethingNotworking',
  errorMessageDefault: 'Requests from other sites are not allowed',
};

export type CrossSiteVerdict =
  | { allowed: true; by: 'safe-method' | 'origin' | 'referer' | 'fetch-metadata' | 'no-cookies' }
  | { allowed: false; reason: string };

/** The origin of a Referer, or null when it is not an http(s) URL. */
function refererOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Whether a request may go on. In order, the first of these the request carries decides:
 * 1. `Origin` (unless "null"): it must be one of the site's origins.
 * 2. `Referer` (a browser without Origin): its origin must be one of the site's.
 * 3. `Sec-Fetch-Site` (the browser's own word, which no page can forge): it must be
 *    "same-origin". This is how an `Origin: null` from our own no-referrer card frame passes.
 * 4. None of them: a browser always sends one of the three with a write, so this is a program
 *    (a server-to-server client, an operator's `curl` with its Bearer token). It passes only
 *    without a Cookie header: with no cookies it carries no shopper's authority to abuse. An
 *    `Origin: null` with nothing else (a sandboxed frame, a data: URL) is refused.
 */
export function crossSiteVerdict(method: string, h: Pick<Headers, 'get' | 'has'>, trusted: readonly string[]): CrossSiteVerdict {
  if (SAFE_METHODS.has(method.toUpperCase())) return { allowed: true, by: 'safe-method' };
  const origin = h.get('origin');
  if (origin && origin !== 'null') return trusted.includes(origin) ? { allowed: true, by: 'origin' } : { allowed: false, reason: `Origin ${origin}` };
  const referer = h.get('referer');
  const fromReferer = referer ? refererOrigin(referer) : null;
  if (fromReferer) return trusted.includes(fromReferer) ? { allowed: true, by: 'referer' } : { allowed: false, reason: `Referer ${fromReferer}` };
  const fetchSite = h.get('sec-fetch-site');
  if (fetchSite) return fetchSite === 'same-origin' ? { allowed: true, by: 'fetch-metadata' } : { allowed: false, reason: `Sec-Fetch-Site ${fetchSite}` };
  if (origin === 'null') return { allowed: false, reason: 'Origin null' };
  if (h.has('cookie')) return { allowed: false, reason: 'cookies without Origin, Referer or Sec-Fetch-Site' };
  return { allowed: true, by: 'no-cookies' };
}

/** The 403 in the error envelope for a request from another site, or null when it may go on. */
export function crossSiteRefusal(request: Pick<Request, 'method' | 'headers'>, config?: OriginConfig): Response | null {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return null;
  const verdict = crossSiteVerdict(request.method, request.headers, trustedOrigins(request.headers, config ?? currentOriginConfig()));
  if (verdict.allowed) return null;
  return Response.json(errorEnvelope(CROSS_SITE_REFUSED), { status: 403, headers: { 'Cache-Control': 'no-store' } });
}
