import { describe, expect, it } from 'vitest';
import { FIRST_SHELF_PAGE, majorToMinor, minorToTyped, parseShelfUrl, shelfUrlQuery } from './shelf-query';

describe('parseShelfUrl', () => {
  it('reads a shelf state', () => {
    expect(parseShelfUrl({ page: '3', sort: 'price-asc', brand: ['cindor', 'maxgrip'], attr: 'position:Front', minPrice: '25', maxPrice: '80.5' })).toMatchObject({
      page: 3,
      sort: 'price-asc',
      brands: ['cindor', 'maxgrip'],
      attributes: [{ key: 'position', value: 'Front' }],
      minPrice: 2500,
      maxPrice: 8050,
    });
  });

  it('normalises a page that is not a positive whole number below the cap to the first', () => {
    for (const page of ['-1', '0', 'NaN', '1e308', '99999999999', '10000', '2.5', 'Infinity', '', "'"]) expect(parseShelfUrl({ page }).page).toBe(1);
    expect(parseShelfUrl({ page: ['2', '5'] }).page).toBe(2);
  });

  it('takes an unknown sort as best match', () => {
    expect(parseShelfUrl({ sort: "'" }).sort).toBe('relevance');
    expect(parseShelfUrl({ sort: ['name', 'x'] }).sort).toBe('name');
  });

  it('drops an attribute filter holding NUL or another control character, keeping the clean ones', () => {
    expect(parseShelfUrl({ attr: ['position:Front\u0000', 'position:\u0000', 'finish:Matte\u0007', 'material:Ceramic'] }).attributes).toEqual([{ key: 'material', value: 'Ceramic' }]);
    expect(parseShelfUrl({ attr: 'position:\ud800' }).attributes).toEqual([]);
  });

  it('ignores brands that are not ours, and keeps prices that read as no amount as typed, to say so', () => {
    expect(parseShelfUrl({ brand: ['../etc', 'a\u0000'] })).toEqual(FIRST_SHELF_PAGE);
    const state = parseShelfUrl({ minPrice: '1e308', maxPrice: '-1' });
    expect(state).toEqual({ ...FIRST_SHELF_PAGE, unreadPrices: { minPrice: '1e308', maxPrice: '-1' } });
    // A blank box sets no bound and is no problem; a control character is nothing to show back.
    expect(parseShelfUrl({ minPrice: ' ', maxPrice: '1\u0000' })).toEqual(FIRST_SHELF_PAGE);
  });
});

describe('prices typed the market\'s way', () => {
  it('reads thousands separators and the decimal mark of the US and Mexico', () => {
    for (const locale of ['en-US', 'es-MX'] as const) {
      expect(majorToMinor('1,000', locale)).toBe(100_000);
      expect(majorToMinor('1,000.50', locale)).toBe(100_050);
      expect(majorToMinor('12,345,678', locale)).toBeUndefined();
      expect(majorToMinor('1,234,567.5', locale)).toBe(123_456_750);
      expect(majorToMinor('$ 1,000', locale)).toBe(100_000);
      // Brazil's grouping is no amount here: a mark followed by three digits.
      expect(majorToMinor('1.000', locale)).toBeUndefined();
      expect(majorToMinor('1.000,50', locale)).toBeUndefined();
    }
  });

  it("reads Brazil's: a dot between thousands, a comma before the centavos", () => {
    expect(majorToMinor('1.000', 'pt-BR')).toBe(100_000);
    expect(majorToMinor('1.000,00', 'pt-BR')).toBe(100_000);
    expect(majorToMinor('1.000,5', 'pt-BR')).toBe(100_050);
    expect(majorToMinor('R$ 2.500,90', 'pt-BR')).toBe(250_090);
    expect(majorToMinor('R$\u00a0149,90', 'pt-BR')).toBe(14_990);
    expect(majorToMinor('1,000', 'pt-BR')).toBeUndefined();
    expect(majorToMinor('1,000.50', 'pt-BR')).toBeUndefined();
  });

  it('reads an amount without grouping in every market, the decimals after either mark (the shelf\'s own links write "1000.50")', () => {
    for (const locale of ['en-US', 'es-MX', 'pt-BR'] as const) {
      expect(majorToMinor('25', locale)).toBe(2_500);
      expect(majorToMinor('25.5', locale)).toBe(2_550);
      expect(majorToMinor('25,50', locale)).toBe(2_550);
      expect(majorToMinor('1000.50', locale)).toBe(100_050);
      expect(majorToMinor('9999999', locale)).toBe(999_999_900);
      // Three decimals are no amount of money (in Brazil "25.505" is twenty-five thousand: grouped).
      const threeDecimals = locale === 'pt-BR' ? '25,505' : '25.505';
      for (const bad of ['', 'abc', '-1', '1e3', '10000000', '1..0', '1,0,0', threeDecimals, '1.000.00,5']) expect(majorToMinor(bad, locale), `${locale} ${bad}`).toBeUndefined();
    }
  });

  it('shows a price in the box the way the market writes it, and reads it back', () => {
    expect(minorToTyped(100_050, 'en-US')).toBe('1,000.50');
    expect(minorToTyped(100_050, 'es-MX')).toBe('1,000.50');
    expect(minorToTyped(100_050, 'pt-BR')).toBe('1.000,50');
    expect(minorToTyped(2_500, 'pt-BR')).toBe('25');
    for (const locale of ['en-US', 'es-MX', 'pt-BR'] as const) for (const amount of [2_500, 14_990, 100_050, 999_999_999]) expect(majorToMinor(minorToTyped(amount, locale), locale)).toBe(amount);
  });

  it('parses the shelf URL in the market\'s way, and its own links back', () => {
    const br = parseShelfUrl({ minPrice: '1.000', maxPrice: '2.500,50' }, undefined, 'pt-BR');
    expect(br).toMatchObject({ minPrice: 100_000, maxPrice: 250_050 });
    expect(br.unreadPrices).toBeUndefined();
    expect(parseShelfUrl(Object.fromEntries(new URLSearchParams(shelfUrlQuery(br))), undefined, 'pt-BR')).toMatchObject({ minPrice: 100_000, maxPrice: 250_050 });
    expect(parseShelfUrl({ minPrice: '1,000', maxPrice: '1,000.50' }, undefined, 'es-MX')).toMatchObject({ minPrice: 100_000, maxPrice: 100_050 });
    expect(parseShelfUrl({ minPrice: '1,000' }, undefined, 'pt-BR').unreadPrices).toEqual({ minPrice: '1,000' });
  });
});
