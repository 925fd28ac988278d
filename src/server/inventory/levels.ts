import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { knownStoreNumbers } from '@/server/stores/preferred';
import { allDistributionCentres } from './centres';
import { distributionCentreStock, stockReservations, storeStock } from './schema';

/**
 * Stock levels as an import (or the demo catalogue) sets them: so many units of a product at a
 * distribution centre or on a store's shelf, replacing what was there.
 */
export interface StockLevel {
  productId: number;
  locationType: 'dc' | 'store';
  location: string;
  quantity: number;
}

/** Rows per statement. */
const BATCH = 1000;
/** Ids per look-up. */
const LOOKUP = 10_000;

function pieces<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Where stock can be kept: the codes of every distribution centre, and which of these store
 * numbers are stores (the stores module says).
 */
export async function stockLocations(executor: Executor, storeNumbers: string[]): Promise<{ distributionCentres: string[]; stores: Set<string> }> {
  const [centres, stores] = await Promise.all([allDistributionCentres(executor), knownStoreNumbers(executor, storeNumbers)]);
  return { distributionCentres: centres.map((c) => c.code), stores };
}

const levelKey = (l: Pick<StockLevel, 'locationType' | 'productId' | 'location'>) => `${l.locationType}:${l.productId}:${l.location}`;

/** How many of these levels replace a level already kept (the rest are new): an import's preview. */
export async function existingStockLevels(executor: Executor, levels: StockLevel[]): Promise<number> {
  const have = new Set<string>();
  for (const piece of pieces([...new Set(levels.map((l) => l.productId))], LOOKUP)) {
    const [dcs, shelves] = await Promise.all([
      executor.select({ p: distributionCentreStock.productId, l: distributionCentreStock.dc }).from(distributionCentreStock).where(inArray(distributionCentreStock.productId, piece)),
      executor.select({ p: storeStock.productId, l: storeStock.storeNumber }).from(storeStock).where(inArray(storeStock.productId, piece)),
    ]);
    for (const e of dcs) have.add(levelKey({ locationType: 'dc', productId: e.p, location: e.l }));
    for (const e of shelves) have.add(levelKey({ locationType: 'store', productId: e.p, location: e.l }));
  }
  return levels.filter((l) => have.has(levelKey(l))).length;
}

/**
 * Set these levels (insert, or replace the quantity), distribution centres first; `progress`
 * hears every batch when there are many. Says how many were new and how many replaced.
 */
export async function writeStockLevels(executor: Executor, levels: StockLevel[], progress: (written: number, total: number) => void = () => {}): Promise<{ inserted: number; updated: number }> {
  const counts = { inserted: 0, updated: 0 };
  const ordered = [...levels.filter((l) => l.locationType === 'dc'), ...levels.filter((l) => l.locationType === 'store')];
  let written = 0;
  for (const batch of pieces(ordered, BATCH)) {
    for (const [type, rows] of [
      ['dc', batch.filter((l) => l.locationType === 'dc')],
      ['store', batch.filter((l) => l.locationType === 'store')],
    ] as const) {
      if (!rows.length) continue;
      const values = sql`unnest(${sql.param(rows.map((r) => r.productId))}::int[], ${sql.param(rows.map((r) => r.location))}::text[], ${sql.param(rows.map((r) => r.quantity))}::int[])`;
      const result =
        type === 'dc'
          ? await executor.execute<{ inserted: boolean }>(
              sql`INSERT INTO ${distributionCentreStock} (product_id, dc, quantity) SELECT * FROM ${values}
                  ON CONFLICT (product_id, dc) DO UPDATE SET quantity = excluded.quantity RETURNING (xmax = 0) AS inserted`,
            )
          : await executor.execute<{ inserted: boolean }>(
              sql`INSERT INTO ${storeStock} (product_id, store_number, quantity) SELECT * FROM ${values}
                  ON CONFLICT (product_id, store_number) DO UPDATE SET quantity = excluded.quantity RETURNING (xmax = 0) AS inserted`,
            );
      const inserted = result.rows.filter((r) => r.inserted === true).length;
      counts.inserted += inserted;
      counts.updated += result.rows.length - inserted;
    }
    written += batch.length;
    if (levels.length > BATCH) progress(written, levels.length);
  }
  return counts;
}

/** Add distribution-centre levels that are not kept yet (the demo catalogue, written product batch by product batch). */
export async function addDistributionCentreStock(executor: Executor, levels: Omit<StockLevel, 'locationType'>[]): Promise<void> {
  for (const batch of pieces(levels, BATCH * 10)) {
    await executor.execute(
      sql`INSERT INTO ${distributionCentreStock} (product_id, dc, quantity)
          SELECT * FROM unnest(${sql.param(batch.map((r) => r.productId))}::int[], ${sql.param(batch.map((r) => r.location))}::text[], ${sql.param(batch.map((r) => r.quantity))}::int[])`,
    );
  }
}

/** Forget every stock level and reservation (the demo catalogue is replaced: its product ids go). */
export async function clearStock(executor: Executor): Promise<void> {
  await executor.execute(sql`TRUNCATE ${distributionCentreStock}, ${storeStock}, ${stockReservations}`);
}


/** The products whose stock rows (a distribution centre's or a store's) this transaction wrote: their xmin is its id. */
export async function productsWithStockWrittenInThisTransaction(executor: Executor): Promise<number[]> {
  const rows = await executor.execute<{ id: number }>(sql`
    SELECT ${distributionCentreStock.productId} AS id FROM ${distributionCentreStock} WHERE xmin::text = pg_current_xact_id()::text
    UNION SELECT ${storeStock.productId} FROM ${storeStock} WHERE xmin::text = pg_current_xact_id()::text`);
  return rows.rows.map((r) => r.id);
}
