/**
 * `npm run bench:pages` (issue 21, measured, not asserted): how many catalogue pages the
 * production server serves, with autocannon (10 connections for 20 s per page and shopper):
 * requests per second, p50 and p95 of the whole response, p95 of the time to first byte (the
 * response's headers), bytes per response, the server's RSS at rest and under load, and the load
 * average. Results go to docs/performance.md, section "Catalogue pages (issue 21)", in its
 * `before` or `after` column (BENCH_PAGES_COLUMN, default `after`; the other column is kept).
 *
 * Pages (en-US, the demo catalogue of 10,000 SKUs): home, a shelf, the same shelf filtered (a
 * brand and a price range), a product page, search results and a landing page. Shoppers: one
 * with a saved vehicle and a preferred store (the cookies the storefront's own calls set:
 * POST /ecomm/b2c/v1/vehicles/preferred and /ecomm/b2c/v1/store/preferredStore) and an
 * anonymous one (the cookies a first visit to the home page sets, if any).
 *
 * Starts the production server itself (`scripts/start.mjs`, throw-away database with the demo
 * data, port BENCH_PORT or 3212) unless BASE_URL points at a running one (then its memory is the
 * process tree of BENCH_SERVER_PID, e.g. its `scripts/start.mjs`, or else the process listening on
 * that port, if `ss` shows it). Every page and shopper is run BENCH_ROUNDS
 * times (2), interleaved, and the run on the quieter machine (lower load average) is kept: the
 * machine is shared. For a smoke run: BENCH_DURATION_S=2 BENCH_ROUNDS=1 BENCH_PAGES=home,product
 * BENCH_SHOPPERS=anonymous BENCH_DRY=1 (BENCH_DRY: print, do not write the document).
 */
import autocannon, { type AutocannonClient } from 'autocannon';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { DOC_PATH, writeDocSection } from './lib/doc';
import {
  beforeAfterRows,
  figures,
  keptLine,
  kilobytes,
  listeningPid,
  megabytes,
  milliseconds,
  parsePs,
  processTree,
  quietest,
  serverMemory,
  type Column,
  type PageRun,
  type ServerMemory,
} from './lib/load';
import { BenchServer, runBenchmark, sleep } from './lib/server';
import { benchShoppers, type Shopper } from './lib/shoppers';
import fs from 'node:fs';

const SECTION = '## Catalogue pages (issue 21)';
const PORT = Number(process.env.BENCH_PORT ?? 3212);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 2));
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const DRY = process.env.BENCH_DRY === '1';
const COLUMN = (process.env.BENCH_PAGES_COLUMN ?? 'after') as Column;
if (COLUMN !== 'before' && COLUMN !== 'after') throw new Error('BENCH_PAGES_COLUMN is before or after');

interface Page {
  name: string;
  path: string;
}

const PAGES: Page[] = [
  { name: 'home', path: '/' },
  { name: 'shelf', path: '/parts/brakes/brake-pad-set' },
  // The shelf's own filters (src/lib/shelf-query.ts): a brand and a price range, in major units.
  { name: 'filtered shelf', path: '/parts/brakes/brake-pad-set?brand=maxgrip&minPrice=20&maxPrice=120' },
  { name: 'product', path: '/products/maxgrip-brake-pad-set-max100001' },
  { name: 'search results', path: '/searchresult?searchText=brake%20pads' },
  { name: 'landing page', path: '/lp/store-pick-up' },
];

const only = (list: string | undefined) => (list ? new Set(list.split(',').map((s) => s.trim())) : null);
const pageFilter = only(process.env.BENCH_PAGES);
const shopperFilter = only(process.env.BENCH_SHOPPERS);
const log = (line: string) => console.log(`[bench] ${line}`);
const server = new BenchServer(PORT, log);

const loadAverage = () => os.loadavg()[0]!;

/** The root of the server's process tree: our own server's launcher, or whoever listens on BASE_URL's port. */
function serverRoot(base: string): number | null {
  if (server.pid) return server.pid;
  if (process.env.BENCH_SERVER_PID) return Number(process.env.BENCH_SERVER_PID);
  try {
    return listeningPid(execFileSync('ss', ['-ltnpH'], { encoding: 'utf8' }), Number(new URL(base).port || 80));
  } catch {
    return null;
  }
}

function memory(root: number | null): ServerMemory | null {
  if (!root) return null;
  try {
    return serverMemory(processTree(parsePs(execFileSync('ps', ['-e', '-o', 'pid=,ppid=,rss=,args='], { encoding: 'utf8' })), root));
  } catch {
    return null;
  }
}

const larger = (a: ServerMemory | null, b: ServerMemory | null): ServerMemory | null =>
  !a ? b : !b ? a : { server: Math.max(a.server, b.server), node: Math.max(a.node, b.node), postgres: Math.max(a.postgres, b.postgres) };

/** What a browser sends when it loads a page (a document, not the router's RSC fetch: docs/decisions/040). */
const DOCUMENT_HEADERS = { accept: 'text/html,application/xhtml+xml', 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' };

/** One autocannon run of a page for a shopper, with every response's time, time to headers and size, and the server's memory sampled each second. */
async function runPage(base: string, page: Page, shopper: Shopper, root: number | null): Promise<PageRun> {
  const run: PageRun = { requests: 0, seconds: 0, latencies: [], ttfb: [], bytes: [], non2xx: 0, errors: 0, loadBefore: loadAverage(), loadAfter: 0, peak: null };
  const setupClient = (client: AutocannonClient) => {
    let sent = 0;
    client.on('request', () => {
      sent = performance.now();
    });
    client.on('headers', () => {
      run.ttfb.push(performance.now() - sent);
    });
  };
  const sampler = setInterval(() => {
    run.peak = larger(run.peak, memory(root));
  }, 1_000);
  const started = performance.now();
  const instance = autocannon({ url: `${base}${page.path}`, connections: CONNECTIONS, duration: DURATION_S, timeout: 30, headers: { ...DOCUMENT_HEADERS, ...(shopper.cookie ? { cookie: shopper.cookie } : {}) }, setupClient });
  instance.on('response', (_client, statusCode, resBytes, responseTime) => {
    run.requests++;
    run.latencies.push(responseTime);
    run.bytes.push(resBytes);
    if (statusCode < 200 || statusCode > 299) run.non2xx++;
  });
  const result = await instance;
  run.seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  run.errors = result.errors + result.timeouts;
  run.loadAfter = loadAverage();
  return run;
}

/** Each page answers 200 with HTML for each shopper (no redirect), and is warmed as production traffic would. */
async function check(base: string, pages: Page[], people: Shopper[]) {
  for (const page of pages) {
    for (const shopper of people) {
      for (let i = 0; i < Math.max(1, WARMUP); i++) {
        const response = await fetch(`${base}${page.path}`, { redirect: 'manual', headers: { ...DOCUMENT_HEADERS, ...(shopper.cookie ? { cookie: shopper.cookie } : {}) } });
        const body = await response.text();
        if (response.status !== 200 || !body.includes('<html')) throw new Error(`${page.path} answered ${response.status} for the ${shopper.name} shopper`);
      }
    }
  }
}

function gitCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

async function main() {
  const startedAt = Date.now();
  // autocannon resolves "localhost" to no connection here (IPv6 first): the loopback address by number.
  const base = (process.env.BASE_URL?.replace(/\/+$/, '') ?? (await server.start())).replace('//localhost:', '//127.0.0.1:');
  const pages = PAGES.filter((p) => !pageFilter || pageFilter.has(p.name));
  const people = (await benchShoppers(base)).filter((s) => !shopperFilter || shopperFilter.has(s.name));
  log(`Shoppers: ${people.map((s) => `${s.name} (${s.about})`).join('; ')}`);
  log(`Checking and warming ${pages.length} pages (${WARMUP} requests each per shopper)...`);
  await check(base, pages, people);
  const root = serverRoot(base);
  await sleep(5_000);
  const rest = memory(root);
  const restLoad = loadAverage();
  log(`At rest: ${rest ? `Next server ${megabytes(rest.server)}, all its processes but PostgreSQL's ${megabytes(rest.node)}` : 'memory not measured'} (load ${restLoad.toFixed(1)})`);

  const runs = new Map<string, PageRun[]>();
  for (let round = 1; round <= ROUNDS; round++) {
    for (const page of pages) {
      for (const shopper of people) {
        const run = await runPage(base, page, shopper, root);
        const key = `${page.name} (\`${page.path}\`) | ${shopper.name}`;
        runs.set(key, [...(runs.get(key) ?? []), run]);
        const f = figures(run);
        log(
          `round ${round}, ${key}: ${f.rps.toFixed(1)} req/s, p50 ${milliseconds(f.latency.p50)}, p95 ${milliseconds(f.latency.p95)}, TTFB p95 ${milliseconds(f.ttfb.p95)}, ` +
            `${kilobytes(f.bytes)}, ${run.non2xx} non-2xx, ${run.errors} errors, load ${run.loadBefore.toFixed(1)}→${run.loadAfter.toFixed(1)}`,
        );
      }
    }
  }
  const peak = [...runs.values()].flat().reduce<ServerMemory | null>((m, r) => larger(m, r.peak), null);
  await sleep(10_000);
  const after = memory(root);

  const measured = new Map<string, string[]>();
  const failures: string[] = [];
  for (const [key, all] of runs) {
    const run = quietest(all);
    const f = figures(run);
    if (run.non2xx || run.errors) failures.push(`${key}: ${run.non2xx} non-2xx, ${run.errors} errors`);
    measured.set(key, [
      f.rps.toFixed(1),
      milliseconds(f.latency.p50),
      milliseconds(f.latency.p95),
      milliseconds(f.ttfb.p95),
      kilobytes(f.bytes),
      f.load.toFixed(1),
    ]);
  }
  const memoryRows = new Map<string, string[]>([
    ['Next server, at rest', [rest ? megabytes(rest.server) : '-']],
    ['the whole tree but PostgreSQL (launcher, tsx wrappers and esbuild, server), at rest', [rest ? megabytes(rest.node) : '-']],
    ['Next server, peak under load', [peak ? megabytes(peak.server) : '-']],
    ['the whole tree but PostgreSQL, peak under load', [peak ? megabytes(peak.node) : '-']],
    ['Next server, 10 s after the load', [after ? megabytes(after.server) : '-']],
  ]);

  const previous = fs.existsSync(DOC_PATH) ? (/## Catalogue pages \(issue 21\)[\s\S]*?(?=\n## |$)/.exec(fs.readFileSync(DOC_PATH, 'utf8'))?.[0] ?? '') : '';
  const loads = [...runs.values()].map((all) => quietest(all)).flatMap((r) => [r.loadBefore, r.loadAfter]);
  const note =
    `- **${COLUMN === 'before' ? 'Before' : 'After'}**: commit \`${gitCommit()}\`, ${new Date().toISOString().slice(0, 16).replace('T', ' ')}Z; ${CONNECTIONS} connections × ${DURATION_S} s per page and shopper, ` +
    `${ROUNDS} interleaved round${ROUNDS > 1 ? 's' : ''}, the quieter run kept; load average (1 min) ${Math.min(...loads).toFixed(1)} to ${Math.max(...loads).toFixed(1)} during the kept runs, ` +
    `${restLoad.toFixed(1)} at rest; ${failures.length ? `not every answer was a 200: ${failures.join('; ')}` : 'every answer a 200'}.`;
  const otherNote = keptLine(previous, COLUMN === 'before' ? '- **After**' : '- **Before**') ?? (COLUMN === 'before' ? '- **After**: not measured yet (the page cache, issue 21 item 1).' : '- **Before**: not measured.');
  const notes = COLUMN === 'before' ? [note, otherNote] : [otherNote, note];
  const shopperLines = people.map((s) => `  - ${s.name}: ${s.about}.`);
  const section = [
    SECTION,
    '',
    'Measured by `npm run bench:pages` (`tsx bench/pages.ts`, autocannon 9): the production build (`scripts/start.mjs` with a',
    'throw-away database holding the demo data: 10,000 SKUs), each page below for each shopper with 10 connections for 20 s,',
    'all rounds interleaved, the run on the quieter machine kept (the 2-core machine is shared with other sessions; the',
    'load average is beside each run). Requests per second over the run; p50 and p95 of the whole response; TTFB p95, the',
    'time to the response\'s headers (Next streams the body after them); bytes per response as sent, headers included,',
    'uncompressed (autocannon asks for no compression). The shoppers:',
    ...shopperLines,
    '',
    'Targets (issue 21): every page at least 10× the "before" requests per second, TTFB p95 ≤ 50 ms for a cached shell.',
    '',
    ...notes,
    '',
    '| page | shopper | before: req/s | p50 | p95 | TTFB p95 | per response | load | after: req/s | p50 | p95 | TTFB p95 | per response | load |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...beforeAfterRows(previous, 2, 6, COLUMN, measured),
    '',
    'The server\'s resident memory (`ps -o rss`, MB = MiB; under load, sampled every second over all runs; target: the',
    'Next server ≤ 300 MB at rest, ≤ 450 MB under load). RSS counts pages shared between processes once per process.',
    '',
    '| memory | before | after |',
    '| --- | --- | --- |',
    ...beforeAfterRows(previous, 1, 1, COLUMN, memoryRows),
    '',
  ].join('\n');
  if (DRY) console.log(section);
  else writeDocSection(SECTION, section);
  log(`Done in ${Math.round((Date.now() - startedAt) / 1000)} s${DRY ? ' (BENCH_DRY: the document was not written)' : ` (${COLUMN} column of "${SECTION.slice(3)}")`}.`);
}

await runBenchmark(server, main);
