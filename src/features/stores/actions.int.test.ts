import { beforeEach, describe, expect, it, vi } from 'vitest';

/** "Set as my store" on PostgreSQL, with Next's cookie jar, headers and redirect stood in for. */
vi.mock('next/headers', () => import('../../../tests/next-request').then((next) => next.nextHeaders));
vi.mock('next/navigation', () => import('../../../tests/next-request').then((next) => next.nextNavigation));

const { request } = await import('../../../tests/next-request');
request.headers = { 'x-forwarded-proto': 'https' };
const { setStoreAction } = await import('./actions');
const { STORE_COOKIE_MAX_AGE_DAYS } = await import('@/server/stores/preferred');
const { storeIn } = await import('../../../tests/integration/cart');

/** Where the action sent the shopper. */
async function setStore(fields: Record<string, string>): Promise<string> {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  try {
    await setStoreAction(data);
  } catch (error) {
    return (error as { to: string }).to;
  }
  throw new Error('the action did not redirect');
}

beforeEach(() => request.jar.clear());

describe('"Set as my store" (the setPreferredStore use case behind a form)', () => {
  it('writes the spec §3 store cookies as the REST route does, and goes back where the shopper was', async () => {
    const store = await storeIn('US');
    expect(await setStore({ storeNumber: ` ${store.storeNumber} `, locale: 'en-US', returnTo: '/stores' })).toBe('/stores');
    expect(request.jar.get('preferredStoreId')).toEqual({ value: store.storeNumber, options: { path: '/', maxAge: STORE_COOKIE_MAX_AGE_DAYS * 86_400, sameSite: 'lax', secure: true, httpOnly: false } });
    expect(request.jar.get('preferredZipCode')?.value).toBe(store.postalCode.slice(0, 5));
  });

  it("changes nothing for another market's store or a bad number, and never sends the shopper off the site", async () => {
    const mexican = await storeIn('MX');
    expect(await setStore({ storeNumber: mexican.storeNumber, locale: 'en-US', returnTo: 'https://evil.example/' })).toBe('/');
    expect(request.jar.size).toBe(0);
    expect(await setStore({ storeNumber: 'abc', locale: 'en-US', returnTo: '/stores' })).toBe('/');
    expect(request.jar.size).toBe(0);
  });
});
