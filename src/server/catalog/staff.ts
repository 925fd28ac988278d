import { asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '@/server/db/client';
import { authorize, type Actor } from '@/server/staff/actor';
import { domainError } from '@/server/platform/domain-error';
import { brands, partTypes, productPrices, products, type LocalizedText } from './schema';

/**
 * The back office's catalogue reads (issue 23, decision 055): find products by SKU, part number
 * or name, and one product with what staff edit (names, brand, prices per market). Each asks
 * `authorize(actor, 'catalog.read')` first. The writes are `catalog-import/staff.ts`'s: a change
 * also refreshes the search index, which sits above the catalogue.
 */

export const STAFF_SEARCH_MAX = 50;
export const PRICE_CURRENCIES = ['USD', 'MXN', 'BRL'] as const;
export type PriceCurrency = (typeof PRICE_CURRENCIES)[number];

export const ProductSearchInput = z.object({ q: z.string().trim().max(100).default(''), limit: z.number().int().min(1).max(STAFF_SEARCH_MAX).default(25) });

export interface ProductRow {
  id: number;
  sku: string;
  partNumber: string;
  brand: string;
  /** Its part type, whose picture stands for it when it has none of its own (productImageUrl). */
  partTypeId: number;
  image: string | null;
  title: string;
  active: boolean;
}

const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Products whose SKU, part number or English name holds the text (SKUs that start with it first); the first ones by SKU when it is empty. */
export async function searchProductsForStaff(executor: Executor, actor: Actor, input: z.input<typeof ProductSearchInput>): Promise<ProductRow[]> {
  await authorize(actor, 'catalog.read');
  const { q, limit } = ProductSearchInput.parse(input);
  const where = q ? or(ilike(products.sku, like(q)), ilike(products.partNumber, like(q)), sql`${products.title}->>'en-US' ILIKE ${like(q)}`) : undefined;
  const rows = await executor
    .select({ id: products.id, sku: products.sku, partNumber: products.partNumber, brand: brands.name, partTypeId: products.partTypeId, image: products.image, title: products.title, active: products.active })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(where)
    .orderBy(q ? sql`${products.sku} ILIKE ${`${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} DESC` : asc(products.sku), asc(products.sku))
    .limit(limit);
  return rows.map((r) => ({ ...r, title: r.title['en-US'] ?? r.sku }));
}

export interface PriceRow {
  currency: PriceCurrency;
  regular: number;
  sale: number | null;
  coreCharge: number;
}

export interface StaffProduct {
  id: number;
  sku: string;
  partNumber: string;
  slug: string;
  brandId: number;
  brand: string;
  partTypeId: number;
  partType: string;
  title: LocalizedText;
  description: LocalizedText;
  active: boolean;
  prices: PriceRow[];
}

/** The product with this SKU as staff edit it; a not-found error when there is none. */
export async function productForStaff(executor: Executor, actor: Actor, sku: string): Promise<StaffProduct> {
  await authorize(actor, 'catalog.read');
  const product = await productBySkuRow(executor, sku);
  if (!product) throw domainError('notFound', 'PRODUCT_NOT_FOUND', 'ops.catalog.errors.productNotFound', 'There is no product with this SKU', { sku });
  return product;
}

/** The same without a check: for use cases that have authorised already. */
export async function productBySkuRow(executor: Executor, sku: string): Promise<StaffProduct | null> {
  const [row] = await executor
    .select({
      id: products.id,
      sku: products.sku,
      partNumber: products.partNumber,
      slug: products.slug,
      brandId: products.brandId,
      brand: brands.name,
      partTypeId: products.partTypeId,
      partTypeNames: partTypes.names,
      title: products.title,
      description: products.description,
      active: products.active,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(partTypes, eq(partTypes.id, products.partTypeId))
    .where(eq(products.sku, sku.trim()));
  if (!row) return null;
  const prices = await executor
    .select({ currency: productPrices.currency, regular: productPrices.regular, sale: productPrices.sale, coreCharge: productPrices.coreCharge })
    .from(productPrices)
    .where(eq(productPrices.productId, row.id));
  const { partTypeNames, ...rest } = row;
  return { ...rest, partType: partTypeNames['en-US'] ?? String(row.partTypeId), prices: PRICE_CURRENCIES.flatMap((c) => prices.filter((p) => p.currency === c)) };
}

/** Every brand (id, name), for the product form's choice. */
export async function brandChoices(executor: Executor, actor: Actor): Promise<{ id: number; name: string }[]> {
  await authorize(actor, 'catalog.read');
  return executor.select({ id: brands.id, name: brands.name }).from(brands).orderBy(asc(brands.name));
}

/** SKU and English name of these products, for lists other modules keep by id (low stock). No check: labels only, for a caller that has authorised. */
export async function productLabels(executor: Executor, ids: number[]): Promise<Map<number, { sku: string; title: string }>> {
  if (!ids.length) return new Map();
  const rows = await executor.select({ id: products.id, sku: products.sku, title: products.title }).from(products).where(inArray(products.id, ids));
  return new Map(rows.map((r) => [r.id, { sku: r.sku, title: r.title['en-US'] ?? r.sku }]));
}

export interface ProductFields {
  title: LocalizedText;
  description: LocalizedText;
  brandId: number;
}

/** Change a product's names, descriptions and brand (the caller's transaction, authorised and audited by it). */
export async function writeProductFields(executor: Executor, productId: number, fields: ProductFields): Promise<void> {
  const [brand] = await executor.select({ id: brands.id }).from(brands).where(eq(brands.id, fields.brandId));
  if (!brand) throw domainError('malformed', 'UNKNOWN_BRAND', 'ops.catalog.errors.unknownBrand', 'Choose one of the brands');
  await executor.update(products).set({ title: fields.title, description: fields.description, brandId: fields.brandId, updatedAt: new Date() }).where(eq(products.id, productId));
}

/** Set a product's price in one market's price list (insert or replace; the caller's transaction). */
export async function writePrice(executor: Executor, productId: number, price: PriceRow): Promise<void> {
  await executor
    .insert(productPrices)
    .values({ productId, ...price })
    .onConflictDoUpdate({ target: [productPrices.productId, productPrices.currency], set: { regular: price.regular, sale: price.sale, coreCharge: price.coreCharge } });
  await executor.update(products).set({ updatedAt: new Date() }).where(eq(products.id, productId));
}

/** The id of the product with this SKU (null: none). No check: an id only, for a use case of another module that authorises itself (stock). */
export async function productIdOfSku(executor: Executor, sku: string): Promise<number | null> {
  const [row] = await executor.select({ id: products.id }).from(products).where(eq(products.sku, sku.trim()));
  return row?.id ?? null;
}
