/**
 * `npm run bench:back-office` (issue 23, decision 054): the back office's order figures among
 * BENCH_ORDERS (1,000,000) orders, and what the audit log costs a write. Results go to
 * docs/performance.md (section "Back office (issue 23)"), with the load average beside each
 * number. Measures; never asserts (exits 0 when a target is missed).
 *
 * - A throw-away embedded PostgreSQL (a temporary directory, deleted at the end; port
 *   BENCH_PG_PORT or 55760), migrated and seeded with a small catalogue (CATALOG_SKUS, 500),
 *   then BENCH_ORDERS orders written by one `generate_series` statement each for the orders and
 *   their shipments (one in ten a pickup at one of 50 stores, the rest deliveries), spread over
 *   the last 365 days, then VACUUM ANALYZE.
 * - Order search through the use case (`searchOrders`, an administrator): BENCH_SAMPLES (200)
 *   searches each by a whole number, a whole e-mail, a phone's digits, and status + store + a
 *   30-day range (and that one again as it ran before migration 0040, to compare on the same
 *   data and machine). Target: p95 under 100 ms.
 * - The pickup queue of one store (`pickupQueue`, its store manager).
 * - The dashboard's time to first byte: GET /ops through the production server (scripts/start.mjs,
 *   on this database, BENCH_PORT or 3190) with a signed-in operator's session. Target: 300 ms.
 * - The audit log's cost on a write: one shipment's status change in a transaction (row lock,
 *   update, event row), with and without `recordAudit` in the same transaction. Target: under 5 ms more.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { recordAudit } from '../src/server/audit/audit';
import { createDatabase, type Database } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { seedAll } from '../src/server/demo/seed';
import { shipmentEvents, shipments } from '../src/server/orders/schema';
import { pickupQueue, searchOrders } from '../src/server/orders/staff-orders';
import { OPS_COOKIE } from '../src/server/platform/ops-auth';
import { systemActor } from '../src/server/staff/actor';
import { createAdministrator, staffByEmail } from '../src/server/staff/accounts';
import { openStaffSession } from '../src/server/staff/sessions';
import type { Actor } from '../src/server/staff/actor';
import { startBenchDatabase } from './lib/database';
import { writeDocSection } from './lib/doc';
import { BenchServer } from './lib/server';
import { stats, type Stats } from './lib/stats';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const WARMUP = 20;
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 55760);
const APP_PORT = Number(process.env.BENCH_PORT ?? 3190);
const STORES = 50;
const TOKEN = 'bench-back-office-token-not-a-secret';
const SECTION = '## Back office (issue 23)';
const STATUSES = ['SUBMITTED', 'PROCESSING', 'READY FOR PICK UP', 'PICKED UP', 'SHIPPED', 'DELIVERED', 'CANCELLED'];
const log = (line: string) => console.log(`[bench] ${line}`);
const load = () => os.loadavg()[0]!.toFixed(2);
const ms = (n: number) => (n >= 100 ? `${Math.round(n)} ms` : `${n.toFixed(1)} ms`);

process.env.CATALOG_SKUS ??= '500';
process.env.ADMIN_API_TOKEN = TOKEN;

const admin: Actor = { staffId: null, label: 'bench', role: 'administrator', storeIds: null, via: 'system', ip: null, requestId: null };
const storeNumber = (i: number) => String(9000 + (i % STORES));
const number = (i: number) => String(100_000_000 + i);
const email = (i: number) => `shopper${i}@example.com`;
const phone = (i: number) => `55${String(i).padStart(8, '0')}`;
const pick = (n: number) => 1 + Math.floor(Math.random() * n);

/** `run` timed SAMPLES times after WARMUP untimed runs; with `selfTimed`, `run` answers its own duration. */
async function timed(label: string, run: (i: number) => Promise<unknown>, selfTimed = false): Promise<Stats & { load: string }> {
  for (let i = 0; i < WARMUP; i++) await run(i);
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now();
    const answer = await run(i);
    samples.push(selfTimed ? (answer as number) : performance.now() - start);
  }
  const result = { ...stats(samples), load: load() };
  log(`${label}: p50 ${ms(result.p50)}, p95 ${ms(result.p95)} (load ${result.load})`);
  return result;
}

/** The orders and their shipments, one statement each: order i is placed i × (365 days / ORDERS) ago. */
async function generate(db: Database): Promise<void> {
  const [{ n }] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from orders where order_number >= '100000000' and order_number < '200000000'`)).rows as [{ n: number }];
  if (n >= ORDERS) return;
  log(`Writing ${ORDERS.toLocaleString('en-US')} orders...`);
  let start = performance.now();
  await db.execute(sql`
    insert into orders (order_number, order_type, locale, currency, email, phone_number, billing_address, subtotal, discount, core_total, shipping_total, tax, tax_included, total, receive_promo_and_special_events, receive_text_message, status, placed_at, pickup_store)
    select (100000000 + i)::text, 'ONLINEORDER', 'en-US', 'USD', 'shopper' || i || '@example.com', '55' || lpad(i::text, 8, '0'),
      jsonb_build_object('firstName', 'Ana', 'lastName', 'Shopper ' || i, 'address1', '100 Congress Ave', 'address2', '', 'city', 'Austin', 'state', 'TX', 'postalCode', '78701', 'phoneNumber', '5125550100', 'country', 'US'),
      5000 + i % 20000, 0, 0, 0, 0, 0, 5000 + i % 20000, false, false,
      (array[${sql.join(STATUSES.map((s) => sql`${s}`), sql`, `)}])[1 + i % ${STATUSES.length}],
      now() - (i * (365.0 / ${ORDERS})) * interval '1 day',
      case when i % 10 = 0 then (9000 + (i / 10) % ${STORES})::text end
    from generate_series(1, ${ORDERS}) as i`);
  log(`  orders in ${Math.round((performance.now() - start) / 1000)} s`);
  start = performance.now();
  await db.execute(sql`
    insert into shipments (order_id, shipment_type, store_number, status, shipping_price, updated_at)
    select o.id, case when i % 10 = 0 then 'inStore' else 'regular' end, case when i % 10 = 0 then (9000 + (i / 10) % ${STORES})::text end,
      case when i % 10 = 0 and o.status in ('SHIPPED', 'DELIVERED') then 'READY FOR PICK UP' when i % 10 <> 0 and o.status in ('READY FOR PICK UP', 'PICKED UP') then 'SHIPPED' else o.status end,
      0, o.placed_at
    from orders o, lateral (select (o.order_number::bigint - 100000000)::int as i) x
    where o.order_number >= '100000000' and o.order_number < '200000000'`);
  log(`  shipments in ${Math.round((performance.now() - start) / 1000)} s`);
  // As autovacuum leaves a table after a bulk load: statistics, and the visibility map that index-only scans need.
  await db.execute(sql`vacuum analyze orders`);
  await db.execute(sql`vacuum analyze shipments`);
}

/**
 * The same search as the use case ran it before migration 0040 (decision 054): the store read from
 * the shipments (`exists` over `shipments_store_order_idx`, then each of the store's orders), UTC
 * days, and the page's stores in a second query. Kept to measure the change on the same data and
 * the same machine at the same time.
 */
async function searchBefore(db: Database, search: { status: string; store: string; from: string; to: string }): Promise<unknown> {
  const found = await db.execute<{ id: string }>(sql`
    select o.id, o.order_number, o.order_type, o.status, o.placed_at, o.email, o.phone_number, o.billing_address, o.currency, o.total, o.locale
    from orders o
    where o.status = ${search.status}
      and o.placed_at >= ${`${search.from}T00:00:00Z`}::timestamptz and o.placed_at < ${`${search.to}T00:00:00Z`}::timestamptz + interval '1 day'
      and exists (select 1 from shipments s where s.order_id = o.id and s.store_number in (${search.store}))
    order by o.placed_at desc, o.id desc limit 26`);
  const ids = found.rows.map((r) => r.id);
  if (ids.length) await db.execute(sql`select distinct order_id, store_number from shipments where order_id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)}) and store_number is not null`);
  return found;
}

async function auditCost(db: Database): Promise<{ without: Stats; with: Stats; load: string }> {
  const [row] = await db.select({ id: shipments.id }).from(shipments).where(eq(shipments.storeNumber, storeNumber(1))).limit(1);
  const id = row!.id;
  const write = (audited: boolean) => async (i: number) =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(shipments).where(eq(shipments.id, id)).for('update');
      const to = i % 2 ? 'PROCESSING' : 'DELAYED';
      await tx.update(shipments).set({ status: to, updatedAt: new Date() }).where(eq(shipments.id, id));
      await tx.insert(shipmentEvents).values({ shipmentId: id, event: i % 2 ? 'process' : 'delay', fromStatus: current!.status, toStatus: to, detail: { actor: 'bench' } });
      if (audited) await recordAudit(tx, admin, { action: 'order.event', entityType: 'order', entityId: String(id), before: { status: current!.status }, after: { status: to } });
    });
  // Alternate the two, so that both meet the same machine.
  const without: number[] = [];
  const withAudit: number[] = [];
  for (let i = 0; i < WARMUP; i++) await write(i % 2 === 0)(i);
  for (let i = 0; i < SAMPLES * 2; i++) {
    const audited = i % 2 === 0;
    const start = performance.now();
    await write(audited)(i >> 1);
    (audited ? withAudit : without).push(performance.now() - start);
  }
  const result = { without: stats(without), with: stats(withAudit), load: load() };
  log(`a status change: p50 ${ms(result.without.p50)} without the audit line, ${ms(result.with.p50)} with it (load ${result.load})`);
  return result;
}

async function dashboardTtfb(url: string): Promise<Stats & { load: string; status: number }> {
  // An administrator signed in (password and code done): the dashboard shows them everything.
  const email = `bench-${Date.now()}@staff.test`;
  await createAdministrator(systemActor('bench'), { email, password: 'bench-administrator-password' }, url);
  const cookie = `${OPS_COOKIE}=${await openStaffSession((await staffByEmail(email))!.id, 'complete', null)}`;
  let status = 0;
  const result = await timed('dashboard TTFB (GET /ops)', async () => {
    const start = performance.now();
    const response = await fetch(`${url}/ops`, { headers: { cookie }, redirect: 'manual' });
    status = response.status;
    const reader = response.body!.getReader();
    await reader.read(); // the first byte of the body
    const elapsed = performance.now() - start;
    await reader.cancel();
    return elapsed;
  }, true);
  return { ...result, status };
}

/** Status + store + a 30-day range somewhere in the year. */
function statusStoreDays() {
  const to = new Date(Date.now() - pick(300) * 86_400_000);
  const from = new Date(to.getTime() - 30 * 86_400_000);
  return { status: 'READY FOR PICK UP' as const, store: storeNumber(pick(STORES)), from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-back-office-'));
  const { server, url } = await startBenchDatabase(dataDir, PG_PORT, log);
  process.env.DATABASE_URL = url;
  const { db, pool } = createDatabase(url);
  let app: BenchServer | null = null;
  try {
    log('Migrating and seeding a small catalogue...');
    await runMigrations(db);
    await seedAll(db, (line) => log(line.trim()));
    await generate(db);
    const loadAtStart = load();

    const search = {
      number: await timed('search by number', () => searchOrders(db, admin, { number: number(pick(ORDERS)) })),
      email: await timed('search by e-mail', () => searchOrders(db, admin, { email: email(pick(ORDERS)) })),
      phone: await timed('search by phone', () => searchOrders(db, admin, { phone: phone(pick(ORDERS)) })),
      statusStoreDate: await timed('search by status, store and 30 days', () => searchOrders(db, admin, statusStoreDays())),
      statusStoreDateBefore: await timed('the same, as before migration 0040 (store from the shipments)', () => searchBefore(db, statusStoreDays())),
      newest: await timed('the newest orders (no filter)', () => searchOrders(db, admin, {})),
    };
    const queueStore = storeNumber(7);
    const manager: Actor = { ...admin, label: 'bench-manager', role: 'storeManager', storeIds: [queueStore] };
    const queueSize = await pickupQueue(db, manager, queueStore);
    const queue = await timed('pickup queue of one store', () => pickupQueue(db, manager, queueStore));
    const audit = await auditCost(db);

    app = new BenchServer(APP_PORT, log, { DATABASE_URL: url, ADMIN_API_TOKEN: TOKEN, LOG_LEVEL: 'warn', CATALOG_SKUS: process.env.CATALOG_SKUS! });
    // The other figures are written even when the server cannot be measured.
    const ttfb = await app
      .start()
      .then(dashboardTtfb)
      .catch((error: unknown) => {
        log(`The dashboard could not be measured: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        return null;
      });

    const row = (label: string, s: Stats & { load: string }, target = '') => `| ${label} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.max)} | ${target} | ${s.load} |`;
    const section = `${SECTION}

\`npm run bench:back-office\` (bench/back-office.ts, decision 054): ${ORDERS.toLocaleString('en-US')} orders and their
shipments (one in ten a pickup at one of ${STORES} stores) written by \`generate_series\` into a throw-away
embedded PostgreSQL, ${SAMPLES} samples of each (after ${WARMUP} untimed), through the use cases the pages
call. Run on ${new Date().toISOString().slice(0, 10)}, on the shared 2-core machine while other work ran: the
1-minute load average is beside each line (${loadAtStart} when the measurements began; ${os.cpus().length} CPUs).

| What | p50 | p95 | max | target | load |
|---|---|---|---|---|---|
${row('Search: a whole order number', search.number, 'p95 < 100 ms')}
${row('Search: a whole e-mail (any case)', search.email, 'p95 < 100 ms')}
${row('Search: a phone number’s digits', search.phone, 'p95 < 100 ms')}
${row('Search: status + store + 30 days', search.statusStoreDate, 'p95 < 100 ms')}
${row('The same, as the search ran before migration 0040 (the store from the shipments, UTC days)', search.statusStoreDateBefore)}
${row('Search: the newest orders, no filter', search.newest)}
${row(`Pickup queue of one store (${queueSize.ready.length} ready, ${queueSize.toPrepare.length} to prepare)`, queue)}
${ttfb ? row(`Dashboard, GET /ops time to first byte (HTTP ${ttfb.status}, signed in)`, ttfb, 'p95 < 300 ms') : '| Dashboard, GET /ops time to first byte | not measured: the server did not answer (see the run’s log) | | | p95 < 300 ms | |'}
${row('A shipment’s status change, without the audit line', { ...audit.without, load: audit.load })}
${row('The same with \`recordAudit\` in its transaction', { ...audit.with, load: audit.load }, '< 5 ms more')}

The audit line adds ${ms(audit.with.p50 - audit.without.p50)} at the median and ${ms(audit.with.p95 - audit.without.p95)} at p95
(one INSERT into \`audit_events\` and its four indexes, in the change's own transaction).
The search uses migration 0037's indexes: \`orders_number_prefix_idx\`, \`orders_email_lower_idx\` and
\`orders_phone_digits_idx\` (text_pattern_ops, for whole values and beginnings), \`orders_status_placed_idx\`,
\`orders_placed_idx\`; a store's orders migration 0040's \`orders_pickup_store_idx\` (pickup store, status, day);
the pickup queue \`shipments_store_status_idx\`.
`;
    writeDocSection(SECTION, section);
    log(`Wrote "${SECTION}" in docs/performance.md`);
  } finally {
    if (app) await app.stop();
    await pool.end();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
