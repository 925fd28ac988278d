/**
 * `npm run bench:search`: server-side latency of search suggestions and search results on a
 * catalogue of one million SKUs. Results go to docs/performance.md (section "Search (one
 * million SKUs)"). Measures; never asserts.
 *
 * The database is an embedded PostgreSQL kept in BENCH_SEARCH_DATA_DIR (default
 * .data/bench-search/pg) and reused across runs: the first run seeds CATALOG_SKUS (1,000,000)
 * products, which takes several minutes; later runs find it loaded. The cluster runs without
 * fsync (it is a benchmark's, rebuilt when lost). Calls are timed in this process, on the
 * service functions (`suggest`, `searchProducts`), as the route handlers call them.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import { LOCALES, type Locale } from '../src/lib/markets';
import type { VehicleRef } from '../src/lib/vehicle-key';
import { BRANDS, PART_TYPES } from '../src/server/catalog/taxonomy';
import { createDatabase, type Database } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { seedAll } from '../src/server/db/seed';
import { refreshSearchDocuments } from '../src/server/search/refresh';
import { fittingSamples, type FittingSample } from '../src/server/search/samples';
import { searchProducts, suggest, type SearchSort } from '../src/server/search/service';
import { startEmbeddedPostgres } from '../scripts/lib/embedded-db';
import { writeDocSection } from './lib/doc';
import { ROOT } from './lib/server';

const SKUS = Number(process.env.CATALOG_SKUS ?? 1_000_000);
const DATA_DIR = path.resolve(ROOT, process.env.BENCH_SEARCH_DATA_DIR ?? '.data/bench-search', 'pg');
const PORT = Number(process.env.BENCH_PG_PORT ?? 55500);
const SUGGEST_SAMPLES = Number(process.env.BENCH_SUGGEST_TERMS ?? 300);
const SEARCH_SAMPLES = Number(process.env.BENCH_SEARCH_QUERIES ?? 200);
const SECTION = '## Search (one million SKUs)';
const log = (line: string) => console.log(`[bench] ${line}`);

interface Stats {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1)! };
}

/** A deterministic sequence, so every run asks the same questions. */
function sequence(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]! };
}

/** A typo: one letter dropped or two swapped, away from the first letter. */
function typo(word: string, r: ReturnType<typeof sequence>): string {
  if (word.length < 5) return word;
  const i = 1 + Math.floor(r.next() * (word.length - 2));
  return r.next() < 0.5 ? word.slice(0, i) + word.slice(i + 1) : word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
}

/** The market a question comes from: most from the US, then Mexico, then Brazil. */
function localeOf(r: ReturnType<typeof sequence>): Locale {
  const x = r.next();
  return x < 0.6 ? 'en-US' : x < 0.85 ? 'es-MX' : 'pt-BR';
}

interface Question {
  text: string;
  locale: Locale;
  vehicle: VehicleRef | null;
  kind: string;
}

/** What shoppers type into the box: part types as they type them, brands, brand and part type, typos, part numbers. */
function suggestionTerms(samples: FittingSample[], count: number): Question[] {
  const r = sequence(7);
  const terms: Question[] = [];
  while (terms.length < count) {
    const locale = localeOf(r);
    const type = r.pick(PART_TYPES).names[locale];
    const brand = r.pick(BRANDS).name;
    const sample = r.pick(samples);
    const vehicle = r.next() < 0.5 ? { baseVehicleId: sample.baseVehicleId } : null;
    const x = r.next();
    let text: string;
    let kind: string;
    if (x < 0.45) {
      // Typing a part type: a prefix of 3 characters or more.
      text = type.slice(0, 3 + Math.floor(r.next() * Math.max(1, type.length - 2)));
      kind = 'part type prefix';
    } else if (x < 0.6) {
      text = brand.slice(0, 3 + Math.floor(r.next() * Math.max(1, brand.length - 2)));
      kind = 'brand prefix';
    } else if (x < 0.75) {
      text = locale === 'en-US' ? `${brand} ${type}` : `${type} ${brand}`;
      kind = 'brand and part type';
    } else if (x < 0.9) {
      text = type
        .split(' ')
        .map((w) => typo(w, r))
        .join(' ');
      kind = 'typo';
    } else {
      text = r.next() < 0.5 ? sample.partNumber : `${sample.partNumber.slice(0, 3)}-${sample.partNumber.slice(3)}`.toLowerCase();
      kind = 'part number';
    }
    terms.push({ text, locale, vehicle, kind });
  }
  return terms;
}

/** Submitted searches: whole part types, brand and part type, single broad words, typos, part numbers; half with a vehicle. */
function searchQueries(samples: FittingSample[], count: number): (Question & { sort: SearchSort; page: number })[] {
  const r = sequence(11);
  const broad: Record<Locale, string[]> = {
    'en-US': ['brake', 'filter', 'oil', 'sensor', 'light', 'ceramic brake pads', 'front', 'kit'],
    'es-MX': ['balatas', 'filtro', 'aceite', 'sensor', 'delantera', 'freno'],
    'pt-BR': ['freio', 'filtro', 'óleo', 'sensor', 'dianteira', 'pastilha'],
  };
  const queries: (Question & { sort: SearchSort; page: number })[] = [];
  while (queries.length < count) {
    const locale = localeOf(r);
    const type = r.pick(PART_TYPES).names[locale];
    const brand = r.pick(BRANDS).name;
    const sample = r.pick(samples);
    const vehicle = queries.length % 2 === 0 ? { baseVehicleId: sample.baseVehicleId } : null;
    const x = r.next();
    const [text, kind] =
      x < 0.4
        ? [type, 'part type']
        : x < 0.6
          ? [locale === 'en-US' ? `${brand} ${type}` : `${type} ${brand}`, 'brand and part type']
          : x < 0.75
            ? [r.pick(broad[locale]), 'broad word']
            : x < 0.9
              ? [type.split(' ').map((w) => typo(w, r)).join(' '), 'typo']
              : [`${sample.partNumber.slice(0, 3)} ${sample.partNumber.slice(3)}`, 'part number'];
    const sort: SearchSort = r.next() < 0.8 ? 'relevance' : r.pick(['price-asc', 'price-desc', 'name'] as const);
    queries.push({ text, locale, vehicle, kind, sort, page: r.next() < 0.85 ? 1 : 2 });
  }
  return queries;
}

async function prepare(): Promise<{ url: string; stop: () => Promise<void>; seeded: string; refreshMs: number | null }> {
  process.env.CATALOG_SKUS = String(SKUS);
  log(`PostgreSQL in ${path.relative(ROOT, DATA_DIR)} (kept between runs)...`);
  const server = await startEmbeddedPostgres({ dataDir: DATA_DIR, port: PORT, log });
  const admin = new Client({ connectionString: server.url() });
  await admin.connect();
  try {
    // A benchmark's cluster: no need to survive a power cut.
    for (const setting of ['fsync = off', 'synchronous_commit = off', 'full_page_writes = off', "max_wal_size = '8GB'"]) await admin.query(`ALTER SYSTEM SET ${setting}`);
    await admin.query('SELECT pg_reload_conf()');
    const { rowCount } = await admin.query("SELECT 1 FROM pg_database WHERE datname = 'storefront'");
    if (!rowCount) await admin.query('CREATE DATABASE storefront');
  } finally {
    await admin.end();
  }
  const url = server.url('storefront');
  const { db, pool } = createDatabase(url);
  try {
    log('Migrating...');
    await runMigrations(db);
    log(`Seeding ${SKUS.toLocaleString('en-US')} SKUs when not loaded yet (the first time takes several minutes)...`);
    const reports = await seedAll(db, (line) => log(line.trim()));
    const seeded = reports.map((s) => `${s.name} ${s.status}`).join(', ');
    let refreshMs: number | null = null;
    const { rows } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM search_documents');
    if (Number(rows[0]!.n) === 0) {
      log('Building the search index (refreshSearchDocuments)...');
      const started = performance.now();
      const written = await db.transaction((tx) => refreshSearchDocuments(tx));
      refreshMs = performance.now() - started;
      log(`  ${written.toLocaleString('en-US')} documents in ${(refreshMs / 1000).toFixed(0)} s`);
    }
    return { url, stop: server.stop, seeded, refreshMs };
  } finally {
    await pool.end();
  }
}

async function measure<Q>(questions: Q[], call: (q: Q) => Promise<unknown>, label: string): Promise<Stats> {
  // A first pass warms the caches (as a running server's are); the second is timed.
  for (const q of questions) await call(q);
  const samples: number[] = [];
  for (const [i, q] of questions.entries()) {
    const started = performance.now();
    await call(q);
    samples.push(performance.now() - started);
    if ((i + 1) % 100 === 0) log(`  ${label}: ${i + 1} of ${questions.length}`);
  }
  return stats(samples);
}

const ms = (v: number) => `${v.toFixed(1)} ms`;

async function main() {
  const started = Date.now();
  const database = await prepare();
  // The services read the configuration (the image host of product suggestions) from the environment.
  process.env.DATABASE_URL = database.url;
  const { db, pool } = createDatabase(database.url);
  try {
    const products = Number((await pool.query<{ n: string }>('SELECT count(*) AS n FROM products')).rows[0]!.n);
    const documents = Number((await pool.query<{ n: string }>('SELECT count(*) AS n FROM search_documents')).rows[0]!.n);
    const samples = await fittingSamples(db as Database, 400, 997);
    const terms = suggestionTerms(samples, SUGGEST_SAMPLES);
    const queries = searchQueries(samples, SEARCH_SAMPLES);

    log(`Measuring suggest over ${terms.length} terms...`);
    const suggestAll = await measure(terms, (q) => suggest(db, q), 'suggest');
    const productTerms = terms.filter((t) => Array.from(t.text).length >= 5);
    log(`Measuring searchProducts over ${queries.length} queries...`);
    const withVehicle = await measure(
      queries.filter((q) => q.vehicle),
      (q) => searchProducts(db, { ...q, filters: {} }),
      'search with a vehicle',
    );
    const withoutVehicle = await measure(
      queries.filter((q) => !q.vehicle),
      (q) => searchProducts(db, { ...q, filters: {} }),
      'search without a vehicle',
    );
    const totals = await Promise.all(queries.slice(0, 40).map((q) => searchProducts(db, { ...q, filters: {} }).then((r) => r.total)));
    const row = (name: string, s: Stats, target: number) =>
      `| ${name} | ${s.n} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${ms(s.max)} | ${target} ms: ${s.p95 <= target ? 'met' : 'missed'} |`;
    const kinds = (list: { kind: string }[]) =>
      Object.entries(list.reduce<Record<string, number>>((acc, q) => ({ ...acc, [q.kind]: (acc[q.kind] ?? 0) + 1 }), {}))
        .map(([k, n]) => `${k} ${n}`)
        .join(', ');
    const byLocale = (list: { locale: Locale }[]) => LOCALES.map((l) => `${l} ${list.filter((q) => q.locale === l).length}`).join(', ');
    const section = [
      SECTION,
      '',
      `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')}Z by \`npm run bench:search\`: ${products.toLocaleString('en-US')} products,`,
      `${documents.toLocaleString('en-US')} search documents (one per product and market), on the embedded PostgreSQL 17 of the`,
      'benchmark (fsync off). Server-side times: the service calls on the database, in one process, one call at a time, after',
      'a first untimed pass over the same questions (warm caches, as on a running server). The machine was shared with other',
      'work while measuring, so these move from run to run.',
      '',
      '| call | samples | p50 | p95 | p99 | max | target (p95) |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      row('suggest(text, locale, vehicle?)', suggestAll, 30),
      row('searchProducts, with a vehicle', withVehicle, 100),
      row('searchProducts, without a vehicle', withoutVehicle, 100),
      '',
      `Suggestion terms: ${kinds(terms)}; ${byLocale(terms)}; half with a vehicle; ${productTerms.length} of them long enough`,
      `(5 characters) for product suggestions. Searches: ${kinds(queries)}; ${byLocale(queries)}; 80% by relevance, 15% a second page.`,
      `Results per search in the sample: median ${[...totals].sort((a, b) => a - b)[Math.floor(totals.length / 2)]?.toLocaleString('en-US')}, largest ${Math.max(...totals).toLocaleString('en-US')}.`,
      database.refreshMs === null ? '' : `Building the index of the whole catalogue (refreshSearchDocuments) took ${(database.refreshMs / 1000).toFixed(0)} s.`,
      '',
    ]
      .filter((line, i, all) => line !== '' || all[i - 1] !== '')
      .join('\n');
    writeDocSection(SECTION, section);
    log(
      `Search: suggest p95 ${ms(suggestAll.p95)} (target 30 ms), searchProducts p95 ${ms(withVehicle.p95)} with a vehicle and ${ms(withoutVehicle.p95)} without (target 100 ms), ` +
        `${products.toLocaleString('en-US')} SKUs; ${database.seeded} (${Math.round((Date.now() - started) / 1000)} s)`,
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
