import { headers } from 'next/headers';
import { env } from './env';

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
