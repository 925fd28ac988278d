import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { COOKIES } from '@/lib/storage-keys';
import { db } from '@/server/db/client';
import { dismiss, pilotAlertType, raiseAlert } from '@/server/rewards/alerts';
import { generateStores } from '@/server/stores/seed';
import { signedInMember } from '../../../../tests/integration/members';
import { GET as currentUser } from './v1/currentUser/route';
import { GET as headerV2 } from './v2/page/header/route';
import { GET as headerV3 } from './v3/page/header/route';

const get = (path: string, headers: Record<string, string> = {}) => new NextRequest(`http://localhost${path}`, { headers });

describe('GET /ecomm/b2c/v1/currentUser', () => {
  it('describes a guest: not signed in, default store, empty cart, no vehicle', async () => {
    const response = await currentUser(get('/ecomm/b2c/v1/currentUser'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('token_id')).toMatch(/^[0-9a-f-]{36}$/);
    const body = await response.json();
    expect(body.myAccountMap.anonymous).not.toBe('false');
    expect(body.storeNumber).toBe('6997');
    expect(body.miniCartMap.itemCount).toBe(0);
    expect(body.vehicleMap.vehicleCount).toBe(0);
    expect(body.loyaltyAccountAlerts).toEqual([]);
  });

  const brazilStore = generateStores().find((s) => s.country === 'BR')!;

  it('reads the preferred store, the garage (resolved through the database) and the locale', async () => {
    const body = await (
      await currentUser(
        get('/ecomm/b2c/v1/currentUser?locale=pt-BR', {
          // Cookie text is not trusted: the names come from the key.
          cookie: `preferredStoreId=${brazilStore.storeNumber}; garageVehicles=201801801|201502469|999999999; preferredVehicleId=201502469; preferredVehicleMake=Hacked`,
        }),
      )
    ).json();
    expect(body.storeNumber).toBe(brazilStore.storeNumber);
    expect(body.storeDetails).toMatchObject({ storeNumber: brazilStore.storeNumber, address1: brazilStore.address1, bopusEnabled: brazilStore.bopusEnabled });
    expect(body.storeDetails.messageToDisplay).toMatch(/^(Aberto|Fechado)/);
    expect(body.vehicleMap).toMatchObject({ vehicleCount: 2, vehicleName: '2015 Toyota Camry', makeName: 'Toyota', model: '2469', catalogVehicleId: '201502469' });
    expect(body.miniCartMap.currency).toBe('BRL');
  });
});

describe('GET /ecomm/b2c/v2|v3/page/header', () => {
  it('v2 answers the header data without ACES attributes', async () => {
    const body = await (await headerV2(get('/ecomm/b2c/v2/page/header', { 'X-Aces-Enabled': 'true' }))).json();
    expect(body.vehicleMap.acesVehicleAttributes).toBeUndefined();
    expect(body.segments).toEqual(['guest']);
  });

  it('v3 adds the ACES attributes when ACES is on, and hideXMContent empties segmented content', async () => {
    const body = await (await headerV3(get('/ecomm/b2c/v3/page/header?hideXMContent=true', { 'X-Aces-Enabled': 'true' }))).json();
    expect(body.vehicleMap.acesVehicleAttributes.vehicleQuestionsNames).toHaveProperty('driveTypeName');
    expect(body.cmsSegmentedContent).toEqual({});
  });

  it('v3 leaves the ACES attributes out when the request says ACES is off', async () => {
    const body = await (await headerV3(get('/ecomm/b2c/v3/page/header', { 'X-Aces-Enabled': 'false' }))).json();
    expect(body.vehicleMap.acesVehicleAttributes).toBeUndefined();
  });
});

describe('GET /ecomm/b2c/v2|v3/page/header?shell=true (docs/decisions/041)', () => {
  const usStore = generateStores().find((s) => s.country === 'US')!;
  const cookie = `preferredStoreId=${usStore.storeNumber}; garageVehicles=201801801|201502469; preferredVehicleId=201502469`;

  it("adds the shell's view of the same shopper: store, my store, vehicle, cart, no member for a guest", async () => {
    for (const path of ['/ecomm/b2c/v2/page/header?shell=true', '/ecomm/b2c/v3/page/header?hideXMContent=true&shell=true']) {
      const body = await (await (path.includes('/v2/') ? headerV2 : headerV3)(get(path, { cookie }))).json();
      expect(body.storeNumber).toBe(usStore.storeNumber);
      expect(body.shell).toMatchObject({
        member: null,
        cartCount: body.miniCartMap.itemCount,
        vehicle: { count: 2, name: body.vehicleMap.vehicleName },
        store: { storeNumber: usStore.storeNumber, address1: usStore.address1, message: body.storeDetails.messageToDisplay },
        alerts: { terms: null, offers: null, pilot: null },
      });
      expect(body.shell.myStore.store).toMatchObject({ storeNumber: usStore.storeNumber, city: usStore.city });
    }
  });

  it('answers the spec header alone without the query', async () => {
    const body = await (await headerV2(get('/ecomm/b2c/v2/page/header', { cookie }))).json();
    expect(body.storeNumber).toBe(usStore.storeNumber);
    expect(body).not.toHaveProperty('shell');
  });
});

describe("the pilot banner's hint cookie (docs/decisions/045)", () => {
  const hint = (response: Response) => response.headers.getSetCookie().find((c) => c.startsWith(`${COOKIES.pilotAlertPrompt}=`));

  it("names the member's pilot alert while it prompts, for the next cached page's pre-paint script, and is removed once it does not", async () => {
    const member = await signedInMember();
    const pilot = pilotAlertType();
    await raiseAlert(db(), pilot, { userIds: [member.id] });
    const prompting = await headerV2(get('/ecomm/b2c/v2/page/header?shell=true', { cookie: member.cookie }));
    expect((await prompting.json()).shell.alerts.pilot).toMatchObject({ alertType: pilot, status: 'PROMPT' });
    expect(hint(prompting)).toMatch(new RegExp(`^${COOKIES.pilotAlertPrompt}=${pilot};.*Path=/`, 'i'));
    expect(hint(prompting)).not.toMatch(/HttpOnly/i);

    await dismiss(db(), member.id, pilot);
    const dismissed = await headerV2(get('/ecomm/b2c/v2/page/header?shell=true', { cookie: `${member.cookie}; ${COOKIES.pilotAlertPrompt}=${pilot}` }));
    expect(hint(dismissed)).toMatch(new RegExp(`^${COOKIES.pilotAlertPrompt}=;`));
  });

  it('is neither set nor removed for a guest without it, nor without the shell query', async () => {
    expect(hint(await headerV2(get('/ecomm/b2c/v2/page/header?shell=true')))).toBeUndefined();
    const member = await signedInMember();
    await raiseAlert(db(), pilotAlertType(), { userIds: [member.id] });
    expect(hint(await headerV2(get('/ecomm/b2c/v2/page/header', { cookie: member.cookie })))).toBeUndefined();
  });
});
