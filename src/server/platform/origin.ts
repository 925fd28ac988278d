import { headers } from 'next/headers';
import { env, trustProxy } from './env';
import { ApiError } from './http';

export interface OriginConfig {
  /** SITE_URL: when set, the only origin the site ever writes. */
  siteUrl: string | undefined;
  /** TRUST_PROXY=1: X-Forwarded-Host and X-Forwarded-Proto come from our own proxy. */
  trustProxy: boolean;
}

const currentConfig = (): OriginConfig => ({ siteUrl: env().SITE_URL, trustProxy: trustProxy() });

/** The first value of a forwarded header (a chain of proxies writes "a, b"). */
const firstForwarded = (value: string | null): string | null => value?.split(',')[0]?.trim() || null;

/**
 * The site's public origin for a request with these headers, for every absolute URL it writes
 * (links in e-mails, redirects, canonical URLs): SITE_URL when configured (production requires
 * it: env.ts); otherwise, in the demo and development, the Host the request came to.
 * X-Forwarded-Host and X-Forwarded-Proto are believed only behind a trusted proxy
 * (TRUST_PROXY=1): anybody can send them, and a password-reset link built from them would take
 * the member's token to the sender's site. A Host that is not a bare host[:port] is refused.
 */
export function originOf(h: Pick<Headers, 'get'>, config: OriginConfig = currentConfig()): URL {
  if (config.siteUrl) return new URL(new URL(config.siteUrl).origin);
  const host = (config.trustProxy ? firstForwarded(h.get('x-forwarded-host')) : null) ?? h.get('host') ?? 'localhost:3000';
  const forwardedProto = config.trustProxy ? firstForwarded(h.get('x-forwarded-proto')) : null;
  const proto = forwardedProto === 'http' || forwardedProto === 'https' ? forwardedProto : /^(localhost|127\.0\.0\.1|\[::1\])(:|$)/.test(host) ? 'http' : 'https';
  if (!/^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host)) {
    throw new ApiError(400, { errorCode: 'BAD_HOST', errorMessageKey: 'label_error_somethingNotworking', errorMessageDefault: 'The Host header is not a host name' });
  }
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
