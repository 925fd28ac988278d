import { headers } from 'next/headers';
import { ApiError } from './http';
import { currentOriginConfig, siteOriginOrNull, type OriginConfig } from './site-origin';

export type { OriginConfig } from './site-origin';

/**
 * The site's public origin for a request with these headers, for every absolute URL it writes
 * (links in e-mails, redirects, canonical URLs): SITE_URL when configured (production requires
 * it: env.ts); otherwise, in the demo and development, the Host the request came to.
 * X-Forwarded-Host and X-Forwarded-Proto are believed only behind a trusted proxy
 * (TRUST_PROXY=1): anybody can send them, and a password-reset link built from them would take
 * the member's token to the sender's site. A Host that is not a bare host[:port] is refused.
 * Writes from other sites are refused before any route runs: cross-site.ts, called by the proxy.
 */
export function originOf(h: Pick<Headers, 'get'>, config: OriginConfig = currentOriginConfig()): URL {
  const origin = siteOriginOrNull(h, config);
  if (!origin) {
    throw new ApiError(400, { errorCode: 'BAD_HOST', errorMessageKey: 'label_error_somethingNotworking', errorMessageDefault: 'The Host header is not a host name' });
  }
  return origin;
}

/** The site's public origin for the request being rendered. */
export async function siteOrigin(): Promise<URL> {
  return originOf(await headers());
}
