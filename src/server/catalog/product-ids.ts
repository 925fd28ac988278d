import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import type { CurrencyCode, Locale } from '@/lib/markets';
import type { Executor } from '@/server/db/client';
import { brands, localizedText, productPrices, products } from './schema';

/** The ids of the products with these SKUs, by SKU; an unknown SKU is not in the map. */
export async function productIdsBySku(executor: Executor, skus: readonly string[]): Promise<Map<string, number>> {
  if (!skus.length) return new Map();
  const found = await executor.select({ id: products.id, sku: products.sku }).from(products).where(inArray(products.sku, [...skus]));
  return new Map(found.map((p) => [p.sku, p.id]));
}

export interface PricedProduct {
  id: number;
  sku: string;
  partNumber: string;
  /** In the locale asked for (the SKU when it has no title). */
  title: string;
  brand: string;
  warranty: string | null;
  /** Minor units of the currency: the sale price when there is one, and the core charge. */
  unitPrice: number;
  coreCharge: number;
}

/** The products with these SKUs that are priced in the currency, by SKU (what a store's till sells). */
export async function pricedProductsBySku(executor: Executor, skus: readonly string[], currency: CurrencyCode, locale: Locale): Promise<Map<string, PricedProduct>> {
  if (!skus.length) return new Map();
  const found = await executor
    .select({ product: products, price: productPrices, brand: brands.name })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.currency, currency)))
    .where(inArray(products.sku, [...skus]));
  return new Map(
    found.map(({ product, price, brand }) => [
      product.sku,
      {
        id: product.id,
        sku: product.sku,
        partNumber: product.partNumber,
        title: localizedText(product.title, locale, product.sku),
        brand,
        warranty: product.warranty,
        unitPrice: price.sale ?? price.regular,
        coreCharge: price.coreCharge,
      },
    ]),
  );
}

/** SKUs priced between `low` and `high` (minor units of the currency, sale price first), lowest product id first. */
export async function skusPricedBetween(executor: Executor, currency: CurrencyCode, low: number, high: number, limit: number): Promise<string[]> {
  const price = sql<number>`coalesce(${productPrices.sale}, ${productPrices.regular})`;
  const rows = await executor
    .select({ sku: products.sku })
    .from(products)
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.currency, currency)))
    .where(between(price, low, high))
    .orderBy(asc(products.id))
    .limit(limit);
  return rows.map((r) => r.sku);
}
