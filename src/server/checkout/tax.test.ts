import { describe, expect, it } from 'vitest';
import type { Locale } from '@/lib/markets';
import { money, type Money } from '@/lib/money';
import {
  BR_STATES,
  divideRoundHalfUp,
  MX_STATES,
  parsePercent,
  taxFor,
  taxForOrder,
  taxStateFor,
  UnknownTaxJurisdictionError,
  US_TAX_STATES,
  usStateRate,
  type TaxLine,
} from './tax';

const usd = (amount: number): Money => money(amount, 'USD');
const mxn = (amount: number): Money => money(amount, 'MXN');
const brl = (amount: number): Money => money(amount, 'BRL');

describe('the rate table', () => {
  it('has the 50 states, DC, PR and VI', () => {
    expect(US_TAX_STATES).toHaveLength(53);
    expect(US_TAX_STATES).toEqual(expect.arrayContaining(['DC', 'PR', 'VI', 'WY', 'AK']));
    expect(MX_STATES).toHaveLength(32);
    expect(BR_STATES).toHaveLength(27);
  });

  it.each([
    ['CA', 7250], ['TX', 6250], ['NY', 4000], ['OR', 0], ['MT', 0], ['NH', 0], ['DE', 0], ['AK', 0],
    ['PR', 11500], ['VI', 0], ['MN', 6875], ['NJ', 6625], ['MO', 4225], ['CO', 2900], ['LA', 5000], ['DC', 6000],
  ])('%s base rate is %i thousandths of a percent', (state, milli) => {
    expect(usStateRate(state)?.milliPercent).toBe(milli);
  });

  it('parses percents without floats', () => {
    expect(parsePercent('6.875')).toBe(6875);
    expect(parsePercent('4.2')).toBe(4200);
    expect(parsePercent('16')).toBe(16000);
    expect(() => parsePercent('6.8755')).toThrow();
  });

  it.each([
    [5, 10, 1], [4, 10, 0], [15, 10, 2], [14, 10, 1], [0, 7, 0], [7, 7, 1],
  ])('divideRoundHalfUp(%i, %i) = %i', (n, d, q) => {
    expect(divideRoundHalfUp(n, d)).toBe(q);
  });
});

describe('US sales tax', () => {
  const line = (unitPrice: number, quantity = 1, extra: Partial<TaxLine> = {}): TaxLine => ({ unitPrice: usd(unitPrice), quantity, ...extra });

  it.each<[string, TaxLine[], number, number, number]>([
    // state, lines, shipping, expected tax, expected base
    ['CA', [line(10000)], 0, 725, 10000],
    ['TX', [line(10000)], 0, 625, 10000],
    ['NY', [line(10000)], 0, 400, 10000],
    ['OR', [line(10000)], 0, 0, 10000],
    ['MT', [line(10000)], 0, 0, 10000],
    ['NH', [line(10000)], 0, 0, 10000],
    ['DE', [line(10000)], 0, 0, 10000],
    ['AK', [line(10000)], 0, 0, 10000],
    ['VI', [line(10000)], 0, 0, 10000],
    ['PR', [line(10000)], 0, 1150, 10000],
    // Core charges are taxable: $150 + $22 core, CA 7.25 % of $172 = $12.47.
    ['CA', [line(15000, 1, { coreCharge: usd(2200) })], 0, 1247, 17200],
    // Cores are per unit: 2 x ($50 + $10 core) = $120; TX 6.25 % = $7.50.
    ['TX', [line(5000, 2, { coreCharge: usd(1000) })], 0, 750, 12000],
    // Discounts come off the merchandise: 2 x $40 - $10 = $70; NY 4 % = $2.80.
    ['NY', [line(4000, 2, { discount: usd(1000) })], 0, 280, 7000],
    // Shipping taxable in TX ($100 + $7.99) -> $6.75 (6.749375 rounds to 6.75), not in CA.
    ['TX', [line(10000)], 799, 675, 10799],
    ['CA', [line(10000)], 799, 725, 10000],
    // Rounding half up on the order total: MN 6.875 % of $1.00 = 6.875 c -> 7 c.
    ['MN', [line(100)], 0, 7, 100],
    // NJ 6.625 % of $10.00 = 66.25 c -> 66 c; of $2.00 = 13.25 c -> 13 c.
    ['NJ', [line(1000)], 0, 66, 1000],
    // One rounding per order, not per line: 3 lines of $0.10 in CA -> 7.25 % of 30 c = 2.175 -> 2 c (per line would be 3 x 1 c).
    ['CA', [line(10), line(10), line(10)], 0, 2, 30],
    // Exactly half a cent rounds up: MO 4.225 % of $2.00 = 8.45 c -> 8 c; of $20.00 = 84.5 c -> 85 c.
    ['MO', [line(2000)], 0, 85, 2000],
  ])('%s: %j + shipping %i -> tax %i', (state, lines, shipping, tax, base) => {
    const result = taxFor({ market: 'en-US', stateOrRegion: state, lines, shipping: usd(shipping) });
    expect(result.tax).toEqual(usd(tax));
    expect(result.included).toEqual(usd(0));
    expect(result.base).toEqual(usd(base));
    expect(result.jurisdiction).toMatchObject({ country: 'US', stateOrRegion: state });
    expect(result.labelKey).toBe('checkout.shipping.tax.salesTax');
  });

  it('reports the rate for display', () => {
    const result = taxFor({ market: 'en-US', stateOrRegion: 'ca', lines: [line(100)] });
    expect(result.rate).toBeCloseTo(0.0725, 10);
    expect(result.milliPercent).toBe(7250);
    expect(result.jurisdiction).toEqual({ country: 'US', stateOrRegion: 'CA', name: 'California' });
  });

  it('taxes store pickup at the store and ship to home at the destination', () => {
    expect(taxStateFor({ type: 'storePickUp', storeState: 'OR' })).toBe('OR');
    expect(taxStateFor({ type: 'shipToHome', destinationState: 'WA' })).toBe('WA');
  });

  it('rounds once per jurisdiction across shipments', () => {
    const result = taxForOrder({
      market: 'en-US',
      shipments: [
        { stateOrRegion: 'CA', lines: [line(10)] }, // pickup in a California store
        { stateOrRegion: 'CA', lines: [line(10), line(10)], shipping: usd(0) }, // shipped within California
        { stateOrRegion: 'TX', lines: [line(10000)], shipping: usd(799) },
      ],
    });
    expect(result.jurisdictions.map((j) => [j.jurisdiction.stateOrRegion, j.tax.amount])).toEqual([['CA', 2], ['TX', 675]]);
    expect(result.tax).toEqual(usd(677));
    expect(result.included).toEqual(usd(0));
  });

  it.each<[string, () => unknown, unknown]>([
    ['an unknown state', () => taxFor({ market: 'en-US', stateOrRegion: 'XX', lines: [line(100)] }), UnknownTaxJurisdictionError],
    ['a Mexican state in the US', () => taxFor({ market: 'en-US', stateOrRegion: 'JAL', lines: [line(100)] }), UnknownTaxJurisdictionError],
    ['a foreign currency', () => taxFor({ market: 'en-US', stateOrRegion: 'CA', lines: [{ unitPrice: mxn(100), quantity: 1 }] }), TypeError],
    ['a zero quantity', () => taxFor({ market: 'en-US', stateOrRegion: 'CA', lines: [line(100, 0)] }), RangeError],
    ['a discount over the line', () => taxFor({ market: 'en-US', stateOrRegion: 'CA', lines: [line(100, 1, { discount: usd(101) })] }), RangeError],
    ['a negative price', () => taxFor({ market: 'en-US', stateOrRegion: 'CA', lines: [{ unitPrice: { amount: -1, currency: 'USD' }, quantity: 1 }] }), RangeError],
  ])('rejects %s', (_, call, error) => {
    expect(call).toThrow(error as new () => Error);
  });
});

describe('tax-inclusive markets', () => {
  it.each<[Locale, string, (n: number) => Money, number, number, number]>([
    // market, state, currency, gross merchandise, shipping, included
    // IVA = 116.00 * 16 / 116 = 16.00
    ['es-MX', 'CDMX', mxn, 11600, 0, 1600],
    // 499.00 * 16 / 116 = 68.827... -> 68.83
    ['es-MX', 'JAL', mxn, 49900, 0, 6883],
    // Shipping is tax-inclusive too: (399.00 + 99.00) * 16 / 116 = 68.689... -> 68.69
    ['es-MX', 'BC', mxn, 39900, 9900, 6869],
    // Brazil: 33 % of 100.00 (federal 15.00 + state 18.00)
    ['pt-BR', 'SP', brl, 10000, 0, 3300],
    // 33 % of (189.90 + 24.90) = 70.884 -> federal 32.22 + state 38.66 = 70.88
    ['pt-BR', 'BA', brl, 18990, 2490, 7088],
  ])('%s %s: %i + shipping %i includes %i', (market, state, currency, amount, shipping, included) => {
    const result = taxFor({ market, stateOrRegion: state, lines: [{ unitPrice: currency(amount), quantity: 1 }], shipping: currency(shipping) });
    expect(result.tax).toEqual(currency(0));
    expect(result.included).toEqual(currency(included));
    expect(result.base).toEqual(currency(amount + shipping));
  });

  it('shows Brazil\'s federal and state parts, which add up to the total', () => {
    const result = taxFor({ market: 'pt-BR', stateOrRegion: 'RJ', lines: [{ unitPrice: brl(18990), quantity: 1 }], shipping: brl(2490) });
    expect(result.components.map((c) => [c.kind, c.milliPercent, c.amount.amount])).toEqual([['federal', 15000, 3222], ['state', 18000, 3866]]);
    expect(result.components.reduce((sum, c) => sum + c.amount.amount, 0)).toBe(result.included.amount);
    expect(result.labelKey).toBe('checkout.shipping.tax.approximateIncluded');
  });

  it('includes core charges in the Mexican IVA', () => {
    const result = taxFor({ market: 'es-MX', stateOrRegion: 'NL', lines: [{ unitPrice: mxn(100000), coreCharge: mxn(16000), quantity: 1 }] });
    expect(result.included).toEqual(mxn(16000));
    expect(result.rate).toBeCloseTo(0.16, 10);
    expect(result.labelKey).toBe('checkout.shipping.tax.ivaIncluded');
  });

  it('rejects a state of another country', () => {
    expect(() => taxFor({ market: 'pt-BR', stateOrRegion: 'CA', lines: [{ unitPrice: brl(100), quantity: 1 }] })).toThrow(UnknownTaxJurisdictionError);
    expect(() => taxFor({ market: 'es-MX', stateOrRegion: 'SP', lines: [{ unitPrice: mxn(100), quantity: 1 }] })).toThrow(UnknownTaxJurisdictionError);
  });
});
