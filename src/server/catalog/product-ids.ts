import { inArray } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { products } from './schema';

/** The ids of the products with these SKUs, by SKU; an unknown SKU is not in the map. */
export async function productIdsBySku(executor: Executor, skus: readonly string[]): Promise<Map<string, number>> {
  if (!skus.length) return new Map();
  const found = await executor.select({ id: products.id, sku: products.sku }).from(products).where(inArray(products.sku, [...skus]));
  return new Map(found.map((p) => [p.sku, p.id]));
}
