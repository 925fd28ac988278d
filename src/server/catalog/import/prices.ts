import { inArray } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { productPrices, products } from '../schema';
import type { PriceDraft, PriceRowDraft } from './drafts';
import type { Counts, Problems } from './report';
import { said, type At } from './wordings';
import { BATCH_SIZE, chunks, selectIn, upsert, type Column } from './sql';

/** Prices per market price list, upserted by (product, currency), in minor units. */
export interface PriceWrite extends PriceDraft {
  productId: number;
}

export interface PricePlan {
  rows: PriceWrite[];
  preview: Counts;
}

/** Product ids of the SKUs a file names; each unknown SKU is a problem at its row. */
export async function productIdsBySku(executor: Executor, rows: { sku: string; at: At }[], problems: Problems): Promise<Map<string, number>> {
  const found = await selectIn(
    rows.map((r) => r.sku),
    (piece) => executor.select({ id: products.id, sku: products.sku }).from(products).where(inArray(products.sku, piece as string[])),
  );
  const ids = new Map(found.map((p) => [p.sku, p.id]));
  for (const r of rows) if (!ids.has(r.sku)) problems.add(r.at, said('skuUnknown', { sku: r.sku }));
  return ids;
}

export async function planPrices(executor: Executor, drafts: PriceRowDraft[], problems: Problems): Promise<PricePlan> {
  const firstAt = new Map<string, At>();
  for (const d of drafts) {
    const key = `${d.sku}\u0000${d.currency}`;
    const seen = firstAt.get(key);
    if (seen) problems.add(d.at, said('priceTwice', { currency: d.currency, sku: d.sku, at: seen }));
    else firstAt.set(key, d.at);
  }
  const ids = await productIdsBySku(executor, drafts, problems);
  const rows = drafts.filter((d) => ids.has(d.sku)).map(({ currency, regular, sale, coreCharge, sku }) => ({ productId: ids.get(sku)!, currency, regular, sale, coreCharge }));
  const existing = await selectIn(
    [...new Set(rows.map((r) => r.productId))],
    (piece) => executor.select({ productId: productPrices.productId, currency: productPrices.currency }).from(productPrices).where(inArray(productPrices.productId, piece as number[])),
  );
  const have = new Set(existing.map((e) => `${e.productId}:${e.currency}`));
  const updated = rows.filter((r) => have.has(`${r.productId}:${r.currency}`)).length;
  return { rows, preview: { inserted: rows.length - updated, updated } };
}

const COLUMNS: Column[] = [
  { name: 'product_id', type: 'int' },
  { name: 'currency', type: 'text' },
  { name: 'regular', type: 'int' },
  { name: 'sale', type: 'int' },
  { name: 'core_charge', type: 'int' },
];

/** Rows without a core charge (PIES) keep the one the price list has (0 for a new price). */
export async function writePrices(executor: Executor, rows: PriceWrite[], progress: (line: string) => void): Promise<{ inserted: number; updated: number }> {
  const keep = rows.filter((r) => r.coreCharge === undefined);
  const cores = new Map<string, number>();
  if (keep.length) {
    const existing = await selectIn(
      keep.map((r) => r.productId),
      (piece) =>
        executor
          .select({ productId: productPrices.productId, currency: productPrices.currency, coreCharge: productPrices.coreCharge })
          .from(productPrices)
          .where(inArray(productPrices.productId, piece as number[])),
    );
    for (const e of existing) cores.set(`${e.productId}:${e.currency}`, e.coreCharge);
  }
  const counts = { inserted: 0, updated: 0 };
  let written = 0;
  for (const batch of chunks(rows)) {
    const result = await upsert(
      executor,
      'product_prices',
      COLUMNS,
      batch.map((r) => [r.productId, r.currency, r.regular, r.sale, r.coreCharge ?? cores.get(`${r.productId}:${r.currency}`) ?? 0]),
      ['product_id', 'currency'],
      'regular = excluded.regular, sale = excluded.sale, core_charge = excluded.core_charge',
    );
    counts.inserted += result.inserted;
    counts.updated += result.updated;
    written += batch.length;
    if (rows.length > BATCH_SIZE) progress(`prices: ${written.toLocaleString('en-US')} of ${rows.length.toLocaleString('en-US')} written`);
  }
  return counts;
}
