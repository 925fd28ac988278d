import { sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { allStoreNumbers } from '@/server/stores/preferred';
import { storeStock } from './schema';

/** Bump when the stock below changes. */
export const STORE_STOCK_GENERATOR_VERSION = '1';
/** However large the catalogue, a store carries a range drawn from this many products (about 2% of a million). */
const STOCKED_RANGE = 10_000;

/**
 * The catalogue's part of the seed: about `about` active product ids spread over it (the
 * catalogue module's spreadProductIds; passed in, since the catalogue imports this module).
 */
export type ProductRange = (about: number) => Promise<number[]>;

/**
 * Shelf stock for every store, generated in SQL from stable hashes so the same catalogue and
 * stores always give the same stock. Products move at four speeds: a fifth are fast movers
 * (filters, pads, bulbs) on the shelf of 60% of stores with up to 12 units, three in ten on
 * 20% of shelves (up to 6), three in ten on 4% (up to 3), and a fifth are never on a shelf
 * (ship to home or order only). Returns the rows written. Demo data: the products come from
 * the catalogue (`productRange`) and the stores from the stores module, by id.
 */
export async function seedStoreStock(executor: Executor, productRange: ProductRange, log: (line: string) => void = () => {}): Promise<number> {
  await executor.delete(storeStock);
  const productIds = await productRange(STOCKED_RANGE);
  const storeNumbers = await allStoreNumbers(executor);
  if (!productIds.length || !storeNumbers.length) {
    log('Store stock: 0 shelf lines');
    return 0;
  }
  const result = await executor.execute(sql`
    WITH candidates AS (
      SELECT c.id, speed.share, speed.depth
      FROM unnest(${sql.param(productIds)}::int[]) AS c(id),
        LATERAL (SELECT abs(hashtextextended(c.id::text, 5005)) % 100 AS h) x,
        LATERAL (SELECT CASE WHEN x.h < 20 THEN 600 WHEN x.h < 50 THEN 200 WHEN x.h < 80 THEN 40 ELSE 0 END AS share,
                        CASE WHEN x.h < 20 THEN 12 WHEN x.h < 50 THEN 6 ELSE 3 END AS depth) speed
      WHERE speed.share > 0
    )
    INSERT INTO ${storeStock} (product_id, store_number, quantity)
    SELECT c.id, s.store_number, 1 + (abs(hashtextextended(c.id || ':' || s.store_number, 2)) % c.depth)::int
    FROM candidates c CROSS JOIN unnest(${sql.param(storeNumbers)}::text[]) AS s(store_number)
    WHERE abs(hashtextextended(c.id || ':' || s.store_number, 1)) % 1000 < c.share`);
  const rows = result.rowCount ?? 0;
  log(`Store stock: ${rows} shelf lines`);
  return rows;
}
