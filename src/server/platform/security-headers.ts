import { headers } from 'next/headers';
import type { NextRequest, NextResponse } from 'next/server';
import { frameAncestorsFor, newNonce, nonceOf, pagePolicy, sendsStrictTransportSecurity, STRICT_TRANSPORT_SECURITY } from '@/lib/csp';
import { env } from './env';
import { currentOriginConfig, siteOriginOrNull } from './site-origin';

const CSP = 'content-security-policy';
const OVERRIDE = 'x-middleware-override-headers';

/**
 * The page's security headers, set by the proxy on whatever it answers (docs/decisions/029):
 * a fresh nonce in the Content-Security-Policy of the response and of the request the page is
 * rendered from (Next reads the nonce there and puts it on its scripts), and
 * Strict-Transport-Security in production over https. The request header is passed on by
 * Next's proxy protocol (`x-middleware-override-headers`, what `NextResponse.next({ request })`
 * writes), added to whatever the locale routing already passes on.
 */
export function withSecurityHeaders(request: NextRequest, response: NextResponse): NextResponse {
  const { NODE_ENV, IMAGE_HOST } = env();
  // Null when the Host is not one (the page then answers 400 anyway).
  const origin = siteOriginOrNull(request.headers, currentOriginConfig());
  const policy = pagePolicy({
    nonce: newNonce(),
    development: NODE_ENV === 'development',
    imageOrigins: IMAGE_HOST ? [new URL(IMAGE_HOST).origin] : [],
    frameAncestors: frameAncestorsFor(request.nextUrl.pathname),
    https: origin?.protocol === 'https:',
  });
  response.headers.set(CSP, policy);
  if (sendsStrictTransportSecurity({ production: NODE_ENV === 'production', origin })) {
    response.headers.set('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  }
  // A redirect renders nothing; any other answer renders with the request's headers.
  if (!response.headers.has('location')) {
    const passed = response.headers.get(OVERRIDE);
    const keys = passed === null ? [...request.headers.keys()] : passed.split(',').filter(Boolean);
    if (passed === null) for (const [key, value] of request.headers) response.headers.set(`x-middleware-request-${key}`, value);
    response.headers.set(OVERRIDE, [...keys.filter((key) => key !== CSP), CSP].join(','));
    response.headers.set(`x-middleware-request-${CSP}`, policy);
  }
  return response;
}

/** The nonce of the page being rendered, for an inline script of our own. */
export async function requestNonce(): Promise<string | undefined> {
  return nonceOf((await headers()).get(CSP));
}
