import { describe, expect, it } from 'vitest';
import { ACCEPT_ALL, REJECT_ALL, mayUseCookie, parseConsent, serializeConsent } from './consent';

describe('cookie consent', () => {
  it('round-trips the choices through the cookie value', () => {
    const choices = { functional: true, analytics: false, marketing: true };
    expect(parseConsent(serializeConsent(choices, new Date('2026-11-22T00:00:00Z')))).toEqual(choices);
    expect(serializeConsent(REJECT_ALL, new Date(0))).toBe('v1.f0a0m0.0');
  });

  it('treats a missing, malformed or outdated value as no choice yet', () => {
    expect(parseConsent(undefined)).toBeNull();
    expect(parseConsent('yes')).toBeNull();
    expect(parseConsent('v0.f1a1m1.1')).toBeNull();
  });

  it('allows analytics cookies only with analytics consent', () => {
    expect(mayUseCookie('eCookieId', null)).toBe(false);
    expect(mayUseCookie('eCookieId', REJECT_ALL)).toBe(false);
    expect(mayUseCookie('eCookieId', ACCEPT_ALL)).toBe(true);
    expect(mayUseCookie('cartProductSkus', { functional: true, analytics: false, marketing: true })).toBe(false);
  });

  it('always allows necessary cookies', () => {
    expect(mayUseCookie('JSESSIONID', null)).toBe(true);
    expect(mayUseCookie('preferredStoreId', REJECT_ALL)).toBe(true);
  });
});
