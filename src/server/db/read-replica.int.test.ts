import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { NextRequest, type NextResponse } from 'next/server';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { findFreePort } from '../../../scripts/lib/embedded-db';
import { startReplica, type RunningReplica } from '../../../scripts/lib/postgres-replica.mjs';
import { POST as addItem } from '@/app/ecomm/b2c/v1/order/item/route';
import { GET as miniCart } from '@/app/ecomm/b2c/v1/shoppingCart/mini-cart/route';
import { products, productPrices } from '@/server/catalog/schema';
import { productBySlug } from '@/server/catalog/queries';
import { findPageAs, getPublishedPage } from '@/server/content/queries';
import { putPageAs } from '@/server/content/use-cases';
import { systemActor } from '@/server/staff/actor';
import { distributionCentreStock } from '@/server/inventory/schema';
import { freshReads } from '@/server/platform/fresh-reads';
import { logger } from '@/server/platform/logger';
import { closeReadPool, db, readDb } from './client';

/**
 * READ REPLICA (docs/decisions/050), on a real streaming replica of the test run's PostgreSQL
 * (scripts/lib/postgres-replica.mjs). Replay is paused (`pg_wal_replay_pause()`) to make the
 * replica's lag visible and certain: what the primary commits meanwhile is not on the replica.
 */

const adminUrl = inject('pgAdminUrl');
let replica: RunningReplica;
let dataRoot: string;

/** The test's own database (tests/integration/database.ts) on another server. */
function onServer(serverUrl: string): string {
  const url = new URL(serverUrl);
  url.pathname = new URL(process.env.DATABASE_URL!).pathname;
  return url.toString();
}

/** Runs one statement on the replica as its superuser (a connection of its own: the replica goes down in the last test). */
async function onReplica(statement: string) {
  const client = new Client({ connectionString: replica.url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function pauseReplay() {
  await onReplica('select pg_wal_replay_pause()');
}

/**
 * The replica replays the whole cluster's WAL: what every other test file wrote while replay was
 * paused (their databases are copied from the template) comes first, which takes seconds on a
 * busy machine. The waits below allow for that.
 */
const REPLAY_WAIT_MS = 45_000;

async function resumeReplay() {
  await onReplica('select pg_wal_replay_resume()');
  await replica.waitForReplay({ timeoutMs: REPLAY_WAIT_MS });
}

beforeAll(async () => {
  dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-replica-'));
  const port = await findFreePort(Number(process.env.TEST_PG_PORT ?? 55432) + 200);
  replica = await startReplica({ primaryUrl: adminUrl, dataDir: path.join(dataRoot, 'data'), port });
  // The read pool is made on first use: from here on, readDb() is the replica.
  process.env.DATABASE_READ_URL = onServer(replica.url);
  await replica.waitForReplay();
}, 120_000);

afterAll(async () => {
  await closeReadPool();
  delete process.env.DATABASE_READ_URL;
  await replica?.stop();
  if (dataRoot) fs.rmSync(dataRoot, { recursive: true, force: true });
});

/** A priced product with stock in a US distribution centre. */
async function stockedProduct(): Promise<{ id: number; sku: string; slug: string }> {
  const [row] = await db()
    .select({ id: products.id, sku: products.sku, slug: products.slug })
    .from(products)
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.currency, 'USD')))
    .innerJoin(distributionCentreStock, eq(distributionCentreStock.productId, products.id))
    .where(and(eq(products.hazardous, false), eq(products.active, true), sql`${distributionCentreStock.dc} = 'DC-ATL'`, sql`${distributionCentreStock.quantity} >= 5`))
    .orderBy(products.id)
    .limit(1);
  return row!;
}

async function titleOn(database: typeof db, id: number): Promise<string> {
  const [row] = await database()
    .select({ title: sql<string>`${products.title}->>'en-US'` })
    .from(products)
    .where(eq(products.id, id));
  return row!.title;
}

describe('reads on a read replica (DATABASE_READ_URL)', { timeout: REPLAY_WAIT_MS + 15_000 }, () => {
  it('sends the catalogue read surfaces to the replica: a product edit not yet replayed is not seen there, and is on the primary', async () => {
    const product = await stockedProduct();
    expect(readDb()).not.toBe(db());
    const before = await titleOn(db, product.id);
    await pauseReplay();
    try {
      await db()
        .update(products)
        .set({ title: sql`jsonb_set(${products.title}, '{en-US}', to_jsonb(${`${before} (renamed)`}::text))` })
        .where(eq(products.id, product.id));

      expect(await titleOn(db, product.id)).toBe(`${before} (renamed)`);
      expect(await titleOn(readDb, product.id)).toBe(before);
      // The module's read surface, as a product page calls it: from the replica.
      expect((await productBySlug(product.slug, 'en-US'))?.title).toBe(before);
      // A cache fill (or a server action, an operator) reads fresh: the replica is behind, so the primary answers.
      expect((await freshReads(() => productBySlug(product.slug, 'en-US')))?.title).toBe(`${before} (renamed)`);
    } finally {
      await resumeReplay();
    }
    expect((await productBySlug(product.slug, 'en-US'))?.title).toBe(`${before} (renamed)`);
  });

  it("reads back a shopper's own cart write at once while the replica lags", async () => {
    const product = await stockedProduct();
    const jar: Record<string, string> = {};
    const call = async (handler: (request: NextRequest) => Promise<Response>, method: string, route: string, body?: unknown) => {
      const cookie = Object.entries(jar)
        .map(([k, v]) => `${k}=${v}`)
        .join('; ');
      const response = (await handler(
        new NextRequest(`http://localhost${route}?locale=en-US`, { method, body: body === undefined ? undefined : JSON.stringify(body), headers: { cookie, 'content-type': 'application/json' } }),
      )) as NextResponse;
      for (const c of response.cookies.getAll()) jar[c.name] = c.value;
      return { status: response.status, body: (await response.json()) as { itemCount: number } };
    };
    await pauseReplay();
    try {
      const added = await call(addItem, 'POST', '/ecomm/b2c/v1/order/item', { skuId: product.sku, quantity: 2 });
      expect(added.status).toBe(200);
      const mini = await call(miniCart, 'GET', '/ecomm/b2c/v1/shoppingCart/mini-cart');
      expect(mini.status).toBe(200);
      expect(mini.body.itemCount).toBe(2);
    } finally {
      await resumeReplay();
    }
  });

  it("shows an operator's content edit at once: the response cache's fill reads fresh", async () => {
    const stored = await findPageAs('es-MX', 'termsAndConditions', systemActor('test'));
    expect(stored).not.toBeNull();
    // Cached from the replica, as a shopper's visit would.
    expect((await getPublishedPage('es-MX', 'termsAndConditions'))?.page.title).toBe(stored!.body.title);
    await pauseReplay();
    try {
      await putPageAs({ locale: 'es-MX', slug: 'termsAndConditions', body: { ...stored!.body, title: 'Términos y condiciones (nuevo)' } }, 'replace', systemActor('test'));
      // The operator's screen reads the primary; the shop's page, cached again after the edit emptied it, is not the old one.
      expect((await findPageAs('es-MX', 'termsAndConditions', systemActor('test')))?.body.title).toBe('Términos y condiciones (nuevo)');
      expect((await getPublishedPage('es-MX', 'termsAndConditions'))?.page.title).toBe('Términos y condiciones (nuevo)');
      // While the replica itself still has the old one.
      const [onReplica] = await readDb().execute<{ title: string }>(sql`select body->>'title' as title from content_pages where locale = 'es-MX' and slug = 'termsAndConditions'`).then((r) => r.rows);
      expect(onReplica!.title).toBe(stored!.body.title);
    } finally {
      await resumeReplay();
    }
  });

  it('answers from the primary with a warning while the replica is down, not with an error', async () => {
    const product = await stockedProduct();
    const warn = vi.spyOn(logger, 'warn');
    await replica.down();
    try {
      await db()
        .update(products)
        .set({ title: sql`jsonb_set(${products.title}, '{en-US}', to_jsonb('Down but answered'::text))` })
        .where(eq(products.id, product.id));
      expect((await productBySlug(product.slug, 'en-US'))?.title).toBe('Down but answered');
      expect(await titleOn(readDb, product.id)).toBe('Down but answered');
      const warnings = warn.mock.calls.filter(([, message]) => message === 'read replica out of reach: reads go to the primary');
      expect(warnings).toHaveLength(1);
    } finally {
      warn.mockRestore();
      await replica.up();
    }
  });
});
