import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusterOptionsFromEnv, startCluster, statusOf, type Cluster } from '../../scripts/lib/cluster';
import { findFreePort } from '../../scripts/lib/embedded-db';
import { ADDRESS, ConnectionError, send, Shopper, sleep, type Answer } from './client';

/**
 * `npm run test:cluster` (issue 22, item 6): the whole deployment on this machine — a primary and
 * a streaming replica, Redis, three instances of the production build, HAProxy in front
 * (scripts/lib/cluster.ts) — and what must hold across it: a shopper's journey over three
 * instances, a content change seen by all of them, one rate-limit budget for all, a SIGKILL during
 * a burst of checkouts (nothing lost, nothing doubled), a Redis restart under load.
 * The scenarios run in order on one cluster; durations and outcomes go to
 * test-results/cluster-results.json (tests/cluster/run.ts records them in deployment.md).
 */

let cluster: Cluster;
let database: pg.Client;
let dataDir: string;
const keep = process.env.CLUSTER_KEEP_DATA === '1';
/** Shoppers get loopback addresses of their own: 127.0.0.10, .11, ... */
let nextAddress = 10;
const newShopper = () => new Shopper(`127.0.0.${nextAddress++}`);
/** A documentation address (RFC 5737) of its own for each use, as if a distinct client behind the balancer. */
const caller = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;

const adminHeaders = () => ({ authorization: `Bearer ${cluster.adminToken}` });
const instanceUrls = () => cluster.instances.map((i) => `http://127.0.0.1:${i.port}`);

async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await database.query<T>(text, values)).rows;
}

/** A product to buy: USD price, not hazardous, shipped from distribution centres; its DC stock set to `units` in one DC (the others to 0). */
async function stockedProduct(offset: number, units: number): Promise<{ id: number; sku: string }> {
  const [product] = await query<{ id: number; sku: string }>(
    `SELECT p.id, p.sku FROM products p JOIN product_prices pp ON pp.product_id = p.id AND pp.currency = 'USD'
      WHERE NOT p.hazardous ORDER BY p.id OFFSET $1 LIMIT 1`,
    [offset],
  );
  await query('UPDATE dc_stock SET quantity = 0 WHERE product_id = $1', [product!.id]);
  await query(`INSERT INTO dc_stock (product_id, dc, quantity) VALUES ($1, 'DC-DFW', $2) ON CONFLICT (product_id, dc) DO UPDATE SET quantity = $2`, [product!.id, units]);
  return product!;
}

const dcStock = async (productId: number) => Number((await query<{ n: string }>('SELECT coalesce(sum(quantity), 0) AS n FROM dc_stock WHERE product_id = $1', [productId]))[0]!.n);

/** A member with a password (registered and confirmed with the e-mailed code), made in the database as the register flow does. */
async function newMember(password: string): Promise<string> {
  const email = `cluster-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const { register, signInWithCode } = await import('../../src/server/customers/accounts');
  const headers = new Headers({ 'user-agent': 'cluster-test' });
  const token = await register(headers, { firstName: 'Ana', lastName: 'Díaz', email, password, locale: 'en-US', receivePromoAndSpecialEvents: false });
  const [mail] = await query<{ text: string }>('SELECT text FROM email_outbox WHERE to_address = $1 ORDER BY created_at DESC LIMIT 1', [email]);
  const code = /\b(\d{6})\b/.exec(mail!.text)![1]!;
  expect(await signInWithCode(headers, email, code, token)).toBe('ok');
  return email;
}

/** One checkout as a client does it: retried on connection errors and on 502/503 from the balancer with the same Idempotency-Key. */
async function checkout(shopper: Shopper, base: string, key: string, cardToken: string, tries = 8, firstBase = base): Promise<{ answer: Answer; attempts: number }> {
  for (let attempt = 1; ; attempt++) {
    try {
      const answer = await shopper.call(attempt === 1 ? firstBase : base, '/ecomm/b2c/v3/order/commit?locale=en-US', {
        method: 'POST',
        headers: { 'idempotency-key': key },
        body: { email: 'ana@example.com', phoneNumber: '5125550100', billingAddress: ADDRESS, shippingAddress: ADDRESS, shippingMethod: 'regular', cardToken },
      });
      if ((answer.status !== 502 && answer.status !== 503) || attempt >= tries) return { answer, attempts: attempt };
    } catch (error) {
      if (!(error instanceof ConnectionError) || attempt >= tries) throw error;
    }
    await sleep(300 * attempt);
  }
}

/** Retries a call that failed to connect (the instance it reached died): what a browser's user does with "try again". */
async function withRetry(call: () => Promise<Answer>, tries = 5): Promise<Answer> {
  for (let attempt = 1; ; attempt++) {
    try {
      const answer = await call();
      if ((answer.status !== 502 && answer.status !== 503) || attempt >= tries) return answer;
    } catch (error) {
      if (!(error instanceof ConnectionError) || attempt >= tries) throw error;
    }
    await sleep(300 * attempt);
  }
}

async function cardToken(shopper: Shopper, base: string): Promise<string> {
  const answer = await withRetry(() => shopper.call(base, '/payments/sandbox/v1/tokens', { method: 'POST', body: { number: '4242424242424242', expiry: '12/30', cvc: '123' } }));
  expect(answer.status, answer.text).toBe(201);
  return answer.json<{ token: string }>().token;
}

/** The content page's title as each instance serves it now (the page's <h1> text is in the HTML). */
async function seenEverywhere(slug: string, title: string, deadlineMs: number): Promise<number[]> {
  const started = Date.now();
  const seen: number[] = instanceUrls().map(() => -1);
  while (seen.some((t) => t < 0) && Date.now() - started < deadlineMs) {
    await Promise.all(
      instanceUrls().map(async (base, i) => {
        if (seen[i]! >= 0) return;
        const page = await send(`${base}/lp/${slug}`).catch(() => null);
        if (page?.status === 200 && page.text.includes(title)) seen[i] = Date.now() - started;
      }),
    );
  }
  return seen;
}

const page = (title: string) => ({
  body: { title, metaTitle: title, metaDescription: 'A page the cluster test edits.', siteSection: 'others', sections: [{ heading: 'About', body: `This page says ${title}.` }] },
  published: true,
});

async function putPage(slug: string, title: string): Promise<void> {
  const answer = await send(`${cluster.url}/api/admin/content/pages/en-US/${slug}`, { method: 'PUT', headers: adminHeaders(), body: page(title) });
  expect([200, 201], answer.text).toContain(answer.status);
}

/** Gift-card balance checks from one caller (X-Forwarded-For, as HAProxy sends it), spread over the instances in turn: the statuses. */
async function balanceChecks(count: number, from: string): Promise<number[]> {
  const statuses: number[] = [];
  const urls = instanceUrls();
  for (let i = 0; i < count; i++) {
    const answer = await send(`${urls[i % urls.length]}/ecomm/b2c/v1/giftcard/balance?locale=en-US`, {
      method: 'POST',
      headers: { 'x-forwarded-for': from, origin: urls[i % urls.length]! },
      body: { cardNumber: '6006491234567890123', pin: '0000' },
    });
    statuses.push(answer.status);
  }
  return statuses;
}

beforeAll(async () => {
  // CLUSTER_TEST_DATA_DIR: keep the seeded primary between runs (the demo's seeding takes minutes here); the replica is copied afresh anyway.
  dataDir = process.env.CLUSTER_TEST_DATA_DIR ? path.resolve(process.env.CLUSTER_TEST_DATA_DIR) : fs.mkdtempSync(path.join(os.tmpdir(), 'redline-cluster-test-'));
  const port = process.env.CLUSTER_PORT ? Number(process.env.CLUSTER_PORT) : await findFreePort(3300);
  const options = clusterOptionsFromEnv((line) => console.log(`[cluster] ${line}`), {
    dataDir,
    port,
    instancePort: process.env.CLUSTER_INSTANCE_PORT ? Number(process.env.CLUSTER_INSTANCE_PORT) : port + 1,
    postgresPort: process.env.CLUSTER_PG_PORT ? Number(process.env.CLUSTER_PG_PORT) : await findFreePort(55500),
    replicaPort: process.env.CLUSTER_REPLICA_PORT ? Number(process.env.CLUSTER_REPLICA_PORT) : await findFreePort(55510),
    redisPort: process.env.CLUSTER_REDIS_PORT ? Number(process.env.CLUSTER_REDIS_PORT) : await findFreePort(6500),
    instances: 3,
  });
  cluster = await startCluster(options);
  database = new pg.Client({ connectionString: cluster.primaryUrl });
  await database.connect();
  // The test's own calls into the store's modules (newMember) use the primary and the cluster's secrets.
  process.env.DATABASE_URL = cluster.primaryUrl;
  process.env.BETTER_AUTH_SECRET = fs.readFileSync(path.join(dataDir, 'auth-secret'), 'utf8').trim();
  process.env.DEMO = '1';
}, 20 * 60_000);

afterAll(async () => {
  await database?.end();
  await cluster?.stop();
  if (!keep && !process.env.CLUSTER_TEST_DATA_DIR && dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}, 5 * 60_000);

describe('the cluster', () => {
  it('serves one shopper across instances: signed in on A, the cart on B, the checkout on C, the order history through HAProxy', async () => {
    const [a, b, c] = instanceUrls() as [string, string, string];
    const password = 'Cluster-pw-2026';
    const email = await newMember(password);
    const shopper = newShopper();

    const signIn = await shopper.call(a, '/api/auth/sign-in/email', { method: 'POST', body: { email, password } });
    expect(signIn.status, signIn.text).toBe(200);
    expect([...shopper.cookies.keys()].some((name) => name.includes('session_token'))).toBe(true);

    // B knows the session A signed (the same secret, the same database).
    const me = await shopper.call(b, '/ecomm/b2c/v1/currentUser?locale=en-US');
    expect(me.status, me.text).toBe(200);
    expect(me.json<{ myAccountMap: { anonymous: string; profileId: string } }>().myAccountMap).toMatchObject({ anonymous: 'false', profileId: expect.any(String) });

    const product = await stockedProduct(120, 50);
    const added = await shopper.call(b, '/ecomm/b2c/v1/order/item?locale=en-US', { method: 'POST', body: { skuId: product.sku, quantity: 2 } });
    expect(added.status, added.text).toBe(200);

    // The cart, through the balancer (whichever instance answers) and on C directly.
    for (const base of [cluster.url, c]) {
      const cart = await shopper.call(base, '/ecomm/b2c/v1/shoppingCart/mini-cart?locale=en-US');
      expect(cart.status, cart.text).toBe(200);
      expect(cart.json<{ itemCount: number }>().itemCount).toBe(2);
    }

    const key = `cluster-journey-${randomUUID()}`;
    const { answer } = await checkout(shopper, c, key, await cardToken(shopper, c));
    expect(answer.status, answer.text).toBe(201);
    const { orderNumber } = answer.json<{ orderNumber: string }>();

    const [order] = await query<{ profile_id: string | null; units: string }>(
      `SELECT o.profile_id, (SELECT sum(quantity) FROM order_lines l WHERE l.order_id = o.id) AS units FROM orders o WHERE o.order_number = $1`,
      [orderNumber],
    );
    expect(order?.profile_id).toBeTruthy();
    expect(Number(order!.units)).toBe(2);
    expect(await dcStock(product.id)).toBe(48);

    // What the shopper just wrote, read back on A and through HAProxy: their own order in the history.
    for (const base of [a, cluster.url]) {
      const history = await shopper.call(base, '/ecomm/b2c/v2/order/history?locale=en-US');
      expect(history.status, history.text).toBe(200);
      expect(history.text).toContain(orderNumber);
    }
  });

  it('shows a content change made through the admin API on every instance within a second', async () => {
    const slug = `cluster-${Date.now()}`;
    await putPage(slug, 'First version');
    // Every instance has the first version cached (page cache and response cache).
    expect((await seenEverywhere(slug, 'First version', 60_000)).every((t) => t >= 0)).toBe(true);
    const title = `Second version ${randomUUID().slice(0, 8)}`;
    await putPage(slug, title);
    // Polled for up to 20 s: long enough for a page render on a busy machine, far short of the 300 s
    // a cached copy lives without the shared invalidation. The times are the result's to record.
    const seen = await seenEverywhere(slug, title, 20_000);
    console.log(`[cluster] the content change showed on the instances after ${seen.map((t) => `${t} ms`).join(', ')}`);
    expect(seen.map((t) => t >= 0), `ms until each instance served it (-1: not within 20 s): ${seen.join(', ')}`).toEqual([true, true, true]);
  });

  it('shares the rate limits: one budget for a caller across the instances', async () => {
    // The gift-card balance check allows 10 a minute per caller (GIFT_CARD_BALANCE_RATE_LIMIT_PER_MINUTE).
    const direct = await balanceChecks(13, caller());
    expect(direct.filter((s) => s !== 429)).toHaveLength(10);
    expect(direct.slice(10)).toEqual([429, 429, 429]);

    // Through HAProxy, the caller is the address it connects from (HAProxy adds it to X-Forwarded-For).
    const shopper = newShopper();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const answer = await shopper.call(cluster.url, '/ecomm/b2c/v1/giftcard/balance?locale=en-US', { method: 'POST', body: { cardNumber: '6006491234567890123', pin: '0000' } });
      statuses.push(answer.status);
    }
    expect(statuses.filter((s) => s !== 429)).toHaveLength(10);
    // Another caller through the same balancer still has its whole budget.
    const other = newShopper();
    const first = await other.call(cluster.url, '/ecomm/b2c/v1/giftcard/balance?locale=en-US', { method: 'POST', body: { cardNumber: '6006491234567890123', pin: '0000' } });
    expect(first.status).not.toBe(429);
  });

  it('loses and doubles nothing when an instance is killed (SIGKILL) during a burst of checkouts through HAProxy', async () => {
    const product = await stockedProduct(140, 500);
    const before = await dcStock(product.id);
    const shoppers = Array.from({ length: 6 }, newShopper);
    const perShopper = 4;
    const keys: string[] = [];
    const outcomes: { key: string; status: number; attempts: number; orderNumber?: string }[] = [];
    const victim = cluster.instances[1]!;
    let started = 0;
    let killed = false;

    await Promise.all(
      shoppers.map(async (shopper, s) => {
        for (let n = 0; n < perShopper; n++) {
          const added = await withRetry(() => shopper.call(cluster.url, '/ecomm/b2c/v1/order/item?locale=en-US', { method: 'POST', body: { skuId: product.sku, quantity: 1 } }));
          expect(added.status, added.text).toBe(200);
          const token = await cardToken(shopper, cluster.url);
          const key = `cluster-burst-${s}-${n}-${randomUUID()}`;
          keys.push(key);
          started++;
          let firstBase = cluster.url;
          if (!killed && started >= 8) {
            killed = true;
            // This checkout goes to the victim directly and the victim dies while placing it (round
            // robin also gives it a share of the others); the client retries the same key through HAProxy.
            firstBase = `http://127.0.0.1:${victim.port}`;
            setTimeout(() => void victim.kill('SIGKILL'), 150);
          }
          const { answer, attempts } = await checkout(shopper, cluster.url, key, token, 8, firstBase);
          outcomes.push({ key, status: answer.status, attempts, ...(answer.status === 201 ? { orderNumber: answer.json<{ orderNumber: string }>().orderNumber } : {}) });
        }
      }),
    );
    expect(killed).toBe(true);
    expect(victim.running()).toBe(false);
    // The checkout sent to the victim was cut off and retried: it took more than one attempt.
    expect(Math.max(...outcomes.map((o) => o.attempts))).toBeGreaterThan(1);
    console.log(`[cluster] burst: ${outcomes.length} checkouts, ${outcomes.filter((o) => o.attempts > 1).length} retried by the client`);

    // Every checkout was answered with its order, and the balancer kept serving.
    expect(outcomes.map((o) => o.status)).toEqual(keys.map(() => 201));
    const rows = await query<{ key: string; orders: string; order_number: string | null }>(
      `SELECT s.key, count(o.id) AS orders, min(o.order_number) AS order_number FROM checkout_submissions s LEFT JOIN orders o ON o.id = s.order_id
        WHERE s.key = ANY($1) GROUP BY s.key`,
      [keys],
    );
    expect(rows).toHaveLength(keys.length);
    for (const row of rows) {
      expect(Number(row.orders), row.key).toBe(1);
      expect(row.order_number).toBe(outcomes.find((o) => o.key === row.key)!.orderNumber);
    }
    // One card authorisation per key, and one order per cart.
    const [auths] = await query<{ n: string }>(`SELECT count(*) AS n FROM payment_authorizations WHERE idempotency_key = ANY($1) AND status <> 'declined'`, [keys]);
    expect(Number(auths!.n)).toBe(keys.length);
    // The stock went down by what the orders hold, no more and no less (a retried add may have made a line of 2).
    const [ordered] = await query<{ n: string }>(
      `SELECT coalesce(sum(l.quantity), 0) AS n FROM order_lines l JOIN orders o ON o.id = l.order_id JOIN checkout_submissions s ON s.order_id = o.id
        WHERE s.key = ANY($1) AND l.product_id = $2`,
      [keys, product.id],
    );
    expect(before - (await dcStock(product.id))).toBe(Number(ordered!.n));
    const [held] = await query<{ n: string }>(
      `SELECT count(*) AS n FROM stock_reservations r JOIN checkout_submissions s ON s.key = r.submission_key WHERE s.key = ANY($1) AND r.released_at IS NULL AND s.status <> 'completed'`,
      [keys],
    );
    expect(Number(held!.n)).toBe(0);

    // The killed instance comes back and HAProxy sends it requests again.
    await victim.start();
    expect(await statusOf(`http://127.0.0.1:${victim.port}${cluster.healthPath}`)).toBe(200);
  });

  it('keeps serving while Redis restarts under load, and the shared cache and limits resume', async () => {
    const redis = cluster.redis;
    expect(redis).not.toBeNull();
    const product = await stockedProduct(160, 1000);
    const shopper = newShopper();
    const statuses: number[] = [];
    let loading = true;
    const load = (async () => {
      let n = 0;
      while (loading) {
        const path = n++ % 2 === 0 ? `/ecomm/b2c/browse/v1/sku-details?productIds=${product.id}&locale=en-US` : '/lp/termsAndConditions';
        const answer = await shopper.call(cluster.url, path).catch((error: unknown) => ({ status: error instanceof ConnectionError ? -1 : -2 }) as Answer);
        statuses.push(answer.status);
        const added = await shopper.call(cluster.url, '/ecomm/b2c/v1/order/item?locale=en-US', { method: 'POST', body: { skuId: product.sku, quantity: 1 } }).catch(() => ({ status: -1 }) as Answer);
        statuses.push(added.status);
      }
    })();
    await sleep(3_000);
    await redis!.stop();
    await sleep(4_000);
    await redis!.start();
    await sleep(6_000);
    loading = false;
    await load;
    const failed = statuses.filter((s) => s < 200 || s >= 500);
    console.log(`[cluster] Redis restart under load: ${statuses.length} requests, ${failed.length} failed`);
    expect(statuses.length).toBeGreaterThan(4);
    expect(failed).toEqual([]);

    // Back on Redis: the limits are one budget again, and a content change reaches every instance.
    const direct = await balanceChecks(12, caller());
    expect(direct.filter((s) => s !== 429)).toHaveLength(10);
    const slug = `cluster-after-redis-${Date.now()}`;
    await putPage(slug, 'Before');
    expect((await seenEverywhere(slug, 'Before', 60_000)).every((t) => t >= 0)).toBe(true);
    await putPage(slug, 'After the restart');
    expect((await seenEverywhere(slug, 'After the restart', 20_000)).every((t) => t >= 0)).toBe(true);
  });
});
