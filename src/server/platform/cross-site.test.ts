import { describe, expect, it } from 'vitest';
import { crossSiteRefusal, crossSiteVerdict } from './cross-site';
import { trustedOrigins } from './site-origin';

const SITE = 'https://www.redline.example';
const trusted = [SITE];
const verdict = (method: string, headers: Record<string, string>) => crossSiteVerdict(method, new Headers(headers), trusted);

describe('the cross-site check of a write', () => {
  it('lets every safe method through, whatever it carries', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) expect(verdict(method, { origin: 'https://evil.example', cookie: 'a=1' }).allowed).toBe(true);
  });

  it('refuses a foreign Origin on every other method, cookies or not', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(verdict(method, { origin: 'https://evil.example', cookie: 'redline.session_token=x' }).allowed).toBe(false);
      expect(verdict(method, { origin: 'https://evil.example' }).allowed).toBe(false);
    }
    // A sibling domain, another scheme or another port is another origin.
    expect(verdict('POST', { origin: 'https://shop.redline.example' }).allowed).toBe(false);
    expect(verdict('POST', { origin: 'http://www.redline.example' }).allowed).toBe(false);
    expect(verdict('POST', { origin: 'https://www.redline.example:8443' }).allowed).toBe(false);
  });

  it('lets the site’s own Origin through', () => {
    expect(verdict('POST', { origin: SITE, cookie: 'a=1' })).toEqual({ allowed: true, by: 'origin' });
  });

  it('falls back to the Referer’s origin without an Origin', () => {
    expect(verdict('DELETE', { referer: `${SITE}/cart?x=1`, cookie: 'a=1' })).toEqual({ allowed: true, by: 'referer' });
    expect(verdict('DELETE', { referer: 'https://evil.example/page', cookie: 'a=1' }).allowed).toBe(false);
  });

  it('falls back to Sec-Fetch-Site without either: only same-origin passes (our no-referrer card frame sends Origin: null)', () => {
    expect(verdict('POST', { origin: 'null', 'sec-fetch-site': 'same-origin' })).toEqual({ allowed: true, by: 'fetch-metadata' });
    expect(verdict('POST', { 'sec-fetch-site': 'same-origin', cookie: 'a=1' })).toEqual({ allowed: true, by: 'fetch-metadata' });
    for (const site of ['cross-site', 'same-site', 'none']) expect(verdict('POST', { 'sec-fetch-site': site, cookie: 'a=1' }).allowed, site).toBe(false);
  });

  it('lets a caller with no provenance through only without cookies (a server-to-server client, an operator’s Bearer call)', () => {
    expect(verdict('POST', {})).toEqual({ allowed: true, by: 'no-cookies' });
    expect(verdict('POST', { authorization: 'Bearer token' })).toEqual({ allowed: true, by: 'no-cookies' });
    expect(verdict('POST', { cookie: 'redline.session_token=x' }).allowed).toBe(false);
    expect(verdict('POST', { cookie: 'redline.session_token=x', authorization: 'Bearer token' }).allowed).toBe(false);
    // An opaque origin (a sandboxed frame, a data: URL) proves nothing.
    expect(verdict('POST', { origin: 'null' }).allowed).toBe(false);
  });

  it('answers a refusal 403 in the error envelope', async () => {
    const config = { siteUrl: SITE, trustProxy: false };
    const refused = crossSiteRefusal(new Request(`${SITE}/ecomm/b2c/v1/order/item`, { method: 'POST', headers: { origin: 'https://evil.example' } }), config);
    expect(refused?.status).toBe(403);
    expect(await refused?.json()).toEqual({
      errorCode: 'CROSS_SITE_REQUEST',
      errorMessageKey: 'label_error_somethingNotworking',
      errorMessageDefault: 'Requests from other sites are not allowed',
      errorDetails: [{ errorCode: 'CROSS_SITE_REQUEST', errorMessageKey: 'label_error_somethingNotworking', errorMessageDefault: 'Requests from other sites are not allowed' }],
    });
    expect(crossSiteRefusal(new Request(`${SITE}/x`, { method: 'POST', headers: { origin: SITE } }), config)).toBeNull();
  });
});

describe('the site’s trusted origins', () => {
  it('are SITE_URL and each market domain of LOCALE_HOSTS, with its scheme and port', () => {
    const config = { siteUrl: SITE, trustProxy: false, localeHosts: ['redline.com.mx', 'redline.com.br'] };
    expect(trustedOrigins(new Headers({ host: 'evil.example' }), config)).toEqual([SITE, 'https://redline.com.mx', 'https://redline.com.br']);
    const demo = { siteUrl: undefined, trustProxy: false, localeHosts: ['mx.localhost'] };
    expect(trustedOrigins(new Headers({ host: 'localhost:3110' }), demo)).toEqual(['http://localhost:3110', 'http://mx.localhost:3110']);
  });

  it('are none for a malformed Host without SITE_URL, so nothing is same-site', () => {
    expect(trustedOrigins(new Headers({ host: 'evil.example/path' }), { siteUrl: undefined, trustProxy: false })).toEqual([]);
  });
});
