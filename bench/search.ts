/**
 * `npm run bench:search`: server-side latency of search suggestions and search results on a
 * catalogue of one million SKUs. Results go to docs/performance.md (section "Search (one
 * million SKUs)"). Measures; never asserts.
 *
 * The database is an embedded PostgreSQL kept in BENCH_SEARCH_DATA_DIR (default
 * .data/bench-search/pg) and reused across runs: the first run seeds CATALOG_SKUS (1,000,000)
 * products, which takes several minutes; later runs find it loaded. The cluster runs without
 * fsync (it is a benchmark's, rebuilt when lost). Calls are timed in this process, on the
 * service functions (`suggest`, `searchProducts`), as the route handlers call them, with the search result cache
 * emptied before each timed call (see `measure`).
 */
import { random } from '../src/server/db/seeded-random';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { LOCALES, type Locale } from '../src/lib/markets';
import type { VehicleRef } from '../src/lib/vehicle-key';
import { BRANDS, PART_TYPES } from '../src/server/catalog/taxonomy';
import { createDatabase, type Database } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { seedAll } from '../src/server/demo/seed';
import { refreshSearchDocuments } from '../src/server/search/refresh';
import { fittingSamples, type FittingSample } from '../src/server/search/samples';
import { clearSearchCache, searchProducts, suggest, type SearchSort } from '../src/server/search/service';
import { startBenchDatabase } from './lib/database';
import { writeDocSection } from './lib/doc';
import { stats, type Stats } from './lib/stats';
import { ROOT } from './lib/server';

const SKUS = Number(process.env.CATALOG_SKUS ?? 1_000_000);
const DATA_DIR = path.resolve(ROOT, process.env.BENCH_SEARCH_DATA_DIR ?? '.data/bench-search', 'pg');
const PORT = Number(process.env.BENCH_PG_PORT ?? 55500);
const SUGGEST_SAMPLES = Number(process.env.BENCH_SUGGEST_TERMS ?? 300);
const SEARCH_SAMPLES = Number(process.env.BENCH_SEARCH_QUERIES ?? 200);
const SLOWEST = Number(process.env.BENCH_SLOWEST ?? 0);
const SECTION = '## Search (one million SKUs)';
const log = (line: string) => console.log(`[bench] ${line}`);



/** A typo: one letter dropped or two swapped, away from the first letter. */
function typo(word: string, r: ReturnType<typeof random>): string {
  if (word.length < 5) return word;
  const i = 1 + Math.floor(r.next() * (word.length - 2));
  return r.next() < 0.5 ? word.slice(0, i) + word.slice(i + 1) : word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
}

/** The market a question comes from: most from the US, then Mexico, then Brazil. */
function localeOf(r: ReturnType<typeof random>): Locale {
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
  const r = random(7);
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
  const r = random(11);
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
  const { server, url } = await startBenchDatabase(DATA_DIR, PORT, log);
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

/**
 * A first pass warms the database's buffers (as a running server's are). Then each question is timed twice: with the
 * search result cache emptied just before (cold: the time the targets are judged on, since a benchmark asking the same
 * questions again would otherwise only time cache hits), and at once again (warm: a question asked again within 300 s).
 */
async function measure<Q>(questions: Q[], call: (q: Q) => Promise<unknown>, label: string): Promise<{ cold: Stats; warm: Stats }> {
  for (const q of questions) await call(q);
  const cold: number[] = [];
  const warm: number[] = [];
  const slowest: { ms: number; question: Q }[] = [];
  for (const [i, q] of questions.entries()) {
    await clearSearchCache();
    let started = performance.now();
    await call(q);
    cold.push(performance.now() - started);
    slowest.push({ ms: cold.at(-1)!, question: q });
    started = performance.now();
    await call(q);
    warm.push(performance.now() - started);
    if ((i + 1) % 100 === 0) log(`  ${label}: ${i + 1} of ${questions.length}`);
  }
  await clearSearchCache();
  // BENCH_SLOWEST=N names the N slowest cold questions, to see where a tail comes from.
  for (const { ms: took, question } of slowest.sort((a, b) => b.ms - a.ms).slice(0, SLOWEST)) log(`  slow ${label}: ${took.toFixed(1)} ms ${JSON.stringify(question)}`);
  return { cold: stats(cold), warm: stats(warm) };
}

const ms = (v: number) => `${v.toFixed(1)} ms`;

/** What was done to reach these times, and what is left: kept in the section whenever the benchmark rewrites it. */
const NOTES = [
  'Before the work of 2026-11-22 (measured 05:59Z on the same machine and questions; there was no result cache):',
  'suggest p50/p95/p99 13.7/42.0/67.9 ms; searchProducts with a vehicle 24.5/144.7/248.3 ms, without 12.7/108.6/180.6 ms.',
  '',
  'What changed:',
  '',
  '- searchProducts counts in one pass, then finds the page. The one statement it used held every match in a work',
  '  table and read it four more times (count, vehicle narrowing, facets, page); at 60,000-140,000 matches that cost',
  '  more than the matching. Now the first statement returns only per (brand, part type, fits the vehicle) counts; the',
  '  second finds the page, by relevance in the chosen groups only (by the group index), sorted as a top-N. Same',
  '  results: compared with the previous code on these 200 questions and on price, brand and part type filtered ones.',
  '- Migration 0004: `fitment_vehicle_fit_idx` on fitment_applications (base_vehicle_id, product_id) INCLUDE (engine_id,',
  '  submodel_id). A vehicle\'s fitting products come from the index alone (under 1 ms instead of up to ~40 ms reading',
  '  ~5,000 heap pages of ~16M rows), for searches and suggestions. Per-vehicle caching of the set was then not needed.',
  '- The typo tier of query completions uses the trigram index (a long text: ~50 ms to ~3 ms).',
  '- Results matching 2,000 products or more are cached 300 s per (locale, words, part numbers, vehicle, filters, sort,',
  '  page) and dropped by refreshSearchDocuments; the "asked again" rows. Targets are judged on the cold rows.',
  '',
  'What is left: suggest misses 30 ms by little (30-36 ms over runs). Its tail is suggestions with a vehicle when the',
  '(part type, brand) groups whose names best match the text hold no product for it (a brand\'s first letters, "Arctu":',
  'the trigram score of a prefix is 0), so every match is ranked (25,000-40,000, 35-90 ms). Scoring groups by the',
  'completed word would fix it but change which products are suggested: not done. searchProducts without a vehicle',
  'meets 100 ms with little margin; its tail is the "some of the words" fallback (a brand and a part type that do not',
  'go together: 90,000-140,000 documents have one of the words), and exact totals and facets must read every match.',
  'Estimated totals and sampled facets were not done: documents are stored in product order and products are grouped',
  'by part type, so the first N matches are a biased sample; totals stay exact (no change for the UI).',
  '',
  '2026-11-29: since product titles carry their part number, `search_terms` holds about a million words per market',
  '(a brand\'s three letters start some 28,000 of them). Checking whether each typed word is known read the prefix',
  'range of every word, not only of the one being typed, and twice (the CTE was inlined): 100-180 ms for a part number',
  'or a brand\'s letters. The prefix is now asked for the last word alone, in its own EXISTS, and the CTE is',
  'materialized: that query takes under 1 ms, suggest p95 95 -> 28 ms, searchProducts p95 145 -> 97-102 ms with a vehicle and',
  '103 -> 79-82 ms without, asked again 104 -> 7-8 ms (same machine, same questions; BENCH_SLOWEST=N lists the slowest).',
  'The rest of the tail with a vehicle is brand-and-part-type questions sorted by price (100-170 ms).',
];


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
    const row = (name: string, s: Stats, target: number | null) =>
      `| ${name} | ${s.n} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${ms(s.max)} | ${target === null ? 'not a target' : `${target} ms: ${s.p95 <= target ? 'met' : 'missed'}`} |`;
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
      'a first untimed pass over the same questions (the database\'s buffers warm, as on a running server). Each question is',
      'then timed with the search result cache emptied just before it (cold: the targets are judged on these), and once more',
      'at once (a question asked again within 300 s: results matching 2,000 products or more come from the cache).',
      'The machine was shared with other work while measuring, so these move from run to run.',
      '',
      '| call | samples | p50 | p95 | p99 | max | target (p95) |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      row('suggest(text, locale, vehicle?)', suggestAll.cold, 30),
      row('searchProducts, with a vehicle', withVehicle.cold, 100),
      row('searchProducts, without a vehicle', withoutVehicle.cold, 100),
      row('searchProducts, with a vehicle, asked again', withVehicle.warm, null),
      row('searchProducts, without a vehicle, asked again', withoutVehicle.warm, null),
      '',
      `Suggestion terms: ${kinds(terms)}; ${byLocale(terms)}; half with a vehicle; ${productTerms.length} of them long enough`,
      `(5 characters) for product suggestions. Searches: ${kinds(queries)}; ${byLocale(queries)}; 80% by relevance, 15% a second page.`,
      `Results per search in the sample: median ${[...totals].sort((a, b) => a - b)[Math.floor(totals.length / 2)]?.toLocaleString('en-US')}, largest ${Math.max(...totals).toLocaleString('en-US')}.`,
      database.refreshMs === null ? '' : `Building the index of the whole catalogue (refreshSearchDocuments) took ${(database.refreshMs / 1000).toFixed(0)} s.`,
      '',
      ...NOTES,
      '',
    ]
      .filter((line, i, all) => line !== '' || all[i - 1] !== '')
      .join('\n');
    writeDocSection(SECTION, section);
    log(
      `Search (cold): suggest p95 ${ms(suggestAll.cold.p95)} (target 30 ms), searchProducts p95 ${ms(withVehicle.cold.p95)} with a vehicle and ${ms(withoutVehicle.cold.p95)} without (target 100 ms); ` +
        `asked again: ${ms(withVehicle.warm.p95)} and ${ms(withoutVehicle.warm.p95)}; ` +
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
