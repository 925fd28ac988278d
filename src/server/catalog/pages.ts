import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { getMarket, type Locale } from '@/lib/markets';
import { brands, categories, partTypes, productPrices, products, seoRedirects, type LocalizedText } from './schema';

/** Spec §2.5: these prefixes are never looked up as catalogue page types. */
export const EXCLUDED_PREFIXES = ['/expertips', '/company', '/diy', '/locations'];

export interface CategoryView {
  id: number;
  slug: string;
  path: string;
  name: string;
}

export type PageType =
  | { type: 'redirect'; location: string; status: number }
  | { type: 'category'; category: CategoryView; ancestors: CategoryView[]; children: CategoryView[]; leaf: boolean }
  | { type: 'notFound' };

const view = (row: { id: number; slug: string; path: string; names: LocalizedText }, locale: Locale): CategoryView => ({
  id: row.id,
  slug: row.slug,
  path: row.path,
  name: row.names[locale] ?? row.slug,
});

/** The page type of a catch-all path (spec §2.1, §2.5): a redirect, a category page, or not found. */
export async function resolvePageType(executor: Executor, path: string, locale: Locale): Promise<PageType> {
  const clean = `/${path.split('/').filter(Boolean).join('/')}`;
  if (EXCLUDED_PREFIXES.some((p) => clean === p || clean.startsWith(`${p}/`))) return { type: 'notFound' };

  const [redirect] = await executor.select().from(seoRedirects).where(eq(seoRedirects.fromPath, clean));
  if (redirect) return { type: 'redirect', location: redirect.toPath, status: redirect.status };

  const [category] = await executor.select().from(categories).where(eq(categories.path, clean));
  if (!category) return { type: 'notFound' };
  const children = await executor.select().from(categories).where(eq(categories.parentId, category.id)).orderBy(asc(categories.position));
  const ancestors: CategoryView[] = [];
  for (let parentId = category.parentId; parentId; ) {
    const [parent] = await executor.select().from(categories).where(eq(categories.id, parentId));
    if (!parent) break;
    ancestors.unshift(view(parent, locale));
    parentId = parent.parentId;
  }
  return { type: 'category', category: view(category, locale), ancestors, children: children.map((c) => view(c, locale)), leaf: children.length === 0 };
}

export type ShelfSort = 'relevance' | 'price-asc' | 'price-desc' | 'name';
export const SHELF_PAGE_SIZE = 24;

export interface ProductCard {
  id: number;
  slug: string;
  partNumber: string;
  brand: string;
  title: string;
  partTypeId: number;
  position: string | null;
  price: { regular: number; sale: number | null; coreCharge: number; currency: string };
}

/** One page of a leaf category's products, priced in the market's price list. */
export async function listShelfProducts(executor: Executor, categoryId: number, locale: Locale, options: { page: number; sort: ShelfSort }) {
  const currency = getMarket(locale).currency;
  const where = and(
    eq(products.active, true),
    inArray(products.partTypeId, executor.select({ id: partTypes.id }).from(partTypes).where(eq(partTypes.categoryId, categoryId))),
  );
  const effective = sql`coalesce(${productPrices.sale}, ${productPrices.regular})`;
  const order =
    options.sort === 'price-asc'
      ? [asc(effective), asc(products.id)]
      : options.sort === 'price-desc'
        ? [desc(effective), asc(products.id)]
        : options.sort === 'name'
          ? [asc(sql`${products.title}->>${locale}`), asc(products.id)]
          : [asc(products.partTypeId), asc(products.id)];
  const [total] = await executor.select({ n: count() }).from(products).where(where);
  const rows = await executor
    .select({
      id: products.id,
      slug: products.slug,
      partNumber: products.partNumber,
      brand: brands.name,
      title: products.title,
      partTypeId: products.partTypeId,
      position: products.position,
      regular: productPrices.regular,
      sale: productPrices.sale,
      coreCharge: productPrices.coreCharge,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.currency, currency)))
    .where(where)
    .orderBy(...order)
    .limit(SHELF_PAGE_SIZE)
    .offset((Math.max(1, options.page) - 1) * SHELF_PAGE_SIZE);
  const items: ProductCard[] = rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    partNumber: r.partNumber,
    brand: r.brand,
    title: r.title[locale] ?? r.title['en-US'] ?? '',
    partTypeId: r.partTypeId,
    position: r.position,
    price: { regular: r.regular, sale: r.sale, coreCharge: r.coreCharge, currency },
  }));
  return { total: total?.n ?? 0, items, pages: Math.max(1, Math.ceil((total?.n ?? 0) / SHELF_PAGE_SIZE)) };
}
