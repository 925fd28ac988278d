/**
 * `npm run bench:orders`: server-side latency of adding to the cart and of placing an order,
 * and 50 concurrent shoppers for 60 s with a few "hot" products that sell out, checked for
 * overselling (issue 6). Results go to docs/performance.md (section "Cart and orders").
 * Measures; never asserts (exits 0 when a target is missed).
 *
 * The database is an embedded PostgreSQL kept in BENCH_ORDERS_DATA_DIR (default
 * .data/bench-orders/pg, port BENCH_PG_PORT or the next free one from 55700) and reused across
 * runs; delete the directory to rebuild it. The first run migrates and seeds the demo data
 * (CATALOG_SKUS, 10,000 by default). Every run gives its products stock again, so orders of
 * earlier runs only add rows. The cluster runs without fsync (it is a benchmark's).
 *
 * Calls go through the same code as the API and the storefront: the `addToCart` use case (the app's pool,
 * DATABASE_POOL_SIZE, set to 20 here unless given) and `placeOrder` with the sandbox gateway
 * on a pool of BENCH_ORDERS_POOL (20) connections of the benchmark's own.
 *
 * Issue 21: placeOrder under load, BENCH_LOADED_CONCURRENCY (10) calls at once for
 * BENCH_LOADED_SAMPLES (400), each also timed between its steps. BENCH_ORDERS_ONLY_LOADED=1 runs
 * that phase alone and only logs it; BENCH_CPU_PROF=<file> writes a CPU profile of that phase.
 * The npm script runs with NODE_ENV=production (and DEMO=1, as `npm start`'s server does), so
 * that React renders the confirmation e-mail in its production build, as on the server.
 *
 * Issue 24: placeOrder per tender in the sandbox, and Stripe's webhook processed as its route does
 * (signature, then the event applied through the orders use cases), one at a time and
 * BENCH_LOADED_CONCURRENCY at once. BENCH_ORDERS_ONLY_TENDERS=1 runs these two phases alone;
 * BENCH_ORDERS_ONLY_WEBHOOKS=1 the webhook's alone, logged only (to compare before and after a change).
 */
import fs from 'node:fs';
import inspector from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg, { Pool } from 'pg';
import { random } from '../src/server/db/seeded-random';
import { addToCart } from '../src/server/cart/use-cases';
import { placeOrder, type PlaceOrderInput } from '../src/server/orders/place-order';
import Stripe from 'stripe';
import { applyStripeEvent } from '../src/server/orders/payment-events';
import { settleDeferredPayment } from '../src/server/orders/deferred-payments';
import { SandboxPaymentGateway } from '../src/server/payments/gateway';
import { verifyStripeEvent } from '../src/server/payments/stripe/webhook';
import { createCardToken } from '../src/server/payments/tokens';
import { DomainError } from '../src/server/platform/domain-error';
import { ApiError } from '../src/server/platform/http';
import { COOKIES } from '../src/lib/storage-keys';
import { pool as appPool, type Database } from '../src/server/db/client';
import { startDemoDatabase } from './lib/database';
import { writeDocSection } from './lib/doc';
import { ROOT } from './lib/server';
import { stats, type Stats } from './lib/stats';

const SKUS = Number(process.env.CATALOG_SKUS ?? 10_000);
const DATA_DIR = path.resolve(ROOT, process.env.BENCH_ORDERS_DATA_DIR ?? '.data/bench-orders', 'pg');
const PORT = Number(process.env.BENCH_PG_PORT ?? 55700);
const POOL_SIZE = Number(process.env.BENCH_ORDERS_POOL ?? 20);
const ADD_WARMUP = Number(process.env.BENCH_ADD_WARMUP ?? 200);
const ADD_SAMPLES = Number(process.env.BENCH_ADD_SAMPLES ?? 1_000);
const ORDER_WARMUP = Number(process.env.BENCH_ORDER_WARMUP ?? 30);
const ORDER_SAMPLES = Number(process.env.BENCH_ORDER_SAMPLES ?? 300);
const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 50);
/** placeOrder under load: this many orders at once (carts and tokens made first, untimed), BENCH_LOADED_SAMPLES in all. */
const LOADED_CONCURRENCY = Number(process.env.BENCH_LOADED_CONCURRENCY ?? 10);
const LOADED_SAMPLES = Number(process.env.BENCH_LOADED_SAMPLES ?? 400);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 60);
/** Products sold in the benchmark (with plenty of stock), and the hot ones with little. */
const PRODUCT_COUNT = 2_000;
const HOT_COUNT = 5;
const HOT_UNITS = 200;
/** Chance that a product a concurrent shopper adds is a hot one. */
const HOT_SHARE = 0.25;
const PLENTY = 1_000_000;
const US_DCS = ['DC-ATL', 'DC-DFW', 'DC-RNO'] as const;
const SECTION = '## Cart and orders';
const LOCALE = 'en-US' as const;
const ADDRESS = { firstName: 'Ana', lastName: 'Díaz', address1: '100 Congress Ave', address2: '', city: 'Austin', state: 'TX', postalCode: '78701', phoneNumber: '5125550100', country: 'US' };
const log = (line: string) => console.log(`[bench] ${line}`);

type Rng = ReturnType<typeof random>;
interface Product {
  id: number;
  sku: string;
}

process.env.DATABASE_POOL_SIZE ??= String(POOL_SIZE);
const run = `bench-${Date.now().toString(36)}`;
let keys = 0;

async function prepare(): Promise<{ url: string; stop: () => Promise<void>; seeded: string }> {
  const { url, stop, pool, seeded } = await startDemoDatabase(DATA_DIR, PORT, SKUS, log);
  await pool.end();
  return { url, stop, seeded };
}

/** Active products with a USD price that ship by parcel (neither hazardous nor freight), in a fixed random order; the first HOT_COUNT are the hot ones. */
async function chooseProducts(db: Database): Promise<{ products: Product[]; hot: Product[] }> {
  const rows = await db.execute<{ id: number; sku: string }>(sql`
    SELECT p.id, p.sku FROM products p JOIN product_prices pp ON pp.product_id = p.id AND pp.currency = 'USD'
    JOIN part_types pt ON pt.id = p.part_type_id
    WHERE p.active AND NOT p.hazardous AND NOT pt.freight ORDER BY p.id`);
  const all = rows.rows.map((r) => ({ id: Number(r.id), sku: r.sku }));
  const rng = random(6_006);
  for (let i = all.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [all[i], all[j]] = [all[j]!, all[i]!];
  }
  if (all.length < PRODUCT_COUNT + HOT_COUNT) throw new Error(`Only ${all.length} priced products`);
  return { hot: all.slice(0, HOT_COUNT), products: all.slice(HOT_COUNT, HOT_COUNT + PRODUCT_COUNT) };
}

/** Plenty of stock in the three US distribution centres for the products; HOT_UNITS over the hot ones (none elsewhere). */
async function stock(db: Database, products: Product[], hot: Product[]): Promise<void> {
  const ids = products.map((p) => p.id);
  await db.execute(sql`
    INSERT INTO dc_stock (product_id, dc, quantity)
    SELECT id, dc, ${PLENTY} FROM unnest(${sql.param(ids)}::int[]) AS id CROSS JOIN unnest(${sql.param([...US_DCS])}::text[]) AS dc
    ON CONFLICT (product_id, dc) DO UPDATE SET quantity = excluded.quantity`);
  const hotIds = hot.map((p) => p.id);
  await db.execute(sql`DELETE FROM dc_stock WHERE product_id = ANY(${sql.param(hotIds)}::int[])`);
  const per = HOT_UNITS / hot.length;
  // Spread over the centres unevenly (e.g. 20 + 12 + 8), so reservations move between them as they empty.
  const split = [Math.round(per / 2), Math.round(per * 0.3)];
  const parts = [split[0]!, split[1]!, per - split[0]! - split[1]!];
  for (const p of hot) {
    for (const [i, dc] of US_DCS.entries()) await db.execute(sql`INSERT INTO dc_stock (product_id, dc, quantity) VALUES (${p.id}, ${dc}, ${parts[i]!})`);
  }
  await db.execute(sql`ANALYZE dc_stock`);
}

/** The cookies of a shopper with this cart (or none yet) and this preferred store (or none). */
const cookies = (cartId: string | undefined, storeNumber: string | null = null) => ({
  get: (name: string) => (name === COOKIES.cartId ? cartId : name === COOKIES.preferredStoreId ? (storeNumber ?? undefined) : undefined),
});

/** Add one unit through the use case the server action and the REST route call; answers the cart's id (new when there was none). */
async function add(cartId: string | undefined, skuId: string, storeNumber: string | null = null): Promise<string> {
  const { view } = await addToCart({ cookies: cookies(cartId, storeNumber), locale: LOCALE, secure: false }, { skuId, quantity: 1 });
  return view.cartId;
}

/** The US store with the most stores within about 80 km (so the sister-store search finds many): a busy city's. */
async function busyStore(db: Database): Promise<{ storeNumber: string; city: string; neighbours: number }> {
  const rows = await db.execute<{ store_number: string; city: string; neighbours: string }>(sql`
    SELECT s.store_number, s.city, (SELECT count(*) FROM stores o WHERE o.country = 'US' AND o.store_number <> s.store_number
      AND abs(o.latitude - s.latitude) < 0.7 AND abs(o.longitude - s.longitude) < 0.9) AS neighbours
    FROM stores s WHERE s.country = 'US' ORDER BY neighbours DESC, s.store_number LIMIT 1`);
  const row = rows.rows[0]!;
  return { storeNumber: row.store_number, city: row.city, neighbours: Number(row.neighbours) };
}

async function orderInput(db: Database, cartId: string): Promise<PlaceOrderInput> {
  const token = await createCardToken(db, { number: '4242424242424242', expiry: '12/30', cvc: '123', name: 'Ana Díaz' });
  return {
    idempotencyKey: `${run}-${++keys}`,
    cartId,
    locale: LOCALE,
    storeNumber: null,
    email: 'ana@example.com',
    phoneNumber: '5125550100',
    billingAddress: ADDRESS,
    shippingAddress: ADDRESS,
    pickupLineIds: [],
    shippingMethod: 'regular',
    cardToken: token.token,
    giftCards: [],
    origin: 'http://localhost:3000',
    receivePromoAndSpecialEvents: true,
    receiveTextMessage: false,
  };
}

/** Distinct products for a cart: 1 to 3, each hot with chance `hotShare`. */
function basket(rng: Rng, products: Product[], hot: Product[], hotShare: number): Product[] {
  const n = rng.int(1, 3);
  const chosen = new Map<number, Product>();
  while (chosen.size < n) {
    const p = rng.next() < hotShare ? rng.pick(hot) : rng.pick(products);
    chosen.set(p.id, p);
  }
  return [...chosen.values()];
}

interface AddResult {
  times: number[];
  newCart: number[];
  existingCart: number[];
  /** SQL statements sent per timed add (BEGIN and COMMIT included): a figure the machine's load does not move. */
  statements: number;
}

/** Statements sent by every pg client of the process (the app's pool and the benchmark's), counted from here on. */
let sent = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function count(this: pg.Client, ...args: unknown[]) {
  sent++;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

/** Adds to new carts (40%) and to carts already started (60%, up to 8 lines), after an untimed warm-up. */
async function measureAdds(products: Product[], storeNumber: string | null = null): Promise<AddResult> {
  const rng = random(storeNumber ? 2_002 : 1_001);
  const open: { id: string; lines: number }[] = [];
  const result: AddResult = { times: [], newCart: [], existingCart: [], statements: 0 };
  let statements = 0;
  for (let i = 0; i < ADD_WARMUP + ADD_SAMPLES; i++) {
    const existing = open.length && rng.next() >= 0.4 ? rng.int(0, open.length - 1) : -1;
    const product = rng.pick(products);
    const before = sent;
    const started = performance.now();
    const cartId = await add(existing >= 0 ? open[existing]!.id : undefined, product.sku, storeNumber);
    const elapsed = performance.now() - started;
    if (existing >= 0) {
      if (++open[existing]!.lines >= 8) open.splice(existing, 1);
    } else {
      open.push({ id: cartId, lines: 1 });
    }
    if (i < ADD_WARMUP) continue;
    result.times.push(elapsed);
    statements += sent - before;
    (existing >= 0 ? result.existingCart : result.newCart).push(elapsed);
    if ((i + 1 - ADD_WARMUP) % 500 === 0) log(`  addItem${storeNumber ? ` (store ${storeNumber})` : ''}: ${i + 1 - ADD_WARMUP} of ${ADD_SAMPLES}`);
  }
  result.statements = statements / Math.max(1, result.times.length);
  return result;
}

/** One order at a time: a cart of 1-3 products and a card token (untimed), then placeOrder (timed). */
async function measureOrders(db: Database, products: Product[]): Promise<{ times: number[]; lines: number[] }> {
  const rng = random(3_003);
  const gateway = new SandboxPaymentGateway(() => db);
  const times: number[] = [];
  const lines: number[] = [];
  for (let i = 0; i < ORDER_WARMUP + ORDER_SAMPLES; i++) {
    let cartId: string | undefined;
    const chosen = basket(rng, products, [], 0);
    for (const p of chosen) cartId = await add(cartId, p.sku);
    const input = await orderInput(db, cartId!);
    const started = performance.now();
    await placeOrder(input, gateway, db);
    const elapsed = performance.now() - started;
    if (i < ORDER_WARMUP) continue;
    times.push(elapsed);
    lines.push(chosen.length);
    if ((i + 1 - ORDER_WARMUP) % 100 === 0) log(`  placeOrder: ${i + 1 - ORDER_WARMUP} of ${ORDER_SAMPLES}`);
  }
  return { times, lines };
}

/** The spans of one placeOrder, ms, by the steps' `afterStep` calls (what ran between one step's end and the next's). */
type Spans = Map<string, number>;

/**
 * The span names, in order: before the first step's end (the lease, the key's claim, BEGIN and
 * the plan), each step, the transactions' COMMITs ("planAndReserve", "persist"), and after the
 * last step (the lease's release).
 */
const SPAN_NAMES = ['lease, claim, BEGIN, plan', 'reserve', 'planAndReserve (COMMIT)', 'holdTenders', 'authorise', 'writeOrder', 'pay', 'close', 'persist (COMMIT)', 'capture', 'release the lease'] as const;

/** placeOrder, timed as a whole and between its steps. */
async function timedPlaceOrder(input: PlaceOrderInput, gateway: SandboxPaymentGateway, db: Database): Promise<{ total: number; spans: Spans }> {
  const spans: Spans = new Map();
  const started = performance.now();
  let last = started;
  let i = 0;
  await placeOrder(input, gateway, db, new Date(), {
    afterStep: () => {
      const now = performance.now();
      spans.set(SPAN_NAMES[i++] ?? `step ${i}`, now - last);
      last = now;
    },
  });
  const done = performance.now();
  spans.set(SPAN_NAMES.at(-1)!, done - last);
  return { total: done - started, spans };
}

/**
 * placeOrder under load: LOADED_CONCURRENCY orders at once, each for a cart and token made
 * beforehand (untimed), LOADED_SAMPLES in all after a warm-up of one round.
 */
/** BENCH_CPU_PROF=<file>: a CPU profile of the phase under load (placing orders, or the webhook's when only it runs), for Chrome's DevTools. */
async function startProfile(): Promise<inspector.Session | null> {
  if (!process.env.BENCH_CPU_PROF) return null;
  const profiler = new inspector.Session();
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.setSamplingInterval', { interval: 200 });
  await profiler.post('Profiler.start');
  return profiler;
}

async function stopProfile(profiler: inspector.Session | null): Promise<void> {
  if (!profiler) return;
  const { profile } = await profiler.post('Profiler.stop');
  fs.mkdirSync(path.dirname(path.resolve(process.env.BENCH_CPU_PROF!)), { recursive: true });
  fs.writeFileSync(path.resolve(process.env.BENCH_CPU_PROF!), JSON.stringify(profile));
  profiler.disconnect();
  log(`  CPU profile of the phase in ${process.env.BENCH_CPU_PROF}`);
}

async function measureLoadedOrders(db: Database, products: Product[]): Promise<{ times: number[]; spans: Map<string, number[]>; seconds: number; loadBefore: number; loadAfter: number; statements: number }> {
  const rng = random(4_004);
  const gateway = new SandboxPaymentGateway(() => db);
  const warmup = LOADED_CONCURRENCY;
  const inputs: PlaceOrderInput[] = [];
  for (let i = 0; i < warmup + LOADED_SAMPLES; i++) {
    let cartId: string | undefined;
    for (const p of basket(rng, products, [], 0)) cartId = await add(cartId, p.sku);
    inputs.push(await orderInput(db, cartId!));
  }
  const times: number[] = [];
  const spans = new Map<string, number[]>(SPAN_NAMES.map((n) => [n, []]));
  let next = 0;
  // BENCH_CPU_PROF=<file>: a CPU profile of this phase alone (not of making the carts), for Chrome's DevTools.
  const profiler = await startProfile();
  const loadBefore = os.loadavg()[0]!;
  const sentBefore = sent;
  const started = performance.now();
  const worker = async () => {
    for (let i = next++; i < inputs.length; i = next++) {
      const timed = await timedPlaceOrder(inputs[i]!, gateway, db);
      if (i < warmup) continue;
      times.push(timed.total);
      for (const [name, ms] of timed.spans) spans.get(name)?.push(ms);
    }
  };
  await Promise.all(Array.from({ length: LOADED_CONCURRENCY }, () => worker()));
  await stopProfile(profiler);
  const seconds = (performance.now() - started) / 1000;
  return { times, spans, seconds, loadBefore, loadAfter: os.loadavg()[0]!, statements: (sent - sentBefore) / inputs.length };
}

interface Crowd {
  seconds: number;
  attempts: number;
  orders: number[];
  iterations: number[];
  refusals: Map<string, number>;
  unexpected: Map<string, number>;
  firstUnexpected: string[];
  hotAdded: number;
  emptyCarts: number;
}

const codeOf = (error: unknown) => (error instanceof ApiError || error instanceof DomainError ? error.detail.errorCode : null);
const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

/** SHOPPERS loops for DURATION_S: a new cart, 1-3 products (some hot), place the order; outcomes counted. */
async function crowd(db: Database, products: Product[], hot: Product[]): Promise<Crowd> {
  const gateway = new SandboxPaymentGateway(() => db);
  const result: Crowd = { seconds: 0, attempts: 0, orders: [], iterations: [], refusals: new Map(), unexpected: new Map(), firstUnexpected: [], hotAdded: 0, emptyCarts: 0 };
  const hotIds = new Set(hot.map((p) => p.id));
  const unexpected = (stage: string, error: unknown) => {
    const code = codeOf(error);
    const name = `${stage}: ${code ?? (error instanceof Error ? `${error.name}${(error as { code?: string }).code ? ` ${(error as { code?: string }).code}` : ''}` : 'unknown')}`;
    bump(result.unexpected, name);
    if (result.firstUnexpected.length < 5) result.firstUnexpected.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
  };
  const started = performance.now();
  const end = started + DURATION_S * 1000;
  const shopper = async (n: number) => {
    const rng = random(90_000 + n);
    while (performance.now() < end) {
      const began = performance.now();
      let cartId: string | undefined;
      let lines = 0;
      for (const p of basket(rng, products, hot, HOT_SHARE)) {
        try {
          cartId = await add(cartId, p.sku);
          lines++;
          if (hotIds.has(p.id)) result.hotAdded++;
        } catch (error) {
          if (codeOf(error) === 'OUT_OF_STOCK') bump(result.refusals, 'add to cart: OUT_OF_STOCK');
          else unexpected('add to cart', error);
        }
      }
      if (!lines || !cartId) {
        result.emptyCarts++;
        continue;
      }
      result.attempts++;
      try {
        const input = await orderInput(db, cartId);
        const t = performance.now();
        await placeOrder(input, gateway, db);
        const done = performance.now();
        result.orders.push(done - t);
        result.iterations.push(done - began);
      } catch (error) {
        if (codeOf(error) === 'OUT_OF_STOCK') bump(result.refusals, 'placeOrder: OUT_OF_STOCK');
        else unexpected('placeOrder', error);
      }
    }
  };
  await Promise.all(Array.from({ length: SHOPPERS }, (_, n) => shopper(n)));
  result.seconds = (performance.now() - started) / 1000;
  return result;
}

/** Units of the hot products: in the distribution centres, and ordered (all orders so far). */
async function hotUnits(db: Database, hot: Product[]) {
  const ids = hot.map((p) => p.id);
  const left = await db.execute<{ product_id: number; n: string }>(sql`SELECT product_id, sum(quantity) AS n FROM dc_stock WHERE product_id = ANY(${sql.param(ids)}::int[]) GROUP BY product_id`);
  const sold = await db.execute<{ product_id: number; n: string }>(sql`SELECT product_id, sum(quantity) AS n FROM order_lines WHERE product_id = ANY(${sql.param(ids)}::int[]) GROUP BY product_id`);
  const of = (rows: { product_id: number; n: string }[]) => new Map(rows.map((r) => [Number(r.product_id), Number(r.n)]));
  return { left: of(left.rows), sold: of(sold.rows) };
}

const ms = (v: number) => `${v.toFixed(1)} ms`;
const fmt = (n: number) => n.toLocaleString('en-US');
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

function logLoaded(loaded: Awaited<ReturnType<typeof measureLoadedOrders>>) {
  const all = stats(loaded.times);
  log(`  placeOrder, ${LOADED_CONCURRENCY} at once: p50 ${ms(all.p50)}, p95 ${ms(all.p95)} (${(all.p95 / all.p50).toFixed(2)}× p50), ${(loaded.times.length / loaded.seconds).toFixed(1)} orders/s, ${loaded.statements.toFixed(1)} SQL statements per order, load ${loaded.loadBefore.toFixed(1)}→${loaded.loadAfter.toFixed(1)}`);
  for (const [name, values] of loaded.spans) {
    if (!values.length) continue;
    const s = stats(values);
    log(`    ${name}: p50 ${ms(s.p50)}, p95 ${ms(s.p95)}, max ${ms(s.max)}`);
  }
}

/** The benchmark's database and its own pool; `close` ends both pools and stops the database. */
async function openBenchDatabase() {
  const database = await prepare();
  const pool = new Pool({ connectionString: database.url, max: POOL_SIZE });
  // The server's stop closes connections still idle; that is not an error of the benchmark.
  pool.on('error', () => undefined);
  const db: Database = drizzle(pool);
  const close = async () => {
    await pool.end();
    await appPool().end();
    await database.stop();
  };
  return { database, db, close };
}

const TENDER_WARMUP = Number(process.env.BENCH_TENDER_WARMUP ?? 10);
const TENDER_SAMPLES = Number(process.env.BENCH_TENDER_SAMPLES ?? 100);
const TENDER_SECTION = '## Placing an order per tender';
const TENDER_MARKETS = {
  'pt-BR': { currency: 'BRL', country: 'BR', address: { firstName: 'Joana', lastName: 'Souza', address1: 'Rua XV de Novembro 700', address2: '', city: 'Curitiba', state: 'PR', postalCode: '80020-310', phoneNumber: '41987654321', country: 'BR' } },
  'es-MX': { currency: 'MXN', country: 'MX', address: { firstName: 'Luis', lastName: 'Hernández', address1: 'Av. Juárez 100', address2: '', city: 'Ciudad de México', state: 'CDMX', postalCode: '06000', phoneNumber: '5512345678', country: 'MX' } },
  'en-US': { currency: 'USD', country: 'US', address: ADDRESS },
} as const;
type TenderLocale = keyof typeof TENDER_MARKETS;
/** Each tender where its market offers it (src/lib/payment-options.ts). */
interface TenderCase {
  locale: TenderLocale;
  tender: 'card' | 'pix' | 'boleto' | 'oxxo';
}
const TENDER_CASES: TenderCase[] = [
  { locale: 'en-US', tender: 'card' },
  { locale: 'pt-BR', tender: 'card' },
  { locale: 'pt-BR', tender: 'pix' },
  { locale: 'pt-BR', tender: 'boleto' },
  { locale: 'es-MX', tender: 'card' },
  { locale: 'es-MX', tender: 'oxxo' },
];

/** Parcel products priced in the market's currency, given plenty of stock in each of its distribution centres. */
async function marketProducts(db: Database, locale: TenderLocale): Promise<Product[]> {
  const { currency } = TENDER_MARKETS[locale];
  const rows = await db.execute<{ id: number; sku: string }>(sql`
    SELECT p.id, p.sku FROM products p JOIN product_prices pp ON pp.product_id = p.id AND pp.currency = ${currency}
    JOIN part_types pt ON pt.id = p.part_type_id
    WHERE p.active AND NOT p.hazardous AND NOT pt.freight ORDER BY p.id LIMIT 300`);
  const products = rows.rows.map((r) => ({ id: Number(r.id), sku: r.sku }));
  await db.execute(sql`
    INSERT INTO dc_stock (product_id, dc, quantity)
    SELECT id, dc.code, ${PLENTY} FROM unnest(${sql.param(products.map((p) => p.id))}::int[]) AS id CROSS JOIN distribution_centres dc WHERE dc.currency = ${currency}
    ON CONFLICT (product_id, dc) DO UPDATE SET quantity = excluded.quantity`);
  return products;
}

/** A cart of 1 to 3 of the market's parcel products (and a card's token), ready for placeOrder with this tender. */
async function tenderOrderInput(db: Database, rng: Rng, products: Map<TenderLocale, Product[]>, locale: TenderLocale, tender: TenderCase['tender']): Promise<PlaceOrderInput> {
  let cartId: string | undefined;
  const n = rng.int(1, 3);
  for (let k = 0; k < n; k++) {
    const { view } = await addToCart({ cookies: cookies(cartId), locale, secure: false }, { skuId: rng.pick(products.get(locale)!).sku, quantity: 1 });
    cartId = view.cartId;
  }
  const { address } = TENDER_MARKETS[locale];
  const token = tender === 'card' ? await createCardToken(db, { number: '4242424242424242', expiry: '12/30', cvc: '123', name: 'Ana Díaz' }) : null;
  const input: PlaceOrderInput = {
    idempotencyKey: `${run}-${++keys}`,
    cartId: cartId!,
    locale,
    storeNumber: null,
    email: 'ana@example.com',
    phoneNumber: address.phoneNumber,
    billingAddress: address,
    shippingAddress: address,
    pickupLineIds: [],
    shippingMethod: 'regular',
    cardToken: token?.token ?? null,
    giftCards: [],
    origin: 'http://localhost:3000',
    receivePromoAndSpecialEvents: false,
    receiveTextMessage: false,
    tender,
  };
  return input;
}

/**
 * placeOrder per tender in the sandbox (decision 057): a card in each market, PIX and boleto in
 * Brazil, OXXO in Mexico; one at a time, the cart (and a card's token) made first, untimed.
 */
async function measureTenders(db: Database): Promise<{ rows: { locale: TenderLocale; tender: string; stats: Stats }[]; loadBefore: number; loadAfter: number }> {
  const gateway = new SandboxPaymentGateway(() => db);
  const rng = random(5_005);
  const products = new Map<TenderLocale, Product[]>();
  for (const locale of Object.keys(TENDER_MARKETS) as TenderLocale[]) products.set(locale, await marketProducts(db, locale));
  const loadBefore = os.loadavg()[0]!;
  const rows = [];
  for (const { locale, tender } of TENDER_CASES) {
    const times: number[] = [];
    for (let i = 0; i < TENDER_WARMUP + TENDER_SAMPLES; i++) {
      const input = await tenderOrderInput(db, rng, products, locale, tender);
      const started = performance.now();
      await placeOrder(input, gateway, db);
      const elapsed = performance.now() - started;
      if (i >= TENDER_WARMUP) times.push(elapsed);
    }
    const st = stats(times);
    log(`  placeOrder ${locale} ${tender}: p50 ${ms(st.p50)}, p95 ${ms(st.p95)}`);
    rows.push({ locale, tender, stats: st });
  }
  return { rows, loadBefore, loadAfter: os.loadavg()[0]! };
}

/** The per-tender section of docs/performance.md. */
function writeTenderSection(result: Awaited<ReturnType<typeof measureTenders>>): void {
  const section = [
    TENDER_SECTION,
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')}Z by \`npm run bench:orders\` (\`BENCH_ORDERS_ONLY_TENDERS=1\` runs this phase and the webhook's alone), on ${os.cpus().length} cores`,
    `with a load average (1 min) of ${result.loadBefore.toFixed(1)} when it began and ${result.loadAfter.toFixed(1)} when it ended (other work on the machine moves these figures).`,
    `\`placeOrder\` with the sandbox gateway, one at a time, for a cart of 1 to 3 parcel products shipped \`regular\` in the market,`,
    `${TENDER_WARMUP} untimed then ${TENDER_SAMPLES} timed per tender. A card is authorised and captured; PIX, boleto and OXXO issue their payment`,
    '(the EMV code with its CRC, the barcode and line, the reference) and the order waits `AWAITING PAYMENT` (decision 057).',
    '',
    '| market | tender | samples | p50 | p95 | p99 | max |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...result.rows.map((r) => `| ${r.locale} | ${r.tender} | ${r.stats.n} | ${ms(r.stats.p50)} | ${ms(r.stats.p95)} | ${ms(r.stats.p99)} | ${ms(r.stats.max)} |`),
    '',
  ].join('\n');
  writeDocSection(TENDER_SECTION, section);
}

const WEBHOOK_WARMUP = Number(process.env.BENCH_WEBHOOK_WARMUP ?? 10);
const WEBHOOK_SAMPLES = Number(process.env.BENCH_WEBHOOK_SAMPLES ?? 100);
const WEBHOOK_LOADED_SAMPLES = Number(process.env.BENCH_WEBHOOK_LOADED_SAMPLES ?? 200);
const WEBHOOK_SECTION = '## Stripe webhook processing';
const WEBHOOK_SECRET = 'whsec_benchmarkonly0123456789';
/** The events timed: a card captured at fulfilment (its payment authorised), and PIX, boleto and OXXO paid (the order moves on, its e-mail is written). */
const WEBHOOK_CASES: { locale: TenderLocale; tender: TenderCase['tender']; label: string }[] = [
  { locale: 'en-US', tender: 'card', label: 'card captured' },
  { locale: 'pt-BR', tender: 'pix', label: 'PIX paid' },
  { locale: 'pt-BR', tender: 'boleto', label: 'boleto paid' },
  { locale: 'es-MX', tender: 'oxxo', label: 'OXXO paid' },
];
let events = 0;

/** Stripe's `payment_intent.succeeded` for this payment, as Stripe sends it: the body's exact text and its signature. */
function succeededEvent(reference: string, tender: string): { body: string; signature: string } {
  const body = JSON.stringify({
    id: `evt_${run.replace(/-/g, '')}${++events}`,
    object: 'event',
    api_version: '2025-10-29.clover',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'payment_intent.succeeded',
    data: { object: { id: reference, object: 'payment_intent', status: 'succeeded', payment_method_types: [tender], metadata: { tender } } },
  });
  return { body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET }) };
}

/**
 * An order placed with this tender (untimed) and the event that settles its payment: a card
 * payment is put back to authorised first, as it is until the order ships and Stripe captures it.
 */
async function webhookCase(db: Database, gateway: SandboxPaymentGateway, rng: Rng, products: Map<TenderLocale, Product[]>, locale: TenderLocale, tender: TenderCase['tender']) {
  const placed = await placeOrder(await tenderOrderInput(db, rng, products, locale, tender), gateway, db);
  const method = tender === 'card' ? 'card' : tender;
  const [payment] = (await db.execute<{ reference: string }>(sql`SELECT reference FROM order_payments WHERE order_id = ${placed.orderId} AND method = ${method}`)).rows;
  if (tender === 'card') await db.execute(sql`UPDATE order_payments SET status = 'authorized' WHERE order_id = ${placed.orderId} AND method = 'card'`);
  return succeededEvent(payment!.reference, tender);
}

/** What the route does with a delivery, without HTTP: the signature checked over the exact bytes, then the event applied once. */
async function processWebhook(db: Database, gateway: SandboxPaymentGateway, delivery: { body: string; signature: string }) {
  const event = verifyStripeEvent(delivery.body, delivery.signature, WEBHOOK_SECRET);
  return applyStripeEvent(event, { database: db, settle: (input, actor) => settleDeferredPayment(input, actor, gateway, db) });
}

interface WebhookResult {
  rows: { label: string; stats: Stats; statements: number }[];
  replay: Stats;
  loaded: Stats;
  loadedPerSecond: number;
  loadBefore: number;
  loadAfter: number;
}

/**
 * Stripe's webhook, processed as the route does (signature, then `applyStripeEvent` through the
 * orders use cases with the sandbox gateway): one at a time per event kind, the same events
 * delivered again (a redelivery), and BENCH_LOADED_CONCURRENCY at once (PIX paid and cards
 * captured, alternating). The orders are placed first, untimed.
 */
async function measureWebhooks(db: Database): Promise<WebhookResult> {
  const gateway = new SandboxPaymentGateway(() => db);
  const rng = random(6_006);
  const products = new Map<TenderLocale, Product[]>();
  for (const locale of Object.keys(TENDER_MARKETS) as TenderLocale[]) products.set(locale, await marketProducts(db, locale));
  const loadBefore = os.loadavg()[0]!;
  const rows: WebhookResult['rows'] = [];
  const delivered: { body: string; signature: string }[] = [];
  for (const { locale, tender, label } of WEBHOOK_CASES) {
    const deliveries: { body: string; signature: string }[] = [];
    for (let i = 0; i < WEBHOOK_WARMUP + WEBHOOK_SAMPLES; i++) deliveries.push(await webhookCase(db, gateway, rng, products, locale, tender));
    const times: number[] = [];
    let statements = 0;
    for (const [i, delivery] of deliveries.entries()) {
      const before = sent;
      const started = performance.now();
      const applied = await processWebhook(db, gateway, delivery);
      const elapsed = performance.now() - started;
      if (applied.duplicate || !/^(captured|settled:paid)$/.test(applied.outcome)) throw new Error(`webhook ${label}: ${applied.outcome}`);
      if (i < WEBHOOK_WARMUP) continue;
      times.push(elapsed);
      statements += sent - before;
      delivered.push(delivery);
    }
    const st = stats(times);
    log(`  webhook ${label}: p50 ${ms(st.p50)}, p95 ${ms(st.p95)}, ${(statements / times.length).toFixed(1)} SQL statements`);
    rows.push({ label, stats: st, statements: statements / times.length });
  }
  const replays: number[] = [];
  for (const delivery of delivered.slice(0, WEBHOOK_SAMPLES)) {
    const started = performance.now();
    const applied = await processWebhook(db, gateway, delivery);
    replays.push(performance.now() - started);
    if (!applied.duplicate) throw new Error('a redelivery was applied again');
  }
  const replay = stats(replays);
  log(`  webhook delivered again: p50 ${ms(replay.p50)}, p95 ${ms(replay.p95)}`);

  const loadedDeliveries: { body: string; signature: string }[] = [];
  for (let i = 0; i < LOADED_CONCURRENCY + WEBHOOK_LOADED_SAMPLES; i++) loadedDeliveries.push(await webhookCase(db, gateway, rng, products, i % 2 ? 'en-US' : 'pt-BR', i % 2 ? 'card' : 'pix'));
  const loadedTimes: number[] = [];
  let next = 0;
  const profiler = process.env.BENCH_ORDERS_ONLY_WEBHOOKS === '1' ? await startProfile() : null;
  const started = performance.now();
  const worker = async () => {
    for (let i = next++; i < loadedDeliveries.length; i = next++) {
      const begun = performance.now();
      await processWebhook(db, gateway, loadedDeliveries[i]!);
      if (i >= LOADED_CONCURRENCY) loadedTimes.push(performance.now() - begun);
    }
  };
  await Promise.all(Array.from({ length: LOADED_CONCURRENCY }, () => worker()));
  const loadedPerSecond = loadedDeliveries.length / ((performance.now() - started) / 1000);
  await stopProfile(profiler);
  const loaded = stats(loadedTimes);
  log(`  webhook, ${LOADED_CONCURRENCY} at once: p50 ${ms(loaded.p50)}, p95 ${ms(loaded.p95)}, ${loadedPerSecond.toFixed(1)} events/s`);
  return { rows, replay, loaded, loadedPerSecond, loadBefore, loadAfter: os.loadavg()[0]! };
}

/** The webhook section of docs/performance.md. */
function writeWebhookSection(result: WebhookResult): void {
  const row = (label: string, st: Stats, statements: string) => `| ${label} | ${st.n} | ${ms(st.p50)} | ${ms(st.p95)} | ${ms(st.p99)} | ${ms(st.max)} | ${statements} |`;
  const section = [
    WEBHOOK_SECTION,
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')}Z by \`npm run bench:orders\` (\`BENCH_ORDERS_ONLY_TENDERS=1\` runs this phase with the one above), on ${os.cpus().length} cores`,
    `with a load average (1 min) of ${result.loadBefore.toFixed(1)} when it began and ${result.loadAfter.toFixed(1)} when it ended (other work on the machine moves these figures). Target: p95 50 ms.`,
    'A signed `payment_intent.succeeded` processed as `/payments/stripe/webhook` does, without HTTP: the signature checked over the exact',
    'bytes (`verifyStripeEvent`), then `applyStripeEvent` through the orders use cases with the sandbox gateway. A card captured at',
    'fulfilment (its payment authorised until then); PIX, boleto and OXXO paid (`settleDeferredPayment`: the order moves on, the',
    `"payment received" e-mail is written to the outbox). ${WEBHOOK_WARMUP} untimed then ${WEBHOOK_SAMPLES} timed per kind, one at a time; then the same events`,
    `delivered again; then ${LOADED_CONCURRENCY} at once (PIX paid and cards captured, alternating), ${WEBHOOK_LOADED_SAMPLES} timed.`,
    '',
    '| event | samples | p50 | p95 | p99 | max | SQL statements |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...result.rows.map((r) => row(r.label, r.stats, r.statements.toFixed(1))),
    row('delivered again (any kind)', result.replay, '—'),
    row(`${LOADED_CONCURRENCY} at once (${result.loadedPerSecond.toFixed(0)} events/s)`, result.loaded, '—'),
    '',
  ].join('\n');
  writeDocSection(WEBHOOK_SECTION, section);
}

/** BENCH_ORDERS_ONLY_TENDERS=1: only placeOrder per tender and the webhook, written to their sections of docs/performance.md. */
async function onlyTenders() {
  const { db, close } = await openBenchDatabase();
  try {
    log(`Measuring placeOrder per tender: ${TENDER_WARMUP} untimed, then ${TENDER_SAMPLES} timed each...`);
    writeTenderSection(await measureTenders(db));
    log(`Measuring Stripe's webhook: ${WEBHOOK_WARMUP} untimed, then ${WEBHOOK_SAMPLES} timed per event, then ${WEBHOOK_LOADED_SAMPLES} with ${LOADED_CONCURRENCY} at once...`);
    writeWebhookSection(await measureWebhooks(db));
  } finally {
    await close();
  }
}

/** BENCH_ORDERS_ONLY_WEBHOOKS=1: only the webhook phase, logged (for profiling; docs/performance.md is not written). */
async function onlyWebhooks() {
  const { db, close } = await openBenchDatabase();
  try {
    log(`Measuring Stripe's webhook: ${WEBHOOK_WARMUP} untimed, then ${WEBHOOK_SAMPLES} timed per event, then ${WEBHOOK_LOADED_SAMPLES} with ${LOADED_CONCURRENCY} at once...`);
    await measureWebhooks(db);
  } finally {
    await close();
  }
}

/** BENCH_ORDERS_ONLY_LOADED=1: only the phase under load, logged (for profiling; docs/performance.md is not written). */
async function onlyLoaded() {
  const { db, close } = await openBenchDatabase();
  try {
    const { products, hot } = await chooseProducts(db);
    await stock(db, products, hot);
    log(`Measuring placeOrder under load: ${LOADED_CONCURRENCY} at once, ${LOADED_SAMPLES} timed (carts and tokens made first)...`);
    logLoaded(await measureLoadedOrders(db, products));
  } finally {
    await close();
  }
}

async function main() {
  // React's development build (JSX checks, owner stacks) would more than double the confirmation e-mail's render: the server runs the production one.
  if (process.env.NODE_ENV !== 'production') log('NODE_ENV is not production: React renders the e-mail in its development build (npm run bench:orders sets NODE_ENV=production)');
  if (process.env.BENCH_ORDERS_ONLY_LOADED === '1') return onlyLoaded();
  if (process.env.BENCH_ORDERS_ONLY_TENDERS === '1') return onlyTenders();
  if (process.env.BENCH_ORDERS_ONLY_WEBHOOKS === '1') return onlyWebhooks();
  const startedAt = Date.now();
  const { database, db, close } = await openBenchDatabase();
  try {
    const { products, hot } = await chooseProducts(db);
    log(`Stocking ${fmt(products.length)} products (${fmt(PLENTY)} units in each US centre) and ${hot.length} hot ones (${HOT_UNITS} units in all)...`);
    await stock(db, products, hot);
    const counts = (await db.execute<{ products: string; orders: string }>(sql`SELECT (SELECT count(*) FROM products) AS products, (SELECT count(*) FROM orders) AS orders`)).rows[0]!;

    const loadAdds = os.loadavg()[0]!;
    log(`Measuring add to cart: ${ADD_WARMUP} untimed, then ${ADD_SAMPLES} timed...`);
    const adds = await measureAdds(products);
    const store = await busyStore(db);
    const loadStoreAdds = os.loadavg()[0]!;
    log(`Measuring add to cart with preferred store ${store.storeNumber} (${store.city}, ${store.neighbours} stores near): ${ADD_WARMUP} untimed, then ${ADD_SAMPLES} timed...`);
    const storeAdds = await measureAdds(products, store.storeNumber);

    const loadOrders = os.loadavg()[0]!;
    log(`Measuring placeOrder: ${ORDER_WARMUP} untimed, then ${ORDER_SAMPLES} timed...`);
    const orders = await measureOrders(db, products);

    log(`Measuring placeOrder under load: ${LOADED_CONCURRENCY} at once, ${LOADED_SAMPLES} timed (carts and tokens made first)...`);
    const loaded = await measureLoadedOrders(db, products);
    logLoaded(loaded);
    const loadedAll = stats(loaded.times);

    const before = await hotUnits(db, hot);
    const loadCrowd = os.loadavg()[0]!;
    log(`${SHOPPERS} concurrent shoppers for ${DURATION_S} s...`);
    const crowdResult = await crowd(db, products, hot);
    const loadCrowdEnd = os.loadavg()[0]!;
    const after = await hotUnits(db, hot);
    const negative = Number((await db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM dc_stock WHERE quantity < 0`)).rows[0]!.n);
    const held = Number((await db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM stock_reservations r JOIN checkout_submissions s ON s.key = r.submission_key WHERE r.released_at IS NULL AND s.status <> 'completed'`)).rows[0]!.n);
    const hotRows = hot.map((p) => {
      const start = (before.left.get(p.id) ?? 0);
      const sold = (after.sold.get(p.id) ?? 0) - (before.sold.get(p.id) ?? 0);
      const left = after.left.get(p.id) ?? 0;
      return { sku: p.sku, start, sold, left, ok: sold + left === start };
    });
    const oversold = hotRows.some((r) => !r.ok) || negative > 0;

    const addAll = stats(adds.times);
    const storeAddAll = stats(storeAdds.times);
    const orderAll = stats(orders.times);
    const crowdOrders = crowdResult.orders.length ? stats(crowdResult.orders) : null;
    const crowdIterations = crowdResult.iterations.length ? stats(crowdResult.iterations) : null;
    const perSecond = crowdResult.orders.length / crowdResult.seconds;
    const unexpectedTotal = [...crowdResult.unexpected.values()].reduce((a, b) => a + b, 0);
    const row = (name: string, s: Stats | null) => (s ? `| ${name} | ${s.n} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${ms(s.max)} |` : `| ${name} | 0 | - | - | - | - |`);
    const target = (name: string, s: Stats | null, limit: number) => `| ${name} | p95 <= ${limit} ms | ${s ? ms(s.p95) : '-'} | ${s && s.p95 <= limit ? 'pass' : 'miss'} |`;
    const outcomes = [
      `| order placed | ${fmt(crowdResult.orders.length)} |`,
      ...[...crowdResult.refusals.entries()].map(([k, v]) => `| refused (expected): ${k} | ${fmt(v)} |`),
      ...[...crowdResult.unexpected.entries()].map(([k, v]) => `| unexpected error: ${k} | ${fmt(v)} |`),
      ...(unexpectedTotal ? [] : ['| unexpected errors | 0 |']),
      `| carts left empty (every product refused at add) | ${fmt(crowdResult.emptyCarts)} |`,
    ];
    const cores = os.cpus().length;
    const section = [
      SECTION,
      '',
      `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')}Z by \`npm run bench:orders\` (\`tsx bench/orders.ts\`) on the embedded PostgreSQL 17 of the`,
      `benchmark (fsync and synchronous_commit off): the demo data, ${fmt(Number(counts.products))} products, ${fmt(Number(counts.orders))} orders already in the database`,
      '(earlier runs\' orders stay; the database stays in `.data/bench-orders/pg`, deleting it reseeds it in about a minute).',
      `Server-side times of the service calls, in one Node process with the database on the same machine (${cores} cores). The`,
      `load average (1 min) was ${loadAdds.toFixed(1)} when the add-to-cart phase began, ${loadStoreAdds.toFixed(1)} for the adds with a preferred store, ${loadOrders.toFixed(1)} for the orders, ${loadCrowd.toFixed(1)} when the shoppers`,
      `started and ${loadCrowdEnd.toFixed(1)} when they stopped: other work on the machine moves the tails (p99, max) from run to run.`,
      '',
      `- Products: ${fmt(products.length)} active products with a USD price that ship by parcel (neither hazardous nor freight), each given ${fmt(PLENTY)} units in DC-ATL, DC-DFW and`,
      '  DC-RNO before the run; no preferred store (the shopper ships to home).',
      `- Add to cart: \`addToCart({ cookies, locale: 'en-US', secure: false }, { skuId, quantity: 1 })\`, the use case behind the`,
      '  storefront\'s server action and the cart API (preferred store, cart by the `cartId` cookie or a new one, the add with',
      '  its stock check, the cart view and its cookies answered), one unit of a random product: 40% to a new cart, 60% to a',
      '  cart already started (up to 8 lines).',
      `  ${ADD_WARMUP} untimed adds, then ${fmt(ADD_SAMPLES)} timed, one at a time.`,
      `- Add to cart with a preferred store: the same, with the \`preferredStoreId\` cookie of store ${store.storeNumber} (${store.city}, the US store`,
      `  with the most stores near it: ${store.neighbours} within about 80 km), so the stock check and the cart view look at its shelf and its sister stores.`,
      `- Placing an order: \`placeOrder(input, new SandboxPaymentGateway(() => db), db)\` for a cart of 1 to 3 products (mean`,
      `  ${mean(orders.lines).toFixed(1)} lines) shipped \`regular\` to Austin, TX, paid with a new sandbox card token (4242...). The cart and the`,
      '  token (the browser\'s step) are made before the clock starts; the time is the whole call: idempotency claim, plan,',
      `  stock reservation, authorisation, order rows, capture. ${ORDER_WARMUP} untimed orders, then ${ORDER_SAMPLES} timed, one at a time.`,
      `- Placing an order under load: ${LOADED_CONCURRENCY} \`placeOrder\` calls at once, as above (carts and tokens made first, untimed), ${fmt(LOADED_SAMPLES)} timed`,
      `  after ${LOADED_CONCURRENCY} untimed; load average ${loaded.loadBefore.toFixed(1)} when they began and ${loaded.loadAfter.toFixed(1)} when they ended. Each call is also timed between its`,
      '  steps (the `afterStep` hook of src/server/platform/steps.ts), in the table after this one.',
      `- Concurrent shoppers: ${SHOPPERS} async loops for ${DURATION_S} s, each: a new cart, 1 to 3 distinct products added (each one of`,
      `  ${HOT_COUNT} "hot" products with chance ${HOT_SHARE}), a card token, \`placeOrder\`. The hot products had ${HOT_UNITS} units in all (${HOT_UNITS / HOT_COUNT} each,`,
      '  spread unevenly over the three centres), so they sell out during the run. A product refused at the add (out of stock)',
      '  is left out of the cart; OUT_OF_STOCK is an expected refusal, anything else an unexpected error. Pools: the app\'s',
      `  \`pool()\` with DATABASE_POOL_SIZE=${process.env.DATABASE_POOL_SIZE} (the cart calls) and a pool of the benchmark's own,`,
      `  \`drizzle(new Pool({ max: ${POOL_SIZE} }))\` (\`placeOrder\`, the gateway, the tokens): up to ${Number(process.env.DATABASE_POOL_SIZE) + POOL_SIZE} connections.`,
      '',
      'The HTTP routes are not timed here: they add cookies, validation, Next.js and JSON to these function-level figures.',
      '',
      '| call | samples | p50 | p95 | p99 | max |',
      '| --- | --- | --- | --- | --- | --- |',
      row('add to cart, all', addAll),
      row('add to cart, new cart', stats(adds.newCart)),
      row('add to cart, existing cart', stats(adds.existingCart)),
      row('add to cart, preferred store set', storeAddAll),
      row('placeOrder, one at a time', orderAll),
      row(`placeOrder, ${LOADED_CONCURRENCY} at once`, loadedAll),
      row(`placeOrder, ${SHOPPERS} shoppers (successful orders)`, crowdOrders),
      row(`a shopper's whole visit (cart, adds, token, order; successful)`, crowdIterations),
      '',
      `SQL statements per timed add (mean, BEGIN and COMMIT included; the machine's load does not move them): ${adds.statements.toFixed(1)}`,
      `without a preferred store, ${storeAdds.statements.toFixed(1)} with one; per order placed, ${loaded.statements.toFixed(1)}.`,
      '',
      `placeOrder, ${LOADED_CONCURRENCY} at once, between its steps (what ran from one step's end to the next's; p95 is ${(loadedAll.p95 / loadedAll.p50).toFixed(2)}× p50 for the whole call):`,
      '',
      '| span | p50 | p95 | max |',
      '| --- | --- | --- | --- |',
      ...[...loaded.spans].filter(([, v]) => v.length).map(([name, v]) => {
        const st = stats(v);
        return `| ${name} | ${ms(st.p50)} | ${ms(st.p95)} | ${ms(st.max)} |`;
      }),
      '',
      `${SHOPPERS} shoppers for ${crowdResult.seconds.toFixed(1)} s: ${fmt(crowdResult.orders.length)} orders placed, **${perSecond.toFixed(1)} orders per second**, of ${fmt(crowdResult.attempts)} orders`,
      `attempted; ${fmt(crowdResult.hotAdded)} hot products went into carts.`,
      '',
      '| outcome | count |',
      '| --- | --- |',
      ...outcomes,
      '',
      `Oversell check of the hot products (units at the start = sold + left, over the distribution centres): **${oversold ? 'FAILED' : 'passed'}**;`,
      `${negative} dc_stock rows below zero; ${held} stock reservations still held by unfinished submissions.`,
      '',
      '| hot SKU | units at the start | sold | left | start = sold + left |',
      '| --- | --- | --- | --- | --- |',
      ...hotRows.map((r) => `| ${r.sku} | ${r.start} | ${r.sold} | ${r.left} | ${r.ok ? 'yes' : 'NO'} |`),
      '',
      '| target (issue 6) | target | measured | result |',
      '| --- | --- | --- | --- |',
      target('Add to cart', addAll, 50),
      target('Add to cart, preferred store set', storeAddAll, 50),
      target('Place an order', orderAll, 300),
      `| Place an order, ${LOADED_CONCURRENCY} at once (issue 21) | p95 <= 1.5 × p50 | ${(loadedAll.p95 / loadedAll.p50).toFixed(2)} × p50 (${ms(loadedAll.p95)} / ${ms(loadedAll.p50)}) | ${loadedAll.p95 <= 1.5 * loadedAll.p50 ? 'pass' : 'miss'} |`,
      `| ${SHOPPERS} concurrent shoppers for ${DURATION_S} s | no unexpected error, nothing oversold | ${fmt(unexpectedTotal)} unexpected, ${oversold ? 'oversold' : 'none oversold'} | ${!unexpectedTotal && !oversold ? 'pass' : 'miss'} |`,
      '',
    ]
      .filter((line, i, all) => line !== '' || all[i - 1] !== '')
      .join('\n');
    writeDocSection(SECTION, section);
    log(`Measuring placeOrder per tender: ${TENDER_WARMUP} untimed, then ${TENDER_SAMPLES} timed each...`);
    writeTenderSection(await measureTenders(db));
    log(`Measuring Stripe's webhook: ${WEBHOOK_WARMUP} untimed, then ${WEBHOOK_SAMPLES} timed per event, then ${WEBHOOK_LOADED_SAMPLES} with ${LOADED_CONCURRENCY} at once...`);
    writeWebhookSection(await measureWebhooks(db));
    for (const line of crowdResult.firstUnexpected) log(`  unexpected: ${line}`);
    log(
      `Cart and orders: add p95 ${ms(addAll.p95)} (${adds.statements.toFixed(1)} statements), with a preferred store p95 ${ms(storeAddAll.p95)} (${storeAdds.statements.toFixed(1)} statements) (target 50 ms), placeOrder p95 ${ms(orderAll.p95)} (target 300 ms); ` +
        `${SHOPPERS} shoppers: ${perSecond.toFixed(1)} orders/s, p95 ${crowdOrders ? ms(crowdOrders.p95) : '-'}, ${unexpectedTotal} unexpected, ` +
        `${oversold ? 'OVERSOLD' : 'nothing oversold'}; ${database.seeded} (${Math.round((Date.now() - startedAt) / 1000)} s)`,
    );
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
