import { describe, expect, it } from 'vitest';
import { chatHidden, contactModalHidden } from './chat-visibility';

describe('chat visibility', () => {
  it('hides the contact modal on checkout pages and customer info, with or without the locale', () => {
    for (const pathname of ['/checkout', '/checkout/payment', '/en-US/checkout', '/es-MX/checkoutReview', '/customerinfo', '/es-MX/customerinfo/']) {
      expect(contactModalHidden({ pathname, locale: 'es-MX' })).toBe(true);
    }
    for (const pathname of ['/', '/en-US', '/es-MX/cart', '/en-US/user/checkoutHistory', '/en-US/signincheckout', '/customerinformation']) {
      expect(contactModalHidden({ pathname, locale: 'en-US' })).toBe(false);
    }
  });

  it('hides everything in Brazil', () => {
    expect(contactModalHidden({ pathname: '/pt-BR', locale: 'pt-BR' })).toBe(true);
    expect(chatHidden({ pathname: '/pt-BR/parts', locale: 'pt-BR', available: true })).toBe(true);
  });

  it('hides the chat button also while no agent is available', () => {
    expect(chatHidden({ pathname: '/en-US/parts', locale: 'en-US', available: true })).toBe(false);
    expect(chatHidden({ pathname: '/en-US/parts', locale: 'en-US', available: false })).toBe(true);
    expect(chatHidden({ pathname: '/en-US/checkout', locale: 'en-US', available: true })).toBe(true);
  });
});
