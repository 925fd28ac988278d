import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { SKU_DETAILS_MAX_PRODUCTS } from '@/lib/constants';
import { db } from '@/server/db/client';
import { sisterStores } from '@/server/inventory/availability';
import { writeStockLevels } from '@/server/inventory/levels';
import { searchStores } from '@/server/stores/service';
import { addApplications, clearFitment, markUniversal } from '@/server/vehicles/fitment';
import { listEngines, listMakes, listModels } from '@/server/vehicles/service';
import { GET } from './route';

const get = (query: string, cookie?: string) => GET(new NextRequest(`http://localhost/ecomm/b2c/browse/v1/sku-details?${query}`, { headers: cookie ? { cookie } : {} }));

const BRAKE_PADS = 1684;
const WIPER = 8852;

describe('GET /ecomm/b2c/browse/v1/sku-details', () => {
  let camry: number;
  let store: string;
  let sister: string;

  beforeAll(async () => {
    // This file's own database: the fitment and the shelf stock are the test's own.
    await clearFitment(db());
    const toyota = (await listMakes(db(), 2015)).find((m) => m.name === 'Toyota')!;
    const model = (await listModels(db(), 2015, toyota.id)).find((m) => m.name === 'Camry')!;
    camry = (await listEngines(db(), 2015, toyota.id, model.id))!.baseVehicleId;
    await addApplications(db(), [{ productId: 1, partTypeId: BRAKE_PADS, baseVehicleId: camry, position: 'Front', quantity: 1 }]);
    await markUniversal(db(), 4, WIPER);
    // A store in Houston (it has sister stores), and the shelf stock of products 1-4 there and at its sisters: the test's own.
    store = (await searchStores(db(), { latitude: 29.7604, longitude: -95.3698, country: 'US', limit: 1 }))[0]!.storeNumber;
    const sisters = (await sisterStores(db(), store, 'en-US')).map((s) => s.storeNumber);
    sister = sisters[0]!;
    const shelf = (productId: number, location: string, quantity: number) => ({ productId, locationType: 'store' as const, location, quantity });
    await writeStockLevels(db(), [store, ...sisters].flatMap((location) => [1, 2, 3, 4].map((productId) => shelf(productId, location, 0))));
    await writeStockLevels(db(), [shelf(1, store, 3), shelf(2, sister, 5)]);
  });

  it('tells an anonymous shopper only the market: no vehicle, no store, never cached', async () => {
    const response = await get('productIds=1,2,3');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const body = await response.json();
    expect(body.vehicle).toBeNull();
    expect(body.store).toBeNull();
    expect(body.items.map((i: { productId: number }) => i.productId)).toEqual([1, 2, 3]);
    for (const item of body.items) {
      expect(item.fitment).toBeNull();
      expect(item.availability).toMatchObject({ storeNumber: null, storeQuantity: 0, nearbyStores: 0 });
      expect(['SHIP_TO_HOME', 'OUT_OF_STOCK']).toContain(item.availability.status);
    }
    expect(body.nearby).toBeUndefined();
  });

  it("answers the saved vehicle's fitment and the preferred store's stock from the shopper's cookies", async () => {
    const cookie = `garageVehicles=${camry}; preferredVehicleId=${camry}; preferredStoreId=${store}`;
    const body = await (await get('productIds=1,2,3,4&nearby=2', cookie)).json();
    expect(body.vehicle).toEqual({ key: String(camry), name: '2015 Toyota Camry' });
    expect(body.store).toMatchObject({ storeNumber: store, pickupOffered: true, pickup: expect.any(String) });
    const byId = new Map(body.items.map((i: { productId: number }) => [i.productId, i]));
    expect(byId.get(1)).toMatchObject({ fitment: 'FITS', availability: { status: 'IN_STORE', storeNumber: store, storeQuantity: 3 } });
    expect(byId.get(2)).toMatchObject({ fitment: 'DOES_NOT_FIT', availability: { status: 'NEARBY', storeQuantity: 0, nearbyStores: 1 } });
    expect(byId.get(3)).toMatchObject({ fitment: 'DOES_NOT_FIT' });
    expect(byId.get(4)).toMatchObject({ fitment: 'UNIVERSAL' });
    // The product page's list: the sister store that has it, with its page and quantity.
    expect(body.nearby).toEqual([expect.objectContaining({ storeNumber: sister, quantity: 5, pickupOffered: expect.any(Boolean), path: expect.stringMatching(new RegExp(`^/store/.+/${sister}$`)) })]);
  });

  it('says when the preferred store sells in person only: no pickup, and no time for it', async () => {
    const inPersonOnly = (await searchStores(db(), { latitude: 29.7604, longitude: -95.3698, country: 'US', limit: 50 })).find((s) => !s.bopusEnabled)!;
    const body = await (await get('productIds=1', `preferredStoreId=${inPersonOnly.storeNumber}`)).json();
    expect(body.store).toEqual({ storeNumber: inPersonOnly.storeNumber, pickupOffered: false, pickup: null });
  });

  it('answers in the market of the locale: a US store is no preferred store in Brazil', async () => {
    const body = await (await get('productIds=1&locale=pt-BR', `preferredStoreId=${store}`)).json();
    expect(body.store).toBeNull();
    expect(body.items[0].availability.storeNumber).toBeNull();
  });

  it('asks for nearby stock only of a product it lists', async () => {
    const body = await (await get('productIds=1&nearby=2', `preferredStoreId=${store}`)).json();
    expect(body.nearby).toBeUndefined();
  });

  it('refuses malformed or oversized lists with the error envelope', async () => {
    for (const query of ['productIds=abc', 'productIds=', 'productIds=1,,2', `productIds=${Array.from({ length: SKU_DETAILS_MAX_PRODUCTS + 1 }, (_, i) => i + 1).join(',')}`, 'productIds=1&locale=fr-FR']) {
      const response = await get(query);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toHaveProperty('errorCode');
    }
  });
});
