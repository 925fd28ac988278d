import { and, asc, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { getMarket, type Locale } from '@/lib/markets';
import { cached } from '@/server/platform/cache';
import { brands, categories, localizedText as name, partTypes, productPrices, products, type LocalizedText } from './schema';

const BROWSE_CACHE_SECONDS = 300;

export interface BrandSummary {
  slug: string;
  name: string;
  products: number;
}

/** Every brand with products, A to Z, for the brand index. */
export function listBrands(executor: Executor): Promise<BrandSummary[]> {
  return cached(
    'catalog:brands',
    async () => {
      const rows = await executor
        .select({ slug: brands.slug, name: brands.name, products: count(products.id) })
        .from(brands)
        .innerJoin(products, and(eq(products.brandId, brands.id), eq(products.active, true)))
        .groupBy(brands.id)
        .orderBy(asc(sql`lower(${brands.name})`));
      return rows.map((r) => ({ ...r, products: Number(r.products) }));
    },
    BROWSE_CACHE_SECONDS,
  );
}

export async function brandBySlug(executor: Executor, slug: string) {
  const [brand] = await executor.select({ id: brands.id, slug: brands.slug, name: brands.name, tier: brands.tier }).from(brands).where(eq(brands.slug, slug));
  return brand ?? null;
}

/** The part types a brand makes, with the path of their brand-filtered shelf. */
export async function brandPartTypes(executor: Executor, brandId: number, locale: Locale) {
  const rows = await executor
    .select({ id: partTypes.id, slug: partTypes.slug, names: partTypes.names, categoryPath: categories.path, products: count(products.id) })
    .from(products)
    .innerJoin(partTypes, eq(partTypes.id, products.partTypeId))
    .innerJoin(categories, eq(categories.id, partTypes.categoryId))
    .where(and(eq(products.brandId, brandId), eq(products.active, true)))
    .groupBy(partTypes.id, categories.path)
    .orderBy(desc(count(products.id)), asc(partTypes.id));
  return rows.map((r) => ({ id: r.id, name: name(r.names, locale), path: `${r.categoryPath}/${r.slug}`, products: Number(r.products) }));
}

/** Departments and how many of their products are on sale in this market, for the deals pages. */
export function dealDepartments(executor: Executor, locale: Locale) {
  const currency = getMarket(locale).currency;
  return cached(
    `catalog:deal-departments:${currency}`,
    async () => {
      const rows = await executor.execute<{ slug: string; path: string; names: LocalizedText; deals: number; best: string }>(sql`
        with recursive tree(root, id) as (
          select id, id from ${categories} where parent_id is null
          union all select tree.root, c.id from ${categories} c join tree on c.parent_id = tree.id)
        select d.slug, d.path, d.names, count(*)::int as deals, max(1 - pp.sale::numeric / pp.regular) as best
        from tree
        join ${categories} d on d.id = tree.root
        join ${partTypes} pt on pt.category_id = tree.id
        join ${products} p on p.part_type_id = pt.id and p.active
        join ${productPrices} pp on pp.product_id = p.id and pp.currency = ${currency} and pp.sale is not null
        group by d.id order by d.position`);
      return rows.rows.map((r) => ({ slug: r.slug, path: r.path, names: r.names, deals: Number(r.deals), bestDiscount: Number(r.best) }));
    },
    BROWSE_CACHE_SECONDS,
  ).then((rows) => rows.map(({ names, ...r }) => ({ ...r, name: name(names, locale) })));
}

/** Brands with products on sale in this market, the most deals first: savings by brand. */
export function dealBrands(executor: Executor, locale: Locale) {
  const currency = getMarket(locale).currency;
  return cached(
    `catalog:deal-brands:${currency}`,
    async () => {
      const rows = await executor
        .select({
          slug: brands.slug,
          name: brands.name,
          deals: count(products.id),
          best: sql<string>`max(1 - ${productPrices.sale}::numeric / ${productPrices.regular})`,
        })
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.currency, currency), isNotNull(productPrices.sale)))
        .where(eq(products.active, true))
        .groupBy(brands.id)
        .orderBy(desc(count(products.id)), asc(brands.name));
      return rows.map((r) => ({ slug: r.slug, name: r.name, deals: Number(r.deals), bestDiscount: Number(r.best) }));
    },
    BROWSE_CACHE_SECONDS,
  );
}

/** The category a deals path names: a department slug, optionally one of its categories. */
export async function dealCategory(executor: Executor, department: string, category: string | undefined, locale: Locale) {
  const [root] = await executor.select().from(categories).where(and(eq(categories.slug, department), isNull(categories.parentId)));
  if (!root) return null;
  if (!category) return { id: root.id, name: name(root.names, locale), department: { slug: root.slug, name: name(root.names, locale) } };
  const [child] = await executor
    .select()
    .from(categories)
    .where(and(eq(categories.parentId, root.id), eq(categories.slug, category)));
  return child ? { id: child.id, name: name(child.names, locale), department: { slug: root.slug, name: name(root.names, locale) } } : null;
}

export interface SiteMapNode {
  name: string;
  path: string;
  children: SiteMapNode[];
}

/** The whole category tree with each leaf's part types, for the /siteMap page. */
export function siteMapTree(executor: Executor, locale: Locale): Promise<SiteMapNode[]> {
  return cached(
    `catalog:site-map:${locale}`,
    async () => {
      const [cats, types] = await Promise.all([
        executor.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),
        executor.select({ categoryId: partTypes.categoryId, slug: partTypes.slug, names: partTypes.names }).from(partTypes).orderBy(asc(partTypes.id)),
      ]);
      const nodes = new Map(cats.map((c) => [c.id, { name: name(c.names, locale), path: c.path, children: [] as SiteMapNode[] }]));
      for (const type of types) {
        const parent = nodes.get(type.categoryId);
        parent?.children.push({ name: name(type.names, locale), path: `${parent.path}/${type.slug}`, children: [] });
      }
      const roots: SiteMapNode[] = [];
      for (const c of cats) (c.parentId === null ? roots : (nodes.get(c.parentId)?.children ?? roots)).push(nodes.get(c.id)!);
      return roots;
    },
    BROWSE_CACHE_SECONDS,
  );
}
