import { describe, expect, it } from 'vitest';
import { staffMoney } from './format';

/** Money in the back office, where the three markets' amounts stand side by side. */
describe('staffMoney', () => {
  it('shows the member’s own money as at home, and tells another market’s dollar or peso apart', () => {
    const text = (amount: number, currency: 'USD' | 'MXN' | 'BRL', locale: 'en-US' | 'es-MX' | 'pt-BR') => staffMoney(amount, currency, locale).replace(/\s/g, ' ');
    expect(text(123450, 'USD', 'en-US')).toBe('$1,234.50');
    expect(text(123450, 'MXN', 'en-US')).toBe('MX$1,234.50');
    expect(text(123450, 'MXN', 'es-MX')).toBe('$1,234.50');
    expect(text(123450, 'USD', 'es-MX')).toMatch(/^USD 1,234\.50$/);
    expect(text(123450, 'BRL', 'pt-BR')).toBe('R$ 1.234,50');
    expect(text(123450, 'USD', 'pt-BR')).toBe('US$ 1.234,50');
    expect(text(5, 'MXN', 'pt-BR')).toBe('MX$ 0,05');
  });
});
