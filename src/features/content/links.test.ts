import { describe, expect, it } from 'vitest';
import { resolveContentHref } from './links';

describe('links in content pages', () => {
  it.each([
    ['/contactus/rewards', 'en-US', '/contactus/rewards'],
    ['/contactus/rewards', 'es-MX', '/es-MX/contactus/rewards'],
    ['/lp/termsAndConditions#returnsPolicy', 'pt-BR', '/pt-BR/lp/termsAndConditions#returnsPolicy'],
    ['/store?zip=78701', 'es-MX', '/es-MX/store?zip=78701'],
    ['lp/faqs', 'es-MX', '/es-MX/lp/faqs'],
    ['/', 'pt-BR', '/pt-BR'],
  ] as const)('localises the internal path %s for %s', (href, locale, expected) => {
    expect(resolveContentHref(href, locale)).toEqual({ href: expected, external: false });
  });

  it('re-localises a path written with a locale instead of doubling it', () => {
    expect(resolveContentHref('/es-MX/lp/faqs#rewards', 'es-MX').href).toBe('/es-MX/lp/faqs#rewards');
    expect(resolveContentHref('/es-MX/lp/faqs', 'en-US').href).toBe('/lp/faqs');
    expect(resolveContentHref('/en-US', 'pt-BR').href).toBe('/pt-BR');
    // A path that merely starts like a locale is left alone.
    expect(resolveContentHref('/es-MXico', 'en-US').href).toBe('/es-MXico');
  });

  it('keeps fragments, mail and phone links as they are, and marks other sites external', () => {
    expect(resolveContentHref('#privacyPolicy', 'es-MX')).toEqual({ href: '#privacyPolicy', external: false });
    expect(resolveContentHref('mailto:ayuda@redline.mx', 'es-MX')).toEqual({ href: 'mailto:ayuda@redline.mx', external: false });
    expect(resolveContentHref('tel:+18005550199', 'en-US')).toEqual({ href: 'tel:+18005550199', external: false });
    expect(resolveContentHref('https://www.google.com/maps', 'en-US')).toEqual({ href: 'https://www.google.com/maps', external: true });
    expect(resolveContentHref('//example.com/x', 'en-US').external).toBe(true);
  });
});
