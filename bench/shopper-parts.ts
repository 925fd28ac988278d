/**
 * `npm run bench:shopper-parts` (issue 21, measured, not asserted): how fast the shopper's parts
 * of a cached page arrive. A cached catalogue page is the same for every shopper of a market; the
 * browser then asks two small calls for what is the shopper's own (docs/decisions/041 and 042):
 * the header call with `shell=true` (greeting, cart badge, vehicle, store, the member's slots) on
 * every page, and `sku-details` for the listed products (fitment badges, the preferred store's
 * stock; `nearby=1` on a product page for the sister stores) when the browser has a vehicle or a
 * store. Each call is run with autocannon for BENCH_DURATION_S seconds (20) at one connection (one
 * shopper's wait) and at ten (the load of bench/pages.ts), for the shopper with a saved vehicle and
 * a preferred store and, for the header call, the anonymous one; both concurrencies interleaved
 * BENCH_ROUNDS times (2), the run on the quieter machine kept. Target (issue 21): the shopper's
 * parts complete within 100 ms at p95.
 *
 * Starts the production server itself (`scripts/start.mjs`, throw-away database with the demo
 * data, port BENCH_PORT or 3213) unless BASE_URL points at a running one. Results go to
 * docs/performance.md, section "The shopper's parts of a cached page (issue 21)"; BENCH_DRY=1
 * prints them instead.
 */
import autocannon from 'autocannon';
import os from 'node:os';
import { writeDocSection } from './lib/doc';
import { kilobytes, milliseconds, quietest } from './lib/load';
import { BenchServer, runBenchmark } from './lib/server';
import { benchShoppers, type Shopper } from './lib/shoppers';
import { stats } from './lib/stats';

const SECTION = "## The shopper's parts of a cached page (issue 21)";
const PORT = Number(process.env.BENCH_PORT ?? 3213);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 20);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 2));
const DRY = process.env.BENCH_DRY === '1';
const CONCURRENCY = [1, 10];
const TARGET_P95_MS = 100;

const log = (line: string) => console.log(`[bench] ${line}`);
const server = new BenchServer(PORT, log);

interface Call {
  name: string;
  path: string;
  shopper: Shopper;
}

interface Run {
  requests: number;
  seconds: number;
  latencies: number[];
  bytes: number[];
  failures: number;
  loadBefore: number;
  loadAfter: number;
}

/** The product ids a cached page hands its shopper-parts island (the `productIds` of its payload). */
async function productIds(base: string, path: string): Promise<string> {
  const html = await (await fetch(`${base}${path}`, { headers: { accept: 'text/html' } })).text();
  const ids = /productIds\\?":\[([\d,]+)\]/.exec(html)?.[1];
  if (!ids) throw new Error(`${path} lists no products for the shopper's parts`);
  return ids;
}

async function run(base: string, call: Call, connections: number): Promise<Run> {
  const result: Run = { requests: 0, seconds: DURATION_S, latencies: [], bytes: [], failures: 0, loadBefore: os.loadavg()[0]!, loadAfter: 0 };
  const instance = autocannon({ url: `${base}${call.path}`, connections, duration: DURATION_S, timeout: 30, headers: { accept: 'application/json', ...(call.shopper.cookie ? { cookie: call.shopper.cookie } : {}) } });
  instance.on('response', (_client, statusCode, resBytes, responseTime) => {
    result.requests++;
    result.latencies.push(responseTime);
    result.bytes.push(resBytes);
    if (statusCode !== 200) result.failures++;
  });
  const done = await instance;
  result.failures += done.errors + done.timeouts;
  result.loadAfter = os.loadavg()[0]!;
  return result;
}

async function main() {
  const startedAt = Date.now();
  // autocannon resolves "localhost" to no connection here (IPv6 first): the loopback address by number.
  const base = (process.env.BASE_URL?.replace(/\/+$/, '') ?? (await server.start())).replace('//localhost:', '//127.0.0.1:');
  const [vehicle, anonymous] = await benchShoppers(base);
  const shelf = '/parts/brakes/brake-pad-set';
  const product = '/products/maxgrip-brake-pad-set-max100001';
  const header = '/ecomm/b2c/v3/page/header?hideXMContent=true&shell=true&locale=en-US';
  const shelfIds = await productIds(base, shelf);
  const productId = await productIds(base, product);
  const calls: Call[] = [
    { name: 'header call, `shell=true`', path: header, shopper: vehicle! },
    { name: 'header call, `shell=true`', path: header, shopper: anonymous! },
    { name: `sku-details, the shelf's ${shelfIds.split(',').length} products (\`${shelf}\`)`, path: `/ecomm/b2c/browse/v1/sku-details?productIds=${shelfIds}&locale=en-US`, shopper: vehicle! },
    { name: `sku-details with \`nearby=1\`, the product page (\`${product}\`)`, path: `/ecomm/b2c/browse/v1/sku-details?productIds=${productId}&nearby=1&locale=en-US`, shopper: vehicle! },
  ];
  for (const call of calls) {
    const response = await fetch(`${base}${call.path}`, { headers: { cookie: call.shopper.cookie } });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${call.path} answered ${response.status}: ${body.slice(0, 200)}`);
  }
  log(`Shoppers: ${vehicle!.about}; anonymous: ${anonymous!.about}`);

  const runs = new Map<string, Run[]>();
  for (let round = 1; round <= ROUNDS; round++) {
    for (const connections of CONCURRENCY) {
      for (const call of calls) {
        const key = `${call.name} | ${call.shopper.name} | ${connections}`;
        const result = await run(base, call, connections);
        runs.set(key, [...(runs.get(key) ?? []), result]);
        const s = stats(result.latencies);
        log(`round ${round}, ${key}: ${(result.requests / result.seconds).toFixed(1)} req/s, p50 ${milliseconds(s.p50)}, p95 ${milliseconds(s.p95)}, ${result.failures} failures, load ${result.loadBefore.toFixed(1)}→${result.loadAfter.toFixed(1)}`);
      }
    }
  }

  const rows: string[] = [];
  const loads: number[] = [];
  for (const [key, all] of runs) {
    const kept = quietest(all);
    const s = stats(kept.latencies);
    loads.push(kept.loadBefore, kept.loadAfter);
    const bytes = kept.bytes.reduce((sum, b) => sum + b, 0) / Math.max(1, kept.bytes.length);
    rows.push(
      `| ${key} | ${(kept.requests / kept.seconds).toFixed(1)} | ${milliseconds(s.p50)} | ${milliseconds(s.p95)} | ${milliseconds(s.p99)} | ${kilobytes(bytes)} | ${kept.failures} | ${((kept.loadBefore + kept.loadAfter) / 2).toFixed(1)} | ${s.p95 <= TARGET_P95_MS ? 'met' : 'missed'} |`,
    );
  }
  const section = [
    SECTION,
    '',
    'Measured by `npm run bench:shopper-parts` (`tsx bench/shopper-parts.ts`, autocannon 9) on the production build with the',
    'demo data (10,000 SKUs): the two calls a cached catalogue page makes for what is the shopper\'s own (decisions 041 and',
    `042), each for ${DURATION_S} s at one connection (one shopper's wait) and at ten (the load of "Catalogue pages"), ${ROUNDS} interleaved`,
    `${ROUNDS === 1 ? 'round' : 'rounds'}, the run on the quieter machine kept. Latency is the whole response on loopback. The shopper with a vehicle and a`,
    `store: ${vehicle!.about}. Target (issue 21): p95 ≤ ${TARGET_P95_MS} ms.`,
    '',
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')}Z, load average (1 min) ${Math.min(...loads).toFixed(1)} to ${Math.max(...loads).toFixed(1)} during the kept runs (a 2-core machine; the server, PostgreSQL and autocannon share it).`,
    '',
    '| call | shopper | connections | req/s | p50 | p95 | p99 | per response | failures | load | p95 target |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
  if (DRY) console.log(section);
  else writeDocSection(SECTION, section);
  log(`Done in ${Math.round((Date.now() - startedAt) / 1000)} s${DRY ? ' (BENCH_DRY: the document was not written)' : ''}.`);
}

await runBenchmark(server, main);
