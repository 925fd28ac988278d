import { describe, expect, it } from 'vitest';
import { LISTING_PAGE_SIZE, LISTING_PAGE_SIZE_MAX } from '@/lib/listing-inputs';
import { parseShelfUrl } from '@/lib/shelf-query';
import { parseVehicleKey } from '@/lib/vehicle-key';
import { attributeFilters, ShelfListingQuery, shelfInputFromPage } from './shelf-listing';

const parse = (query: Record<string, string>) => ShelfListingQuery.safeParse({ country: 'MEX', path: '/parts/brakes', ...query });
const issues = (query: Record<string, string>) => {
  const parsed = parse(query);
  return parsed.success ? [] : [...new Set(parsed.error.issues.map((i) => String(i.path[0])))];
};

describe('ShelfListingQuery', () => {
  it("reads the first page in the shelf's own order, 24 a page, without filters", () => {
    expect(parse({}).data).toEqual({ country: 'MEX', path: '/parts/brakes', page: 1, pageSize: LISTING_PAGE_SIZE, sort: 'relevance' });
  });

  it('takes a storefront path, never a URL, a query or a control character', () => {
    for (const path of ['parts/brakes', 'https://example.com/parts', '/parts?x=1', '/parts#top', '/parts\u0000', '', `/${'a'.repeat(500)}`]) expect([path, issues({ path })]).toEqual([path, ['path']]);
  });

  it('takes the sorts a shelf page offers, and a page size up to the maximum', () => {
    expect(parse({ sort: 'price-asc', pageSize: String(LISTING_PAGE_SIZE_MAX) }).data).toMatchObject({ sort: 'price-asc', pageSize: LISTING_PAGE_SIZE_MAX });
    expect(issues({ sort: 'discount' })).toEqual(['sort']);
    expect(issues({ pageSize: String(LISTING_PAGE_SIZE_MAX + 1) })).toEqual(['pageSize']);
  });

  it('reads attribute filters as key:value pairs, comma-separated', () => {
    const query = parse({ attr: 'friction:Ceramic,position:Front' }).data!;
    expect(attributeFilters(query.attr)).toEqual([
      { key: 'friction', value: 'Ceramic' },
      { key: 'position', value: 'Front' },
    ]);
    expect(issues({ attr: 'friction' })).toEqual(['attr']);
    expect(issues({ attr: 'Friction:Ceramic' })).toEqual(['attr']);
  });

  it("names a vehicle or a store, or asks for the shopper's own with true", () => {
    expect(parse({ vehicleId: '201801801', storeId: '4321' }).data).toMatchObject({ vehicleId: '201801801', storeId: '4321' });
    expect(parse({ fits: 'true', store: 'false' }).data).toMatchObject({ fits: true, store: false });
    for (const [field, value] of [['vehicleId', 'camry'], ['storeId', 'A12'], ['fits', '1'], ['store', 'yes']] as const) expect(issues({ [field]: value })).toEqual([field]);
  });
});

describe("a shelf page's input", () => {
  const vehicle = parseVehicleKey('201801801');
  it("uses the shopper's vehicle and store only when the URL asks for them", () => {
    const shopper = { vehicle, store: '4321' };
    expect(shelfInputFromPage({ categoryId: 8 }, 'en-US', parseShelfUrl({}), shopper)).toMatchObject({ fitsVehicle: null, storeNumber: null });
    expect(shelfInputFromPage({ categoryId: 8 }, 'en-US', parseShelfUrl({ fits: '1', store: '1' }), shopper)).toMatchObject({ fitsVehicle: vehicle, storeNumber: '4321' });
  });

  it('carries the same filters as the call with the same values (prices typed in major units on the page)', () => {
    const page = shelfInputFromPage({ partTypeId: 1684 }, 'es-MX', parseShelfUrl({ brand: ['maxgrip'], minPrice: '250', maxPrice: '800,50', attr: 'friction:Ceramic', sort: 'name', page: '3' }), { vehicle: null, store: null });
    const query = parse({ brands: 'maxgrip', minPrice: '25000', maxPrice: '80050', attr: 'friction:Ceramic', sort: 'name', page: '3' }).data!;
    expect(page).toMatchObject({ page: query.page, sort: query.sort, brands: query.brands, minPrice: query.minPrice, maxPrice: query.maxPrice, attributes: attributeFilters(query.attr) });
  });
});
