import { parseLocaleHosts } from '@/lib/markets';
import { env, trustProxy } from './env';

/**
 * The site's public origin, without Next or the HTTP envelope: the proxy (src/proxy.ts) and the
 * route handlers (origin.ts) share it, so the cross-site check, better-auth's trusted origins and
 * every link the site writes agree on what "this site" is.
 */
export interface OriginConfig {
  /** SITE_URL: when set, the only origin the site ever writes. */
  siteUrl: string | undefined;
  /** TRUST_PROXY=1: X-Forwarded-Host and X-Forwarded-Proto come from our own proxy. */
  trustProxy: boolean;
  /** LOCALE_HOSTS' host names: the market domains that serve the same site. */
  localeHosts?: readonly string[];
}

export const currentOriginConfig = (): OriginConfig => ({
  siteUrl: env().SITE_URL,
  trustProxy: trustProxy(),
  localeHosts: [...parseLocaleHosts(env().LOCALE_HOSTS).keys()],
});

/** The first value of a forwarded header (a chain of proxies writes "a, b"). */
const firstForwarded = (value: string | null): string | null => value?.split(',')[0]?.trim() || null;

const BARE_HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/**
 * The site's public origin for a request with these headers, or null when its Host is not a bare
 * host[:port]: SITE_URL when configured (production requires it: env.ts); otherwise, in the demo
 * and development, the Host the request came to. X-Forwarded-Host and X-Forwarded-Proto are
 * believed only behind a trusted proxy (TRUST_PROXY=1).
 */
export function siteOriginOrNull(h: Pick<Headers, 'get'>, config: OriginConfig): URL | null {
  if (config.siteUrl) return new URL(new URL(config.siteUrl).origin);
  const host = (config.trustProxy ? firstForwarded(h.get('x-forwarded-host')) : null) ?? h.get('host') ?? 'localhost:3000';
  const forwardedProto = config.trustProxy ? firstForwarded(h.get('x-forwarded-proto')) : null;
  const proto = forwardedProto === 'http' || forwardedProto === 'https' ? forwardedProto : /^(localhost|127\.0\.0\.1|\[::1\])(:|$)/.test(host) ? 'http' : 'https';
  if (!BARE_HOST.test(host)) return null;
  return new URL(`${proto}://${host}`);
}

/**
 * The origin of links written outside a shopper's request (a job, a webhook, staff moving an
 * order): SITE_URL, else (the demo) this server on localhost, at the port it listens on.
 */
export function backgroundOrigin(): string {
  const config = currentOriginConfig();
  return config.siteUrl ? new URL(config.siteUrl).origin : `http://localhost:${env().PORT}`;
}

/**
 * Every origin that is this site for a request: its origin (above) and, with LOCALE_HOSTS, each
 * market domain with the same scheme and port (production runs one domain per market, one app).
 * Empty when the Host is malformed: nothing is then same-site.
 */
export function trustedOrigins(h: Pick<Headers, 'get'>, config: OriginConfig): string[] {
  const site = siteOriginOrNull(h, config);
  if (!site) return [];
  const markets = (config.localeHosts ?? []).map((host) => `${site.protocol}//${host}${site.port ? `:${site.port}` : ''}`);
  return [...new Set([site.origin, ...markets])];
}
