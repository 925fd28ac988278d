import { and, asc, between, inArray, lte, sql } from 'drizzle-orm';
import zipcodes from 'zipcodes';
import { STORE_SEARCH_DEFAULT_LIMIT, STORE_SEARCH_DEFAULT_RADIUS } from '@/lib/constants';
import type { Market } from '@/lib/markets';
import type { Executor } from '@/server/db/client';
import { env, BUILTIN_STORE_SEARCH_URL } from '@/server/platform/env';
import { DomainError } from '@/server/platform/domain-error';
import { boundingBox, countryFilters, distanceUnit, EARTH_RADIUS_KM, fromKm, toKm, type DistanceUnit } from './geo';
import { openState, type DayHours } from './hours';
import { cachedStoreRead } from './cache';
import { loadCities, type City } from './cities';
import { stores, type Store, type StoreCountry, type StoreService } from './schema';

export interface StoreSearchConfig {
  url: string;
  apiKey: string;
}

/** Spec §8: the geo store search needs the store-search service URL and API key. */
export const STORE_SEARCH_NOT_CONFIGURED = {
  errorCode: 'STORE_SEARCH_NOT_CONFIGURED',
  errorMessageKey: 'error_storeSearch_notConfigured',
  errorMessageDefault: 'The store search service URL and API key are required.',
} as const;

/** The store-search configuration; missing (empty) URL or key is the §8 error. */
export function storeSearchConfig(source: { STORE_SEARCH_URL: string; STORE_SEARCH_API_KEY: string } = env()): StoreSearchConfig {
  const url = source.STORE_SEARCH_URL.trim();
  const apiKey = source.STORE_SEARCH_API_KEY.trim();
  if (!url || !apiKey) throw new DomainError('unavailable', { ...STORE_SEARCH_NOT_CONFIGURED });
  return { url, apiKey };
}

export interface StoreLocation {
  id: string;
  storeNumber: string;
  countryCode: StoreCountry;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  postalCode: string;
  phone: string;
  latitude: number;
  longitude: number;
  distance: { value: number; unit: DistanceUnit };
  timeZone: string;
  closed: { isClosed: boolean };
  todayHours: DayHours | null;
  services: StoreService[];
  bopusEnabled: boolean;
}

export interface LocationSearch {
  latitude: number;
  longitude: number;
  /** In the market's unit (miles in the US, km in Mexico and Brazil). */
  radius?: number;
  limit?: number;
  country: Market['country'];
  /** The instant for the open state; now by default. */
  now?: Date;
}

let citiesByCountry: Partial<Record<'MX' | 'BR', City[]>> = {};

/**
 * The centre of a postal code in a market: a US ZIP's centroid from `zipcodes`; in Mexico
 * and Brazil the city whose centre postal code shares the longest prefix (two digits at
 * least) with it. Null when it is unknown.
 */
export function locatePostalCode(code: string, country: Market['country']): { latitude: number; longitude: number } | null {
  const clean = code.replace(/[\s-]/g, '');
  if (country === 'US') {
    const found = zipcodes.lookup(clean.slice(0, 5));
    return found && found.country === 'US' ? { latitude: found.latitude, longitude: found.longitude } : null;
  }
  const cities = (citiesByCountry[country] ??= loadCities(country));
  let best: City | null = null;
  let bestLength = 1;
  for (const city of cities) {
    const cityCode = city.postalCode.replace(/\D/g, '');
    let n = 0;
    while (n < clean.length && n < cityCode.length && clean[n] === cityCode[n]) n++;
    if (n > bestLength) {
      best = city;
      bestLength = n;
    }
  }
  return best ? { latitude: best.latitude, longitude: best.longitude } : null;
}

/** Lowercase without accents, single-spaced: how city names are compared. */
function cityKey(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
}

let usCities: Map<string, { state: string; latitude: number; longitude: number; zips: number }[]> | null = null;

/** Every US, PR and VI city of `zipcodes`, with the centre of its ZIPs. */
function usCityIndex() {
  if (usCities) return usCities;
  const sums = new Map<string, { city: string; state: string; lat: number; lng: number; zips: number }>();
  for (const code of Object.values(zipcodes.codes)) {
    if (code.country !== 'US' || code.latitude === 0 || code.longitude >= 0) continue;
    const id = `${cityKey(code.city)}|${code.state}`;
    const sum = sums.get(id) ?? { city: cityKey(code.city), state: code.state, lat: 0, lng: 0, zips: 0 };
    sum.lat += code.latitude;
    sum.lng += code.longitude;
    sum.zips += 1;
    sums.set(id, sum);
  }
  usCities = new Map();
  for (const sum of sums.values()) {
    const list = usCities.get(sum.city) ?? [];
    list.push({ state: sum.state, latitude: sum.lat / sum.zips, longitude: sum.lng / sum.zips, zips: sum.zips });
    usCities.set(sum.city, list);
  }
  return usCities;
}

/**
 * The centre of a city named by the shopper ("Austin", "Austin, TX", "Guadalajara",
 * "São Paulo SP"): with a state, that state's city; without, the largest city of that
 * name (by number of ZIPs in the US). Null when there is none.
 */
export function locateCity(text: string, country: Market['country']): { latitude: number; longitude: number } | null {
  const parts = /^(.*?)[\s,]+([A-Za-z]{2,4})$/.exec(text.trim());
  const withState = parts ? { city: cityKey(parts[1]!), state: parts[2]!.toUpperCase() } : null;
  const name = cityKey(text);
  if (country === 'US') {
    const index = usCityIndex();
    const inState = withState && index.get(withState.city)?.find((c) => c.state === withState.state);
    if (inState) return inState;
    const largest = (index.get(name) ?? []).toSorted((a, b) => b.zips - a.zips)[0];
    return largest ?? null;
  }
  const cities = (citiesByCountry[country] ??= loadCities(country));
  const found =
    (withState && cities.find((c) => cityKey(c.city) === withState.city && c.state.toUpperCase() === withState.state)) ||
    cities.find((c) => cityKey(c.city) === name) ||
    cities.find((c) => cityKey(c.city).startsWith(name) && name.length >= 3);
  return found ? { latitude: found.latitude, longitude: found.longitude } : null;
}

/** For tests: forget the loaded city files. */
export function resetStoreCaches(): void {
  citiesByCountry = {};
  usCities = null;
}

/** The nearest stores within the radius, nearest first, from the stores table. */
export async function searchStores(executor: Executor, search: LocationSearch): Promise<StoreLocation[]> {
  const unit = distanceUnit(search.country);
  const rows = await storesWithin(executor, search.latitude, search.longitude, toKm(search.radius ?? STORE_SEARCH_DEFAULT_RADIUS, unit), search.limit ?? STORE_SEARCH_DEFAULT_LIMIT, search.country);
  return locations(rows, unit, search.now ?? new Date());
}

/**
 * The stores of a market around one of its stores, nearest first, the store itself among them
 * (inventory's sister stores). The same for every shopper of that store, so the geosearch is kept
 * in the cache (cache.ts); the open state is worked out at `now`.
 */
export async function storesAround(
  executor: Executor,
  store: Pick<Store, 'storeNumber' | 'latitude' | 'longitude'>,
  around: { radiusKm: number; limit: number; country: Market['country']; now?: Date },
): Promise<StoreLocation[]> {
  const rows = await cachedStoreRead(['around', store.storeNumber, around.country, around.radiusKm, around.limit], () =>
    storesWithin(executor, store.latitude, store.longitude, around.radiusKm, around.limit, around.country),
  );
  return locations(rows, distanceUnit(around.country), around.now ?? new Date());
}

/** The market's stores within `radiusKm` of a point, nearest first (ties by number), at most `limit`. */
async function storesWithin(executor: Executor, lat: number, lng: number, radiusKm: number, limit: number, country: Market['country']): Promise<{ store: Store; distanceKm: number }[]> {
  const box = boundingBox(lat, lng, radiusKm);
  const distanceKm = sql<number>`(${2 * EARTH_RADIUS_KM}::float8 * asin(least(1::float8, sqrt(
    power(sin(radians(${stores.latitude} - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(${stores.latitude})) * power(sin(radians(${stores.longitude} - ${lng}::float8) / 2), 2)))))`;
  const rows = await executor
    .select({ store: stores, distanceKm })
    .from(stores)
    .where(
      and(
        inArray(stores.country, countryFilters(country)),
        between(stores.latitude, box.minLat, box.maxLat),
        between(stores.longitude, box.minLng, box.maxLng),
        lte(distanceKm, radiusKm),
      ),
    )
    .orderBy(asc(distanceKm), asc(stores.storeNumber))
    .limit(limit);
  return rows.map((r) => ({ store: r.store, distanceKm: Number(r.distanceKm) }));
}

function locations(rows: { store: Store; distanceKm: number }[], unit: DistanceUnit, now: Date): StoreLocation[] {
  return rows.map(({ store, distanceKm }) => toLocation(store, { value: fromKm(distanceKm, unit), unit }, now));
}

/** A store as the locator answers it, its distance rounded to 0.1 in the unit given. */
export function toLocation(store: Store, distance: { value: number; unit: DistanceUnit }, now: Date): StoreLocation {
  const state = openState(store.hours, store.timeZone, now, store.country);
  return {
    id: store.storeNumber,
    storeNumber: store.storeNumber,
    countryCode: store.country,
    address1: store.address1,
    address2: store.address2,
    city: store.city,
    state: store.state,
    postalCode: store.postalCode,
    phone: store.phone,
    latitude: store.latitude,
    longitude: store.longitude,
    distance: { value: Math.round(distance.value * 10) / 10, unit: distance.unit },
    timeZone: store.timeZone,
    closed: { isClosed: state.isClosed },
    todayHours: state.today,
    services: store.services,
    bopusEnabled: store.bopusEnabled,
  };
}

/** The locator API version sent to a remote store-search service. */
export const STORE_LOCATOR_VERSION = '1';
const REMOTE_TIMEOUT_MS = 5000;

/**
 * A remote store-search service (spec §7): GET its URL with limit, radius, location
 * ("lat,lng"), the country filters, key and version; it answers { response: { locations } }
 * in the shape of StoreLocation.
 */
async function remoteSearch(config: StoreSearchConfig, search: LocationSearch): Promise<StoreLocation[]> {
  const url = new URL(config.url);
  url.searchParams.set('limit', String(search.limit ?? STORE_SEARCH_DEFAULT_LIMIT));
  url.searchParams.set('radius', String(search.radius ?? STORE_SEARCH_DEFAULT_RADIUS));
  url.searchParams.set('location', `${search.latitude},${search.longitude}`);
  url.searchParams.set('countries', countryFilters(search.country).join(','));
  url.searchParams.set('key', config.apiKey);
  url.searchParams.set('version', STORE_LOCATOR_VERSION);
  const failed = (why: string) =>
    new DomainError('upstreamFailed', { errorCode: 'STORE_SEARCH_FAILED', errorMessageKey: 'label_error_somethingNotworking', errorMessageDefault: `The store search service failed: ${why}` });
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS) });
  } catch (error) {
    throw failed(error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) throw failed(`HTTP ${response.status}`);
  const body = (await response.json().catch(() => null)) as { response?: { locations?: unknown } } | null;
  const locations = body?.response?.locations;
  if (!Array.isArray(locations)) throw failed('no response.locations');
  return locations as StoreLocation[];
}

/** The configured store search: 'builtin' reads the stores table; a URL is a remote service. */
export async function findStoreLocations(executor: Executor, search: LocationSearch, config: StoreSearchConfig = storeSearchConfig()): Promise<StoreLocation[]> {
  if (config.url === BUILTIN_STORE_SEARCH_URL) return searchStores(executor, search);
  if (!/^https?:\/\//.test(config.url)) throw new DomainError('unavailable', { ...STORE_SEARCH_NOT_CONFIGURED, errorMessageDefault: `Invalid store search service URL: ${config.url}` });
  return remoteSearch(config, search);
}

/** An unknown ZIP, postal code or city: 404 in the one envelope. */
export function unknownPlace(text: string): DomainError {
  return new DomainError('notFound', {
    errorCode: 'STORE_LOCATION_NOT_FOUND',
    errorMessageKey: 'error_storeSearch_unknownPlace',
    errorMessageDefault: `Unknown ZIP, postal code or city: ${text}`,
  });
}
