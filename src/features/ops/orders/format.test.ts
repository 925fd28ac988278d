import { describe, expect, it } from 'vitest';
import { staffMoney, staffTime } from './format';

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

describe('staffTime', () => {
  const evening = new Date('2026-03-10T03:30:00Z');
  it('shows a moment in UTC, said so, by default', () => {
    expect(staffTime(evening, 'en-US').replace(/\s/g, ' ')).toBe('Mar 10, 2026, 3:30 AM UTC');
  });
  it('shows it in the zone of the day it was found by, named: a Mexico City evening is that evening', () => {
    const text = staffTime(evening, 'en-US', 'America/Mexico_City').replace(/\s/g, ' ');
    expect(text).toMatch(/^Mar 9, 2026, 9:30 PM /);
    expect(text).toMatch(/CST|GMT-6/);
    expect(staffTime(evening, 'pt-BR', 'America/Sao_Paulo').replace(/\s/g, ' ')).toMatch(/^10 de mar\.? de 2026, 00:30 /);
  });
});
