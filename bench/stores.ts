/**
 * `npm run bench:stores`: server-side latency of the store geosearch (`searchStores`) over
 * 5,000 stores and of shelf availability (`availabilityFor`, 48 products) with stock in every
 * store (issue 5). Results go to docs/performance.md (section "Stores: geosearch and
 * availability"). Measures; never asserts.
 *
 * The database is an embedded PostgreSQL kept in BENCH_STORES_DATA_DIR (default
 * .data/bench-stores/pg, port BENCH_PG_PORT or the next free one from 55600) and reused across
 * runs; delete the directory to rebuild it. The first run migrates, seeds the demo catalogue
 * (CATALOG_SKUS, 10,000 by default), replaces the 405 demo stores by BENCH_STORE_COUNT (5,000):
 * the demo stores plus copies moved to other US ZIP centroids and around Mexican and Brazilian
 * cities, then seeds every store's shelf stock with `seedStoreStock`. The cluster runs without
 * fsync (it is a benchmark's, rebuilt when lost).
 */
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import zipcodes from 'zipcodes';
import type { Locale, Market } from '../src/lib/markets';
import { random } from '../src/server/db/seeded-random';
import { catalogVersion, spreadProductIds } from '../src/server/catalog/seed';
import { seedRuns } from '../src/server/demo/schema';
import { stores } from '../src/server/stores/schema';
import { availabilityFor, type AvailabilityStatus } from '../src/server/inventory/availability';
import { loadCities } from '../src/server/stores/cities';
import { generateStores, storeDataVersion, usTimeZone, type NewStore } from '../src/server/stores/seed';
import { searchStores } from '../src/server/stores/service';
import { seedStoreStock, STORE_STOCK_GENERATOR_VERSION } from '../src/server/inventory/seed';
import { vehicleDataVersion } from '../src/server/vehicles/seed';
import { createDatabase, type Database } from '../src/server/db/client';
import { startDemoDatabase } from './lib/database';
import { writeDocSection } from './lib/doc';
import { ROOT } from './lib/server';
import { stats, type Stats } from './lib/stats';

const SKUS = Number(process.env.CATALOG_SKUS ?? 10_000);
const STORE_COUNT = Number(process.env.BENCH_STORE_COUNT ?? 5_000);
const DATA_DIR = path.resolve(ROOT, process.env.BENCH_STORES_DATA_DIR ?? '.data/bench-stores', 'pg');
const PORT = Number(process.env.BENCH_PG_PORT ?? 55600);
const GEO_SAMPLES = Number(process.env.BENCH_GEO_SAMPLES ?? 2_000);
const SHELF_SAMPLES = Number(process.env.BENCH_SHELF_SAMPLES ?? 1_000);
const SHELF_SIZE = 48;
/** Shares of the stores, and of the geosearch points, by market (the rest in the US). */
const MX_SHARE = 0.12;
const BR_SHARE = 0.08;
/** Bump when benchStores changes what it makes. */
const BENCH_STORES_VERSION = '1';
const MARKER = 'bench-stores';
const SECTION = '## Stores: geosearch and availability';
const log = (line: string) => console.log(`[bench] ${line}`);

type Rng = ReturnType<typeof random>;
type Country = Market['country'];
const LOCALE_OF: Record<Country, Locale> = { US: 'en-US', MX: 'es-MX', BR: 'pt-BR' };

/** Roughly normal, mean 0 and deviation 1 (sum of uniforms). */
function gauss(rng: Rng): number {
  return (rng.next() + rng.next() + rng.next() + rng.next() - 2) * Math.sqrt(3);
}

/** A US ZIP centroid of `zipcodes` (the 50 states and DC only when `states` is given). */
function usZips(states?: Set<string>) {
  return Object.values(zipcodes.codes)
    .filter((z) => z.country === 'US' && z.latitude !== 0 && z.longitude < 0 && (!states || states.has(z.state)))
    .sort((a, b) => a.zip.localeCompare(b.zip));
}

/**
 * The demo stores plus copies up to `count`: US copies of a demo US store at another free ZIP
 * centroid of the 50 states and DC; Mexican and Brazilian copies around one of the market's
 * cities (weighted by its demo stores, ~25 km apart). New store numbers have five digits.
 */
function benchStores(count: number): NewStore[] {
  const rng = random(50_005);
  const base = generateStores();
  const out = [...base];
  const used = new Set(base.map((s) => s.postalCode));
  const mainland = new Set(base.filter((s) => s.country === 'US').map((s) => s.state));
  const zips = usZips(mainland).filter((z) => !used.has(z.zip));
  let number = 10_000;
  const want = { MX: Math.round(count * MX_SHARE), BR: Math.round(count * BR_SHARE) };
  for (const country of ['MX', 'BR'] as const) {
    const templates = base.filter((s) => s.country === country);
    const cities = loadCities(country).flatMap((c) => Array.from({ length: c.stores }, () => c));
    for (let i = templates.length; i < want[country]; i++) {
      const city = rng.pick(cities);
      out.push({
        ...rng.pick(templates),
        storeNumber: String(number++),
        city: city.city,
        state: city.state,
        postalCode: city.postalCode,
        latitude: Math.round((city.latitude + gauss(rng) * 0.25) * 1e4) / 1e4,
        longitude: Math.round((city.longitude + gauss(rng) * 0.25) * 1e4) / 1e4,
        timeZone: city.timeZone,
      });
    }
  }
  const templates = base.filter((s) => s.country === 'US');
  while (out.length < count) {
    const at = rng.int(0, zips.length - 1);
    const zip = zips[at]!;
    zips.splice(at, 1);
    out.push({
      ...rng.pick(templates),
      storeNumber: String(number++),
      city: zip.city,
      state: zip.state,
      postalCode: zip.zip,
      latitude: zip.latitude,
      longitude: zip.longitude,
      timeZone: usTimeZone(zip.state, zip.latitude, zip.longitude),
    });
  }
  return out.slice(0, count);
}

const count = async (db: Database, table: string) => Number((await db.execute<{ n: string }>(sql.raw(`SELECT count(*) AS n FROM ${table}`))).rows[0]!.n);

async function prepare(): Promise<{ url: string; stop: () => Promise<void>; seeded: string; buildSeconds: number | null }> {
  const { url, stop, db, pool, seeded } = await startDemoDatabase(DATA_DIR, PORT, SKUS, log);
  const server = { stop };
  try {
    const version = [BENCH_STORES_VERSION, STORE_COUNT, storeDataVersion(), STORE_STOCK_GENERATOR_VERSION, catalogVersion(vehicleDataVersion())].join(':');
    const [marker] = await db.select().from(seedRuns).where(sql`${seedRuns.name} = ${MARKER}`);
    if (marker?.version === version && (await count(db, 'stores')) === STORE_COUNT && (await count(db, 'store_stock')) > 0) {
      return { url, stop: server.stop, seeded, buildSeconds: null };
    }
    const started = performance.now();
    const rows = benchStores(STORE_COUNT);
    log(`Replacing the stores by ${rows.length.toLocaleString('en-US')} and seeding their stock (a few minutes)...`);
    await db.transaction(async (tx) => {
      await tx.execute(sql`TRUNCATE store_stock`);
      await tx.delete(stores);
      for (let i = 0; i < rows.length; i += 500) await tx.insert(stores).values(rows.slice(i, i + 500));
      await seedStoreStock(tx, (about) => spreadProductIds(tx, about), (line) => log(`  ${line}`));
      await tx
        .insert(seedRuns)
        .values({ name: MARKER, version })
        .onConflictDoUpdate({ target: seedRuns.name, set: { version, completedAt: new Date() } });
    });
    await pool.query('VACUUM ANALYZE stores');
    await pool.query('VACUUM ANALYZE store_stock');
    const buildSeconds = (performance.now() - started) / 1000;
    log(`  done in ${Math.round(buildSeconds)} s`);
    return { url, stop: server.stop, seeded, buildSeconds };
  } finally {
    await pool.end();
  }
}

interface Point {
  country: Country;
  latitude: number;
  longitude: number;
  label: string;
}

/** Where shoppers search from: random US ZIP centroids, points around Mexican and Brazilian cities. */
function searchPoints(n: number): Point[] {
  const rng = random(4_242);
  const zips = usZips();
  const cities = { MX: loadCities('MX'), BR: loadCities('BR') };
  const points: Point[] = [];
  for (let i = 0; i < n; i++) {
    const x = rng.next();
    if (x < MX_SHARE + BR_SHARE) {
      const country = x < MX_SHARE ? 'MX' : 'BR';
      const city = rng.pick(cities[country]);
      points.push({ country, latitude: city.latitude + gauss(rng) * 0.5, longitude: city.longitude + gauss(rng) * 0.5, label: city.city });
    } else {
      const zip = rng.pick(zips);
      points.push({ country: 'US', latitude: zip.latitude, longitude: zip.longitude, label: zip.zip });
    }
  }
  return points;
}

interface ShelfQuestion {
  locale: Locale;
  storeNumber: string;
  productIds: number[];
}

/**
 * Shelf pages: a random store (in its own market's locale) and 48 products of one part type
 * in id order, a random page of it; part types with fewer than 48 products are left out
 * (their shelf pages are shorter). Returns also how the groups were made.
 */
async function shelfQuestions(db: Database, n: number): Promise<{ questions: ShelfQuestion[]; groups: number; grouping: string }> {
  const rng = random(4_848);
  const allStores = (await db.select({ storeNumber: stores.storeNumber, country: stores.country }).from(stores)).sort((a, b) => a.storeNumber.localeCompare(b.storeNumber));
  const byPartType = await db.execute<{ ids: number[] }>(
    sql`SELECT array_agg(id ORDER BY id) AS ids FROM products WHERE active GROUP BY part_type_id HAVING count(*) >= ${SHELF_SIZE} ORDER BY part_type_id`,
  );
  let groups = byPartType.rows.map((r) => r.ids);
  let grouping = 'part type';
  if (groups.length < 20) {
    // A small catalogue: too few part types fill a page, so pages come from a category (its part types together).
    const byCategory = await db.execute<{ ids: number[] }>(
      sql`SELECT array_agg(p.id ORDER BY p.part_type_id, p.id) AS ids FROM products p JOIN part_types t ON t.id = p.part_type_id
          WHERE p.active GROUP BY t.category_id HAVING count(*) >= ${SHELF_SIZE} ORDER BY t.category_id`,
    );
    groups = byCategory.rows.map((r) => r.ids);
    grouping = 'category';
  }
  if (!groups.length) throw new Error(`No part type or category has ${SHELF_SIZE} active products.`);
  const questions: ShelfQuestion[] = [];
  for (let i = 0; i < n; i++) {
    const store = rng.pick(allStores);
    const ids = rng.pick(groups);
    const page = rng.int(0, Math.floor(ids.length / SHELF_SIZE) - 1);
    const locale = LOCALE_OF[store.country === 'MX' || store.country === 'BR' ? store.country : 'US'];
    questions.push({ locale, storeNumber: store.storeNumber, productIds: ids.slice(page * SHELF_SIZE, (page + 1) * SHELF_SIZE) });
  }
  return { questions, groups: groups.length, grouping };
}

/** A first untimed pass over the same calls (the buffers warm, as on a running server), then one timed pass. */
async function measure<Q, R>(questions: Q[], call: (q: Q) => Promise<R>, label: string): Promise<{ times: number[]; results: R[] }> {
  for (const q of questions) await call(q);
  const times: number[] = [];
  const results: R[] = [];
  for (const [i, q] of questions.entries()) {
    const started = performance.now();
    results.push(await call(q));
    times.push(performance.now() - started);
    if ((i + 1) % 500 === 0) log(`  ${label}: ${i + 1} of ${questions.length}`);
  }
  return { times, results };
}

const ms = (v: number) => `${v.toFixed(1)} ms`;
const fmt = (n: number) => n.toLocaleString('en-US');

async function main() {
  const started = Date.now();
  const database = await prepare();
  const { db, pool } = createDatabase(database.url);
  try {
    const storeCount = await count(db, 'stores');
    const stockRows = await count(db, 'store_stock');
    const products = await count(db, 'products');
    const byCountry = (await db.execute<{ country: string; n: string }>(sql`SELECT country, count(*) AS n FROM stores GROUP BY country ORDER BY count(*) DESC`)).rows
      .map((r) => `${r.country} ${fmt(Number(r.n))}`)
      .join(', ');

    const load = os.loadavg()[0]!;
    const points = searchPoints(GEO_SAMPLES);
    log(`Measuring searchStores over ${points.length} points...`);
    const geo = await measure(points, (p) => searchStores(db, { latitude: p.latitude, longitude: p.longitude, limit: 10, country: p.country }), 'searchStores');
    const geoBy = (country: Country) => stats(geo.times.filter((_, i) => points[i]!.country === country));
    const found = geo.results.map((r) => r.length);
    const empty = found.filter((n) => n === 0).length;

    const shelf = await shelfQuestions(db, SHELF_SAMPLES);
    log(`Measuring availabilityFor over ${shelf.questions.length} shelf pages of ${SHELF_SIZE} products...`);
    const availability = await measure(shelf.questions, (q) => availabilityFor(db, q.productIds, q.locale, q.storeNumber), 'availabilityFor');
    const availabilityBy = (locale: Locale) => stats(availability.times.filter((_, i) => shelf.questions[i]!.locale === locale));
    const statuses: Record<AvailabilityStatus, number> = { IN_STORE: 0, NEARBY: 0, SHIP_TO_HOME: 0, OUT_OF_STOCK: 0 };
    for (const result of availability.results) for (const a of result.values()) statuses[a.status]++;
    const lines = availability.results.length * SHELF_SIZE;

    const geoAll = stats(geo.times);
    const availabilityAll = stats(availability.times);
    const row = (name: string, s: Stats) => `| ${name} | ${s.n} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${ms(s.max)} |`;
    const target = (name: string, s: Stats, limit: number) => `| ${name} | p95 <= ${limit} ms | ${ms(s.p95)} | ${s.p95 <= limit ? 'pass' : 'miss'} |`;
    const pct = (n: number) => `${((100 * n) / lines).toFixed(0)}%`;
    const section = [
      SECTION,
      '',
      `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')}Z by \`npm run bench:stores\` on the embedded PostgreSQL 17 of the benchmark`,
      `(fsync off): ${fmt(storeCount)} stores (${byCountry}), ${fmt(stockRows)} store_stock rows, ${fmt(products)} products.`,
      `The stores are the ${fmt(generateStores().length)} demo stores plus copies moved to other US ZIP centroids and around Mexican and Brazilian`,
      'cities (five-digit store numbers); their shelf stock is `seedStoreStock`\'s, as in the demo. Server-side times: the',
      'service calls on the database, in one process, one call at a time, after a first untimed pass over the same calls (the',
      'database\'s buffers warm, as on a running server). The database stays in `.data/bench-stores/pg` between runs; deleting',
      `it rebuilds it (a few minutes). The machine's load average was ${load.toFixed(1)} (on ${os.cpus().length} cores) when measuring began; other work`,
      'on the machine moves the tails (p99, max) from run to run.',
      '',
      `- Geosearch: \`searchStores\` (the built-in store search of \`GET /ecomm/b2c/v1/store/locations\`) with the default radius`,
      `  (150 miles in the US, 150 km in Mexico and Brazil) and limit 10, from ${fmt(points.filter((p) => p.country === 'US').length)} random US ZIP centroids of \`zipcodes\``,
      `  and ${fmt(points.filter((p) => p.country !== 'US').length)} points around Mexican and Brazilian cities (about 50 km around them). Stores found per search:`,
      `  median ${[...found].sort((a, b) => a - b)[Math.floor(found.length / 2)]}, none for ${empty} of ${found.length} points (remote ZIPs).`,
      `- Availability: \`availabilityFor\` of ${SHELF_SIZE} products (one page of a ${shelf.grouping}'s products in id order; ${shelf.groups} ${shelf.grouping === 'part type' ? 'part types' : 'categories'} with`,
      `  ${SHELF_SIZE} or more) for a random store as the preferred store, in its market's locale: the store, its sister stores`,
      '  (the nearest 10 within 80 km, by the geosearch), their shelf stock and the distribution centres\'.',
      `  Answers: in store ${pct(statuses.IN_STORE)}, nearby ${pct(statuses.NEARBY)}, ship to home ${pct(statuses.SHIP_TO_HOME)}, out of stock ${pct(statuses.OUT_OF_STOCK)}.`,
      '',
      'The HTTP route is not timed here (it needs the production server); it adds the locating of the postal code (in',
      'memory), Next.js and JSON to the function-level figures, which are the targets.',
      '',
      '| call | samples | p50 | p95 | p99 | max |',
      '| --- | --- | --- | --- | --- | --- |',
      row('searchStores, all points', geoAll),
      row('searchStores, US ZIPs (miles)', geoBy('US')),
      row('searchStores, Mexico (km)', geoBy('MX')),
      row('searchStores, Brazil (km)', geoBy('BR')),
      row(`availabilityFor(${SHELF_SIZE} products, store), all`, availabilityAll),
      row('availabilityFor, en-US stores', availabilityBy('en-US')),
      row('availabilityFor, es-MX stores', availabilityBy('es-MX')),
      row('availabilityFor, pt-BR stores', availabilityBy('pt-BR')),
      '',
      '| target (issue 5) | target | measured | result |',
      '| --- | --- | --- | --- |',
      target(`Geosearch over ${fmt(storeCount)} stores`, geoAll, 20),
      target(`Availability of a ${SHELF_SIZE}-product shelf`, availabilityAll, 20),
      '',
      database.buildSeconds === null ? '' : `Building the stores and their stock took ${Math.round(database.buildSeconds)} s.`,
      '',
    ]
      .filter((line, i, all) => line !== '' || all[i - 1] !== '')
      .join('\n');
    writeDocSection(SECTION, section);
    log(
      `Stores: searchStores p95 ${ms(geoAll.p95)}, availabilityFor p95 ${ms(availabilityAll.p95)} (targets 20 ms); ` +
        `${fmt(storeCount)} stores, ${fmt(stockRows)} store_stock rows; ${database.seeded} (${Math.round((Date.now() - started) / 1000)} s)`,
    );
  } finally {
    await pool.end();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
