import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import zipcodes from 'zipcodes';
import { GET } from '@/app/ecomm/b2c/v1/store/locations/route';
import { STORE_SEARCH_DEFAULT_LIMIT, STORE_SEARCH_DEFAULT_RADIUS } from '@/lib/constants';
import { db } from '@/server/db/client';
import { countryFilters, fromKm, haversineKm } from './geo';
import { generateStores } from './seed';
import { findStoreLocations, searchStores, STORE_LOCATOR_VERSION, type StoreLocation } from './service';

const ALL = generateStores();

/** The nearest stores by the same haversine, computed here over the generated set. */
function expectedNearest(lat: number, lng: number, country: 'US' | 'MX' | 'BR', radiusKm: number, limit: number): string[] {
  const countries: string[] = countryFilters(country);
  return ALL.filter((s) => countries.includes(s.country))
    .map((s) => ({ n: s.storeNumber, d: haversineKm(lat, lng, s.latitude, s.longitude) }))
    .filter((s) => s.d <= radiusKm)
    .sort((a, b) => a.d - b.d || a.n.localeCompare(b.n))
    .slice(0, limit)
    .map((s) => s.n);
}

async function locations(query: string): Promise<{ status: number; body: { response: { locations: StoreLocation[] } } & Record<string, unknown> }> {
  const response = await GET(new NextRequest(`http://localhost/ecomm/b2c/v1/store/locations?${query}`));
  return { status: response.status, body: (await response.json()) as never };
}

describe('store geosearch', () => {
  it('finds the nearest stores to a ZIP, nearest first, within the default radius and limit', async () => {
    const { status, body } = await locations('zip=10001');
    expect(status).toBe(200);
    const found = body.response.locations;
    const centre = zipcodes.lookup('10001')!;
    expect(found.map((l) => l.storeNumber)).toEqual(expectedNearest(centre.latitude, centre.longitude, 'US', STORE_SEARCH_DEFAULT_RADIUS * 1.609344, STORE_SEARCH_DEFAULT_LIMIT));
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(STORE_SEARCH_DEFAULT_LIMIT);
    const distances = found.map((l) => l.distance.value);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(found.every((l) => l.distance.unit === 'mi' && l.distance.value <= STORE_SEARCH_DEFAULT_RADIUS)).toBe(true);
    expect(found[0]).toMatchObject({ id: found[0]!.storeNumber, countryCode: 'US', closed: { isClosed: expect.any(Boolean) as boolean }, timeZone: 'America/New_York' });
    expect(found[0]!.phone).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
  });

  it('searches by latitude and longitude, in kilometres in Mexico', async () => {
    const { status, body } = await locations('lat=19.4326&lng=-99.1332&radius=25&locale=es-MX');
    expect(status).toBe(200);
    const found = body.response.locations;
    expect(found.map((l) => l.storeNumber)).toEqual(expectedNearest(19.4326, -99.1332, 'MX', 25, 10));
    expect(found.length).toBeGreaterThanOrEqual(4);
    expect(found.every((l) => l.city === 'Ciudad de México' && l.distance.unit === 'km' && l.distance.value <= 25)).toBe(true);
    expect(found[0]!.address2).toMatch(/^Col\. /);
  });

  it('honours radius and limit, in the market unit', async () => {
    const near = await searchStores(db(), { latitude: -23.5505, longitude: -46.6333, radius: 5, country: 'BR' });
    const wide = await searchStores(db(), { latitude: -23.5505, longitude: -46.6333, radius: 500, limit: 3, country: 'BR' });
    expect(near.every((l) => l.city === 'São Paulo' && l.distance.value <= 5)).toBe(true);
    expect(wide).toHaveLength(3);
    const all = await searchStores(db(), { latitude: -23.5505, longitude: -46.6333, radius: 500, limit: 50, country: 'BR' });
    expect(all.map((l) => l.storeNumber)).toEqual(expectedNearest(-23.5505, -46.6333, 'BR', 500, 50));
    expect(all.some((l) => l.city === 'Campinas')).toBe(true);
    expect(all.map((l) => l.storeNumber).slice(0, 3)).toEqual(wide.map((l) => l.storeNumber));
    // 150 miles is 241 km: a US search from a point 200 km from a store finds it; a 100-mile one does not.
    const [store] = ALL.filter((s) => s.state === 'WY');
    const from = { latitude: store!.latitude + 1.8, longitude: store!.longitude };
    const km = haversineKm(from.latitude, from.longitude, store!.latitude, store!.longitude);
    expect(km).toBeGreaterThan(161);
    const far = await searchStores(db(), { ...from, radius: 150, limit: 50, country: 'US' });
    const short = await searchStores(db(), { ...from, radius: 100, limit: 50, country: 'US' });
    expect(far.find((l) => l.storeNumber === store!.storeNumber)?.distance).toEqual({ value: Math.round(fromKm(km, 'mi') * 10) / 10, unit: 'mi' });
    expect(short.find((l) => l.storeNumber === store!.storeNumber)).toBeUndefined();
  });

  it('leaves Puerto Rico out for Mexico and keeps the Virgin Islands', async () => {
    const sanJuan = { latitude: 18.4, longitude: -66.06, radius: 3000, limit: 50 };
    const us = await searchStores(db(), { ...sanJuan, country: 'US' });
    const mx = await searchStores(db(), { ...sanJuan, country: 'MX' });
    expect(us.some((l) => l.countryCode === 'PR')).toBe(true);
    expect(us.some((l) => l.countryCode === 'VI')).toBe(true);
    expect(mx.some((l) => l.countryCode === 'PR')).toBe(false);
    expect(mx.some((l) => l.countryCode === 'VI')).toBe(true);
    expect(mx.every((l) => l.countryCode === 'MX' || l.countryCode === 'VI')).toBe(true);
  });

  it('answers an unknown ZIP with 404 and bad input with 400, in the error envelope', async () => {
    const unknown = await locations('zip=00000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ errorCode: 'STORE_LOCATION_NOT_FOUND', errorDetails: [{ errorCode: 'STORE_LOCATION_NOT_FOUND' }] });
    const bad = await locations('lat=91&lng=0');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
    expect((await locations('radius=10')).status).toBe(400);
  });

  it('finds Mexican and Brazilian postal codes by their city', async () => {
    const mx = await locations('zip=44160&locale=es-MX');
    expect(mx.body.response.locations[0]).toMatchObject({ city: 'Guadalajara', countryCode: 'MX' });
    const br = await locations('zip=01310-100&country=BR');
    expect(br.body.response.locations[0]).toMatchObject({ city: 'São Paulo', countryCode: 'BR' });
  });

  it('finds a city by name, with or without its state, and the largest city of a name', async () => {
    const austin = await locations('city=Austin');
    expect(austin.status).toBe(200);
    expect(austin.body.response.locations[0]).toMatchObject({ city: 'Austin', state: 'TX' });
    expect(austin.body.response.locations[0]!.distance.value).toBeLessThan(10);
    const portland = await locations(`city=${encodeURIComponent('Portland, ME')}`);
    expect(portland.body.response.locations[0]).toMatchObject({ state: 'ME' });
    const saoPaulo = await locations(`city=${encodeURIComponent('sao paulo')}&locale=pt-BR`);
    expect(saoPaulo.body.response.locations[0]).toMatchObject({ city: 'São Paulo', countryCode: 'BR' });
    expect((await locations('city=Nowhereville')).status).toBe(404);
  });

  it('asks a configured remote store-search service with the spec parameters', async () => {
    let asked: URLSearchParams | null = null;
    const server = http.createServer((req, res) => {
      asked = new URL(req.url ?? '/', 'http://localhost').searchParams;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ response: { locations: [{ storeNumber: '1234' }] } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const found = await findStoreLocations(db(), { latitude: 18.4, longitude: -66.06, country: 'MX' }, { url: `http://127.0.0.1:${port}/locator`, apiKey: 'secret' });
      expect(found).toEqual([{ storeNumber: '1234' }]);
      expect(Object.fromEntries(asked!)).toEqual({ limit: '10', radius: '150', location: '18.4,-66.06', countries: 'MX,VI', key: 'secret', version: STORE_LOCATOR_VERSION });
    } finally {
      server.close();
    }
    await expect(findStoreLocations(db(), { latitude: 0, longitude: 0, country: 'US' }, { url: 'not a url', apiKey: 'k' })).rejects.toMatchObject({ kind: 'unavailable' });
  });
});
