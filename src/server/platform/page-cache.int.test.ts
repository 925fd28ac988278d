import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { importCatalog } from '@/server/catalog-import/run';
import { db } from '@/server/db/client';
import { pageBytes, pageCacheState, pageStore, pageTags, type StoredPage } from './page-cache';
import { invalidatePageTags, listenForPageTags } from './page-cache-channel';

/** Runs on a clone of the seeded template (the demo catalogue). */
const fixture = (name: string) => fs.readFileSync(path.join(process.cwd(), 'tests/fixtures/import', name), 'utf8');

function page(tags: string[]): StoredPage {
  const parts = [Buffer.from('<html>'), Buffer.from('</html>')];
  return { status: 200, headers: [], parts, tags, bytes: pageBytes(parts, [], tags), expiresAt: Number.MAX_SAFE_INTEGER };
}

/**
 * Another connection's write: the notification arrives on the listener's connection after it
 * commits, in its own time (a round trip on another connection says nothing of it), so wait
 * until `check` holds, for as long as a loaded machine may take.
 */
async function delivered(check: () => boolean): Promise<boolean> {
  for (let i = 0; i < 2_000 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  return check();
}

describe('page cache invalidation across processes', () => {
  it('a price import drops the cached pages of its products when it commits, and no other page', async () => {
    await listenForPageTags();
    const [product] = (await db().execute<{ id: number }>(sql`select id from products where sku = 'MAXGRIP-MAX100001'`)).rows;
    const [other] = (await db().execute<{ id: number }>(sql`select id from products where sku <> 'MAXGRIP-MAX100001' order by id limit 1`)).rows;
    const store = pageStore();
    store.set('product', page([pageTags.product(product!.id)]));
    store.set('other', page([pageTags.product(other!.id)]));
    store.set('sorted-by-price', page([pageTags.listings, pageTags.priceListings]));
    const result = await importCatalog(db(), 'prices', fixture('prices-good.csv'));
    expect(result.ok).toBe(true);
    expect(store.get('product')).toBeUndefined();
    expect(store.get('sorted-by-price')).toBeUndefined();
    expect(store.get('other')).toBeDefined();
  });

  it('reaches a store only through the notification, at commit, and never for a rolled-back write', async () => {
    await listenForPageTags();
    const store = pageStore();
    const tag = pageTags.product(987_654);
    // Through the database only (as another instance's write arrives): a transaction that rolls back says nothing.
    await db()
      .transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('redline_page_tags', ${JSON.stringify([tag])})`);
        store.set('p', page([tag]));
        throw new Error('roll back');
      })
      .catch(() => {});
    // A later write's notification arrives after anything sent before it: once it is in, the rolled-back one never came.
    const marker = pageTags.product(987_655);
    store.set('marker', page([marker]));
    await db().execute(sql`select pg_notify('redline_page_tags', ${JSON.stringify([marker])})`);
    expect(await delivered(() => store.get('marker') === undefined)).toBe(true);
    expect(store.get('p')).toBeDefined();
    await db().transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('redline_page_tags', ${JSON.stringify([tag])})`);
      // Not yet: the transaction is open.
      expect(store.get('p')).toBeDefined();
    });
    expect(await delivered(() => store.get('p') === undefined)).toBe(true);
  });

  it('invalidatePageTags drops this process’s pages at once', async () => {
    const store = pageStore();
    store.set('lp', page([pageTags.contentPage('winter')]));
    await invalidatePageTags(db(), [pageTags.contentPage('winter')]);
    expect(store.get('lp')).toBeUndefined();
    expect(pageCacheState().store).toBe(store);
  });
});
