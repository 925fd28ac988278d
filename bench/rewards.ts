/**
 * `npm run bench:rewards` (issue 8, measured, not asserted): what the rewards ledger costs as a
 * membership's history grows, and the lookup over many memberships. In process, against a
 * throw-away demo database (2,000 SKUs):
 * - a counter purchase with its credit (the INSTOREORDER and the ledger), for a member whose
 *   history grows to BENCH_PURCHASES purchases (a reward every fifth);
 * - the balances of that member (read on every page's header and at checkout);
 * - spending part of a reward;
 * - the customer lookup among BENCH_MEMBERS memberships.
 * Results go to docs/performance.md (section "Rewards").
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { and, asc, between, eq, sql } from 'drizzle-orm';
import { productPrices, products } from '../src/server/catalog/schema';
import { authUsers } from '../src/server/customers/auth-schema';
import { createUnlinkedAccount } from '../src/server/rewards/accounts';
import { recordStorePurchase } from '../src/server/orders/store-sales';
import { balances, redeem } from '../src/server/rewards/ledger';
import { lookupRewardsProfiles } from '../src/server/rewards/lookup';
import { rewardsAccounts } from '../src/server/rewards/schema';
import { stores } from '../src/server/stores/schema';
import { startDemoDatabase } from './lib/database';
import { writeDocSection } from './lib/doc';
import { ROOT } from './lib/server';
import { stats, type Stats } from './lib/stats';

const PURCHASES = Number(process.env.BENCH_PURCHASES ?? 300);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 200_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 55770);
const DATA_DIR = path.resolve(ROOT, '.data/bench-rewards/pg');
const log = (line: string) => console.log(`[bench] ${line}`);
const ms = (s: Stats) => `p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms`;
process.env.REWARDS_ISSUE_DELAY_HOURS = '0';
process.env.BETTER_AUTH_SECRET ??= 'bench-secret-bench-secret-bench-secret-0123';

async function timed<T>(samples: number[], run: () => Promise<T>): Promise<T> {
  const t = performance.now();
  const result = await run();
  samples.push(performance.now() - t);
  return result;
}

const { stop, db, pool } = await startDemoDatabase(DATA_DIR, PG_PORT, 2_000, log);
const row: Record<string, Stats> = {};
try {
  const have = (await db.select({ n: sql<number>`count(*)::int` }).from(rewardsAccounts))[0]!.n;
  if (have < MEMBERS) {
    log(`Adding ${(MEMBERS - have).toLocaleString('en-US')} memberships...`);
    await db.execute(sql`
      insert into rewards_accounts (rewards_id, currency, first_name, last_name, email, phone_number, postal_code, source)
      select lpad((80000000000 + g)::text, 11, '0'), 'USD', 'Member', (array['Smith','Johnson','Garcia','Martinez','Brown','Lopez','Nguyen','Walker','Hall','Young'])[1 + g % 10] || (g % 2000)::text,
             'm' || g || '@example.com', lpad((5120000000 + g)::text, 10, '0'), lpad((10000 + g % 89999)::text, 5, '0'), 'store'
      from generate_series(${have + 1}::int, ${MEMBERS}::int) g
      on conflict do nothing`);
    await db.execute(sql`analyze rewards_accounts`);
  }

  const { rewardsId } = await createUnlinkedAccount(db, { firstName: 'Bench', lastName: 'Buyer', currency: 'USD', source: 'store' });
  const [store] = await db.select({ storeNumber: stores.storeNumber }).from(stores).where(eq(stores.country, 'US')).limit(1);
  const price = sql<number>`coalesce(${productPrices.sale}, ${productPrices.regular})`;
  const [part] = await db
    .select({ sku: products.sku })
    .from(products)
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.currency, 'USD')))
    .where(between(price, 2500, 6000))
    .orderBy(asc(products.id))
    .limit(1);

  log(`${PURCHASES} counter purchases for one member...`);
  const earn: number[] = [];
  for (let n = 0; n < PURCHASES; n += 1) {
    await timed(earn, () => db.transaction((tx) => recordStorePurchase(tx, { rewardsId, storeNumber: store!.storeNumber, lines: [{ sku: part!.sku, quantity: 1 }] })));
  }
  row.earn = stats(earn.slice(10));

  const read: number[] = [];
  for (let n = 0; n < SAMPLES; n += 1) await timed(read, () => balances(db, rewardsId, new Date()));
  row.balances = stats(read);
  const current = await balances(db, rewardsId, new Date());
  log(`balances: ${ms(row.balances)} (${current.rewards.length} rewards, ${current.credits} credits)`);

  const spend: number[] = [];
  const [order] = await db.execute<{ id: string; orderNumber: string; orderType: string }>(sql`select id, order_number as "orderNumber", order_type as "orderType" from orders limit 1`).then((r) => r.rows);
  for (let n = 0; n < Math.min(SAMPLES, current.available / 100); n += 1) {
    await timed(spend, () => db.transaction((tx) => redeem(tx, { rewardsId, amount: 100, order: order! }, new Date())));
  }
  row.redeem = stats(spend);

  const [user] = await db.insert(authUsers).values({ id: `bench-${Date.now()}`, name: 'Bench', email: `bench-${Date.now()}@example.com` }).returning();
  const look: number[] = [];
  for (let n = 0; n < SAMPLES; n += 1) {
    const g = 1 + Math.floor(Math.random() * MEMBERS);
    const lastName = `${['Smith', 'Johnson', 'Garcia', 'Martinez', 'Brown', 'Lopez', 'Nguyen', 'Walker', 'Hall', 'Young'][g % 10]}${g % 2000}`;
    await timed(look, () => lookupRewardsProfiles(db, user!, { lastName, postalCode: String(10000 + (g % 89999)).padStart(5, '0') }, 'USD'));
  }
  row.lookup = stats(look);
  log(`earn ${ms(row.earn)}; redeem ${ms(row.redeem)}; lookup ${ms(row.lookup)}`);
} finally {
  await pool.end();
  await stop();
}

const date = new Date().toISOString().slice(0, 10);
writeDocSection(
  '## Rewards',
  [
    '## Rewards',
    '',
    `Measured ${date} with \`npm run bench:rewards\` (in process, one caller, demo database of 2,000 SKUs; ${MEMBERS.toLocaleString('en-US')} memberships; one member with ${PURCHASES} counter purchases, so ${Math.floor(PURCHASES / 5)} rewards; ${SAMPLES} samples).`,
    '',
    '| what | p50 | p95 | target |',
    '|---|---|---|---|',
    `| counter purchase with its credit (order, lines, ledger, reward every fifth) | ${row.earn!.p50.toFixed(1)} ms | ${row.earn!.p95.toFixed(1)} ms | 50 ms |`,
    `| balances of a member with ${PURCHASES} purchases (every page header, checkout) | ${row.balances!.p50.toFixed(1)} ms | ${row.balances!.p95.toFixed(1)} ms | 10 ms |`,
    `| spend part of a reward (lock, expiry check, entry) | ${row.redeem!.p50.toFixed(1)} ms | ${row.redeem!.p95.toFixed(1)} ms | 20 ms |`,
    `| customer lookup, last name + ZIP, among ${MEMBERS.toLocaleString('en-US')} | ${row.lookup!.p50.toFixed(1)} ms | ${row.lookup!.p95.toFixed(1)} ms | 20 ms |`,
    '',
  ].join('\n'),
);
log('Written to docs/performance.md');
process.exit(0);
