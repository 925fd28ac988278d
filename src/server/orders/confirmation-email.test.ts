import { describe, expect, it } from 'vitest';
import { getMarket, LOCALES, type Locale } from '@/lib/markets';
import { orderConfirmationEmail, trackOrderUrl, type OrderConfirmationData } from './confirmation-email';

// Intl may put a (narrow) no-break space between the symbol and the amount.
const plain = (s: string) => s.replace(/\u00a0|\u202f/g, ' ');
const ORDER_NUMBER = '123456789';
const HOSTILE = '<script>alert("x")</script>';

function order(locale: Locale, overrides: Partial<OrderConfirmationData> = {}): OrderConfirmationData {
  return {
    orderNumber: ORDER_NUMBER,
    placedAt: '2026-11-20T15:30:00Z',
    firstName: 'Ana',
    email: 'ana@example.com',
    currency: getMarket(locale).currency,
    totals: { subtotal: 124_634, discount: 500, coreTotal: 2_200, shippingTotal: 899, tax: 0, taxIncluded: 0, total: 127_233 },
    shipments: [
      {
        shipmentType: 'inStore',
        store: { storeNumber: '6997', addressLines: ['1200 Main St', 'Austin, TX 78701'] },
        lines: [{ title: 'Brake Pad Set', brand: 'StopTech', partNumber: 'BP-1234', quantity: 1, unitPrice: 1_234, corePrice: 0 }],
      },
      {
        shipmentType: 'regular',
        estimatedDelivery: { earliest: '2026-11-24', latest: '2026-11-26' },
        lines: [{ title: 'Alternator', brand: 'Voltmax', partNumber: 'ALT-77', quantity: 2, unitPrice: 61_700, corePrice: 1_100 }],
      },
    ],
    shippingAddress: { firstName: 'Ana', lastName: 'Silva', address1: '500 Oak Ave', address2: 'Apt 2', city: 'Dallas', state: 'TX', postalCode: '75201' },
    payments: [
      { method: 'card', brand: 'visa', last4: '4242', amount: 117_233 },
      { method: 'giftCard', last4: '5678', amount: 10_000 },
    ],
    trackUrl: trackOrderUrl('https://shop.example', locale, ORDER_NUMBER),
    ...overrides,
  };
}

const pickupOnly = (locale: Locale): Partial<OrderConfirmationData> => ({
  shipments: [order(locale).shipments[0]!],
  shippingAddress: null,
  totals: { subtotal: 1_234, discount: 0, coreTotal: 0, shippingTotal: 0, tax: 0, taxIncluded: 0, total: 1_234 },
});

const tagLike = /<\/?[a-z][^>]*>|<!DOCTYPE/i;

describe('orderConfirmationEmail', () => {
  for (const locale of LOCALES) {
    it(`${locale}: names the order in the subject and both bodies, every word from the catalogue`, async () => {
      const email = await orderConfirmationEmail(order(locale), locale);
      expect(email.subject).toContain(ORDER_NUMBER);
      expect(email.html).toContain(ORDER_NUMBER);
      expect(email.text).toContain(ORDER_NUMBER);
      // The market's own brand: Autopartes in Mexico, Autopeças in Brazil.
      expect(email.html).toContain({ 'en-US': 'Redline Auto Parts', 'es-MX': 'Redline Autopartes', 'pt-BR': 'Redline Autopeças' }[locale]);
      expect(email.html.startsWith('<!DOCTYPE html>')).toBe(true);
      expect(email.html).toContain(`lang="${locale}"`);
      // A missing label falls back to its key: none may show.
      for (const body of [email.subject, email.html, email.text]) expect(body).not.toContain('email.orderConfirmation');
    });

    it(`${locale}: the plain-text version carries the same facts and no HTML`, async () => {
      const email = await orderConfirmationEmail(order(locale), locale);
      expect(email.text).not.toMatch(tagLike);
      expect(email.text).not.toMatch(/&(lt|gt|amp|quot|#\d+);/);
      for (const fact of ['Brake Pad Set', 'StopTech', 'BP-1234', 'Alternator', 'ALT-77', '6997', '4242', '5678']) {
        expect(email.text, fact).toContain(fact);
        expect(email.html, fact).toContain(fact);
      }
      expect(email.text).toContain(trackOrderUrl('https://shop.example', locale, ORDER_NUMBER));
    });

    it(`${locale}: escapes a hostile first name in the HTML`, async () => {
      const email = await orderConfirmationEmail(order(locale, { firstName: HOSTILE }), locale);
      expect(email.html).not.toContain('<script');
      expect(email.html).toContain('&lt;script&gt;');
      expect(email.text).toContain(HOSTILE);
    });
  }

  it('formats money in each market’s currency and conventions', async () => {
    const us = await orderConfirmationEmail(order('en-US'), 'en-US');
    expect(us.html).toContain('$12.34');
    expect(us.text).toContain('$1,246.34');
    expect(us.text).toContain('$1,234.00'); // the alternators, 2 × $617.00
    expect(us.text).toContain('-$5.00');

    const mx = await orderConfirmationEmail(order('es-MX'), 'es-MX');
    expect(mx.html).toContain('$12.34');
    expect(mx.text).toContain('$1,234.00');
    expect(mx.text).not.toContain('MX$');

    const br = await orderConfirmationEmail(order('pt-BR'), 'pt-BR');
    expect(plain(br.html)).toContain('R$ 12,34');
    expect(plain(br.text)).toContain('R$ 1.234,00');
  });

  it('writes the order date the market’s way', async () => {
    expect((await orderConfirmationEmail(order('en-US'), 'en-US')).text).toContain('November 20, 2026');
    expect((await orderConfirmationEmail(order('es-MX'), 'es-MX')).text).toContain('20 de noviembre de 2026');
    expect((await orderConfirmationEmail(order('pt-BR'), 'pt-BR')).text).toContain('20 de novembro de 2026');
  });

  it('tells store pickup from shipping', async () => {
    const both = await orderConfirmationEmail(order('en-US'), 'en-US');
    expect(both.text).toContain('Store pickup at store #6997');
    expect(both.text).toContain('1200 Main St');
    expect(both.text).toContain('Standard shipping');
    expect(both.text).toMatch(/Estimated delivery: Tue, Nov 24 – Thu, Nov 26/);
    expect(both.text).toContain('Shipping to');
    expect(both.text).toContain('Dallas, TX 75201');

    const pickup = await orderConfirmationEmail(order('en-US', pickupOnly('en-US')), 'en-US');
    expect(pickup.text).toContain('Store pickup at store #6997');
    expect(pickup.text).not.toContain('Standard shipping');
    expect(pickup.text).not.toContain('Shipping to');
    expect(pickup.text).not.toContain('Estimated delivery');

    expect((await orderConfirmationEmail(order('es-MX'), 'es-MX')).text).toContain('Recoge en la tienda #6997');
    expect((await orderConfirmationEmail(order('es-MX'), 'es-MX')).text).toContain('Envío estándar');
    expect((await orderConfirmationEmail(order('pt-BR'), 'pt-BR')).text).toContain('Retirada na loja #6997');
    expect((await orderConfirmationEmail(order('pt-BR'), 'pt-BR')).text).toContain('Entrega padrão');
  });

  it('adds US tax as a line and shows Mexico’s and Brazil’s tax as included', async () => {
    const us = await orderConfirmationEmail(order('en-US', { totals: { ...order('en-US').totals, tax: 8_250 } }), 'en-US');
    expect(us.text).toContain('Tax: $82.50');
    expect(us.text).not.toContain('Tax included');

    const mx = await orderConfirmationEmail(order('es-MX', { totals: { ...order('es-MX').totals, taxIncluded: 17_190 } }), 'es-MX');
    expect(mx.text).toContain('IVA incluido: $171.90');
    expect(mx.text).not.toContain('Impuestos:');

    const br = await orderConfirmationEmail(order('pt-BR', { totals: { ...order('pt-BR').totals, taxIncluded: 3_456 } }), 'pt-BR');
    expect(plain(br.text)).toContain('Valor aproximado dos tributos: R$ 34,56');
  });

  it('lists every payment with its last four digits and amount', async () => {
    const email = await orderConfirmationEmail(order('en-US'), 'en-US');
    expect(email.text).toContain('Visa ending in 4242: $1,172.33');
    expect(email.text).toContain('Gift card ending in 5678: $100.00');
    const mx = await orderConfirmationEmail(order('es-MX'), 'es-MX');
    expect(mx.text).toContain('Visa con terminación 4242');
  });

  it('says the installment plan a card pays in, in the shopper’s language and currency, and nothing for a card paid at once', async () => {
    const card = (installments: number, installmentPlan: OrderConfirmationData['payments'][number]['installmentPlan']) => ({
      payments: [{ method: 'card' as const, brand: 'visa', last4: '4242', amount: 25_990, installments, installmentPlan }],
    });
    const br = await orderConfirmationEmail(order('pt-BR', card(10, { installment: 2_599, first: 2_599, total: 25_990, monthlyRateBasisPoints: 0 })), 'pt-BR');
    expect(plain(br.text)).toContain('Em 10x de R$ 25,99 sem juros');
    expect(plain(br.html)).toContain('Em 10x de R$ 25,99 sem juros');
    const withInterest = await orderConfirmationEmail(order('pt-BR', card(12, { installment: 2_460, first: 2_460, total: 29_520, monthlyRateBasisPoints: 199 })), 'pt-BR');
    expect(plain(withInterest.text)).toContain('Em 12x de R$ 24,60, total com juros R$ 295,20');
    const mx = await orderConfirmationEmail(order('es-MX', card(6, { installment: 4_331, first: 4_335, total: 25_990, monthlyRateBasisPoints: 0 })), 'es-MX');
    expect(plain(mx.text)).toContain('A 6 meses sin intereses de $43.31');
    const once = await orderConfirmationEmail(order('pt-BR', card(1, null)), 'pt-BR');
    expect(once.text).not.toMatch(/\d+x de/);
    expect(once.text).not.toContain('payments.installments');
  });

  it('links to the track-order page of the shopper’s market', async () => {
    expect(trackOrderUrl('https://shop.example', 'en-US', ORDER_NUMBER)).toBe('https://shop.example/trackOrder?orderNumber=123456789');
    expect(trackOrderUrl('https://shop.example/', 'es-MX', ORDER_NUMBER)).toBe('https://shop.example/es-MX/trackOrder?orderNumber=123456789');
    const email = await orderConfirmationEmail(order('pt-BR'), 'pt-BR');
    expect(email.html).toContain('href="https://shop.example/pt-BR/trackOrder?orderNumber=123456789"');
  });
});
