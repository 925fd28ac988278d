import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { VIN_FIXTURES } from '@/server/vehicles/vin/fixtures';
import { GET as engines } from './engines/route';
import { DELETE as removeFromGarage } from './garage/[key]/route';
import { GET as garage } from './garage/route';
import { GET as makes } from './makes/route';
import { GET as models } from './models/route';
import { POST as preferred } from './preferred/route';
import { GET as vin } from './vin/[vin]/route';
import { GET as years } from './years/route';

const get = (path: string, cookie = '') => new NextRequest(`http://localhost${path}`, { headers: { cookie } });
const json = async (response: Response) => ({ status: response.status, body: await response.json() });
const named = (list: { id: number; name: string }[], name: string) => list.find((o) => o.name === name);

describe('vehicle lists', () => {
  it('go year, make, model, engine on the real data: 2015 Toyota Camry 2.5L L4 Gas', async () => {
    const y = await json(await years());
    expect(y.body.years[0].id).toBeGreaterThanOrEqual(2026);
    expect(y.body.years.at(-1).id).toBe(1990);

    const m = await json(await makes(get('/x?year=2015')));
    const toyota = named(m.body.makes, 'Toyota');
    expect(toyota).toBeDefined();
    expect(named(m.body.makes, 'Ford')).toBeDefined();

    const mo = await json(await models(get(`/x?year=2015&makeId=${toyota!.id}`)));
    const camry = named(mo.body.models, 'Camry');
    expect(camry).toBeDefined();

    const e = await json(await engines(get(`/x?year=2015&makeId=${toyota!.id}&modelId=${camry!.id}`)));
    expect(e.body.baseVehicleId).toBe(2015 * 100_000 + camry!.id);
    expect(e.body.engines.map((x: { name: string }) => x.name)).toEqual(expect.arrayContaining(['2.5L L4 Gas', '3.5L V6 Gas']));
  });

  it('refuse bad input with the error envelope', async () => {
    const bad = await json(await makes(get('/x?year=1889')));
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe('VALIDATION_FAILED');
    const missing = await json(await engines(get('/x?year=2015&makeId=1&modelId=1')));
    expect(missing.status).toBe(404);
    expect(missing.body.errorDetails[0].errorCode).toBe('VEHICLE_NOT_FOUND');
  });
});

describe('VIN decoding', () => {
  const params = (v: string) => ({ params: Promise.resolve({ vin: v }) });

  it.each(VIN_FIXTURES)('$vin decodes to the right year, make and model', async (fixture) => {
    const { status, body } = await json(await vin(get(`/x/${fixture.vin}`), params(fixture.vin)));
    expect(status).toBe(200);
    expect(body.decoded).toMatchObject({ year: fixture.year, make: fixture.make });
    expect(body.decoded.model).toBe(fixture.model);
  });

  it('says why a VIN is wrong', async () => {
    const cases = [
      ['1HGCM82633A00435', 400, 'VIN_LENGTH'],
      ['1HGCM82633AO04352', 400, 'VIN_CHARACTERS'],
      ['1HGCM82633A004353', 400, 'VIN_CHECK_DIGIT'],
      ['ZZZZZZZZZZZZZZZZZ', 404, 'VIN_UNKNOWN_MANUFACTURER'],
    ] as const;
    for (const [v, status, code] of cases) {
      const response = await json(await vin(get(`/x/${v}`), params(v)));
      expect([v, response.status, response.body.errorCode]).toEqual([v, status, code]);
    }
  });
});

describe('preferred vehicle and garage', () => {
  const cookieHeader = (response: Response) =>
    response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0] ?? '')
      .filter((c) => !c.endsWith('='))
      .join('; ');

  it('sets the preferred-vehicle cookies, keeps a garage, and removes from it', async () => {
    const toyota = named((await json(await makes(get('/x?year=2015')))).body.makes, 'Toyota')!;
    const camry = named((await json(await models(get(`/x?year=2015&makeId=${toyota.id}`)))).body.models, 'Camry')!;
    const post = (body: unknown, cookie = '') =>
      preferred(new NextRequest('http://localhost/x', { method: 'POST', body: JSON.stringify(body), headers: { cookie, 'content-type': 'application/json' } }));

    const first = await post({ year: 2015, makeId: toyota.id, modelId: camry.id });
    expect(first.status).toBe(200);
    const set = first.headers.getSetCookie().join('\n');
    expect(set).toMatch(/preferredVehicleYear=2015/);
    expect(set).toMatch(/preferredVehicleMake=Toyota/);
    expect(set).toMatch(/preferredVehicleModel=Camry/);
    expect(set).toMatch(/userVehicleCount=1/);
    expect(set).toMatch(/garageVehicles=\d+;.*HttpOnly/i);
    expect(set).toMatch(/SameSite=lax/i);

    const ford = named((await json(await makes(get('/x?year=2018')))).body.makes, 'Ford')!;
    const f150 = named((await json(await models(get(`/x?year=2018&makeId=${ford.id}`)))).body.models, 'F-150')!;
    const second = await post({ year: 2018, makeId: ford.id, modelId: f150.id }, cookieHeader(first));
    const state = (await second.json()) as { preferred: { name: string }; vehicles: { vehicleKey: string; name: string }[] };
    expect(state.preferred.name).toBe('2018 Ford F-150');
    expect(state.vehicles.map((v) => v.name)).toEqual(['2018 Ford F-150', '2015 Toyota Camry']);

    const listed = await json(await garage(get('/x', cookieHeader(second))));
    expect(listed.body.vehicles).toHaveLength(2);

    const fordKey = state.vehicles[0]!.vehicleKey;
    const removed = await removeFromGarage(get('/x', cookieHeader(second)), { params: Promise.resolve({ key: fordKey }) });
    const after = await removed.json();
    expect(after.vehicles.map((v: { name: string }) => v.name)).toEqual(['2015 Toyota Camry']);
    expect(after.preferred.name).toBe('2015 Toyota Camry');
  });

  it('refuses a vehicle that does not exist', async () => {
    const response = await preferred(new NextRequest('http://localhost/x', { method: 'POST', body: JSON.stringify({ vehicleKey: '201599999' }) }));
    expect(response.status).toBe(404);
  });
});
