import { NextRequest, type NextResponse } from 'next/server';
import { describe, expect, it } from 'vitest';
import { generateStores } from '@/server/stores/seed';
import { POST } from './route';

const ALL = generateStores();

async function post(body: unknown, query = ''): Promise<NextResponse> {
  return (await POST(new NextRequest(`http://localhost/ecomm/b2c/v1/store/preferredStore${query}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }))) as NextResponse;
}

describe('POST /ecomm/b2c/v1/store/preferredStore', () => {
  it('sets the store in the preferredStoreId and preferredZipCode cookies and answers its details', async () => {
    const store = ALL.find((s) => s.country === 'US')!;
    const response = await post({ storeNumber: store.storeNumber });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { storeNumber: string; storeDetails: Record<string, unknown>; store: { city: string } };
    expect(body.storeNumber).toBe(store.storeNumber);
    expect(body.storeDetails).toMatchObject({ storeNumber: store.storeNumber, address1: store.address1, bopusEnabled: store.bopusEnabled });
    expect(body.storeDetails.messageToDisplay).toMatch(/^(Open until|Closed)/);
    expect(body.store.city).toBe(store.city);
    expect(response.cookies.get('preferredStoreId')).toMatchObject({ value: store.storeNumber, path: '/', sameSite: 'lax' });
    expect(response.cookies.get('preferredZipCode')?.value).toBe(store.postalCode.slice(0, 5));
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it("writes Mexico's message in Spanish and keeps the colonia", async () => {
    const store = ALL.find((s) => s.country === 'MX')!;
    const body = (await (await post({ storeNumber: store.storeNumber }, '?locale=es-MX')).json()) as { storeDetails: { address2: string; messageToDisplay: string } };
    expect(body.storeDetails.address2).toBe(store.address2);
    expect(body.storeDetails.messageToDisplay).toMatch(/^(Abierto|Cerrado)/);
  });

  it('refuses an unknown store, a store of another market and a malformed number, setting nothing', async () => {
    const unknown = await post({ storeNumber: '6997' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ errorCode: 'STORE_NOT_FOUND' });
    expect(unknown.cookies.get('preferredStoreId')).toBeUndefined();
    const brazil = ALL.find((s) => s.country === 'BR')!;
    const other = await post({ storeNumber: brazil.storeNumber });
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({ errorCode: 'STORE_NOT_IN_MARKET' });
    expect((await post({ storeNumber: 'abc' })).status).toBe(400);
    expect((await post(null)).status).toBe(400);
  });

  it('lets a Mexican shopper choose a Virgin Islands store but not a Puerto Rico one (spec §7 country filters)', async () => {
    const vi = ALL.find((s) => s.country === 'VI')!;
    const pr = ALL.find((s) => s.country === 'PR')!;
    expect((await post({ storeNumber: vi.storeNumber }, '?locale=es-MX')).status).toBe(200);
    expect((await post({ storeNumber: pr.storeNumber }, '?locale=es-MX')).status).toBe(422);
    expect((await post({ storeNumber: pr.storeNumber }, '?locale=en-US')).status).toBe(200);
  });
});
