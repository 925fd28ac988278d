import fs from 'node:fs';
import path from 'node:path';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/markets';
import { envVar } from './env';
import { logger } from './logger';

/**
 * Prometheus metrics (prom-client; decision 049), one registry per process, kept on globalThis
 * (Next bundles this module into several chunks). Served at GET /metrics to the operators' token
 * (src/app/metrics/route.ts). Every instance is scraped on its own (not through the balancer).
 *
 * Requests are timed by the web server (scripts/lib/web-server.mjs), which sees every answer,
 * the static files' and the proxy's included, with its status and full duration (streaming
 * included); it hands each finished request to `globalThis.__redlineObserveRequest`, set here.
 * The server sees the raw path only, so the label is the route pattern the path matches in the
 * build's own route table (`.next/routes-manifest.json`: Next's regex for every page and route
 * handler, in Next's order of precedence): `/p/brake-pads/123` is `/[locale]/p/[slug]/[sku]`,
 * never the URL. A path without the locale prefix (the default market's) is matched as the
 * proxy rewrites it, with `/en-US` in front. Next's files are `/_next/static` and the like; a
 * path no route matches is `unmatched`. The labels are therefore bounded by the app's routes.
 *
 * Gauges read at scrape time: the database pools' connections (pg's Pool counters), the jobs
 * waiting, running, retrying and failed (pg-boss's `pgboss.job` table, when the schema exists).
 */

export const METRIC_PREFIX = 'redline_';
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Latency buckets in seconds: a cached page answers in a few ms, a render or checkout in one or two seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export interface ObservedRequest {
  method: string;
  path: string;
  status: number;
  seconds: number;
  /** The page cache's `x-page-cache` answer header, when the proxy served the page: `hit` or `miss`. */
  pageCache?: string;
}

interface Route {
  page: string;
  regex: RegExp;
}

interface Metrics {
  registry: Registry;
  requests: Counter<'method' | 'route' | 'status_class'>;
  duration: Histogram<'method' | 'route'>;
  cacheLookups: Counter<'cache' | 'result'>;
  ordersPlaced: Counter<'market'>;
  routes: Route[] | null;
  /** Whether the process metrics (CPU, memory, event loop, GC) are collected: in the server only, from startMetrics. */
  processMetrics: boolean;
}

const holder = globalThis as unknown as {
  __redlineMetrics?: Metrics;
  __redlineObserveRequest?: (request: ObservedRequest) => void;
  __storefrontOpenPools?: Set<import('pg').Pool>;
  __storefrontPool?: import('pg').Pool;
};

/** A route table from Next's routes manifest: its static routes, then its dynamic ones (Next's order). */
export function routeTable(manifest: { staticRoutes?: { page: string; regex: string }[]; dynamicRoutes?: { page: string; regex: string }[] }): Route[] {
  return [...(manifest.staticRoutes ?? []), ...(manifest.dynamicRoutes ?? [])].map((route) => ({ page: route.page, regex: new RegExp(route.regex) }));
}

/** The build's route table (null when there is no build: `next dev`, the tests). */
function readRouteTable(): Route[] | null {
  for (const file of [path.join(process.cwd(), '.next', 'routes-manifest.json'), path.join(process.cwd(), '.next', 'dev', 'routes-manifest.json')]) {
    try {
      return routeTable(JSON.parse(fs.readFileSync(file, 'utf8')));
    } catch {
      // Not this one.
    }
  }
  logger.warn('metrics: no routes manifest; requests are labelled by their kind only');
  return null;
}

const LOCALE_SET = new Set<string>(LOCALES);

function firstMatch(pathname: string, routes: Route[]): string | null {
  for (const route of routes) if (route.regex.test(pathname)) return route.page;
  return null;
}

/**
 * The route pattern a request path is served by, for the metrics' `route` label: bounded by the
 * app's routes, never the raw URL.
 */
export function routeOf(rawPath: string, routes: Route[] | null): string {
  let pathname = rawPath;
  try {
    pathname = decodeURI(rawPath);
  } catch {
    return 'malformed';
  }
  if (pathname.startsWith('/_next/')) {
    const kind = pathname.split('/')[2] ?? '';
    return /^(static|image|data|webpack-hmr)$/.test(kind) ? `/_next/${kind}` : '/_next';
  }
  if (!routes) return pathname.startsWith('/api/') || pathname.startsWith('/ecomm/') ? 'api' : 'other';
  const first = pathname.split('/')[1] ?? '';
  const direct = firstMatch(pathname, routes);
  // A page of the default market has no locale in its path: the proxy serves it as /en-US/….
  if ((direct === null || direct.startsWith('/[locale]')) && !LOCALE_SET.has(first)) {
    const prefixed = firstMatch(`/${DEFAULT_LOCALE}${pathname === '/' ? '' : pathname}`, routes);
    if (prefixed) return prefixed;
  }
  return direct ?? 'unmatched';
}

function statusClass(status: number): string {
  return status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : 'other';
}

function create(): Metrics {
  const registry = new Registry();
  const metrics: Metrics = {
    registry,
    requests: new Counter({
      name: `${METRIC_PREFIX}http_requests_total`,
      help: 'HTTP requests answered, by method, route pattern and status class (errors: 4xx, 5xx; 499: the caller left first)',
      labelNames: ['method', 'route', 'status_class'],
      registers: [registry],
    }),
    duration: new Histogram({
      name: `${METRIC_PREFIX}http_request_duration_seconds`,
      help: 'Time from the request to the end of its answer, by method and route pattern',
      labelNames: ['method', 'route'],
      buckets: DURATION_BUCKETS,
      registers: [registry],
    }),
    cacheLookups: new Counter({
      name: `${METRIC_PREFIX}cache_lookups_total`,
      help: 'Lookups of the page cache (cache="page") and of the response cache (cache="response"), by result (hit or miss)',
      labelNames: ['cache', 'result'],
      registers: [registry],
    }),
    ordersPlaced: new Counter({
      name: `${METRIC_PREFIX}orders_placed_total`,
      help: 'Orders placed by this process, by market (locale)',
      labelNames: ['market'],
      registers: [registry],
    }),
    routes: null,
    processMetrics: false,
  };
  new Gauge({
    name: `${METRIC_PREFIX}db_pool_connections`,
    help: 'Database pool connections by pool (primary, read, dedicated, other) and state (total, idle, waiting: requests waiting for a connection)',
    labelNames: ['pool', 'state'],
    registers: [registry],
    collect() {
      this.reset();
      const sums = new Map<string, { total: number; idle: number; waiting: number }>();
      for (const pool of holder.__storefrontOpenPools ?? []) {
        if (pool.ending || pool.ended) continue;
        const name = poolName(pool);
        const sum = sums.get(name) ?? { total: 0, idle: 0, waiting: 0 };
        sum.total += pool.totalCount;
        sum.idle += pool.idleCount;
        sum.waiting += pool.waitingCount;
        sums.set(name, sum);
      }
      for (const [pool, sum] of sums) for (const [state, value] of Object.entries(sum)) this.set({ pool, state }, value);
    },
  });
  new Gauge({
    name: `${METRIC_PREFIX}jobs`,
    help: 'Jobs in the queue (pg-boss) by queue name and state (created, retry, active, failed); read from the database at scrape time, the same on every instance',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await jobCounts()) this.set({ queue: row.name, state: row.state }, Number(row.count));
    },
  });
  return metrics;
}

/** The pool's role: the primary's, the replica's (DATABASE_READ_URL), a checkout's dedicated pool, or another (a CLI's). */
function poolName(pool: import('pg').Pool): string {
  if (pool === holder.__storefrontPool) return 'primary';
  const options = pool.options as { connectionString?: string; allowExitOnIdle?: boolean };
  const readUrl = envVar('DATABASE_READ_URL');
  if (readUrl && options.connectionString === readUrl) return 'read';
  const primary = holder.__storefrontPool?.options as { connectionString?: string } | undefined;
  if (options.allowExitOnIdle && primary && options.connectionString === primary.connectionString) return 'dedicated';
  return 'other';
}

/** Jobs by queue and state, except the completed ones (pg-boss keeps them for a while); none when pg-boss's schema is absent or the database does not answer within a second or so. */
async function jobCounts(): Promise<{ name: string; state: string; count: string }[]> {
  const pool = holder.__storefrontPool;
  if (!pool || pool.ending) return [];
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<[]>((resolve) => {
    timer = setTimeout(() => resolve([]), 1_500);
  });
  return Promise.race([countJobs(pool), late]).finally(() => clearTimeout(timer));
}

async function countJobs(pool: import('pg').Pool): Promise<{ name: string; state: string; count: string }[]> {
  try {
    const exists = await pool.query<{ present: boolean }>(`select to_regclass('pgboss.job') is not null as present`);
    if (!exists.rows[0]?.present) return [];
    const result = await pool.query<{ name: string; state: string; count: string }>(
      `select name, state::text as state, count(*)::text as count from pgboss.job where state <> 'completed' group by name, state`,
    );
    return result.rows;
  } catch (error) {
    logger.debug({ err: error }, 'metrics: could not count the jobs');
    return [];
  }
}

/** The process's metrics, made on first use; the web server's request hook is set at the same time. */
export function metrics(): Metrics {
  if (!holder.__redlineMetrics) {
    holder.__redlineMetrics = create();
    holder.__redlineObserveRequest = observeRequest;
  }
  return holder.__redlineMetrics;
}

/** Start the metrics at boot (src/instrumentation.ts), so the first requests are counted. */
export function startMetrics(): void {
  const current = metrics();
  current.routes ??= readRouteTable();
  if (!current.processMetrics) {
    collectDefaultMetrics({ register: current.registry, prefix: METRIC_PREFIX });
    current.processMetrics = true;
  }
}

/** One finished request, as the web server reports it. */
export function observeRequest(request: ObservedRequest): void {
  const current = metrics();
  const method = METHODS.has(request.method) ? request.method : 'other';
  const route = routeOf(request.path, current.routes);
  current.requests.inc({ method, route, status_class: statusClass(request.status) });
  current.duration.observe({ method, route }, request.seconds);
  if (request.pageCache === 'hit' || request.pageCache === 'miss') current.cacheLookups.inc({ cache: 'page', result: request.pageCache });
}

/** A lookup of the response cache (platform/cache.ts `cached`). */
export function recordCacheLookup(cache: 'response', hit: boolean): void {
  metrics().cacheLookups.inc({ cache, result: hit ? 'hit' : 'miss' });
}

/** An order placed (orders/place-order.ts), by its market's locale. */
export function recordOrderPlaced(market: string): void {
  metrics().ordersPlaced.inc({ market });
}

/** The text Prometheus scrapes, and its content type. */
export async function metricsText(): Promise<{ body: string; contentType: string }> {
  const { registry } = metrics();
  return { body: await registry.metrics(), contentType: registry.contentType };
}
