/**
 * `npm run bench:vehicles`: latency of the vehicle list endpoints and VIN decoding over HTTP
 * against the production server, and of the fitment answer with 10 million applications.
 * Results go to docs/performance.md (section "Vehicles"). Measures; never asserts.
 *
 * The server runs on a throw-away database the benchmark prepares (BENCH_PORT, default
 * 3211). The fitment part fills that database's fitment table with FITMENT_ROWS (10,000,000) generated applications
 * spread over the real base vehicles, then times the service call directly.
 */
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import { createDatabase } from '../src/server/db/client';
import { fitmentFor } from '../src/server/vehicles/fitment';
import { VIN_FIXTURES } from '../src/server/vehicles/vin/fixtures';
import { writeDocSection } from './lib/doc';
import { stats, type Stats } from './lib/stats';
import { BenchServer } from './lib/server';
import { prepareDatabase } from '../scripts/lib/database';

const PORT = Number(process.env.BENCH_PORT ?? 3211);
const FITMENT_ROWS = Number(process.env.FITMENT_ROWS ?? 10_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 400);
const SECTION = '## Vehicles: lists, VIN decoding, fitment';
const log = (line: string) => console.log(`[bench] ${line}`);


async function timed<T>(run: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const value = await run();
  return [performance.now() - started, value];
}

function pick<T>(items: T[], i: number): T {
  return items[(i * 7919) % items.length]!;
}

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok && response.status !== 404) throw new Error(`GET ${url} answered ${response.status}`);
  return response.json();
}

/** Walk year, make, model, engines like the selector does, over varied vehicles (most calls miss the cache). */
async function benchLists(base: string) {
  const api = `${base}/ecomm/b2c/v1/vehicles`;
  const times: Record<'years' | 'makes' | 'models' | 'engines', number[]> = { years: [], makes: [], models: [], engines: [] };
  const { years } = (await getJson(`${api}/years`)) as { years: { id: number }[] };
  for (let i = 0; i < SAMPLES; i++) {
    const [ty] = await timed(() => getJson(`${api}/years`));
    times.years.push(ty);
    const year = pick(years, i).id;
    const [tm, makes] = (await timed(() => getJson(`${api}/makes?year=${year}`))) as [number, { makes: { id: number }[] }];
    times.makes.push(tm);
    const make = pick(makes.makes, i + 3).id;
    const [tmo, models] = (await timed(() => getJson(`${api}/models?year=${year}&makeId=${make}`))) as [number, { models: { id: number }[] }];
    times.models.push(tmo);
    if (!models.models.length) continue;
    const model = pick(models.models, i + 5).id;
    const [te] = await timed(() => getJson(`${api}/engines?year=${year}&makeId=${make}&modelId=${model}`));
    times.engines.push(te);
  }
  return Object.fromEntries(Object.entries(times).map(([k, v]) => [k, stats(v)])) as Record<keyof typeof times, Stats>;
}

async function benchVin(base: string) {
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const vin = pick(VIN_FIXTURES, i).vin;
    const [t] = await timed(() => getJson(`${base}/ecomm/b2c/v1/vehicles/vin/${vin}`));
    samples.push(t);
  }
  return stats(samples);
}

/** Fill the fitment table: products of 300 part types, each fitting 20 base vehicles; a third limited to an engine. */
async function fillFitment(url: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM fitment_applications');
    if (Number(rows[0]!.n) >= FITMENT_ROWS) return;
    const products = Math.ceil(FITMENT_ROWS / 20);
    log(`Generating ${FITMENT_ROWS.toLocaleString('en-US')} fitment applications (${products.toLocaleString('en-US')} products x 20 vehicles)...`);
    const started = Date.now();
    await client.query('TRUNCATE fitment_applications');
    for (let from = 1; from <= products; from += 50_000) {
      const to = Math.min(products, from + 49_999);
      await client.query(
        `WITH bv AS (SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n FROM base_vehicles),
              be AS (SELECT base_vehicle_id, min(engine_id) AS engine_id FROM base_vehicle_engines GROUP BY base_vehicle_id)
         INSERT INTO fitment_applications (product_id, part_type_id, base_vehicle_id, engine_id, position, quantity)
         SELECT p, 1000 + p % 300, v.id, CASE WHEN p % 3 = 0 THEN be.engine_id END, CASE WHEN p % 2 = 0 THEN 'Front' ELSE 'Rear' END, 1
         FROM generate_series($1::int, $2::int) AS p
         CROSS JOIN generate_series(0, 19) AS k
         CROSS JOIN bv
         CROSS JOIN LATERAL (SELECT bv.ids[1 + ((p::bigint * 7919 + k * 104729) % bv.n)] AS id) v
         LEFT JOIN be ON be.base_vehicle_id = v.id`,
        [from, to],
      );
      process.stdout.write(`\r[bench]   ${Math.round((to / products) * 100)}%`);
    }
    process.stdout.write('\n');
    await client.query('ANALYZE fitment_applications');
    log(`  done in ${Math.round((Date.now() - started) / 1000)} s`);
  } finally {
    await client.end();
  }
}

async function benchFitment(url: string) {
  const { db, pool } = createDatabase(url);
  try {
    const vehicles = (await pool.query<{ id: number; engine_id: number | null }>(
      'SELECT b.id, min(e.engine_id) AS engine_id FROM base_vehicles b LEFT JOIN base_vehicle_engines e ON e.base_vehicle_id = b.id GROUP BY b.id ORDER BY b.id',
    )).rows;
    const products = Math.ceil(FITMENT_ROWS / 20);
    const answers: Record<string, number> = {};
    const samples: number[] = [];
    for (let i = 0; i < SAMPLES * 5; i++) {
      const productId = 1 + ((i * 104729) % products);
      // Half the questions are about a vehicle the product is applied to (as fillFitment placed it), half about any vehicle.
      const vehicle = i % 2 === 0 ? vehicles[(productId * 7919 + (i % 20) * 104729) % vehicles.length]! : pick(vehicles, i);
      const engineId = i % 4 < 2 ? (vehicle.engine_id ?? undefined) : undefined;
      const [t, answer] = await timed(() => fitmentFor(db, productId, { baseVehicleId: vehicle.id, engineId }));
      samples.push(t);
      answers[answer] = (answers[answer] ?? 0) + 1;
    }
    const rows = Number((await pool.query<{ n: string }>('SELECT count(*) AS n FROM fitment_applications')).rows[0]!.n);
    return { stats: stats(samples), answers, rows };
  } finally {
    await pool.end();
  }
}

const ms = (v: number) => `${v.toFixed(1)} ms`;

async function main() {
  const started = Date.now();
  process.env.EMBEDDED_PG_EPHEMERAL = '1';
  delete process.env.DATABASE_URL;
  const database = await prepareDatabase(log);
  const server = new BenchServer(PORT, log, { DATABASE_URL: database.url, LOG_LEVEL: 'warn' });
  try {
    const base = await server.start();
    log(`Warming up and measuring the list endpoints (${SAMPLES} walks)...`);
    const lists = await benchLists(base);
    log(`Measuring VIN decoding (${SAMPLES} requests over ${VIN_FIXTURES.length} VINs)...`);
    const vin = await benchVin(base);

    await fillFitment(database.url);
    log(`Measuring the fitment answer (${SAMPLES * 5} calls)...`);
    const fitment = await benchFitment(database.url);

    const row = (name: string, s: Stats, target: number | null) =>
      `| ${name} | ${s.n} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${ms(s.max)} | ${target === null ? '' : `${target} ms: ${s.p95 <= target ? 'met' : 'missed'}`} |`;
    const section = [
      SECTION,
      '',
      `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')}Z by \`npm run bench:vehicles\` on the production build with the real vPIC-derived data`,
      `(${VIN_FIXTURES.length} test VINs; the fitment table held ${fitment.rows.toLocaleString('en-US')} generated applications).`,
      'Lists and VINs are timed from the client over HTTP on loopback (including Next.js and JSON); the fitment answer is the',
      'service call on the database. List calls walk year, make, model and engines over varied vehicles, so most miss the',
      'in-process cache.',
      '',
      '| call | samples | p50 | p95 | p99 | max | target (p95) |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      row('GET vehicles/years', lists.years, 20),
      row('GET vehicles/makes?year=', lists.makes, 20),
      row('GET vehicles/models?year=&makeId=', lists.models, 20),
      row('GET vehicles/engines?year=&makeId=&modelId=', lists.engines, 20),
      row('GET vehicles/vin/{vin}', vin, 50),
      row('fitmentFor(product, vehicle)', fitment.stats, 10),
      '',
      `Fitment answers in the sample: ${Object.entries(fitment.answers)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}.`,
      '',
    ].join('\n');
    writeDocSection(SECTION, section);
    log(
      `Vehicles: lists p95 ${ms(Math.max(lists.years.p95, lists.makes.p95, lists.models.p95, lists.engines.p95))}, VIN p95 ${ms(vin.p95)}, ` +
        `fitment p95 ${ms(fitment.stats.p95)} over ${fitment.rows.toLocaleString('en-US')} rows (${Math.round((Date.now() - started) / 1000)} s)`,
    );
  } finally {
    await server.stop();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
