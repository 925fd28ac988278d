import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { RESPONSE_CACHE_SECONDS } from '@/lib/constants';
import { GARAGE_COOKIE, serializeGarage } from '@/lib/garage';
import { LISTING_PAGE_SIZE_MAX } from '@/lib/listing-inputs';
import type { Locale } from '@/lib/markets';
import { parseShelfUrl } from '@/lib/shelf-query';
import { COOKIES } from '@/lib/storage-keys';
import { parseVehicleKey } from '@/lib/vehicle-key';
import { resolvePageType } from '@/server/catalog/pages';
import { productBySlug } from '@/server/catalog/product';
import type { ShelfScope } from '@/server/catalog/shelf';
import { SHELF_LISTING_SORTS, shelfInputFromPage, shelfListing } from '@/server/catalog/shelf-listing';
import { db } from '@/server/db/client';
import { storeStock } from '@/server/inventory/schema';
import { refreshSearchDocuments } from '@/server/search/refresh';
import { fittingSamples, type FittingSample } from '@/server/search/samples';
import { searchOptionsFromPage } from '@/server/search/search-results';
import { searchProducts } from '@/server/search/service';
import { GET as searchResult } from './searchresult/route';
import { GET as shelfCall } from './shelf/route';

type Query = Record<string, string | string[] | undefined>;
interface Item {
  id: number;
  brandName: string;
  price: { regular: number; sale: number | null; currency: string };
  productSeoUrl: string;
  vehicleFit: string | null;
}

const request = (path: string, query: string, cookie = '') => new NextRequest(`http://localhost/ecomm/b2c/browse/v1/${path}?${query}`, { headers: { cookie } });
const json = async (response: Response) => ({ status: response.status, cache: response.headers.get('cache-control'), body: await response.json() });
const shelf = async (query: string, cookie = '') => json(await shelfCall(request('shelf', query, cookie)));
const search = async (query: string, cookie = '') => json(await searchResult(request('searchresult', query, cookie)));
const ids = (items: { id: number }[]) => items.map((i) => i.id);
const paid = (i: Item) => i.price.sale ?? i.price.regular;
const PUBLIC = `public, max-age=${RESPONSE_CACHE_SECONDS}, stale-while-revalidate=${RESPONSE_CACHE_SECONDS}`;
const NO_SHOPPER = { vehicle: null, store: null };
const garageCookie = (baseVehicleId: number) => `${GARAGE_COOKIE}=${serializeGarage([{ baseVehicleId }])}; ${COOKIES.preferredVehicleId}=${baseVehicleId}`;

/** What a shelf page lists for its URL query, through the page loader's own input (features/catalog/load-shelf.ts). */
async function pageShelf(scope: ShelfScope, locale: Locale, query: Query) {
  return shelfListing(db(), shelfInputFromPage(scope, locale, parseShelfUrl(query, SHELF_LISTING_SORTS), NO_SHOPPER));
}

async function partTypeScope(path: string): Promise<ShelfScope> {
  const page = await resolvePageType(db(), path, 'en-US');
  if (page.type !== 'productShelf') throw new Error(`${path} is not a product shelf`);
  return { partTypeId: page.partType.id, ...(page.brand ? { brandId: page.brand.id } : {}) };
}

let fitting: FittingSample;

beforeAll(async () => {
  await refreshSearchDocuments(db());
  fitting = (await fittingSamples(db()))[0]!;
});

describe('GET /ecomm/b2c/browse/v1/shelf', () => {
  it("lists a shelf's pages in the page's order, any page size up to the maximum, public to a CDN", async () => {
    const path = '/parts/brakes/brake-pad-set';
    const scope = await partTypeScope(path);
    const [one, two] = await Promise.all([pageShelf(scope, 'en-US', {}), pageShelf(scope, 'en-US', { page: '2' })]);
    expect(one.total).toBeGreaterThan(48);

    const first = await shelf(`path=${path}&country=USA`);
    expect(first.status).toBe(200);
    expect(first.cache).toBe(PUBLIC);
    expect(first.body).toMatchObject({ shelf: { path, pageType: 'productShelf', name: 'Brake Pad Set', storeNumber: null }, locale: 'en-US', currency: 'USD', sort: 'relevance', page: 1, pageSize: 24, total: one.total, pages: one.pages });
    expect(ids(first.body.items)).toEqual(ids(one.items));

    const double = await shelf(`path=${path}&country=USA&pageSize=48`);
    expect(ids(double.body.items)).toEqual([...ids(one.items), ...ids(two.items)]);
    expect(double.body.pages).toBe(Math.ceil(one.total / 48));

    const last = await shelf(`path=${path}&country=USA&pageSize=${LISTING_PAGE_SIZE_MAX}&page=${Math.ceil(one.total / LISTING_PAGE_SIZE_MAX)}`);
    expect(last.body.items.length).toBe(one.total - (last.body.page - 1) * LISTING_PAGE_SIZE_MAX);
    const beyond = await shelf(`path=${path}&country=USA&page=${one.pages + 1}`);
    expect([beyond.status, beyond.body.items]).toEqual([200, []]);
  });

  it("filters and sorts as the page does for the same filters, priced in the market's currency", async () => {
    const path = '/parts/brakes/brake-pad-set';
    const scope = await partTypeScope(path);
    const open = await pageShelf(scope, 'es-MX', {});
    const [a, b] = open.facets.brands;
    const prices = open.items.map((p) => p.price.sale ?? p.price.regular).sort((x, y) => x - y);
    const [min, max] = [prices[2]!, prices.at(-3)!];
    const pageQuery = { brand: [a!.slug, b!.slug], minPrice: String(min / 100), maxPrice: String(max / 100), sort: 'price-asc' };
    const onPage = await pageShelf(scope, 'es-MX', pageQuery);
    expect(onPage.total).toBeGreaterThan(1);

    const listed = await shelf(`path=${path}&country=MEX&locale=es-MX&brands=${a!.slug},${b!.slug}&minPrice=${min}&maxPrice=${max}&sort=price-asc`);
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ currency: 'MXN', total: onPage.total, shelf: { path: `/es-MX${path}`, name: 'Juego de balatas' } });
    expect(ids(listed.body.items)).toEqual(ids(onPage.items));
    const items = listed.body.items as Item[];
    for (const item of items) {
      expect([a!.name, b!.name]).toContain(item.brandName);
      expect(item.price.currency).toBe('MXN');
      expect(paid(item)).toBeGreaterThanOrEqual(min);
      expect(paid(item)).toBeLessThanOrEqual(max);
      expect(item.productSeoUrl).toMatch(/^\/es-MX\/products\//);
    }
    expect(items.map(paid)).toEqual(items.map(paid).sort((x, y) => x - y));

    const [attribute] = open.facets.attributes;
    const value = attribute!.values[0]!;
    const byAttribute = await shelf(`path=${path}&country=MEX&locale=es-MX&attr=${encodeURIComponent(`${attribute!.key}:${value.value}`)}&sort=name`);
    const pageByAttribute = await pageShelf(scope, 'es-MX', { attr: `${attribute!.key}:${value.value}`, sort: 'name' });
    expect(byAttribute.body.total).toBe(value.count);
    expect(ids(byAttribute.body.items)).toEqual(ids(pageByAttribute.items));
    expect(byAttribute.body.facets).toEqual(pageByAttribute.facets);
  });

  it('lists departments, brand shelves and deals shelves by their storefront path', async () => {
    const department = await shelf('path=/parts&country=BRA&locale=pt-BR');
    expect(department.body).toMatchObject({ shelf: { path: '/pt-BR/parts', pageType: 'topNavCategory', name: 'Peças' }, currency: 'BRL' });
    expect(department.body.total).toBeGreaterThan(0);

    const [brand] = (await pageShelf({}, 'en-US', {})).facets.brands;
    const brandShelf = await shelf(`path=/brands/${brand!.slug}&country=USA`);
    expect(brandShelf.body).toMatchObject({ shelf: { pageType: 'brandShelf', name: brand!.name }, total: brand!.count });

    const hot = await shelf('path=/deals/hotDeal&country=USA');
    expect(hot.body).toMatchObject({ shelf: { pageType: 'dealShelf', name: 'Hot deals' } });
    const pageHot = await pageShelf({ deal: 'hot' }, 'en-US', {});
    expect(ids(hot.body.items)).toEqual(ids(pageHot.items));

    const brakeDeals = await shelf('path=/deals/parts/brakes&country=USA');
    expect(brakeDeals.body.shelf).toMatchObject({ pageType: 'dealShelf', name: 'Brakes deals' });
    for (const item of brakeDeals.body.items as Item[]) expect(item.price.sale).not.toBeNull();
  });

  it('keeps what fits a vehicle named in the URL (public), or the saved one (private), and says how each fits', async () => {
    // The shelf of a part that fits the sample vehicle whatever its engine.
    const product = (await productBySlug(db(), fitting.slug, 'en-US'))!;
    const path = `${product.trail.at(-1)!.path}/${product.partType.slug}`;
    const row = { baseVehicleId: fitting.baseVehicleId };
    const all = await shelf(`path=${path}&country=USA`);
    const named = await shelf(`path=${path}&country=USA&vehicleId=${row.baseVehicleId}`);
    expect(named.cache).toBe(PUBLIC);
    expect(named.body.total).toBeLessThan(all.body.total);
    const page = await shelfListing(db(), shelfInputFromPage(await partTypeScope(path), 'en-US', parseShelfUrl({ fits: '1' }), { vehicle: parseVehicleKey(String(row.baseVehicleId)), store: null }));
    expect(ids(named.body.items)).toEqual(ids(page.items));
    for (const item of named.body.items as Item[]) expect(['FITS', 'UNIVERSAL', 'NEEDS_MORE_INFO']).toContain(item.vehicleFit);

    const saved = await shelf(`path=${path}&country=USA&fits=true`, garageCookie(row.baseVehicleId));
    expect(saved.cache).toBe('private, no-store');
    expect(ids(saved.body.items)).toEqual(ids(named.body.items));
    expect(all.body.items.every((i: Item) => i.vehicleFit === null)).toBe(true);
  });

  it("keeps what a store has, named (public) or the shopper's own (private); the local store ad always does", async () => {
    const open = await shelf('path=/parts/brakes&country=USA');
    const [a, b] = open.body.items as Item[];
    await db().insert(storeStock).values([
      { productId: a!.id, storeNumber: '4321', quantity: 2 },
      { productId: b!.id, storeNumber: '4321', quantity: 0 },
    ]);
    const named = await shelf('path=/parts/brakes&country=USA&storeId=4321');
    expect([named.cache, ids(named.body.items), named.body.shelf.storeNumber]).toEqual([PUBLIC, [a!.id], '4321']);
    const own = await shelf('path=/parts/brakes&country=USA&store=true', `${COOKIES.preferredStoreId}=4321`);
    expect([own.cache, ids(own.body.items)]).toEqual(['private, no-store', [a!.id]]);
    const ad = await shelf('path=/deals/localstoreadd&country=USA', `${COOKIES.preferredStoreId}=4321`);
    expect(ad.cache).toBe('private, no-store');
    expect(ad.body.shelf.storeNumber).toBe('4321');
  });

  it('answers 404 with the envelope for a path that is no shelf', async () => {
    for (const path of ['/parts/no-such-thing', '/brands/no-such-brand', '/deals/pages', '/deals/rebates', '/deals/hotDeal/extra', '/lp/deals', '/products/anything', '/diy/brakes', '/']) {
      const answer = await shelf(`path=${encodeURIComponent(path)}&country=USA`);
      expect([path, answer.status, answer.body.errorCode]).toEqual([path, 404, 'SHELF_NOT_FOUND']);
      expect(typeof answer.body.errorMessageDefault).toBe('string');
    }
  });

  it('refuses malformed input with a 400 and the envelope, never a 500', async () => {
    const base = 'path=/parts/brakes&country=USA';
    const cases = [
      'country=USA',
      'path=/parts/brakes',
      'path=parts/brakes&country=USA',
      `${base}&page=0`,
      `${base}&page=-1`,
      `${base}&page=1.5`,
      `${base}&page=10000`,
      `${base}&pageSize=0`,
      `${base}&pageSize=${LISTING_PAGE_SIZE_MAX + 1}`,
      `${base}&sort=discount`,
      `${base}&sort=price`,
      `${base}&brands=Not%20A%20Slug`,
      `${base}&minPrice=12.50`,
      `${base}&minPrice=900&maxPrice=100`,
      `${base}&attr=friction`,
      `${base}&vehicleId=camry`,
      `${base}&fits=yes`,
      `${base}&storeId=abc`,
      `${base}&brands=${Array.from({ length: 31 }, (_, i) => `b${i}`).join(',')}`,
      'path=/parts/brakes%00&country=USA',
      `${base}&page=1&page=2`,
      `${base}&locale=fr-FR`,
    ];
    for (const query of cases) {
      const { status, body } = await shelf(query);
      expect([query, status]).toEqual([query, 400]);
      expect(typeof body.errorMessageDefault).toBe('string');
      expect(body.errorMessageKey).toBeTruthy();
    }
    const mismatch = await shelf('path=/parts/brakes&country=USA&locale=es-MX');
    expect([mismatch.status, mismatch.body.errorCode]).toEqual([400, 'COUNTRY_MISMATCH']);
    const spanish = await shelf('path=/parts/brakes&country=MEX&locale=es-MX&pageSize=500');
    expect(spanish.body.errorDetails[0]).toMatchObject({ field: 'pageSize', errorMessageKey: 'validation.request.tooBig' });
  });
});

describe('GET /ecomm/b2c/browse/v1/searchresult', () => {
  it('ranks as the /searchresult page does, page after page, public to a CDN', async () => {
    const [one, two] = await Promise.all([
      searchProducts(db(), searchOptionsFromPage('brake pad', 'en-US', parseShelfUrl({}), null)),
      searchProducts(db(), searchOptionsFromPage('brake pad', 'en-US', parseShelfUrl({ page: '2' }), null)),
    ]);
    expect(one.total).toBeGreaterThan(48);
    const first = await search('searchText=brake%20pad&country=USA');
    expect(first.status).toBe(200);
    expect(first.cache).toBe(PUBLIC);
    expect(first.body).toMatchObject({ searchText: 'brake pad', locale: 'en-US', currency: 'USD', redirectUrl: null, page: 1, pageSize: 24, total: one.total, pages: one.pages, allWords: true, narrowed: false });
    expect(ids(first.body.items)).toEqual(ids(one.items));
    expect(first.body.facets).toEqual(one.facets);
    const double = await search('searchText=brake%20pad&country=USA&pageSize=48');
    expect(ids(double.body.items)).toEqual([...ids(one.items), ...ids(two.items)]);
  });

  it('filters and sorts as the page does, in the market of the locale', async () => {
    const open = await searchProducts(db(), searchOptionsFromPage('balatas', 'es-MX', parseShelfUrl({}), null));
    const [brand] = open.facets.brands;
    const [type] = open.facets.partTypes;
    const min = open.facets.price!.min + 100;
    const onPage = await searchProducts(db(), searchOptionsFromPage('balatas', 'es-MX', parseShelfUrl({ brand: brand!.slug, type: String(type!.id), minPrice: String(min / 100), sort: 'price-desc' }), null));
    expect(onPage.total).toBeGreaterThan(0);
    const listed = await search(`searchText=balatas&country=MEX&locale=es-MX&brands=${brand!.slug}&partTypes=${type!.id}&minPrice=${min}&sort=price-desc`);
    expect(listed.body).toMatchObject({ currency: 'MXN', total: onPage.total });
    expect(ids(listed.body.items)).toEqual(ids(onPage.items));
    const items = listed.body.items as Item[];
    for (const item of items) {
      expect(item.brandName).toBe(brand!.name);
      expect(paid(item)).toBeGreaterThanOrEqual(min);
      expect(item.price.currency).toBe('MXN');
    }
    expect(items.map(paid)).toEqual(items.map(paid).sort((x, y) => y - x));
  });

  it('narrows to a vehicle named in the URL (public) or to the saved one when asked (private)', async () => {
    const text = 'searchText=brake&country=USA';
    const named = await search(`${text}&vehicleId=${fitting.baseVehicleId}`);
    expect(named.cache).toBe(PUBLIC);
    expect(named.body.narrowed).toBe(true);
    const page = await searchProducts(db(), searchOptionsFromPage('brake', 'en-US', parseShelfUrl({}), parseVehicleKey(String(fitting.baseVehicleId))));
    expect(ids(named.body.items)).toEqual(ids(page.items));
    for (const item of named.body.items as Item[]) expect(item.vehicleFit).not.toBe('DOES_NOT_FIT');

    const saved = await search(`${text}&ignoreVehicleSpecificProductsCheck=false`, garageCookie(fitting.baseVehicleId));
    expect(saved.cache).toBe('private, no-store');
    expect(ids(saved.body.items)).toEqual(ids(named.body.items));
    const ignored = await search(`${text}&ignoreVehicleSpecificProductsCheck=true`, garageCookie(fitting.baseVehicleId));
    expect([ignored.cache, ignored.body.narrowed]).toEqual([PUBLIC, false]);
  });

  it('sends gift card searches where the page does', async () => {
    const us = await search('searchText=Gift%20Cards&country=USA');
    expect(us.body).toMatchObject({ redirectUrl: '/giftCard', total: 0, items: [] });
  });

  it('refuses malformed input with a 400 and the envelope, never a 500', async () => {
    const base = 'searchText=brake&country=USA';
    const cases = [
      'country=USA',
      'searchText=brake',
      'searchText=%3C%3E%7B%7D&country=USA',
      `searchText=${'a'.repeat(101)}&country=USA`,
      `${base}&pageSize=${LISTING_PAGE_SIZE_MAX + 1}`,
      `${base}&page=abc`,
      `${base}&sort=discount`,
      `${base}&partTypes=brakes`,
      `${base}&minPrice=10&maxPrice=5`,
      `${base}&ignoreVehicleSpecificProductsCheck=0`,
      `${base}&vehicleId=%00`,
      `${base}&locale=en-GB`,
    ];
    for (const query of cases) {
      const { status, body } = await search(query);
      expect([query, status]).toEqual([query, 400]);
      expect(typeof body.errorMessageDefault).toBe('string');
    }
    const mismatch = await search('searchText=brake&country=BRA');
    expect([mismatch.status, mismatch.body.errorCode]).toEqual([400, 'COUNTRY_MISMATCH']);
  });
});
