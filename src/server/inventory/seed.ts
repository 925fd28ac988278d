import { sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { storeStock } from './schema';

/** Bump when the stock below changes. */
export const STORE_STOCK_GENERATOR_VERSION = '1';
/** However large the catalogue, a store carries a range drawn from this many products (about 2% of a million). */
const STOCKED_RANGE = 10_000;

/**
 * Shelf stock for every store, generated in SQL from stable hashes so the same catalogue and
 * stores always give the same stock. Products move at four speeds: a fifth are fast movers
 * (filters, pads, bulbs) on the shelf of 60% of stores with up to 12 units, three in ten on
 * 20% of shelves (up to 6), three in ten on 4% (up to 3), and a fifth are never on a shelf
 * (ship to home or order only). Returns the rows written. Demo data: it draws from the
 * products and stores tables in SQL, as only a seed may.
 */
export async function seedStoreStock(executor: Executor, log: (line: string) => void = () => {}): Promise<number> {
  await executor.delete(storeStock);
  const result = await executor.execute(sql`
    WITH range AS (SELECT greatest(1, ceil(count(*)::numeric / ${STOCKED_RANGE}))::int AS stride FROM products),
    candidates AS (
      SELECT p.id, speed.share, speed.depth
      FROM products p, range,
        LATERAL (SELECT abs(hashtextextended(p.id::text, 5005)) % 100 AS h) x,
        LATERAL (SELECT CASE WHEN x.h < 20 THEN 600 WHEN x.h < 50 THEN 200 WHEN x.h < 80 THEN 40 ELSE 0 END AS share,
                        CASE WHEN x.h < 20 THEN 12 WHEN x.h < 50 THEN 6 ELSE 3 END AS depth) speed
      WHERE p.active AND p.id % range.stride = 0 AND speed.share > 0
    )
    INSERT INTO ${storeStock} (product_id, store_number, quantity)
    SELECT c.id, s.store_number, 1 + (abs(hashtextextended(c.id || ':' || s.store_number, 2)) % c.depth)::int
    FROM candidates c CROSS JOIN stores s
    WHERE abs(hashtextextended(c.id || ':' || s.store_number, 1)) % 1000 < c.share`);
  const rows = result.rowCount ?? 0;
  log(`Store stock: ${rows} shelf lines`);
  return rows;
}
