import { describe, expect, it } from 'vitest';
import { amountProblem, MAX_MINOR_UNITS, parseAmount, priceAmountProblem } from './money';

describe('parseAmount', () => {
  it('turns major-unit decimal strings into integer minor units without floats', () => {
    expect(parseAmount('12.99')).toEqual({ ok: true, minor: 1299 });
    expect(parseAmount('0.29')).toEqual({ ok: true, minor: 29 }); // 0.29 * 100 is 28.999999999999996 as a float
    expect(parseAmount('469')).toEqual({ ok: true, minor: 46900 });
    expect(parseAmount('139.9')).toEqual({ ok: true, minor: 13990 });
    expect(parseAmount('.5')).toEqual({ ok: true, minor: 50 });
    expect(parseAmount(' 7.10 ')).toEqual({ ok: true, minor: 710 });
    expect(parseAmount('12.990')).toEqual({ ok: true, minor: 1299 });
    expect(parseAmount('0')).toEqual({ ok: true, minor: 0 });
  });

  it('says why an amount is not one', () => {
    expect(parseAmount('abc')).toEqual({ ok: false, reason: 'not-an-amount' });
    expect(parseAmount('12,99')).toEqual({ ok: false, reason: 'not-an-amount' });
    expect(parseAmount('$12')).toEqual({ ok: false, reason: 'not-an-amount' });
    expect(parseAmount('')).toEqual({ ok: false, reason: 'not-an-amount' });
    expect(parseAmount('1e3')).toEqual({ ok: false, reason: 'not-an-amount' });
    expect(parseAmount('-1.00')).toEqual({ ok: false, reason: 'negative' });
    expect(parseAmount('12.995')).toEqual({ ok: false, reason: 'too-many-decimals' });
    expect(parseAmount(String(MAX_MINOR_UNITS / 100 + 1))).toEqual({ ok: false, reason: 'too-large' });
  });

  it('words the reason with the column and the value', () => {
    expect(amountProblem('price', 'abc', 'not-an-amount')).toEqual({ text: "price 'abc' is not an amount", message: { key: 'notAmount', values: { column: 'price', value: 'abc' } } });
    expect(amountProblem('sale', '-2', 'negative').text).toBe("sale '-2' must not be negative");
    expect(amountProblem('sale', '1.234', 'too-many-decimals').message).toEqual({ key: 'decimals', values: { column: 'sale', value: '1.234', max: 2 } });
    expect(priceAmountProblem('LST', 'USD', '1.234', 'too-many-decimals')).toEqual({ text: "LST USD price '1.234' has more than 2 decimals", message: { key: 'piesDecimals', values: { type: 'LST', currency: 'USD', value: '1.234', max: 2 } } });
  });
});
