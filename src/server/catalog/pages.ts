import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { localizedPath, type Locale } from '@/lib/markets';
import { brands, categories, localizedText as name, partTypes, seoRedirects, type LocalizedText } from './schema';

/** Spec §2.5: these prefixes are never looked up as catalogue page types. */
export const EXCLUDED_PREFIXES = ['/expertips', '/company', '/diy', '/locations'];

export interface CategoryView {
  id: number;
  slug: string;
  path: string;
  name: string;
}

export interface PartTypeView {
  id: number;
  slug: string;
  path: string;
  name: string;
}

/**
 * The page types of the catch-all path (spec §2.1). A department is a top-nav category, other
 * categories with children are groupings, the rest leaf categories; a part type under its
 * category is a product shelf, and a brand under a part type is a filter page.
 */
export type PageType =
  | { type: 'redirect'; location: string; status: number }
  | { type: 'category'; kind: 'topNavCategory' | 'categoryGrouping' | 'leafCategory'; category: CategoryView; ancestors: CategoryView[]; children: CategoryView[]; leaf: boolean }
  | { type: 'productShelf'; kind: 'productShelf' | 'filter'; partType: PartTypeView; trail: CategoryView[]; brand: { id: number; slug: string; name: string } | null }
  | { type: 'notFound' };


const view = (row: { id: number; slug: string; path: string; names: LocalizedText }, locale: Locale): CategoryView => ({
  id: row.id,
  slug: row.slug,
  path: row.path,
  name: name(row.names, locale, row.slug),
});

/** Where a server-given redirect sends the shopper: the new path in the locale, keeping the campaign tag (spec §2.5). */
export function redirectLocation(location: string, locale: Locale, intcmp?: string): string {
  return `${localizedPath(location, locale)}${intcmp ? `?intcmp=${encodeURIComponent(intcmp)}` : ''}`;
}

/** A category and its ancestors, from the department down. */
export async function categoryTrail(executor: Executor, categoryId: number, locale: Locale): Promise<CategoryView[]> {
  const rows = await executor.execute<{ id: number; slug: string; path: string; names: LocalizedText; depth: number }>(sql`
    with recursive up(id, slug, path, names, parent_id, depth) as (
      select id, slug, path, names, parent_id, 0 from ${categories} where id = ${categoryId}
      union all select c.id, c.slug, c.path, c.names, c.parent_id, up.depth + 1 from ${categories} c join up on c.id = up.parent_id)
    select id, slug, path, names, depth from up order by depth desc`);
  return rows.rows.map((r) => view(r, locale));
}

async function categoryPage(executor: Executor, row: typeof categories.$inferSelect, locale: Locale): Promise<PageType> {
  const [children, trail] = await Promise.all([
    executor.select().from(categories).where(eq(categories.parentId, row.id)).orderBy(asc(categories.position)),
    categoryTrail(executor, row.id, locale),
  ]);
  const leaf = children.length === 0;
  return {
    type: 'category',
    kind: row.parentId === null ? 'topNavCategory' : leaf ? 'leafCategory' : 'categoryGrouping',
    category: view(row, locale),
    ancestors: trail.slice(0, -1),
    children: children.map((c) => view(c, locale)),
    leaf,
  };
}

async function partTypeShelf(executor: Executor, categoryPath: string, partTypeSlug: string, brandSlug: string | null, locale: Locale): Promise<PageType | null> {
  const [row] = await executor
    .select({ partType: partTypes, categoryId: categories.id })
    .from(partTypes)
    .innerJoin(categories, eq(categories.id, partTypes.categoryId))
    .where(and(eq(categories.path, categoryPath), eq(partTypes.slug, partTypeSlug)));
  if (!row) return null;
  let brand = null;
  if (brandSlug) {
    [brand] = await executor.select({ id: brands.id, slug: brands.slug, name: brands.name }).from(brands).where(eq(brands.slug, brandSlug));
    if (!brand) return null;
  }
  const partType = { id: row.partType.id, slug: row.partType.slug, path: `${categoryPath}/${row.partType.slug}`, name: name(row.partType.names, locale, row.partType.slug) };
  return { type: 'productShelf', kind: brand ? 'filter' : 'productShelf', partType, trail: await categoryTrail(executor, row.categoryId, locale), brand: brand ?? null };
}

/** The page type of a catch-all path (spec §2.1, §2.5). */
export async function resolvePageType(executor: Executor, path: string, locale: Locale): Promise<PageType> {
  const segments = path.split('/').filter(Boolean);
  const clean = `/${segments.join('/')}`;
  if (EXCLUDED_PREFIXES.some((p) => clean === p || clean.startsWith(`${p}/`))) return { type: 'notFound' };

  const [redirect] = await executor.select().from(seoRedirects).where(eq(seoRedirects.fromPath, clean));
  if (redirect) return { type: 'redirect', location: redirect.toPath, status: redirect.status };

  const [category] = await executor.select().from(categories).where(eq(categories.path, clean));
  if (category) return categoryPage(executor, category, locale);

  const parent = (drop: number) => `/${segments.slice(0, -drop).join('/')}`;
  if (segments.length >= 2) {
    const shelf = await partTypeShelf(executor, parent(1), segments.at(-1)!, null, locale);
    if (shelf) return shelf;
  }
  if (segments.length >= 3) {
    const filtered = await partTypeShelf(executor, parent(2), segments.at(-2)!, segments.at(-1)!, locale);
    if (filtered) return filtered;
  }
  return { type: 'notFound' };
}

export type { ProductCard } from './shelf';
