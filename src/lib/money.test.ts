import { describe, expect, it } from 'vitest';
import { addMoney, formatMarketPrice, formatMoney, money } from './money';

// Intl may use a narrow no-break space between the symbol and the amount.
const plain = (s: string) => s.replace(/\u00a0|\u202f/g, ' ');

describe('money', () => {
  it('formats each market in its own currency and conventions', () => {
    expect(formatMarketPrice(123456, 'en-US')).toBe('$1,234.56');
    expect(formatMarketPrice(123456, 'es-MX')).toBe('$1,234.56');
    expect(plain(formatMarketPrice(123456, 'pt-BR'))).toBe('R$ 1.234,56');
  });

  it('shows Mexican pesos with a plain $ at home, not MX$', () => {
    expect(formatMoney(money(999, 'MXN'), 'es-MX')).toBe('$9.99');
  });

  it('drops the cents of round amounts only when asked', () => {
    expect(formatMarketPrice(2000, 'en-US', { wholeWhenExact: true })).toBe('$20');
    expect(formatMarketPrice(2050, 'en-US', { wholeWhenExact: true })).toBe('$20.50');
    expect(formatMarketPrice(2000, 'en-US')).toBe('$20.00');
  });

  it('refuses fractional minor units', () => {
    expect(() => money(10.5, 'USD')).toThrow(RangeError);
  });

  it('adds only amounts of one currency', () => {
    expect(addMoney(money(150, 'USD'), money(275, 'USD'))).toEqual({ amount: 425, currency: 'USD' });
    expect(() => addMoney(money(1, 'USD'), money(1, 'BRL'))).toThrow(TypeError);
  });

  it('throws for an unsupported locale instead of guessing a currency', () => {
    expect(() => formatMarketPrice(100, 'fr-FR' as never)).toThrow(/Unsupported locale/);
  });
});
