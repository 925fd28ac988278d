import { describe, expect, it } from 'vitest';
import { RESPONSE_CACHE_SECONDS } from './constants';
import { ApiError, createApiClient } from './api-client';

function recorder(responses: (() => Response)[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const next = responses.shift();
    if (!next) throw new Error('unexpected request');
    return next();
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

const ok = (body: unknown) => () => new Response(JSON.stringify(body), { status: 200 });

describe('API client', () => {
  it('sends the channel for the viewport, the requested-by marker, credentials and the locale', async () => {
    const { calls, fetch } = recorder([ok({ a: 1 })]);
    const client = createApiClient({ locale: 'es-MX', aces: true, viewportWidth: () => 800, fetch });
    await client.get('/api/cms/footer');
    const headers = new Headers(calls[0]?.init.headers);
    expect(calls[0]?.url).toBe('/api/cms/footer?locale=es-MX');
    expect(headers.get('x-sales-channel')).toBe('tablet');
    expect(headers.get('x-requested-by')).toBe('redline-storefront');
    expect(headers.has('content-type')).toBe(false);
    expect(headers.has('x-aces-enabled')).toBe(false);
    expect(calls[0]?.init.credentials).toBe('include');
  });

  it('marks /ecomm/b2c requests with X-Aces-Enabled and POSTs with the page type', async () => {
    const { calls, fetch } = recorder([ok({}), ok({})]);
    const client = createApiClient({ locale: 'en-US', aces: false, viewportWidth: () => 1280, pageType: () => 'home', fetch });
    await client.get('/ecomm/b2c/v1/currentUser');
    await client.post('/ecomm/b2c/v1/store/preferredStore', { storeNumber: '1' });
    expect(new Headers(calls[0]?.init.headers).get('x-aces-enabled')).toBe('false');
    expect(new Headers(calls[0]?.init.headers).has('x-page-type')).toBe(false);
    expect(new Headers(calls[1]?.init.headers).get('x-page-type')).toBe('home');
    expect(new Headers(calls[1]?.init.headers).get('x-sales-channel')).toBe('web');
    expect(new Headers(calls[1]?.init.headers).get('content-type')).toBe('application/json');
  });

  it('reuses a cached GET for 300 seconds, then asks again', async () => {
    let now = 0;
    const { calls, fetch } = recorder([ok({ v: 1 }), ok({ v: 2 })]);
    const client = createApiClient({ locale: 'en-US', aces: false, viewportWidth: () => 390, fetch, now: () => now });
    expect(await client.getCached('/api/cms/top-nav')).toEqual({ v: 1 });
    now = RESPONSE_CACHE_SECONDS * 1000 - 1;
    expect(await client.getCached('/api/cms/top-nav')).toEqual({ v: 1 });
    now = RESPONSE_CACHE_SECONDS * 1000;
    expect(await client.getCached('/api/cms/top-nav')).toEqual({ v: 2 });
    expect(calls).toHaveLength(2);
  });

  it('throws the server error envelope as an ApiError', async () => {
    const envelope = { errorCode: 'X', errorMessageKey: 'k', errorMessageDefault: 'Nope', errorDetails: [{ errorCode: 'X', errorMessageKey: 'k', errorMessageDefault: 'Nope' }] };
    const { fetch } = recorder([() => new Response(JSON.stringify(envelope), { status: 400 })]);
    const client = createApiClient({ locale: 'en-US', aces: false, viewportWidth: () => 390, fetch });
    await expect(client.get('/api/x')).rejects.toMatchObject({ status: 400, detail: { errorCode: 'X' }, message: 'Nope' });
    const { fetch: htmlFetch } = recorder([() => new Response('<html>Method Not Allowed</html>', { status: 405 })]);
    const htmlClient = createApiClient({ locale: 'en-US', aces: false, viewportWidth: () => 390, fetch: htmlFetch });
    await expect(htmlClient.get('/api/x')).rejects.toEqual(new ApiError(405, null));
  });
});
