import { describe, expect, it } from 'vitest';
import { cardsAllowed, GIFT_CARDS_PER_ORDER, isDeferredCheckoutTender, isPaymentOptionEnabled, offersTender, PAYMENT_METHODS, paymentOptions, tendersFor } from './payment-options';

describe('payment options (spec §3)', () => {
  it('lists every method of the spec once', () => {
    expect(paymentOptions().map((o) => o.paymentMethod)).toEqual([...PAYMENT_METHODS]);
  });

  it('enables an option only when numberOfCardsAllowed is above 0', () => {
    expect(isPaymentOptionEnabled({ paymentMethod: 'paypal', numberOfCardsAllowed: 0 })).toBe(false);
    expect(isPaymentOptionEnabled({ paymentMethod: 'paypal', numberOfCardsAllowed: 1 })).toBe(true);
    expect(isPaymentOptionEnabled({ paymentMethod: 'visa', numberOfCardsAllowed: -1 })).toBe(false);
  });

  it('offers cards and gift cards, and no wallet without a provider', () => {
    const enabled = paymentOptions().filter(isPaymentOptionEnabled).map((o) => o.paymentMethod);
    expect(enabled).toEqual(['giftCard', 'amex', 'mastercard', 'visa', 'discover']);
    expect(cardsAllowed(paymentOptions(), 'giftCard')).toBe(GIFT_CARDS_PER_ORDER);
    expect(cardsAllowed(paymentOptions(), 'applePay')).toBe(0);
  });

  it('offers Apple Pay and Google Pay with a provider that takes them (Stripe), one per order, and still no PayPal', () => {
    const options = paymentOptions({ wallets: true });
    expect(cardsAllowed(options, 'applePay')).toBe(1);
    expect(cardsAllowed(options, 'googlePay')).toBe(1);
    expect(cardsAllowed(options, 'paypal')).toBe(0);
    expect(options.filter(isPaymentOptionEnabled).map((o) => o.paymentMethod)).toEqual(['giftCard', 'amex', 'mastercard', 'visa', 'discover', 'googlePay', 'applePay']);
  });
});

describe('PayPal in the payment options', () => {
  it('is one per order where it is configured, and 0 (not offered) where it is not', () => {
    expect(cardsAllowed(paymentOptions(), 'paypal')).toBe(0);
    expect(cardsAllowed(paymentOptions({ paypal: true }), 'paypal')).toBe(1);
    expect(paymentOptions({ paypal: true }).filter(isPaymentOptionEnabled).map((o) => o.paymentMethod)).toEqual(['giftCard', 'amex', 'mastercard', 'visa', 'discover', 'paypal']);
    expect(cardsAllowed(paymentOptions({ paypal: true, wallets: true }), 'applePay')).toBe(1);
  });
});

describe('tenders per market', () => {
  it('offers a card everywhere, PIX and boleto in Brazil, OXXO in Mexico', () => {
    expect(tendersFor('en-US')).toEqual(['card']);
    expect(tendersFor('es-MX')).toEqual(['card', 'oxxo']);
    expect(tendersFor('pt-BR')).toEqual(['card', 'pix', 'boleto']);
  });

  it('offers PayPal second, after the card, in every market only where it is configured (decision 060)', () => {
    expect(tendersFor('en-US', { paypal: true })).toEqual(['card', 'paypal']);
    expect(tendersFor('es-MX', { paypal: true })).toEqual(['card', 'paypal', 'oxxo']);
    expect(tendersFor('pt-BR', { paypal: true })).toEqual(['card', 'paypal', 'pix', 'boleto']);
    expect(offersTender('en-US', 'paypal')).toBe(false);
    expect(offersTender('en-US', 'paypal', { paypal: true })).toBe(true);
  });

  it('refuses a tender the market does not offer', () => {
    expect(offersTender('es-MX', 'pix')).toBe(false);
    expect(offersTender('pt-BR', 'oxxo')).toBe(false);
    expect(offersTender('en-US', 'boleto')).toBe(false);
    expect(offersTender('pt-BR', 'boleto')).toBe(true);
  });

  it('tells the tenders paid later from the card', () => {
    expect(isDeferredCheckoutTender('card')).toBe(false);
    expect(isDeferredCheckoutTender('pix')).toBe(true);
    expect(isDeferredCheckoutTender('paypal')).toBe(false);
  });
});
