import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import type { CurrencyCode, Locale } from '@/lib/markets';
import type { Executor } from '@/server/db/client';
import { brands, localizedText, partTypes, productPrices, products } from './schema';

/** The ids of the products with these SKUs, by SKU; an unknown SKU is not in the map. */
export async function productIdsBySku(executor: Executor, skus: readonly string[]): Promise<Map<string, number>> {
  if (!skus.length) return new Map();
  const found = await executor.select({ id: products.id, sku: products.sku }).from(products).where(inArray(products.sku, [...skus]));
  return new Map(found.map((p) => [p.sku, p.id]));
}

/** The part numbers and slugs of the products with these ids, by id; an unknown id is not in the map. */
export async function productRefs(executor: Executor, ids: readonly number[]): Promise<Map<number, { partNumber: string; slug: string }>> {
  if (!ids.length) return new Map();
  const found = await executor.select({ id: products.id, partNumber: products.partNumber, slug: products.slug }).from(products).where(inArray(products.id, [...new Set(ids)]));
  return new Map(found.map((p) => [p.id, { partNumber: p.partNumber, slug: p.slug }]));
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

/** What shipping needs to know of each product: hazardous (ground only) and freight (its part type ships by truck). */
export async function shippingFlags(executor: Executor, productIds: readonly number[]): Promise<Map<number, { hazardous: boolean; freight: boolean }>> {
  if (!productIds.length) return new Map();
  const rows = await executor
    .select({ id: products.id, hazardous: products.hazardous, freight: partTypes.freight })
    .from(products)
    .innerJoin(partTypes, eq(partTypes.id, products.partTypeId))
    .where(inArray(products.id, [...productIds]));
  return new Map(rows.map((r) => [r.id, { hazardous: !!r.hazardous, freight: !!r.freight }]));
}

/** Each product's warranty term now ('90-day' … 'lifetime'; null for none), for an order line to keep. */
export async function warrantyTerms(executor: Executor, productIds: readonly number[]): Promise<Map<number, string | null>> {
  if (!productIds.length) return new Map();
  const rows = await executor.select({ id: products.id, warranty: products.warranty }).from(products).where(inArray(products.id, [...productIds]));
  return new Map(rows.map((r) => [r.id, r.warranty]));
}

/** The id and price (the sale price when there is one) of the active product with this SKU in the currency; null when it is not sold there. */
export async function activeProductPrice(executor: Executor, sku: string, currency: CurrencyCode): Promise<{ id: number; price: number } | null> {
  const [row] = await executor
    .select({ id: products.id, price: sql<number>`coalesce(${productPrices.sale}, ${productPrices.regular})` })
    .from(products)
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.currency, currency)))
    .where(and(eq(products.sku, sku), eq(products.active, true)));
  return row ?? null;
}

/** For each of these products priced in the currency: its SKU, its title in the locale, its price now and its core charge. */
export async function currentPrices(
  executor: Executor,
  productIds: readonly number[],
  currency: CurrencyCode,
  locale: Locale,
): Promise<Map<number, { sku: string; title: string; unitPrice: number; coreCharge: number }>> {
  if (!productIds.length) return new Map();
  const rows = await executor
    .select({ id: products.id, sku: products.sku, title: products.title, unitPrice: sql<number>`coalesce(${productPrices.sale}, ${productPrices.regular})`, coreCharge: productPrices.coreCharge })
    .from(products)
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.currency, currency)))
    .where(inArray(products.id, [...new Set(productIds)]));
  return new Map(rows.map((r) => [r.id, { sku: r.sku, title: localizedText(r.title, locale), unitPrice: r.unitPrice, coreCharge: r.coreCharge }]));
}
