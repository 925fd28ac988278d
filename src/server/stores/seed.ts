import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zipcodes from 'zipcodes';
import { DEFAULT_STORE_NUMBER } from '@/lib/constants';
import { random } from '@/server/catalog/generator';
import type { Executor } from '@/server/db/client';
import type { DayHours, WeekHours } from './hours';
import { STORE_SERVICES, stores, type StoreCountry, type StoreService } from './schema';

/** Real places for the generated stores (data/stores/README.md). */
export const STORE_DATA_DIR = path.join(process.cwd(), 'data', 'stores');
/** Bump when the generator below changes what it makes. */
const GENERATOR_VERSION = '1';
const SEED = 5_005;
/** US, PR and VI stores at ZIP centroids. */
export const US_STORE_COUNT = 320;
const MIN_PER_STATE = 2;

export interface City {
  city: string;
  state: string;
  postalCode: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  areaCode: string;
  stores: number;
}

export type NewStore = typeof stores.$inferInsert;

export function loadCities(country: 'MX' | 'BR'): City[] {
  return JSON.parse(fs.readFileSync(path.join(STORE_DATA_DIR, `${country.toLowerCase()}-cities.json`), 'utf8')) as City[];
}

/** The stores' data version: the city files, the ZIP package's data size and the generator. */
export function storeDataVersion(): string {
  const hash = crypto.createHash('sha256').update(GENERATOR_VERSION);
  for (const country of ['MX', 'BR'] as const) hash.update(fs.readFileSync(path.join(STORE_DATA_DIR, `${country.toLowerCase()}-cities.json`)));
  hash.update(String(Object.keys(zipcodes.codes).length));
  return hash.digest('hex').slice(0, 16);
}

/** The 50 states, DC, Puerto Rico and the US Virgin Islands, as `zipcodes` spells them. */
const US_PLACES = ['AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'PR', 'VI'] as const;

const STATE_ZONES: Record<string, string> = {
  AL: 'America/Chicago', AK: 'America/Anchorage', AZ: 'America/Phoenix', AR: 'America/Chicago', CA: 'America/Los_Angeles', CO: 'America/Denver',
  CT: 'America/New_York', DE: 'America/New_York', DC: 'America/New_York', FL: 'America/New_York', GA: 'America/New_York', HI: 'Pacific/Honolulu',
  ID: 'America/Boise', IL: 'America/Chicago', IN: 'America/Indiana/Indianapolis', IA: 'America/Chicago', KS: 'America/Chicago', KY: 'America/New_York',
  LA: 'America/Chicago', ME: 'America/New_York', MD: 'America/New_York', MA: 'America/New_York', MI: 'America/Detroit', MN: 'America/Chicago',
  MS: 'America/Chicago', MO: 'America/Chicago', MT: 'America/Denver', NE: 'America/Chicago', NV: 'America/Los_Angeles', NH: 'America/New_York',
  NJ: 'America/New_York', NM: 'America/Denver', NY: 'America/New_York', NC: 'America/New_York', ND: 'America/Chicago', OH: 'America/New_York',
  OK: 'America/Chicago', OR: 'America/Los_Angeles', PA: 'America/New_York', RI: 'America/New_York', SC: 'America/New_York', SD: 'America/Chicago',
  TN: 'America/Chicago', TX: 'America/Chicago', UT: 'America/Denver', VT: 'America/New_York', VA: 'America/New_York', WA: 'America/Los_Angeles',
  WV: 'America/New_York', WI: 'America/Chicago', WY: 'America/Denver', PR: 'America/Puerto_Rico', VI: 'America/St_Thomas',
};

/** A state's zone, refined where a state spans two zones (the main lines, by longitude or latitude). */
export function usTimeZone(state: string, latitude: number, longitude: number): string {
  if (state === 'TX' && longitude < -104.9) return 'America/Denver';
  if (state === 'FL' && longitude < -85.0 && latitude > 29.5) return 'America/Chicago';
  if (state === 'TN' && longitude > -85.3) return 'America/New_York';
  if (state === 'KY' && longitude < -85.9) return 'America/Chicago';
  if (state === 'ID' && latitude > 45.5) return 'America/Los_Angeles';
  if (state === 'OR' && longitude > -117.7 && latitude < 44.5) return 'America/Boise';
  if ((state === 'ND' || state === 'SD' || state === 'NE' || state === 'KS') && longitude < -101.3) return 'America/Denver';
  if (state === 'MI' && longitude < -87.6) return 'America/Menominee';
  if (state === 'IN' && longitude < -86.8 && (latitude > 41.0 || latitude < 38.3)) return 'America/Chicago';
  return STATE_ZONES[state] ?? 'America/New_York';
}

type Rng = ReturnType<typeof random>;

const US_STREETS = ['Main', 'Oak', 'Maple', 'Washington', 'Lincoln', 'Jefferson', 'Park', 'Lake', 'Hill', 'Pine', 'Cedar', 'Elm', 'Highland', 'Central', 'Broadway', 'Market', 'Church', 'Mill', 'Jackson', 'Franklin', 'Madison', 'Ridge', 'Spring', 'Union', 'Valley', 'Airport', 'Industrial', 'Commerce'];
const US_SUFFIXES = ['St', 'Ave', 'Blvd', 'Rd', 'Hwy', 'Pkwy', 'Dr'];
const PR_STREETS = ['Ave. Ponce de León', 'Ave. Roosevelt', 'Carr. 2', 'Ave. Muñoz Rivera', 'Calle Loíza', 'Ave. Baldorioty de Castro', 'Carr. 3'];
const MX_STREETS = ['Av. Insurgentes', 'Av. Juárez', 'Av. Revolución', 'Av. Hidalgo', 'Blvd. Adolfo López Mateos', 'Av. Benito Juárez', 'Calz. Independencia', 'Av. Constitución', 'Av. Morelos', 'Av. Vallarta', 'Blvd. Díaz Ordaz', 'Av. Universidad', 'Av. Madero', 'Periférico Sur'];
const MX_COLONIAS = ['Col. Centro', 'Col. Moderna', 'Col. Industrial', 'Col. Del Valle', 'Col. Jardines', 'Col. Las Américas', 'Col. Reforma', 'Col. San Benito', 'Col. Obrera', 'Col. Lomas', 'Col. Santa María', 'Col. Del Carmen'];
const BR_STREETS = ['Av. Brasil', 'Rua Sete de Setembro', 'Av. Getúlio Vargas', 'Rua XV de Novembro', 'Av. Presidente Vargas', 'Rua Tiradentes', 'Av. Santos Dumont', 'Rua Dom Pedro II', 'Av. Independência', 'Rua São José', 'Av. João Pessoa', 'Rua Marechal Deodoro'];

function digits(rng: Rng, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += String(rng.int(0, 9));
  return s;
}

function usPhone(rng: Rng, state: string): string {
  const area = state === 'PR' ? rng.pick(['787', '939']) : state === 'VI' ? '340' : `${rng.int(2, 9)}${rng.int(0, 8)}${rng.int(0, 9)}`;
  return `(${area}) ${rng.int(2, 9)}${digits(rng, 2)}-${digits(rng, 4)}`;
}

function mxPhone(rng: Rng, areaCode: string): string {
  const rest = `${rng.int(1, 9)}${digits(rng, 9 - areaCode.length)}`;
  return areaCode.length === 2 ? `${areaCode} ${rest.slice(0, 4)} ${rest.slice(4)}` : `${areaCode} ${rest.slice(0, 3)} ${rest.slice(3)}`;
}

function brPhone(rng: Rng, areaCode: string): string {
  return `(${areaCode}) ${rng.int(2, 3)}${digits(rng, 3)}-${digits(rng, 4)}`;
}

const day = (open: string, close: string): DayHours => ({ open, close });

function usHours(rng: Rng): WeekHours {
  const weekday = rng.pick([day('07:30', '21:00'), day('07:30', '22:00'), day('08:00', '21:00'), day('07:00', '22:00')]);
  const saturday = rng.chance(0.5) ? weekday : day('07:30', '21:00');
  const sunday = rng.chance(0.05) ? null : rng.pick([day('09:00', '20:00'), day('09:00', '19:00'), day('08:00', '20:00')]);
  return [sunday, weekday, weekday, weekday, weekday, weekday, saturday];
}

function mxHours(rng: Rng): WeekHours {
  const weekday = rng.pick([day('08:00', '21:00'), day('08:00', '20:00'), day('09:00', '21:00')]);
  return [rng.chance(0.1) ? null : day('09:00', '18:00'), weekday, weekday, weekday, weekday, weekday, weekday];
}

function brHours(rng: Rng): WeekHours {
  const weekday = rng.pick([day('08:00', '18:00'), day('08:00', '19:00'), day('07:30', '18:00')]);
  return [rng.chance(0.7) ? null : day('09:00', '13:00'), weekday, weekday, weekday, weekday, weekday, day('08:00', '13:00')];
}

function services(rng: Rng, country: StoreCountry): StoreService[] {
  const loan = country === 'BR' ? 0.3 : country === 'MX' ? 0.6 : 0.95;
  const chances: Record<StoreService, number> = { loanATool: loan, batteryTesting: 0.97, checkEngineLight: 0.9, recycling: country === 'US' ? 0.9 : 0.6 };
  return STORE_SERVICES.filter((s) => rng.chance(chances[s]));
}

/** Unique 4-digit store numbers, never the "no store" default. */
function storeNumbers(rng: Rng, count: number): string[] {
  const all: string[] = [];
  for (let n = 1000; n <= 9999; n++) if (String(n) !== DEFAULT_STORE_NUMBER) all.push(String(n));
  for (let i = all.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [all[i], all[j]] = [all[j]!, all[i]!];
  }
  return all.slice(0, count);
}

function round(value: number, places: number): number {
  const f = 10 ** places;
  return Math.round(value * f) / f;
}

/** How many US/PR/VI stores each place gets: at least two, the rest by its number of ZIPs. */
function usAllocation(zipsByPlace: Map<string, string[]>): Map<string, number> {
  const total = [...zipsByPlace.values()].reduce((n, z) => n + z.length, 0);
  const spare = US_STORE_COUNT - MIN_PER_STATE * zipsByPlace.size;
  const counts = new Map<string, number>();
  let given = 0;
  const remainders: { place: string; rest: number }[] = [];
  for (const [place, zips] of zipsByPlace) {
    const share = (spare * zips.length) / total;
    counts.set(place, MIN_PER_STATE + Math.floor(share));
    given += MIN_PER_STATE + Math.floor(share);
    remainders.push({ place, rest: share - Math.floor(share) });
  }
  remainders.sort((a, b) => b.rest - a.rest || a.place.localeCompare(b.place));
  for (let i = 0; given < US_STORE_COUNT; i++, given++) counts.set(remainders[i]!.place, counts.get(remainders[i]!.place)! + 1);
  return counts;
}

/** Every demo store, deterministically: the same data files always give the same stores. */
export function generateStores(): NewStore[] {
  const rng = random(SEED);
  const zipsByPlace = new Map<string, string[]>(US_PLACES.map((p) => [p, []]));
  for (const code of Object.values(zipcodes.codes)) {
    if (code.country === 'US' && zipsByPlace.has(code.state) && code.latitude !== 0) zipsByPlace.get(code.state)!.push(code.zip);
  }
  for (const zips of zipsByPlace.values()) zips.sort();
  const allocation = usAllocation(zipsByPlace);
  const mx = loadCities('MX');
  const br = loadCities('BR');
  const count = US_STORE_COUNT + [...mx, ...br].reduce((n, c) => n + c.stores, 0);
  const numbers = storeNumbers(rng, count);
  const out: NewStore[] = [];
  const next = () => numbers[out.length]!;

  for (const [place, zips] of zipsByPlace) {
    const chosen = new Set<string>();
    const want = Math.min(allocation.get(place)!, zips.length);
    while (chosen.size < want) chosen.add(rng.pick(zips));
    for (const zip of [...chosen].sort()) {
      const code = zipcodes.codes[zip]!;
      const country: StoreCountry = place === 'PR' ? 'PR' : place === 'VI' ? 'VI' : 'US';
      const street = place === 'PR' ? `${rng.pick(PR_STREETS)} ${rng.int(1, 400)}` : place === 'VI' ? `${rng.int(1, 99)} ${rng.pick(['Estate Thomas', 'Veterans Dr', 'Centerline Rd', 'Queen Mary Hwy'])}` : `${rng.int(100, 9999)} ${rng.pick(US_STREETS)} ${rng.pick(US_SUFFIXES)}`;
      out.push({
        storeNumber: next(),
        country,
        address1: street,
        address2: null,
        city: code.city,
        state: code.state,
        postalCode: code.zip,
        phone: usPhone(rng, place),
        latitude: code.latitude,
        longitude: code.longitude,
        timeZone: usTimeZone(place, code.latitude, code.longitude),
        hours: usHours(rng),
        services: services(rng, country),
        bopusEnabled: rng.chance(0.9),
      });
    }
  }

  for (const [country, cities] of [['MX', mx], ['BR', br]] as const) {
    for (const city of cities) {
      for (let i = 0; i < city.stores; i++) {
        // The first store of a city is at its centre; others a few km around it.
        const latitude = i === 0 ? city.latitude : round(city.latitude + (rng.next() - 0.5) * 0.08, 4);
        const longitude = i === 0 ? city.longitude : round(city.longitude + (rng.next() - 0.5) * 0.08, 4);
        const mexico = country === 'MX';
        out.push({
          storeNumber: next(),
          country,
          address1: mexico ? `${rng.pick(MX_STREETS)} ${rng.int(10, 3999)}` : `${rng.pick(BR_STREETS)}, ${rng.int(10, 3999)}`,
          address2: mexico ? rng.pick(MX_COLONIAS) : null,
          city: city.city,
          state: city.state,
          postalCode: city.postalCode,
          phone: mexico ? mxPhone(rng, city.areaCode) : brPhone(rng, city.areaCode),
          latitude,
          longitude,
          timeZone: city.timeZone,
          hours: mexico ? mxHours(rng) : brHours(rng),
          services: services(rng, country),
          bopusEnabled: rng.chance(mexico ? 0.7 : 0.5),
        });
      }
    }
  }
  return out;
}

/** Replace the stores with the generated set; returns how many were written. */
export async function seedStores(executor: Executor, log: (line: string) => void = () => {}): Promise<number> {
  const rows = generateStores();
  await executor.delete(stores);
  for (let i = 0; i < rows.length; i += 500) await executor.insert(stores).values(rows.slice(i, i + 500));
  log(`Stores: ${rows.length} (${rows.filter((r) => r.country === 'MX').length} in Mexico, ${rows.filter((r) => r.country === 'BR').length} in Brazil)`);
  return rows.length;
}
