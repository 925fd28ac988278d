/**
 * `npm run bench:cluster` (issue 22): a mixed shopper load — a cached shelf page, a product's JSON
 * and add-to-cart, three autocannon streams at once — on one instance (directly) and on three
 * behind HAProxy, with Redis and without (REDIS_URL unset: each instance keeps its own cache and
 * limits), on the cluster of scripts/lib/cluster.ts (files under .data/bench-cluster, the demo
 * seeded once). Also: how long a content change takes to show on every instance, and the errors
 * clients see while an instance is killed (SIGKILL) and while Redis restarts under the load.
 * Results into docs/performance.md, "Cluster (issue 22)", with the load average beside each number.
 *
 * BENCH_CLUSTER_CONNECTIONS (4 per stream), BENCH_CLUSTER_SECONDS (15 per run), BENCH_CLUSTER_DATA_DIR
 * (another cluster directory, e.g. an already seeded one); the cluster's
 * ports as for `npm run cluster` (CLUSTER_PORT, CLUSTER_INSTANCE_PORT, CLUSTER_PG_PORT, ...).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import autocannon from 'autocannon';
import { clusterOptionsFromEnv, startCluster, type Cluster } from '../scripts/lib/cluster';
import { send, sleep } from '../tests/cluster/client';
import { writeDocSection } from './lib/doc';
import { stats } from './lib/stats';
import { ROOT } from './lib/server';

const CONNECTIONS = Number(process.env.BENCH_CLUSTER_CONNECTIONS ?? 4);
const SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS ?? 15);
const SHELF = '/parts/brakes/brake-pad-set';
const log = (line: string) => console.log(`[bench:cluster] ${line}`);
const loadAverage = () => Number(fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);

interface Stream {
  name: string;
  path: string;
  method?: string;
  body?: string;
}

interface StreamResult {
  requests: number;
  latencies: number[];
  non2xx: number;
  errors: number;
}

interface Mixed {
  seconds: number;
  streams: Record<string, StreamResult>;
  load: number;
}

/** The three streams at once against `base` for `seconds`; `during` runs meanwhile (a kill, a restart). */
async function mixed(base: string, streams: Stream[], seconds: number, during?: () => Promise<void>): Promise<Mixed> {
  const loadBefore = loadAverage();
  const started = performance.now();
  const results: Record<string, StreamResult> = {};
  const runs = streams.map((stream) => {
    const result: StreamResult = { requests: 0, latencies: [], non2xx: 0, errors: 0 };
    results[stream.name] = result;
    const instance = autocannon({
      // autocannon resolves "localhost" to no connection here (IPv6 first): the loopback address by number.
      url: base.replace('localhost', '127.0.0.1') + stream.path,
      connections: CONNECTIONS,
      duration: seconds,
      timeout: 30,
      ...(stream.method ? { method: stream.method } : {}),
      ...(stream.body ? { body: stream.body, headers: { 'content-type': 'application/json' } } : {}),
    });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      result.requests++;
      result.latencies.push(responseTime);
      if (statusCode < 200 || statusCode > 299) result.non2xx++;
    });
    return Promise.resolve(instance).then((final) => {
      result.errors = final.errors + final.timeouts;
    });
  });
  await Promise.all([...runs, during?.()]);
  return { seconds: (performance.now() - started) / 1000, streams: results, load: (loadBefore + loadAverage()) / 2 };
}

const total = (m: Mixed) => Object.values(m.streams).reduce((n, s) => n + s.requests, 0);
const rps = (m: Mixed) => total(m) / m.seconds;
const failures = (m: Mixed) => Object.values(m.streams).reduce((n, s) => n + s.non2xx + s.errors, 0);
const p95 = (m: Mixed, stream: string) => (m.streams[stream]!.latencies.length ? stats(m.streams[stream]!.latencies).p95 : NaN);
const ms = (value: number) => (Number.isNaN(value) ? '-' : `${Math.round(value)} ms`);

async function streamsFor(cluster: Cluster): Promise<Stream[]> {
  const client = new pg.Client({ connectionString: cluster.primaryUrl });
  await client.connect();
  const { rows } = await client.query<{ sku: string; id: number }>(
    `SELECT p.sku, p.id FROM products p JOIN product_prices pp ON pp.product_id = p.id AND pp.currency = 'USD' WHERE NOT p.hazardous ORDER BY p.id OFFSET 200 LIMIT 1`,
  );
  const product = rows[0]!;
  // Enough stock that the adds never run out.
  await client.query(`INSERT INTO dc_stock (product_id, dc, quantity) VALUES ($1, 'DC-DFW', 1000000) ON CONFLICT (product_id, dc) DO UPDATE SET quantity = 1000000`, [product.id]);
  await client.end();
  return [
    { name: 'cached page', path: SHELF },
    { name: 'product JSON', path: `/external/product-discovery/product/v1/products?country=USA&salesChannel=ECOMM&customerType=B2C&itemIds=${encodeURIComponent(product.sku)}&locale=en-US` },
    { name: 'add to cart', path: '/ecomm/b2c/v1/order/item?locale=en-US', method: 'POST', body: JSON.stringify({ skuId: product.sku, quantity: 1 }) },
  ];
}

/** Each stream answers 2xx before it is measured, and the caches are warm on every instance. */
async function warm(cluster: Cluster, streams: Stream[]) {
  for (const base of [...cluster.instances.map((i) => `http://127.0.0.1:${i.port}`), cluster.url]) {
    for (const stream of streams) {
      for (let i = 0; i < 3; i++) {
        const answer = await send(base + stream.path, { method: stream.method ?? 'GET', ...(stream.body ? { body: JSON.parse(stream.body) as unknown } : {}) });
        if (answer.status < 200 || answer.status > 299) throw new Error(`${stream.name} answered ${answer.status} on ${base}: ${answer.text.slice(0, 300)}`);
      }
    }
  }
}

/** ms until every instance serves a content page's new title after an operator's PUT through the balancer. */
async function contentPropagation(cluster: Cluster): Promise<number[]> {
  const slug = `bench-cluster-${Date.now()}`;
  const put = (title: string) =>
    send(`${cluster.url}/api/admin/content/pages/en-US/${slug}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${cluster.adminToken}` },
      body: { body: { title, metaTitle: title, metaDescription: 'Benchmark page.', siteSection: 'others', sections: [{ heading: 'About', body: title }] }, published: true },
    });
  await put('Version one');
  const urls = cluster.instances.map((i) => `http://127.0.0.1:${i.port}/lp/${slug}`);
  const until = async (title: string, limitMs: number) => {
    const started = Date.now();
    const seen = urls.map(() => -1);
    while (seen.some((t) => t < 0) && Date.now() - started < limitMs) {
      await Promise.all(
        urls.map(async (url, i) => {
          if (seen[i]! >= 0) return;
          const page = await send(url).catch(() => null);
          if (page?.status === 200 && page.text.includes(title)) seen[i] = Date.now() - started;
        }),
      );
    }
    return seen;
  };
  await until('Version one', 60_000);
  await put('Version two');
  return until('Version two', 30_000);
}

interface Setting {
  redis: boolean;
  one: Mixed;
  three: Mixed;
  propagation: number[];
  kill: Mixed | null;
  redisRestart: Mixed | null;
}

async function measure(redis: boolean): Promise<Setting> {
  log(`Starting the cluster ${redis ? 'with' : 'without'} Redis...`);
  const options = clusterOptionsFromEnv(log, { dataDir: process.env.BENCH_CLUSTER_DATA_DIR ? path.resolve(process.env.BENCH_CLUSTER_DATA_DIR) : path.join(ROOT, '.data', 'bench-cluster'), redis });
  const cluster = await startCluster(options);
  try {
    const streams = await streamsFor(cluster);
    await warm(cluster, streams);
    log(`One instance (${cluster.instances[0]!.name}, directly): ${SECONDS} s...`);
    const one = await mixed(`http://127.0.0.1:${cluster.instances[0]!.port}`, streams, SECONDS);
    log(`  ${rps(one).toFixed(1)} req/s, load ${one.load.toFixed(1)}`);
    log(`Three instances through HAProxy: ${SECONDS} s...`);
    const three = await mixed(cluster.url, streams, SECONDS);
    log(`  ${rps(three).toFixed(1)} req/s, load ${three.load.toFixed(1)}`);
    log('A content change on every instance...');
    const propagation = await contentPropagation(cluster);
    log(`  ${propagation.map((t) => (t < 0 ? 'not within 30 s' : `${t} ms`)).join(', ')}`);
    let kill: Mixed | null = null;
    let redisRestart: Mixed | null = null;
    if (redis) {
      log('Redis restarted (SIGTERM, 3 s down) under the load through HAProxy...');
      redisRestart = await mixed(cluster.url, streams, SECONDS, async () => {
        await sleep(4_000);
        await cluster.redis!.stop();
        await sleep(3_000);
        await cluster.redis!.start();
      });
      log(`  ${failures(redisRestart)} failed of ${total(redisRestart)}`);
      log('An instance killed (SIGKILL) under the load through HAProxy...');
      const victim = cluster.instances.at(-1)!;
      kill = await mixed(cluster.url, streams, SECONDS, async () => {
        await sleep(4_000);
        await victim.kill('SIGKILL');
      });
      log(`  ${failures(kill)} failed of ${total(kill)}`);
    }
    return { redis, one, three, propagation, kill, redisRestart };
  } finally {
    await cluster.stop();
  }
}

function gitCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

const withRedis = await measure(true);
const withoutRedis = await measure(false);

const row = (label: string, m: Mixed) =>
  `| ${label} | ${rps(m).toFixed(1)} | ${ms(p95(m, 'cached page'))} | ${ms(p95(m, 'product JSON'))} | ${ms(p95(m, 'add to cart'))} | ${failures(m)} of ${total(m)} | ${m.load.toFixed(1)} |`;
const ratio = (a: Mixed, b: Mixed) => (rps(a) / rps(b)).toFixed(2);
const propagationText = (s: Setting) => s.propagation.map((t) => (t < 0 ? 'not within 30 s' : `${t} ms`)).join(', ');

writeDocSection(
  '## Cluster (issue 22)',
  [
    '## Cluster (issue 22)',
    '',
    `Measured by \`npm run bench:cluster\` (\`bench/cluster.ts\`, autocannon 9) on ${new Date().toISOString().slice(0, 10)}: the cluster of`,
    '`npm run cluster` (PostgreSQL primary and streaming replica, three instances of the production build, HAProxy;',
    'Redis or not), the demo catalogue. A mixed shopper load: three autocannon streams at once, each',
    `${CONNECTIONS} connections for ${SECONDS} s — a cached shelf page (\`${SHELF}\`), a product's JSON (the product API) and`,
    'add-to-cart (a new guest cart each time). "One instance" is instance a addressed directly (the two others idle);',
    '"three" is HAProxy in front of all three. **The machine was busy** (two cores shared with other helpers\' builds and',
    'tests): the load average is beside every row, and the numbers say more about that than about the store.',
    `Commit ${gitCommit()}; instances checked on \`${process.env.CLUSTER_HEALTH_PATH ?? '/readyz'}\`.${process.env.BENCH_CLUSTER_NOTE ? ` ${process.env.BENCH_CLUSTER_NOTE}` : ''}`,
    '',
    '| setting | req/s (all streams) | p95 cached page | p95 product JSON | p95 add to cart | failed (non-2xx or error) | load average |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    row('one instance, Redis', withRedis.one),
    row('three behind HAProxy, Redis', withRedis.three),
    row('one instance, no Redis', withoutRedis.one),
    row('three behind HAProxy, no Redis', withoutRedis.three),
    '',
    `- Three over one: ${ratio(withRedis.three, withRedis.one)} with Redis, ${ratio(withoutRedis.three, withoutRedis.one)} without (on two cores three servers share the same CPU: the point is that nothing breaks).`,
    `- Redis over none (its overhead): ${ratio(withRedis.one, withoutRedis.one)} on one instance, ${ratio(withRedis.three, withoutRedis.three)} on three.`,
    `- A content change (an operator's PUT through HAProxy) showed on the three instances after ${propagationText(withRedis)} with Redis; without Redis, ${propagationText(withoutRedis)} (the other instances keep their cached copy up to 300 s).`,
    withRedis.redisRestart ? `- Redis stopped for 3 s and started again during a run through HAProxy: ${failures(withRedis.redisRestart)} failed of ${total(withRedis.redisRestart)} (load ${withRedis.redisRestart.load.toFixed(1)}).` : '',
    withRedis.kill ? `- Instance c killed with SIGKILL 4 s into a run through HAProxy: ${failures(withRedis.kill)} failed of ${total(withRedis.kill)} (load ${withRedis.kill.load.toFixed(1)}); a failure here is a request the balancer could not send elsewhere (add-to-cart without an Idempotency-Key is retried only when it never reached the instance). Checkouts with their keys across a kill: the cluster test (docs/operations/deployment.md), none lost, none doubled.` : '',
    '',
  ]
    .filter((line, i, all) => line !== '' || all[i - 1] !== '')
    .join('\n'),
);
log('Results written to docs/performance.md ("Cluster (issue 22)").');
process.exit(0);
