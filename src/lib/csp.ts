import { LOCALES } from './markets';

/**
 * The security headers' values (docs/decisions/029-content-security-policy.md): the pages'
 * Content-Security-Policy with a per-request nonce, the API's, and the headers that are the
 * same on every response. Pure: the proxy (src/server/platform/security-headers.ts) supplies
 * the request's nonce, mode and origin; next.config.ts the fixed ones.
 */

/** Who may frame a page: nobody, or the store's own pages. */
export type FrameAncestors = "'none'" | "'self'";

export interface PagePolicyOptions {
  /** This response's nonce (base64), as `newNonce()` makes it. */
  nonce: string;
  /**
   * `next dev`: React rebuilds server stacks with eval, and development CSS arrives in <style>
   * elements that carry no nonce. Never in production.
   */
  development: boolean;
  /** Origins images may come from besides this one (IMAGE_HOST). */
  imageOrigins?: readonly string[];
  frameAncestors: FrameAncestors;
  /** The site is served over https: an http subresource is upgraded rather than loaded in clear. */
  https: boolean;
  /** Stripe is the payment gateway (PAYMENT_GATEWAY=stripe): Stripe.js and its frames may load (STRIPE_SOURCES). */
  stripe?: boolean;
}

/**
 * What Stripe.js needs, as Stripe documents it for the Payment Element and its wallets: its
 * script, its frames (card fields, 3-D Secure, Apple Pay and Google Pay), its API, its images.
 * Allowed only when Stripe is configured; otherwise no page may load anything from Stripe.
 */
export const STRIPE_SOURCES = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com', 'https://merchant-ui-api.stripe.com'],
  img: ['https://*.stripe.com'],
} as const;

/**
 * A page's policy. Scripts run only with this response's nonce, and what they load
 * ('strict-dynamic': Next's chunks); <style> elements need the nonce too; style attributes
 * are allowed ('unsafe-inline' in style-src-attr only), since React and Radix write them.
 * Frames come only from this site (the card frame, the contact modal's survey), forms post only
 * here, and no plugin or <base> elsewhere.
 */
export function pagePolicy({ nonce, development, imageOrigins = [], frameAncestors, https, stripe = false }: PagePolicyOptions): string {
  const nonceSource = `'nonce-${nonce}'`;
  const from = (kind: keyof typeof STRIPE_SOURCES) => (stripe ? STRIPE_SOURCES[kind].map((source) => ` ${source}`).join('') : '');
  const directives: string[] = [
    "default-src 'self'",
    // With 'strict-dynamic' the nonce'd loader's Stripe.js is trusted anyway; the host is for browsers without it.
    `script-src ${nonceSource} 'strict-dynamic' 'self'${from('script')}${development ? " 'unsafe-eval'" : ''}`,
    // A nonce makes 'unsafe-inline' ignored: development, whose styles carry none, gets 'unsafe-inline' alone.
    `style-src 'self' ${development ? "'unsafe-inline'" : nonceSource}`,
    "style-src-attr 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', ...imageOrigins].join(' ') + from('img'),
    "font-src 'self'",
    `connect-src 'self'${from('connect')}`,
    `frame-src 'self'${from('frame')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ];
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** Responses that are data, not documents (JSON, XML, SVG, text): nothing in them may load or run, nor be framed. */
export const DATA_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Pages the store frames itself: the website-feedback survey, inside the contact-us modal (in any locale). */
const FRAMED_BY_SELF = new RegExp(`^(/(${LOCALES.join('|')}))?/survey/websiteFeedback/?$`);

/** Who may frame the page at this path: the store itself for the survey, nobody for every other page. */
export function frameAncestorsFor(pathname: string): FrameAncestors {
  return FRAMED_BY_SELF.test(pathname) ? "'self'" : "'none'";
}

/** 128 random bits, base64: a fresh nonce for one response. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The nonce of a policy's script-src (as Next reads it to mark its own scripts), or undefined. */
export function nonceOf(policy: string | null | undefined): string | undefined {
  const scriptSrc = policy?.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src '));
  return scriptSrc?.match(/'nonce-([A-Za-z0-9+/_-]+={0,2})'/)?.[1];
}

/** HTTPS only from now on, for a year, on this host and its subdomains. Sent only in production over https. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Whether a response carries Strict-Transport-Security: in production, when the site's origin is https. */
export function sendsStrictTransportSecurity({ production, origin }: { production: boolean; origin: URL | null }): boolean {
  return production && origin?.protocol === 'https:';
}

/** Powerful features the store never uses are off, for it and every frame; the store locator may ask for the position. */
export const PERMISSIONS_POLICY = 'accelerometer=(), camera=(), geolocation=(self), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/** A window the store opens, or that opens the store, from another site gets no handle on it. */
export const CROSS_ORIGIN_OPENER_POLICY = 'same-origin';
