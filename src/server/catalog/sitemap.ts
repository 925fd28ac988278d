import { asc, between, eq, max, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/markets';
import type { Executor } from '@/server/db/client';
import { brands, categories, partTypes, products } from './schema';

/** Products per sitemap file: well under the protocol's 50,000 URLs and 50 MB with three languages each. */
export const PRODUCTS_PER_SITEMAP = 10_000;

export interface SitemapEntry {
  /** A path in the default locale; the other locales are its alternates. */
  path: string;
  lastModified?: Date;
  /** The locales the page exists in, when not all: store pages exist only in the markets they serve. */
  locales?: Locale[];
}

/** The catalogue's product sitemap files, products in id ranges: products-1, products-2... */
export async function productSitemapNames(executor: Executor): Promise<string[]> {
  const [row] = await executor.select({ last: max(products.id) }).from(products);
  const chunks = Math.ceil((row?.last ?? 0) / PRODUCTS_PER_SITEMAP);
  return Array.from({ length: chunks }, (_, i) => `products-${i + 1}`);
}

/** The entries of one of the catalogue's sitemap files (categories, brands, products-N), or null when it has no such file. */
export async function catalogSitemapEntries(executor: Executor, name: string): Promise<SitemapEntry[] | null> {
  if (name === 'categories') {
    const [cats, types] = await Promise.all([
      executor.select({ path: categories.path }).from(categories).orderBy(asc(categories.path)),
      executor
        .select({ path: sql<string>`${categories.path} || '/' || ${partTypes.slug}` })
        .from(partTypes)
        .innerJoin(categories, eq(categories.id, partTypes.categoryId))
        .orderBy(asc(partTypes.id)),
    ]);
    return [...cats, ...types];
  }
  if (name === 'brands') {
    const rows = await executor.select({ slug: brands.slug }).from(brands).orderBy(asc(brands.slug));
    return rows.map((b) => ({ path: `/brands/${b.slug}` }));
  }
  const chunk = /^products-(\d{1,6})$/.exec(name);
  if (!chunk) return null;
  const n = Number(chunk[1]);
  const [last] = await executor.select({ id: max(products.id) }).from(products);
  if (n < 1 || (n - 1) * PRODUCTS_PER_SITEMAP >= (last?.id ?? 0)) return null;
  const rows = await executor
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(sql`${between(products.id, (n - 1) * PRODUCTS_PER_SITEMAP + 1, n * PRODUCTS_PER_SITEMAP)} and ${products.active}`)
    .orderBy(asc(products.id));
  return rows.map((p) => ({ path: `/products/${p.slug}`, lastModified: p.updatedAt }));
}
