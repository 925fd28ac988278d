import { describe, expect, it } from 'vitest';
import { FIRST_SHELF_PAGE, parseShelfUrl } from './shelf-query';

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

  it('ignores prices and brands that are not ours', () => {
    expect(parseShelfUrl({ minPrice: '1e308', maxPrice: '-1', brand: ['../etc', 'a\u0000'] })).toEqual(FIRST_SHELF_PAGE);
  });
});
