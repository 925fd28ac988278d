import { describe, expect, it } from 'vitest';
import { formatAmount, parseAmount } from './money-input';

describe('parseAmount', () => {
  it('reads whole units, one or two decimals, with a point or a comma', () => {
    expect(parseAmount('45')).toBe(4500);
    expect(parseAmount('45.9')).toBe(4590);
    expect(parseAmount('45.99')).toBe(4599);
    expect(parseAmount('45,99')).toBe(4599);
    expect(parseAmount(' 0.05 ')).toBe(5);
  });

  it('reads thousands separators of either style', () => {
    expect(parseAmount('1,299.00')).toBe(129_900);
    expect(parseAmount('1.299,50')).toBe(129_950);
    expect(parseAmount('12,345')).toBe(1_234_500);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '-5', '4.9999', '1,2,3', '1.299.00,5.5', '1,299,00', '$5']) expect(parseAmount(text), text).toBeNull();
  });

  it('writes minor units back as the form shows them', () => {
    expect(formatAmount(4599)).toBe('45.99');
    expect(formatAmount(5)).toBe('0.05');
    expect(formatAmount(null)).toBe('');
    expect(parseAmount(formatAmount(123_456))).toBe(123_456);
  });
});
