import { inArray } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { stores } from '@/server/stores/schema';
import { DISTRIBUTION_CENTRES } from '../generator';
import { distributionCentreStock, storeStock } from '../schema';
import type { StockDraft } from './drafts';
import { productIdsBySku } from './prices';
import type { Counts, Problems } from './report';
import { BATCH_SIZE, chunks, selectIn, upsert, type Column } from './sql';

/**
 * Stock per distribution centre (ship to home) and per store (pick up today), upserted.
 * A distribution centre must be one the storefront ships from; a store must be in the
 * stores table.
 */
export const KNOWN_DCS: readonly string[] = Object.values(DISTRIBUTION_CENTRES).flat();

export interface StockPlan {
  dc: { productId: number; location: string; quantity: number }[];
  store: { productId: number; location: string; quantity: number }[];
  preview: Counts;
}

export async function planStock(executor: Executor, drafts: StockDraft[], problems: Problems): Promise<StockPlan> {
  const firstAt = new Map<string, string>();
  for (const d of drafts) {
    if (d.locationType === 'dc' && !KNOWN_DCS.includes(d.location)) problems.add(d.at.where, `distribution centre '${d.location}' is not one of ${KNOWN_DCS.join(', ')}`, d.at.line);
    const key = `${d.sku}\u0000${d.locationType}\u0000${d.location}`;
    const seen = firstAt.get(key);
    if (seen) problems.add(d.at.where, `stock of ${d.sku} at ${d.locationType} ${d.location} is already at ${seen}`, d.at.line);
    else firstAt.set(key, d.at.where);
  }
  const storeNumbers = [...new Set(drafts.filter((d) => d.locationType === 'store').map((d) => d.location))];
  const realStores = new Set(
    (await selectIn(storeNumbers, (piece) => executor.select({ n: stores.storeNumber }).from(stores).where(inArray(stores.storeNumber, piece as string[])))).map((r) => r.n),
  );
  for (const d of drafts) {
    if (d.locationType === 'store' && !realStores.has(d.location)) problems.add(d.at.where, `store '${d.location}' is not one of our stores`, d.at.line);
  }
  const ids = await productIdsBySku(executor, drafts, problems);
  const known = drafts.filter((d) => ids.has(d.sku));
  const row = (d: StockDraft) => ({ productId: ids.get(d.sku)!, location: d.location, quantity: d.quantity });
  const plan: StockPlan = { dc: known.filter((d) => d.locationType === 'dc').map(row), store: known.filter((d) => d.locationType === 'store').map(row), preview: {} };

  const productIds = [...new Set(known.map((d) => ids.get(d.sku)!))];
  const have = new Set<string>();
  for (const e of await selectIn(productIds, (piece) => executor.select({ p: distributionCentreStock.productId, l: distributionCentreStock.dc }).from(distributionCentreStock).where(inArray(distributionCentreStock.productId, piece as number[])))) have.add(`dc:${e.p}:${e.l}`);
  for (const e of await selectIn(productIds, (piece) => executor.select({ p: storeStock.productId, l: storeStock.storeNumber }).from(storeStock).where(inArray(storeStock.productId, piece as number[])))) have.add(`store:${e.p}:${e.l}`);
  const updated = plan.dc.filter((r) => have.has(`dc:${r.productId}:${r.location}`)).length + plan.store.filter((r) => have.has(`store:${r.productId}:${r.location}`)).length;
  plan.preview = { inserted: plan.dc.length + plan.store.length - updated, updated };
  return plan;
}

export async function writeStock(executor: Executor, plan: StockPlan, progress: (line: string) => void): Promise<Counts> {
  const counts = { inserted: 0, updated: 0 };
  const total = plan.dc.length + plan.store.length;
  let written = 0;
  const targets: [string, string, StockPlan['dc']][] = [
    ['dc_stock', 'dc', plan.dc],
    ['store_stock', 'store_number', plan.store],
  ];
  for (const [table, location, rows] of targets) {
    const columns: Column[] = [
      { name: 'product_id', type: 'int' },
      { name: location, type: 'text' },
      { name: 'quantity', type: 'int' },
    ];
    for (const batch of chunks(rows)) {
      const result = await upsert(executor, table, columns, batch.map((r) => [r.productId, r.location, r.quantity]), ['product_id', location], 'quantity = excluded.quantity');
      counts.inserted += result.inserted;
      counts.updated += result.updated;
      written += batch.length;
      if (total > BATCH_SIZE) progress(`stock: ${written.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} written`);
    }
  }
  return counts;
}
