/**
 * The two shoppers of the HTTP load benchmarks (bench/pages.ts, bench/shopper-parts.ts): one with
 * a saved vehicle and a preferred store, chosen through the storefront's own calls (the cookies
 * POST /ecomm/b2c/v1/vehicles/preferred and /ecomm/b2c/v1/store/preferredStore set), and an
 * anonymous one with the cookies of a first visit to the home page, if any.
 */
import { COOKIES } from '../../src/lib/storage-keys';
import { cookieHeader, cookieJar } from './load';

export type ShopperName = 'vehicle and store' | 'anonymous';
export interface Shopper {
  name: ShopperName;
  /** The Cookie header the shopper's browser sends. */
  cookie: string;
  /** What the shopper's cookies hold, for the report. */
  about: string;
}

/** A request as the shopper's browser makes it; its Set-Cookie answers merged into `jar`. */
async function call(base: string, path: string, jar: Map<string, string>, init: RequestInit = {}): Promise<{ response: Response; jar: Map<string, string> }> {
  const response = await fetch(`${base}${path}`, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie: cookieHeader(jar), origin: base } });
  return { response, jar: cookieJar(response.headers.getSetCookie(), jar) };
}

async function json<T>(base: string, path: string): Promise<T> {
  const response = await fetch(`${base}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The two shoppers: cookies from a first visit; the second also chooses a vehicle and a store through the storefront's calls. */
export async function benchShoppers(base: string): Promise<Shopper[]> {
  const first = await call(base, '/', new Map());
  await first.response.arrayBuffer();
  const anonymous: Shopper = { name: 'anonymous', cookie: cookieHeader(first.jar), about: first.jar.size ? `cookies of a first visit: ${[...first.jar.keys()].join(', ')}` : 'no cookies' };

  const year = 2018;
  const { makes } = await json<{ makes: { id: number; name: string }[] }>(base, `/ecomm/b2c/v1/vehicles/makes?year=${year}`);
  const make = makes.find((m) => m.name === 'Toyota') ?? makes[0];
  if (!make) throw new Error(`no makes in ${year}`);
  const { models } = await json<{ models: { id: number; name: string }[] }>(base, `/ecomm/b2c/v1/vehicles/models?year=${year}&makeId=${make.id}`);
  const model = models.find((m) => m.name === 'Camry') ?? models[0];
  if (!model) throw new Error(`no ${make.name} models in ${year}`);
  let { response, jar } = await call(base, '/ecomm/b2c/v1/vehicles/preferred', first.jar, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ year, makeId: make.id, modelId: model.id }),
  });
  if (!response.ok) throw new Error(`choosing a vehicle answered ${response.status}: ${await response.text()}`);
  await response.arrayBuffer();
  const { response: { locations } } = await json<{ response: { locations: { storeNumber: string }[] } }>(base, '/ecomm/b2c/v1/store/locations?zip=78701&limit=1');
  const store = locations[0];
  if (!store) throw new Error('no store near 78701');
  ({ response, jar } = await call(base, '/ecomm/b2c/v1/store/preferredStore', jar, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ storeNumber: store.storeNumber }),
  }));
  if (!response.ok) throw new Error(`choosing a store answered ${response.status}: ${await response.text()}`);
  await response.arrayBuffer();
  for (const name of [COOKIES.preferredVehicleId, COOKIES.preferredStoreId]) if (!jar.get(name)) throw new Error(`the storefront set no ${name} cookie`);
  const vehicle: Shopper = {
    name: 'vehicle and store',
    cookie: cookieHeader(jar),
    about: `${year} ${make.name} ${model.name} (\`${COOKIES.preferredVehicleId}\` ${jar.get(COOKIES.preferredVehicleId)}) and store ${store.storeNumber} near ZIP 78701 (\`${COOKIES.preferredStoreId}\`); ${jar.size} cookies in all`,
  };
  return [vehicle, anonymous];
}

