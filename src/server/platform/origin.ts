import { headers } from 'next/headers';
import { env } from './env';
import { ApiError } from './http';

/** The site's public origin for a request with these headers: SITE_URL when configured, else the host the request came to. */
export function originOf(h: Pick<Headers, 'get'>): URL {
  const configured = env().SITE_URL;
  if (configured) return new URL(configured);
  const host = h.get('x-forwarded-host') ?? h.get('host') ?? 'localhost:3000';
  const proto = h.get('x-forwarded-proto') ?? (/^(localhost|127\.0\.0\.1)(:|$)/.test(host) ? 'http' : 'https');
  return new URL(`${proto}://${host}`);
}

/** The site's public origin for the request being rendered. */
export async function siteOrigin(): Promise<URL> {
  return originOf(await headers());
}

/**
 * Cross-site protection for a cookie-authenticated write: the browser's Origin (or, without one,
 * its Referer) must be this site, as better-auth requires of its own endpoints.
 */
export function requireSameSite(h: Pick<Headers, 'get'>): void {
  const site = originOf(h).origin;
  const origin = h.get('origin');
  const referer = h.get('referer');
  let from: string | null = origin;
  if (!from && referer) {
    try {
      from = new URL(referer).origin;
    } catch {
      from = null;
    }
  }
  if (from !== site) throw new ApiError(403, { errorCode: 'CROSS_SITE_REQUEST', errorMessageKey: 'label_error_somethingNotworking', errorMessageDefault: 'Requests from other sites are not allowed' });
}
