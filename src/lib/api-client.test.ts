import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESPONSE_CACHE_SECONDS, RETRY_WAIT_OTHERWISE_MS, RETRY_WAIT_WHEN_TWO_LEFT_MS } from './constants';
import { ApiCallError, REQUEST_TIMEOUT_MS, RETRY_BUDGET, createApiClient, isRetriedEndpoint, retryWaitMs } from './api-client';
import { onSignInExpired } from './session-events';

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

  it('throws the server error envelope as an ApiCallError', async () => {
    const envelope = { errorCode: 'X', errorMessageKey: 'k', errorMessageDefault: 'Nope', errorDetails: [{ errorCode: 'X', errorMessageKey: 'k', errorMessageDefault: 'Nope' }] };
    const { fetch } = recorder([() => new Response(JSON.stringify(envelope), { status: 400 })]);
    const client = createApiClient({ locale: 'en-US', aces: false, viewportWidth: () => 390, fetch });
    await expect(client.get('/api/x')).rejects.toMatchObject({ status: 400, detail: { errorCode: 'X' }, message: 'Nope' });
    const { fetch: htmlFetch } = recorder([() => new Response('<html>Method Not Allowed</html>', { status: 405 })]);
    const htmlClient = createApiClient({ locale: 'en-US', aces: false, viewportWidth: () => 390, fetch: htmlFetch });
    await expect(htmlClient.get('/api/x')).rejects.toEqual(new ApiCallError(405, null));
  });
});

const status = (code: number, body: unknown = {}) => () => new Response(JSON.stringify(body), { status: code });
const withCode = (code: number, errorCode: string) =>
  status(code, { errorCode, errorMessageKey: 'k', errorMessageDefault: 'Cart changed', errorDetails: [{ errorCode, errorMessageKey: 'k', errorMessageDefault: 'Cart changed' }] });

function harness(responses: (() => Response)[], extra: Partial<Parameters<typeof createApiClient>[0]> = {}) {
  const rec = recorder(responses);
  const waits: number[] = [];
  const client = createApiClient({
    locale: 'en-US',
    aces: true,
    viewportWidth: () => 1280,
    fetch: rec.fetch,
    sleep: async (ms) => {
      waits.push(ms);
    },
    ...extra,
  });
  return { ...rec, waits, client };
}

describe('retry rule (spec §8 HTTP, §9)', () => {
  it('waits 2 s when two are left, 4 s otherwise, and stops at one', () => {
    expect(RETRY_BUDGET).toBe(3);
    expect(retryWaitMs(3)).toBe(RETRY_WAIT_OTHERWISE_MS);
    expect(retryWaitMs(2)).toBe(RETRY_WAIT_WHEN_TWO_LEFT_MS);
  });

  it.each([
    ['/ecomm/b2c/v1/order/item', true],
    ['/ecomm/b2c/v4/order/details?orderType=x', true],
    ['/ecomm/b2c/v3/order', true],
    ['/ecomm/b2c/v1/shoppingCart/mini-cart', true],
    ['/ecomm/b2c/browse/v1/page-type?canonicalPath=/x', true],
    ['/ecomm/b2c/v2/page/header', true],
    ['/ecomm/b2c/v3/page/header?hideXMContent=true', true],
    ['/ecomm/b2c/v1/orderSomething', false],
    ['/ecomm/b2c/v1/currentUser', false],
    ['/ecomm/b2c/v1/store/preferredStore', false],
    ['/api/cms/footer', false],
  ])('%s is a retried endpoint: %s', (path, expected) => {
    expect(isRetriedEndpoint(path)).toBe(expected);
  });

  it.each([
    [401, 3, [4000, 2000]],
    [500, 3, [4000, 2000]],
    [502, 3, [4000, 2000]],
    [503, 3, [4000, 2000]],
    [504, 3, [4000, 2000]],
    [400, 1, []],
    [404, 1, []],
    [403, 1, []],
    [501, 1, []],
  ])('a GET answered %i on a listed endpoint is sent %i times with waits %j', async (code, sends, waits) => {
    const h = harness([status(code), status(code), status(code)]);
    await expect(h.client.get('/ecomm/b2c/v4/order/details')).rejects.toMatchObject({ status: code });
    expect(h.calls).toHaveLength(sends);
    expect(h.waits).toEqual(waits);
  });

  it.each([
    ['GET', '/ecomm/b2c/v1/shoppingCart/mini-cart', {}, 2],
    ['PUT', '/ecomm/b2c/v1/order/address', {}, 2],
    ['DELETE', '/ecomm/b2c/v1/order/item/1', {}, 2],
    ['POST', '/ecomm/b2c/v3/order/commit', { 'Idempotency-Key': 'k-1' }, 2],
    ['POST', '/ecomm/b2c/v1/order/verifyForCheckout', {}, 2],
    ['POST', '/ecomm/b2c/v1/order/item', {}, 1],
    ['POST', '/ecomm/b2c/v3/order/commit', {}, 1],
    ['PATCH', '/ecomm/b2c/v1/order/payment', {}, 1],
    ['GET', '/ecomm/b2c/v1/store/locations?zip=10001', {}, 1],
    ['GET', '/api/cms/top-nav', {}, 1],
  ] as const)('%s %s %j after a 503: sent %i times', async (method, path, headers, sends) => {
    const h = harness([status(503), ok({ done: true }), ok({ again: true })]);
    const request = { headers: { ...headers } };
    const call =
      method === 'GET' ? h.client.get(path, request)
      : method === 'DELETE' ? h.client.delete(path, request)
      : method === 'PUT' ? h.client.put(path, {}, request)
      : method === 'PATCH' ? h.client.patch(path, {}, request)
      : h.client.post(path, {}, request);
    if (sends === 1) await expect(call).rejects.toMatchObject({ status: 503 });
    else await expect(call).resolves.toEqual({ done: true });
    expect(h.calls).toHaveLength(sends);
    expect(h.waits).toEqual(sends === 1 ? [] : [4000]);
  });

  it('sends the Idempotency-Key with every attempt', async () => {
    const h = harness([status(502), status(504), ok({ orderNumber: '1' })]);
    await expect(h.client.post('/ecomm/b2c/v3/order/commit', {}, { headers: { 'Idempotency-Key': 'abc' } })).resolves.toEqual({ orderNumber: '1' });
    expect(h.calls.map((c) => new Headers(c.init.headers).get('idempotency-key'))).toEqual(['abc', 'abc', 'abc']);
    expect(h.calls.every((c) => c.init.body === '{}')).toBe(true);
    expect(h.waits).toEqual([4000, 2000]);
  });
});

describe('cart re-verify on 7081-7083 (spec §8)', () => {
  it('re-verifies once, then retries, on 7082 for a POST to /ecomm/b2c/v1/order/item', async () => {
    const reverifyCart = vi.fn(async () => {});
    const h = harness([withCode(500, '7082'), ok({ added: true })], { reverifyCart });
    await expect(h.client.post('/ecomm/b2c/v1/order/item', { sku: '1' }, { headers: { 'Idempotency-Key': 'i-1' } })).resolves.toEqual({ added: true });
    expect(reverifyCart).toHaveBeenCalledTimes(1);
    expect(h.calls).toHaveLength(2);
  });

  it.each(['7081', '7083'])('re-verifies on %s', async (code) => {
    const reverifyCart = vi.fn(async () => {});
    const h = harness([withCode(503, code), ok({})], { reverifyCart });
    await h.client.put('/ecomm/b2c/v2/order/address', {});
    expect(reverifyCart).toHaveBeenCalledTimes(1);
  });

  it('does not re-verify for a GET, nor for a PATCH to a payment path, nor for another code', async () => {
    const reverifyCart = vi.fn(async () => {});
    const get = harness([withCode(500, '7082'), ok({})], { reverifyCart });
    await get.client.get('/ecomm/b2c/v4/order/details');
    expect(get.calls).toHaveLength(2);
    const patch = harness([withCode(500, '7082'), ok({})], { reverifyCart });
    await patch.client.patch('/ecomm/b2c/v1/order/payment', {}, { headers: { 'Idempotency-Key': 'p-1' } });
    expect(patch.calls).toHaveLength(2);
    const other = harness([withCode(500, '7090'), ok({})], { reverifyCart });
    await other.client.post('/ecomm/b2c/v1/order/item', {}, { headers: { 'Idempotency-Key': 'i-2' } });
    expect(other.calls).toHaveLength(2);
    expect(reverifyCart).not.toHaveBeenCalled();
  });

  it('does not retry when the re-verify fails, and throws the original error', async () => {
    const h = harness([withCode(500, '7081')], { reverifyCart: async () => Promise.reject(new Error('verify down')) });
    await expect(h.client.post('/ecomm/b2c/v1/order/item', {}, { headers: { 'Idempotency-Key': 'i-3' } })).rejects.toMatchObject({ status: 500, detail: { errorCode: '7081' } });
    expect(h.calls).toHaveLength(1);
  });
});

describe('sign-in expired on 401 (spec §7, §8)', () => {
  afterEach(() => vi.unstubAllGlobals());

  function listen() {
    vi.stubGlobal('window', new EventTarget());
    const heard: unknown[] = [];
    const stop = onSignInExpired((detail) => heard.push(detail));
    return { heard, stop };
  }

  it('announces once after the retries run out on a listed endpoint', async () => {
    const { heard } = listen();
    const h = harness([status(401), status(401), status(401)]);
    await expect(h.client.get('/ecomm/b2c/v1/shoppingCart/mini-cart?x=1')).rejects.toBeInstanceOf(ApiCallError);
    expect(h.calls).toHaveLength(3);
    expect(heard).toEqual([{ path: '/ecomm/b2c/v1/shoppingCart/mini-cart' }]);
  });

  it('announces at once for an endpoint that is not retried', async () => {
    const { heard } = listen();
    const h = harness([status(401)]);
    await expect(h.client.get('/ecomm/b2c/v1/currentUser')).rejects.toMatchObject({ status: 401 });
    expect(heard).toEqual([{ path: '/ecomm/b2c/v1/currentUser' }]);
  });

  it('stays quiet when a retry succeeds, for the login call, and for other statuses', async () => {
    const { heard, stop } = listen();
    const retried = harness([status(401), ok({})]);
    await retried.client.get('/ecomm/b2c/v2/page/header');
    const login = harness([status(401), status(401)]);
    await expect(login.client.get('/ecomm/b2c/v1/token', { login: true })).rejects.toMatchObject({ status: 401 });
    await expect(login.client.post('/api/auth/sign-in/email', {})).rejects.toMatchObject({ status: 401 });
    const forbidden = harness([status(403)]);
    await expect(forbidden.client.get('/ecomm/b2c/v1/currentUser')).rejects.toMatchObject({ status: 403 });
    expect(heard).toEqual([]);
    stop();
  });

  it('does nothing on the server, where there is no window', async () => {
    expect(typeof window).toBe('undefined');
    expect(onSignInExpired(() => {})).toBeTypeOf('function');
    const h = harness([status(401)]);
    await expect(h.client.get('/ecomm/b2c/v1/currentUser')).rejects.toMatchObject({ status: 401 });
  });
});

describe('timeouts (spec §9)', () => {
  function hanging() {
    const signals: (AbortSignal | null | undefined)[] = [];
    const fetch = ((_url: RequestInfo | URL, init?: RequestInit) => {
      signals.push(init?.signal);
      return new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    }) as typeof globalThis.fetch;
    return { signals, fetch };
  }

  it('gives every send a timeout signal, the default unless the call names one', async () => {
    const h = harness([ok({})]);
    await h.client.get('/api/cms/footer');
    expect(h.calls[0]?.init.signal).toBeInstanceOf(AbortSignal);
    expect(REQUEST_TIMEOUT_MS.default).toBe(15_000);
    const { fetch, signals } = hanging();
    const client = createApiClient({ locale: 'en-US', aces: false, viewportWidth: () => 390, fetch });
    await expect(client.get('/ecomm/b2c/v4/order/details', { timeoutMs: 20 })).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(signals).toHaveLength(1);
  });
});
