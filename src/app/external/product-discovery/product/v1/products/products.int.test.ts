import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { GARAGE_COOKIE } from '@/lib/garage';
import { COOKIES } from '@/lib/storage-keys';
import { seoRedirects } from '@/server/catalog/schema';
import { db } from '@/server/db/client';
import { GET as pageType } from '../../../../../ecomm/b2c/browse/v1/page-type/route';
import { GET as productData } from '../../../../../sls/b2c/product-discovery-product-data/v1/products/route';
import { GET } from './route';

const request = (path: string, cookie = '') => new NextRequest(`http://localhost${path}`, { headers: { cookie } });
const json = async (response: Response) => ({ status: response.status, body: await response.json() });
const base = 'country=USA&salesChannel=ECOMM&customerType=B2C';

describe('GET /external/product-discovery/product/v1/products', () => {
  it('finds a product by its page URL, item id or part number, with the fields of spec §3', async () => {
    const byUrl = await json(await GET(request(`/external/product-discovery/product/v1/products?${base}&productDetailsPageUrl=/products/maxgrip-brake-pad-set-max100001`)));
    expect(byUrl.status).toBe(200);
    const [product] = byUrl.body.pdpResults.products;
    expect(product).toMatchObject({
      itemId: 'MAXGRIP-MAX100001',
      partNumber: 'MAX100001',
      partTerminologyId: '1684',
      partGroupId: 'azpg1001',
      productSeoUrl: '/products/maxgrip-brake-pad-set-max100001',
      vehicleFitment: 'VEHICLE_SPECIFIC',
      vehicleFit: null,
      categoryIdPath: expect.stringMatching(/^\d+\/\d+$/),
      recordType: 'PRODUCT',
      price: { currency: 'USD' },
    });
    expect(product.breadCrumbs.map((c: { categoryName: string }) => c.categoryName)).toEqual(['Parts', 'Brakes', 'Brake Pad Set']);
    expect(byUrl.body).toMatchObject({ redirectPageType: null, redirectURL: null, xFusionQueryId: expect.any(String) });

    const byItem = await json(await GET(request(`/external/product-discovery/product/v1/products?${base}&itemIds=maxgrip-max100001`)));
    const byPart = await json(await GET(request(`/external/product-discovery/product/v1/products?${base}&partNumber=MAX100001`)));
    expect(byItem.body.pdpResults.products[0].itemId).toBe('MAXGRIP-MAX100001');
    expect(byPart.body.pdpResults.products[0].itemId).toBe('MAXGRIP-MAX100001');
  });

  it("answers the fitment for the vehicle asked about or saved, in the locale's market", async () => {
    const given = await json(await GET(request(`/external/product-discovery/product/v1/products?${base}&itemIds=MAXGRIP-MAX100001&vehicleId=201502469`)));
    expect(['FITS', 'DOES_NOT_FIT', 'NEEDS_MORE_INFO']).toContain(given.body.pdpResults.products[0].vehicleFit);
    const saved = await json(
      await GET(request(`/external/product-discovery/product/v1/products?country=MEX&salesChannel=ECOMM&customerType=B2C&itemIds=MAXGRIP-MAX100001&locale=es-MX`, `${GARAGE_COOKIE}=201502469; ${COOKIES.preferredVehicleId}=201502469`)),
    );
    expect(saved.body.pdpResults.products[0]).toMatchObject({ vehicleFit: given.body.pdpResults.products[0].vehicleFit, price: { currency: 'MXN' }, productSeoUrl: '/es-MX/products/maxgrip-brake-pad-set-max100001' });
  });

  it('refuses a query without a product key or for another country, and answers 404 for an unknown product', async () => {
    expect((await GET(request(`/external/product-discovery/product/v1/products?${base}`))).status).toBe(400);
    expect((await GET(request(`/external/product-discovery/product/v1/products?country=BRA&salesChannel=ECOMM&customerType=B2C&itemIds=X1`))).status).toBe(400);
    const missing = await json(await GET(request(`/external/product-discovery/product/v1/products?${base}&itemIds=NOPE-1`)));
    expect(missing).toMatchObject({ status: 404, body: { errorCode: 'PRODUCT_NOT_FOUND' } });
  });

  it('the credential-free product data call takes the vehicle as year and model', async () => {
    const data = await json(await productData(request(`/sls/b2c/product-discovery-product-data/v1/products?country=USA&productDetailsPageUrl=/p/reviews/maxgrip-brake-pad-set-max100001&year=2015&makeId=448&modelId=2469`)));
    expect(data.status).toBe(200);
    expect(data.body.pdpResults.products[0].itemId).toBe('MAXGRIP-MAX100001');
    expect(data.body.pdpResults.products[0].vehicleFit).not.toBeNull();
  });
});

describe('GET /ecomm/b2c/browse/v1/page-type', () => {
  it('resolves a shelf, a redirect keeping intcmp, and the 404 page type', async () => {
    const shelf = await json(await pageType(request('/ecomm/b2c/browse/v1/page-type?canonicalPath=/parts/brakes/brake-pad-set&country=MEX&locale=es-MX')));
    expect(shelf.body).toMatchObject({ pageTypeResult: 'productShelf', catalogRepositoryId: '1684', catalogRepositoryName: 'Juego de balatas', redirectUrl: null });
    await db().insert(seoRedirects).values({ fromPath: '/old-brakes', toPath: '/parts/brakes', status: 301 });
    const moved = await json(await pageType(request('/ecomm/b2c/browse/v1/page-type?canonicalPath=/old-brakes&country=USA&intcmp=hero')));
    expect(moved.body).toMatchObject({ pageTypeResult: 'redirect', redirectUrl: '/parts/brakes?intcmp=hero' });
    const missing = await json(await pageType(request('/ecomm/b2c/browse/v1/page-type?canonicalPath=/no/such/page&country=USA')));
    expect(missing.body).toMatchObject({ pageTypeResult: '404', redirectUrl: null });
    expect((await pageType(request('/ecomm/b2c/browse/v1/page-type?canonicalPath=nope&country=USA'))).status).toBe(400);
  });
});

describe('universal parts', () => {
  it('say so without a vehicle', async () => {
    const [row] = (await db().execute<{ sku: string }>(`select p.sku from products p join universal_products u on u.product_id = p.id limit 1`)).rows;
    const answer = await json(await GET(request(`/external/product-discovery/product/v1/products?${base}&itemIds=${row!.sku}`)));
    expect(answer.body.pdpResults.products[0]).toMatchObject({ vehicleFit: null, vehicleFitment: 'UNIVERSAL' });
  });
});
