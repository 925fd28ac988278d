import { describe, expect, it } from 'vitest';
import { getMarket, isLocale, localizedPath, parseLocaleHosts, UnsupportedLocaleError } from './markets';

describe('markets and locale resolution', () => {
  it('knows the three markets with their country codes, currencies, symbols and phone prefixes', () => {
    expect(getMarket('en-US')).toMatchObject({ countryCode: 'USA', currency: 'USD', currencySymbol: '$', phonePrefix: '+1' });
    expect(getMarket('es-MX')).toMatchObject({ countryCode: 'MEX', currency: 'MXN', currencySymbol: '$', phonePrefix: '+52' });
    expect(getMarket('pt-BR')).toMatchObject({ countryCode: 'BRA', currency: 'BRL', currencySymbol: 'R$', phonePrefix: '+55' });
  });

  it('throws for a missing locale and for an unsupported one', () => {
    expect(() => getMarket(undefined)).toThrow(UnsupportedLocaleError);
    expect(() => getMarket('')).toThrow('Locale is missing');
    expect(() => getMarket('es-PR')).toThrow('Unsupported locale: es-PR');
    expect(() => getMarket('en-us')).toThrow(UnsupportedLocaleError);
  });

  it('gives Brazil the simplified header, the legacy footer and no chat', () => {
    expect(getMarket('pt-BR').features).toMatchObject({ simplifiedHeader: true, legacyFooter: true, chat: false });
    expect(getMarket('en-US').features).toMatchObject({ simplifiedHeader: false, legacyFooter: false, chat: true });
  });

  it('keeps the Mexican response cache apart from the other sites', () => {
    expect(getMarket('es-MX').siteKey).toBe('mx');
    expect(getMarket('en-US').siteKey).toBe(getMarket('pt-BR').siteKey);
  });

  it('puts en-US at the root and the others under their prefix', () => {
    expect(localizedPath('/', 'en-US')).toBe('/');
    expect(localizedPath('/cart', 'en-US')).toBe('/cart');
    expect(localizedPath('/', 'es-MX')).toBe('/es-MX');
    expect(localizedPath('/cart', 'pt-BR')).toBe('/pt-BR/cart');
    expect(localizedPath('lp/faqs#rewards', 'es-MX')).toBe('/es-MX/lp/faqs#rewards');
    expect(localizedPath('https://example.com/x', 'es-MX')).toBe('https://example.com/x');
  });

  it('reads the host-to-locale map and rejects unknown locales in it', () => {
    const hosts = parseLocaleHosts(' Redline.com.mx=es-MX , redline.com.br=pt-BR ');
    expect(hosts.get('redline.com.mx')).toBe('es-MX');
    expect(hosts.get('redline.com.br')).toBe('pt-BR');
    expect(parseLocaleHosts(undefined).size).toBe(0);
    expect(() => parseLocaleHosts('redline.fr=fr-FR')).toThrow(UnsupportedLocaleError);
  });

  it('recognises only the supported locales', () => {
    expect(isLocale('pt-BR')).toBe(true);
    expect(isLocale('es-PR')).toBe(false);
    expect(isLocale(42)).toBe(false);
  });
});
