import { and, asc, eq } from 'drizzle-orm';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zipcodes from 'zipcodes';
import { DEFAULT_STORE_NUMBER } from '@/lib/constants';
import { random } from '@/server/db/seeded-random';
import type { Database, Executor } from '@/server/db/client';
import { forgetStoreReads } from './cache';
import { loadCities, STORE_DATA_DIR } from './cities';
import type { DayHours, WeekHours } from './hours';
import { haversineKm } from './geo';
import { STORE_SERVICES, stores, type StoreCountry, type StoreService } from './schema';

/** Bump when the generator below changes what it makes. */
const GENERATOR_VERSION = '3';
const SEED = 5_005;
/** US, PR and VI stores at ZIP centroids. */
export const US_STORE_COUNT = 320;
const MIN_PER_STATE = 2;

export type NewStore = typeof stores.$inferInsert;

/** A large US city and how many stores it gets (placed at distinct ZIP centroids of the city). */
export interface Metro {
  city: string;
  state: string;
  stores: number;
}

export function loadMetros(): Metro[] {
  return JSON.parse(fs.readFileSync(path.join(STORE_DATA_DIR, 'us-metros.json'), 'utf8')) as Metro[];
}

/** The stores' data version: the city files, the ZIP package's data size and the generator. */
export function storeDataVersion(): string {
  const hash = crypto.createHash('sha256').update(GENERATOR_VERSION);
  for (const file of ['mx-cities.json', 'br-cities.json', 'us-metros.json']) hash.update(fs.readFileSync(path.join(STORE_DATA_DIR, file)));
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

/** Real area codes of each state (a few of the main ones), so a store's phone looks local. */
const US_AREA_CODES: Record<string, string[]> = {
  AL: ['205', '251', '256', '334'], AK: ['907'], AZ: ['480', '520', '602', '623'], AR: ['479', '501', '870'], CA: ['213', '310', '415', '510', '619', '714', '818', '916'],
  CO: ['303', '719', '720', '970'], CT: ['203', '860'], DE: ['302'], DC: ['202'], FL: ['305', '407', '813', '904', '954'], GA: ['404', '478', '706', '770', '912'],
  HI: ['808'], ID: ['208'], IL: ['217', '312', '618', '773', '847'], IN: ['219', '317', '574', '812'], IA: ['319', '515', '563'], KS: ['316', '785', '913'],
  KY: ['270', '502', '606', '859'], LA: ['225', '318', '504', '337'], ME: ['207'], MD: ['301', '410'], MA: ['413', '508', '617', '978'], MI: ['248', '313', '517', '616', '906'],
  MN: ['218', '507', '612', '651'], MS: ['601', '662', '228'], MO: ['314', '417', '573', '816'], MT: ['406'], NE: ['308', '402'], NV: ['702', '775'], NH: ['603'],
  NJ: ['201', '609', '732', '973'], NM: ['505', '575'], NY: ['212', '315', '516', '518', '716', '718'], NC: ['252', '336', '704', '910', '919'], ND: ['701'],
  OH: ['216', '330', '419', '513', '614'], OK: ['405', '580', '918'], OR: ['503', '541'], PA: ['215', '412', '570', '717', '814'], RI: ['401'], SC: ['803', '843', '864'],
  SD: ['605'], TN: ['423', '615', '731', '865', '901'], TX: ['210', '214', '281', '361', '512', '713', '806', '817', '915', '956'], UT: ['435', '801'], VT: ['802'],
  VA: ['434', '540', '703', '757', '804'], WA: ['206', '253', '360', '509'], WV: ['304'], WI: ['262', '414', '608', '715', '920'], WY: ['307'], PR: ['787', '939'], VI: ['340'],
};

function usPhone(rng: Rng, state: string): string {
  return `(${rng.pick(US_AREA_CODES[state] ?? ['800'])}) ${rng.int(2, 9)}${digits(rng, 2)}-${digits(rng, 4)}`;
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

/** How many of `count` stores each place gets: at least two, the rest by its number of ZIPs. */
function usAllocation(zipsByPlace: Map<string, string[]>, count: number): Map<string, number> {
  const total = [...zipsByPlace.values()].reduce((n, z) => n + z.length, 0);
  const spare = count - MIN_PER_STATE * zipsByPlace.size;
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
  for (let i = 0; given < count; i++, given++) counts.set(remainders[i]!.place, counts.get(remainders[i]!.place)! + 1);
  return counts;
}

/**
 * Where the US, PR and VI stores go: first the large cities of us-metros.json (the ZIP
 * nearest the city's centre, then other ZIPs of the city), then the rest spread over every
 * place by usAllocation, never two stores in one ZIP.
 */
function usSites(rng: Rng, zipsByPlace: Map<string, string[]>): { place: string; zip: string }[] {
  const used = new Set<string>();
  const sites: { place: string; zip: string }[] = [];
  for (const metro of loadMetros()) {
    const zips = zipcodes
      .lookupByName(metro.city, metro.state)
      .filter((z) => z.latitude !== 0 && z.longitude < 0)
      .sort((a, b) => a.zip.localeCompare(b.zip));
    if (!zips.length) throw new Error(`us-metros.json: no ZIP codes for ${metro.city}, ${metro.state}`);
    const lat = zips.reduce((n, z) => n + z.latitude, 0) / zips.length;
    const lng = zips.reduce((n, z) => n + z.longitude, 0) / zips.length;
    const centre = zips.reduce((best, z) => (haversineKm(lat, lng, z.latitude, z.longitude) < haversineKm(lat, lng, best.latitude, best.longitude) ? z : best));
    const chosen = [centre.zip];
    while (chosen.length < Math.min(metro.stores, zips.length)) {
      const zip = rng.pick(zips).zip;
      if (!chosen.includes(zip)) chosen.push(zip);
    }
    for (const zip of chosen) {
      used.add(zip);
      sites.push({ place: metro.state, zip });
    }
  }
  const allocation = usAllocation(zipsByPlace, US_STORE_COUNT - sites.length);
  for (const [place, zips] of zipsByPlace) {
    const free = zips.filter((z) => !used.has(z));
    const chosen = new Set<string>();
    const want = Math.min(allocation.get(place)!, free.length);
    while (chosen.size < want) chosen.add(rng.pick(free));
    for (const zip of [...chosen].sort()) sites.push({ place, zip });
  }
  return sites;
}

/** Every demo store, deterministically: the same data files always give the same stores. */
export function generateStores(): NewStore[] {
  const rng = random(SEED);
  const zipsByPlace = new Map<string, string[]>(US_PLACES.map((p) => [p, []]));
  for (const code of Object.values(zipcodes.codes)) {
    if (code.country === 'US' && zipsByPlace.has(code.state) && code.latitude !== 0 && code.longitude < 0) zipsByPlace.get(code.state)!.push(code.zip);
  }
  for (const zips of zipsByPlace.values()) zips.sort();
  const sites = usSites(rng, zipsByPlace);
  const mx = loadCities('MX');
  const br = loadCities('BR');
  const count = sites.length + [...mx, ...br].reduce((n, c) => n + c.stores, 0);
  const numbers = storeNumbers(rng, count);
  const out: NewStore[] = [];
  const next = () => numbers[out.length]!;

  for (const { place, zip } of sites) {
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

/** Replace the stores with the generated set in one transaction, then forget what was read of the old ones; returns how many were written. */
export async function seedStoreDirectory(db: Database, log: (line: string) => void = () => {}): Promise<number> {
  const written = await db.transaction((tx) => seedStores(tx, log));
  await forgetStoreReads();
  return written;
}

/** Replace the stores with the generated set; returns how many were written. */
async function seedStores(executor: Executor, log: (line: string) => void = () => {}): Promise<number> {
  const rows = generateStores();
  await executor.delete(stores);
  for (let i = 0; i < rows.length; i += 500) await executor.insert(stores).values(rows.slice(i, i + 500));
  log(`Stores: ${rows.length} (${rows.filter((r) => r.country === 'MX').length} in Mexico, ${rows.filter((r) => r.country === 'BR').length} in Brazil)`);
  return rows.length;
}

/** The numbers of the first `count` stores of `country` that offer store pickup, by number (the demo's store manager manages them). */
export async function firstPickupStoreNumbers(executor: Executor, country: StoreCountry, count: number): Promise<string[]> {
  const rows = await executor
    .select({ storeNumber: stores.storeNumber })
    .from(stores)
    .where(and(eq(stores.country, country), eq(stores.bopusEnabled, true)))
    .orderBy(asc(stores.storeNumber))
    .limit(count);
  return rows.map((r) => r.storeNumber);
}
