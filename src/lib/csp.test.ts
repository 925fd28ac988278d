import { describe, expect, it } from 'vitest';
import { DATA_POLICY, frameAncestorsFor, newNonce, nonceOf, pagePolicy, sendsStrictTransportSecurity, STRIPE_SOURCES, type PagePolicyOptions } from './csp';

const base: PagePolicyOptions = { nonce: 'AAECAwQFBgcICQoLDA0ODw==', development: false, frameAncestors: "'none'", https: false };

/** The policy as a map of directive to its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...sources]) => [name!, sources]));
}

describe('pagePolicy', () => {
  it('lets scripts run only with the nonce, and what they load', () => {
    const scriptSrc = directives(pagePolicy(base)).get('script-src')!;
    expect(scriptSrc).toContain("'nonce-AAECAwQFBgcICQoLDA0ODw=='");
    expect(scriptSrc).toContain("'strict-dynamic'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
  });

  it('needs the nonce on <style> elements but lets React and Radix write style attributes', () => {
    const policy = directives(pagePolicy(base));
    expect(policy.get('style-src')).toEqual(["'self'", "'nonce-AAECAwQFBgcICQoLDA0ODw=='"]);
    expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
  });

  it('allows eval and unmarked styles in development only', () => {
    const policy = directives(pagePolicy({ ...base, development: true }));
    expect(policy.get('script-src')).toContain("'unsafe-eval'");
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('closes what the store does not use and keeps frames, forms and fetches on the site', () => {
    const policy = directives(pagePolicy(base));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('takes images from the image host when one is configured', () => {
    expect(directives(pagePolicy(base)).get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(directives(pagePolicy({ ...base, imageOrigins: ['https://images.example.com'] })).get('img-src')).toContain('https://images.example.com');
  });

  it('lets Stripe.js and its frames load only when Stripe is the gateway', () => {
    const without = directives(pagePolicy(base));
    expect([...without.values()].flat().some((source) => source.includes('stripe'))).toBe(false);
    const withStripe = directives(pagePolicy({ ...base, stripe: true }));
    expect(withStripe.get('script-src')).toEqual(expect.arrayContaining([`'nonce-${base.nonce}'`, "'strict-dynamic'", 'https://js.stripe.com']));
    expect(withStripe.get('frame-src')).toEqual(["'self'", ...STRIPE_SOURCES.frame]);
    expect(withStripe.get('connect-src')).toEqual(["'self'", ...STRIPE_SOURCES.connect]);
    expect(withStripe.get('img-src')).toContain('https://*.stripe.com');
    // Nothing else opens up: forms, plugins and who may frame the page stay as they were.
    for (const directive of ['default-src', 'form-action', 'object-src', 'frame-ancestors', 'base-uri']) expect(withStripe.get(directive)).toEqual(without.get(directive));
  });

  it('upgrades insecure requests only on an https site', () => {
    expect(directives(pagePolicy(base)).has('upgrade-insecure-requests')).toBe(false);
    expect(directives(pagePolicy({ ...base, https: true })).has('upgrade-insecure-requests')).toBe(true);
  });

  it('is read back by the nonce parser Next uses the same way', () => {
    expect(nonceOf(pagePolicy(base))).toBe(base.nonce);
    expect(nonceOf(DATA_POLICY)).toBeUndefined();
    expect(nonceOf(null)).toBeUndefined();
  });
});

describe('frameAncestorsFor', () => {
  it('lets the store frame only its website-feedback survey, in every locale', () => {
    expect(frameAncestorsFor('/survey/websiteFeedback')).toBe("'self'");
    expect(frameAncestorsFor('/es-MX/survey/websiteFeedback')).toBe("'self'");
    expect(frameAncestorsFor('/pt-BR/survey/websiteFeedback/')).toBe("'self'");
    for (const path of ['/', '/es-MX', '/checkout', '/survey/websiteFeedbackX', '/p/survey/websiteFeedback', '/ops/outbox', '/signin']) {
      expect(frameAncestorsFor(path), path).toBe("'none'");
    }
  });
});

describe('newNonce', () => {
  it('is 128 random bits in base64, new each time', () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(nonceOf(pagePolicy({ ...base, nonce }))).toBe(nonce);
    }
  });
});

describe('sendsStrictTransportSecurity', () => {
  it('only in production, and only when the site is https', () => {
    expect(sendsStrictTransportSecurity({ production: true, origin: new URL('https://www.example.com') })).toBe(true);
    expect(sendsStrictTransportSecurity({ production: true, origin: new URL('http://localhost:3000') })).toBe(false);
    expect(sendsStrictTransportSecurity({ production: false, origin: new URL('https://www.example.com') })).toBe(false);
    expect(sendsStrictTransportSecurity({ production: true, origin: null })).toBe(false);
  });
});
