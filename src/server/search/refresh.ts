import { sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { getMarket, LOCALES } from '@/lib/markets';
import { cache } from '@/server/platform/cache';
import { SEARCH_CACHE_PREFIX } from './constants';

/**
 * Rebuild the search index from the catalogue: every product when `productIds` is left out
 * (the seed, a full import), else only those products (an import of some; products that are
 * gone or inactive leave the index). The words for typo correction and the phrases the
 * suggestions complete to are refreshed too. Returns the documents written (one per product
 * and market where it has a price).
 *
 * The work is the SQL function search_refresh of migration 0003, so that the migration can
 * fill the index from a catalogue already loaded with the very same code.
 */
export async function refreshSearchDocuments(executor: Executor, productIds?: number[]): Promise<number> {
  if (productIds && productIds.length === 0) return 0;
  const currencies = LOCALES.map((locale) => getMarket(locale).currency);
  const ids = productIds ? sql`${sql.param(productIds)}::int[]` : sql`NULL::int[]`;
  const result = await executor.execute<{ written: number }>(
    sql`SELECT search_refresh(${sql.param([...LOCALES])}::text[], ${sql.param(currencies)}::text[], ${ids}) AS written`,
  );
  // Cached search results (service.ts) may hold what changed: drop them. (Other instances' caches expire within 300 s.)
  await cache.deleteByPrefix(SEARCH_CACHE_PREFIX);
  return Number(result.rows[0]?.written ?? 0);
}
