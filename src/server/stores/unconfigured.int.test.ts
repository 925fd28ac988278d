import { NextRequest } from 'next/server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { STORE_SEARCH_NOT_CONFIGURED, storeSearchConfig } from './service';

// This file's modules (and so its cached environment) are its own: an empty key here is the
// operator who set STORE_SEARCH_API_KEY= to nothing.
vi.stubEnv('STORE_SEARCH_API_KEY', '');
afterAll(() => {
  vi.unstubAllEnvs();
});

describe('store search without its configuration (spec §8)', () => {
  it('throws the missing-configuration error when the URL or the key is empty', () => {
    expect(() => storeSearchConfig({ STORE_SEARCH_URL: '', STORE_SEARCH_API_KEY: 'key' })).toThrow(STORE_SEARCH_NOT_CONFIGURED.errorMessageDefault);
    expect(() => storeSearchConfig({ STORE_SEARCH_URL: 'builtin', STORE_SEARCH_API_KEY: ' ' })).toThrow(STORE_SEARCH_NOT_CONFIGURED.errorMessageDefault);
    expect(storeSearchConfig({ STORE_SEARCH_URL: 'builtin', STORE_SEARCH_API_KEY: 'key' })).toEqual({ url: 'builtin', apiKey: 'key' });
  });

  it('answers the geosearch with that error in the envelope', async () => {
    const { GET } = await import('@/app/ecomm/b2c/v1/store/locations/route');
    const response = await GET(new NextRequest('http://localhost/ecomm/b2c/v1/store/locations?zip=10001'));
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ ...STORE_SEARCH_NOT_CONFIGURED, errorDetails: [STORE_SEARCH_NOT_CONFIGURED] });
  });
});
