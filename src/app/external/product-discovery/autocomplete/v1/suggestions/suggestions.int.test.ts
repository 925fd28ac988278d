import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_SUGGESTIONS_MAX_DESKTOP, RESPONSE_CACHE_SECONDS } from '@/lib/constants';
import { GARAGE_COOKIE, serializeGarage } from '@/lib/garage';
import { SEARCH_TEXT_MAX_CHARACTERS } from '@/lib/search-text';
import { COOKIES } from '@/lib/storage-keys';
import { db } from '@/server/db/client';
import { refreshSearchDocuments } from '@/server/search/refresh';
import { fittingSamples, type FittingSample } from '@/server/search/samples';
import { GET as autoSuggestions } from '../../../../../sls/pd/product-navigation-search/v1/auto-suggestions/route';
import { GET } from './route';

const get = (query: string, cookie = '') =>
  new NextRequest(`http://localhost/external/product-discovery/autocomplete/v1/suggestions?${query}`, { headers: { cookie } });
const json = async (response: Response) => ({ status: response.status, cache: response.headers.get('cache-control'), body: await response.json() });
const base = 'country=USA&customerType=B2C&salesChannel=ECOMM';

/** A generated product that fits a base vehicle whatever its engine, and that vehicle. */
let fitting: FittingSample;

beforeAll(async () => {
  await refreshSearchDocuments(db());
  fitting = (await fittingSamples(db()))[0]!;
});

describe('GET /external/product-discovery/autocomplete/v1/suggestions', () => {
  it('answers general and product suggestions; public cache when the vehicle is in the URL', async () => {
    const { status, cache, body } = await json(await GET(get(`${base}&searchTerm=brake%20pad&vehicleId=${fitting.baseVehicleId}`)));
    expect(status).toBe(200);
    expect(cache).toBe(`public, max-age=${RESPONSE_CACHE_SECONDS}, stale-while-revalidate=${RESPONSE_CACHE_SECONDS}`);
    expect(body.generalSuggestions).toContain('Brake Pad Set');
    expect(body.productTitleSuggestions.length).toBeGreaterThan(0);
    expect(body.productTitleSuggestions.length).toBeLessThanOrEqual(PRODUCT_SUGGESTIONS_MAX_DESKTOP);
    for (const p of body.productTitleSuggestions) {
      expect(Object.keys(p).sort()).toEqual(['itemDescription', 'productDetailsPageUrl', 'productImageUrl', 'suggestedSearchTerm', 'vehicleFitment']);
      expect(['FITS', 'NEEDS_MORE_INFO']).toContain(p.vehicleFitment);
    }
  });

  it('says FITS for the vehicle given, and uses the saved vehicle (privately cached) when none is', async () => {
    const named = await json(await GET(get(`${base}&searchTerm=${fitting.partNumber}&vehicleId=${fitting.baseVehicleId}`)));
    expect(named.body.productTitleSuggestions[0]).toMatchObject({ suggestedSearchTerm: fitting.partNumber, productDetailsPageUrl: `/products/${fitting.slug}`, vehicleFitment: 'FITS' });

    const anonymous = await json(await GET(get(`${base}&searchTerm=${fitting.partNumber}`)));
    expect(anonymous.cache).toBe('private, no-store');
    expect(anonymous.body.productTitleSuggestions[0].vehicleFitment).toBe('NEEDS_MORE_INFO');

    const key = String(fitting.baseVehicleId);
    const saved = await json(await GET(get(`${base}&searchTerm=${fitting.partNumber}`, `${GARAGE_COOKIE}=${serializeGarage([{ baseVehicleId: fitting.baseVehicleId }])}; ${COOKIES.preferredVehicleId}=${key}`)));
    expect(saved.cache).toBe('private, no-store');
    expect(saved.body.productTitleSuggestions[0].vehicleFitment).toBe('FITS');
  });

  it('answers in the locale of the request, whose market must be the country asked', async () => {
    const mexico = await json(await GET(get('country=MEX&customerType=B2C&salesChannel=ECOMM&searchTerm=balatas&locale=es-MX')));
    expect(mexico.status).toBe(200);
    expect(mexico.body.generalSuggestions).toContain('Juego de balatas');
    expect(mexico.body.productTitleSuggestions.every((p: { productDetailsPageUrl: string }) => p.productDetailsPageUrl.startsWith('/es-MX/products/'))).toBe(true);

    const mismatch = await json(await GET(get('country=USA&customerType=B2C&salesChannel=ECOMM&searchTerm=balatas&locale=es-MX')));
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toMatchObject({ errorCode: 'VALIDATION_FAILED', errorDetails: [{ errorCode: 'VALIDATION_FAILED' }] });
  });

  it('answers nothing for empty text, and refuses bad queries with the error envelope', async () => {
    const empty = await json(await GET(get(`${base}&searchTerm=`)));
    expect(empty.body).toEqual({ generalSuggestions: [], productTitleSuggestions: [] });
    const cases = [
      `${base}`,
      `${base}&searchTerm=${'a'.repeat(SEARCH_TEXT_MAX_CHARACTERS + 1)}`,
      `country=USA&customerType=B2B&salesChannel=ECOMM&searchTerm=brake`,
      `${base}&searchTerm=brake&vehicleId=camry`,
      `${base}&searchTerm=brake&locale=fr-FR`,
    ];
    for (const query of cases) {
      const { status, body } = await json(await GET(get(query)));
      expect([query, status]).toEqual([query, 400]);
      expect(typeof body.errorMessageDefault).toBe('string');
      expect(body.errorDetails[0].errorCode).toBe(body.errorCode);
    }
  });

  it('keeps only letters, digits, spaces and the allowed characters of the term', async () => {
    const cleaned = await json(await GET(get(`${base}&searchTerm=${encodeURIComponent('<brake> pa!')}`)));
    const plain = await json(await GET(get(`${base}&searchTerm=${encodeURIComponent('brake pa')}`)));
    expect(cleaned.status).toBe(200);
    expect(cleaned.body).toEqual(plain.body);
  });
});

describe('GET /sls/pd/product-navigation-search/v1/auto-suggestions', () => {
  const sls = (query: string) => new NextRequest(`http://localhost/sls/pd/product-navigation-search/v1/auto-suggestions?${query}`);

  it('takes the vehicle as year, make and model, and gives the same answer', async () => {
    const vehicle = `year=${fitting.year}&makeId=${fitting.makeId}&modelId=${fitting.modelId}&storeId=6997`;
    const answer = await json(await autoSuggestions(sls(`${base}&searchTerm=${fitting.partNumber}&${vehicle}`)));
    expect(answer.status).toBe(200);
    expect(answer.cache).toMatch(/^public/);
    expect(answer.body.productTitleSuggestions[0]).toMatchObject({ suggestedSearchTerm: fitting.partNumber, vehicleFitment: 'FITS' });
    const same = await json(await GET(get(`${base}&searchTerm=${fitting.partNumber}&vehicleId=${fitting.baseVehicleId}`)));
    expect(answer.body).toEqual(same.body);
  });

  it('refuses a model without a year and vehicle questions that are not ids', async () => {
    expect((await autoSuggestions(sls(`${base}&searchTerm=brake&modelId=${fitting.modelId}`))).status).toBe(400);
    expect((await autoSuggestions(sls(`${base}&searchTerm=brake&year=${fitting.year}&modelId=${fitting.modelId}&vehicleQuestions=engineId:x`))).status).toBe(400);
  });
});
