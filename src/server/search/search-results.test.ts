import { describe, expect, it } from 'vitest';
import { LISTING_PAGE_SIZE, LISTING_PAGE_SIZE_MAX } from '@/lib/listing-inputs';
import { MAX_PAGE, parseShelfUrl } from '@/lib/shelf-query';
import { pageNarrowsToVehicle, SearchResultQuery, searchOptionsFromPage, searchOptionsFromQuery } from './search-results';

const parse = (query: Record<string, string>) => SearchResultQuery.safeParse({ country: 'USA', searchText: 'brake pad', ...query });
const issues = (query: Record<string, string>) => {
  const parsed = parse(query);
  // The parameter each problem names (a list's item is named by its list).
  return parsed.success ? [] : [...new Set(parsed.error.issues.map((i) => String(i.path[0])))];
};

describe('SearchResultQuery', () => {
  it('reads the first page of the best matches, 24 a page, without filters', () => {
    expect(parse({}).data).toEqual({ country: 'USA', searchText: 'brake pad', page: 1, pageSize: LISTING_PAGE_SIZE, sort: 'relevance' });
  });

  it('sanitises the text as the search box does, and refuses text with nothing searchable left', () => {
    expect(parse({ searchText: '  brake <pad>  ' }).data?.searchText).toBe('brake pad');
    expect(issues({ searchText: '<>{}' })).toEqual(['searchText']);
    expect(issues({ searchText: 'a'.repeat(101) })).toEqual(['searchText']);
  });

  it('bounds the page and its size', () => {
    expect(parse({ page: '3', pageSize: String(LISTING_PAGE_SIZE_MAX) }).data).toMatchObject({ page: 3, pageSize: LISTING_PAGE_SIZE_MAX });
    for (const [field, value] of [['page', '0'], ['page', String(MAX_PAGE)], ['page', '1e3'], ['page', ' 2'], ['pageSize', '0'], ['pageSize', String(LISTING_PAGE_SIZE_MAX + 1)]] as const) {
      expect([field, value, issues({ [field]: value })]).toEqual([field, value, [field]]);
    }
  });

  it('reads comma-separated filters without repeats, prices in minor units, low to high', () => {
    expect(parse({ brands: 'maxgrip,stopwell,maxgrip,', partTypes: '1684,1896', minPrice: '2500', maxPrice: '8000' }).data).toMatchObject({
      brands: ['maxgrip', 'stopwell'],
      partTypes: [1684, 1896],
      minPrice: 2500,
      maxPrice: 8000,
    });
    expect(issues({ brands: 'Max Grip' })).toEqual(['brands']);
    expect(issues({ minPrice: '25.00' })).toEqual(['minPrice']);
    expect(issues({ minPrice: '9000', maxPrice: '100' })).toEqual(['maxPrice']);
    expect(issues({ brands: Array.from({ length: 31 }, (_, i) => `b${i}`).join(',') })).toEqual(['brands']);
  });

  it("takes only the sorts a search has, and the spec's vehicle flag as true or false", () => {
    expect(issues({ sort: 'discount' })).toEqual(['sort']);
    expect(parse({ ignoreVehicleSpecificProductsCheck: 'false' }).data?.ignoreVehicleSpecificProductsCheck).toBe(false);
    expect(issues({ ignoreVehicleSpecificProductsCheck: '0' })).toEqual(['ignoreVehicleSpecificProductsCheck']);
    expect(issues({ vehicleId: 'camry' })).toEqual(['vehicleId']);
  });
});

describe('the page and the call ask the same question', () => {
  it('the page reads its URL into the same options as the call reads the same filters', () => {
    const state = parseShelfUrl({ brand: ['maxgrip'], type: '1684', minPrice: '25', maxPrice: '80', sort: 'price-desc', page: '2' });
    const query = parse({ brands: 'maxgrip', partTypes: '1684', minPrice: '2500', maxPrice: '8000', sort: 'price-desc', page: '2' }).data!;
    expect(searchOptionsFromQuery(query, 'en-US', null)).toEqual({ ...searchOptionsFromPage('brake pad', 'en-US', state, null), pageSize: LISTING_PAGE_SIZE });
  });

  it("the page's shelf-only sort reads as the best match; it narrows to the vehicle when asked or ticked", () => {
    expect(searchOptionsFromPage('x', 'en-US', parseShelfUrl({ sort: 'discount' }), null).sort).toBe('relevance');
    expect(pageNarrowsToVehicle(true, { fits: false })).toBe(true);
    expect(pageNarrowsToVehicle(false, { fits: true })).toBe(true);
    expect(pageNarrowsToVehicle(false, { fits: false })).toBe(false);
  });
});
