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
export function withSecurityHeaders(request: NextRequest, response: NextResponse, options: SecurityHeaderOptions = {}): NextResponse {
  const policy = setPageSecurityHeaders(request, response.headers, options.nonce ?? newNonce());
  // A redirect renders nothing; any other answer renders with the request's headers.
  if (!response.headers.has('location')) {
    const passed = response.headers.get(OVERRIDE);
    const keys = passed === null ? [...request.headers.keys()] : passed.split(',').filter(Boolean);
    if (passed === null) for (const [key, value] of request.headers) response.headers.set(`x-middleware-request-${key}`, value);
    const request_ = { ...options.requestHeaders, [CSP]: policy };
    const set = Object.entries(request_).filter((entry): entry is [string, string] => entry[1] !== null);
    for (const [key] of Object.entries(request_)) response.headers.delete(`x-middleware-request-${key}`);
    for (const [key, value] of set) response.headers.set(`x-middleware-request-${key}`, value);
    response.headers.set(OVERRIDE, [...keys.filter((key) => !(key in request_)), ...set.map(([key]) => key)].join(','));
  }
  return response;
}

export interface SecurityHeaderOptions {
  /** The nonce to render with: a fresh one by default; the page cache's placeholder on a fill (docs/decisions/040). */
  nonce?: string;
  /** Request headers the page renders with (a value) or without (null), besides the CSP: the page cache's fill header. */
  requestHeaders?: Record<string, string | null>;
}

/**
 * A page's Content-Security-Policy with this nonce, and Strict-Transport-Security in
 * production over https, on these response headers; answers the policy. The page cache sets
 * them on a page it serves from its store, with the response's fresh nonce.
 */
export function setPageSecurityHeaders(request: NextRequest, target: Headers, nonce: string): string {
  const { NODE_ENV, IMAGE_HOST, PAYMENT_GATEWAY } = env();
  // Null when the Host is not one (the page then answers 400 anyway).
  const origin = siteOriginOrNull(request.headers, currentOriginConfig());
  const policy = pagePolicy({
    nonce,
    development: NODE_ENV === 'development',
    imageOrigins: IMAGE_HOST ? [new URL(IMAGE_HOST).origin] : [],
    frameAncestors: frameAncestorsFor(request.nextUrl.pathname),
    https: origin?.protocol === 'https:',
    stripe: PAYMENT_GATEWAY === 'stripe',
  });
  target.set(CSP, policy);
  if (sendsStrictTransportSecurity({ production: NODE_ENV === 'production', origin })) {
    target.set('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  }
  return policy;
}

/** The nonce of the page being rendered, for an inline script of our own. */
export async function requestNonce(): Promise<string | undefined> {
  return nonceOf((await headers()).get(CSP));
}
