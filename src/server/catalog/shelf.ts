import { and, asc, count, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { LISTING_PAGE_SIZE } from '@/lib/listing-inputs';
import { getMarket, type CurrencyCode, type Locale } from '@/lib/markets';
import type { ShelfSortName } from '@/lib/shelf-query';
import type { VehicleRef } from '@/lib/vehicle-key';
import { fitsVehicleSql } from '@/server/vehicles/fitment';
import { onShelfSql, shipUnitsSql } from '@/server/inventory/product-filters';
import { brands, categories, partTypes, productPrices, products, localizedText, type LocalizedText } from './schema';

export type ShelfSort = ShelfSortName;
export const SHELF_PAGE_SIZE = LISTING_PAGE_SIZE;
/** A hot deal is at least this share off its regular price. */
export const HOT_DEAL_MIN_DISCOUNT = 0.2;
/** Clearance: on sale with this many units or fewer left in the market's distribution centres. */
export const CLEARANCE_MAX_UNITS = 25;

export interface ProductCard {
  id: number;
  sku: string;
  slug: string;
  partNumber: string;
  brand: string;
  title: string;
  partTypeId: number;
  /** Its main picture's file among its own pictures (productImageUrl); null: the part type's picture. */
  image: string | null;
  position: string | null;
  price: { regular: number; sale: number | null; coreCharge: number; currency: string };
}

/** What a shelf shows before the shopper filters: a category (and its subcategories), a brand, a deal. */
export interface ShelfScope {
  categoryId?: number;
  partTypeId?: number;
  brandId?: number;
  deal?: 'sale' | 'hot' | 'clearance';
}

export interface AttributeFilter {
  key: string;
  /** The attribute's value in en-US: the same identity in every locale. */
  value: string;
}

export interface ShelfFilters {
  brands?: string[];
  /** Minor units of the market's currency, on the price the shopper pays. */
  minPrice?: number;
  maxPrice?: number;
  fitsVehicle?: VehicleRef;
  /** Only what this store has on its shelf. */
  storeNumber?: string;
  attributes?: AttributeFilter[];
}

export interface ShelfQuery {
  page: number;
  /** Products per page: SHELF_PAGE_SIZE unless given (the JSON listing lets a client ask for more, up to its maximum). */
  pageSize?: number;
  sort: ShelfSort;
  filters?: ShelfFilters;
  /** Fewer than a page (teasers on the home and deals pages). */
  limit?: number;
  /** False: no filter counts (a teaser shows no filters). */
  facets?: boolean;
}

export interface ShelfFacets {
  brands: { slug: string; name: string; count: number }[];
  attributes: { key: string; name: string; values: { value: string; label: string; count: number }[] }[];
  price: { min: number; max: number } | null;
}

export interface Shelf {
  total: number;
  pages: number;
  items: ProductCard[];
  facets: ShelfFacets;
}

/** What a product card shows, from products joined to brands and the market's prices. */
const CARD_FIELDS = {
  id: products.id,
  sku: products.sku,
  slug: products.slug,
  partNumber: products.partNumber,
  brand: brands.name,
  title: products.title,
  partTypeId: products.partTypeId,
  image: products.image,
  position: products.position,
  regular: productPrices.regular,
  sale: productPrices.sale,
  coreCharge: productPrices.coreCharge,
};

interface CardRow {
  id: number;
  sku: string;
  slug: string;
  partNumber: string;
  brand: string;
  title: LocalizedText;
  partTypeId: number;
  image: string | null;
  position: string | null;
  regular: number;
  sale: number | null;
  coreCharge: number;
}

function toCard(r: CardRow, locale: Locale, currency: CurrencyCode): ProductCard {
  return {
    id: r.id,
    sku: r.sku,
    slug: r.slug,
    partNumber: r.partNumber,
    brand: r.brand,
    title: localizedText(r.title, locale),
    partTypeId: r.partTypeId,
    image: r.image,
    position: r.position,
    price: { regular: r.regular, sale: r.sale, coreCharge: r.coreCharge, currency },
  };
}

/** Cards for these products, in the order given; products without a price in the market are left out. */
export async function productCards(executor: Executor, ids: number[], locale: Locale): Promise<ProductCard[]> {
  if (!ids.length) return [];
  const currency = getMarket(locale).currency;
  const rows = await executor
    .select(CARD_FIELDS)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.currency, currency)))
    .where(inArray(products.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCard(row, locale, currency)] : [];
  });
}

const effectivePrice = sql<number>`coalesce(${productPrices.sale}, ${productPrices.regular})`;
const discount = sql`(1 - coalesce(${productPrices.sale}, ${productPrices.regular})::numeric / ${productPrices.regular})`;

/** The part types of a category and every category below it. */
function partTypesUnder(categoryId: number) {
  return sql`(select ${partTypes.id} from ${partTypes} where ${partTypes.categoryId} in (
    with recursive tree(id) as (select ${sql.param(categoryId)}::int union all select c.id from ${categories} c join tree on c.parent_id = tree.id)
    select id from tree))`;
}

function scopeConditions(scope: ShelfScope, currency: CurrencyCode): (SQL | undefined)[] {
  const unitsLeft = shipUnitsSql(products.id, currency);
  return [
    eq(products.active, true),
    scope.categoryId === undefined ? undefined : sql`${products.partTypeId} in ${partTypesUnder(scope.categoryId)}`,
    scope.partTypeId === undefined ? undefined : eq(products.partTypeId, scope.partTypeId),
    scope.brandId === undefined ? undefined : eq(products.brandId, scope.brandId),
    scope.deal ? sql`${productPrices.sale} is not null` : undefined,
    scope.deal === 'hot' ? sql`${discount} >= ${HOT_DEAL_MIN_DISCOUNT}` : undefined,
    scope.deal === 'clearance' ? sql`${unitsLeft} <= ${CLEARANCE_MAX_UNITS}` : undefined,
  ];
}

type FilterName = 'brands' | 'price' | 'vehicle' | 'store' | 'attributes';

/** Each filter's condition, by name, so a facet can leave its own filter out. */
function filterConditions(filters: ShelfFilters): Record<FilterName, SQL | undefined> {
  const byKey = new Map<string, string[]>();
  for (const a of filters.attributes ?? []) byKey.set(a.key, [...(byKey.get(a.key) ?? []), a.value]);
  return {
    brands: filters.brands?.length ? inArray(brands.slug, filters.brands) : undefined,
    price: and(
      filters.minPrice === undefined ? undefined : gte(effectivePrice, filters.minPrice),
      filters.maxPrice === undefined ? undefined : lte(effectivePrice, filters.maxPrice),
    ),
    vehicle: filters.fitsVehicle ? fitsVehicleSql(filters.fitsVehicle, products.id) : undefined,
    store: filters.storeNumber ? onShelfSql(products.id, filters.storeNumber) : undefined,
    attributes: byKey.size
      ? and(...[...byKey].map(([key, values]) => or(...values.map((value) => sql`${products.specs} @> ${JSON.stringify([{ key, values: { 'en-US': value } }])}::jsonb`))))
      : undefined,
  };
}

function orderFor(sort: ShelfSort, locale: Locale, scope: ShelfScope) {
  switch (sort) {
    case 'price-asc':
      return [asc(effectivePrice), asc(products.id)];
    case 'price-desc':
      return [desc(effectivePrice), asc(products.id)];
    case 'name':
      return [asc(sql`${products.title}->>${locale}`), asc(products.id)];
    case 'discount':
      return [desc(discount), asc(products.id)];
    case 'relevance':
      return scope.deal ? [desc(discount), asc(products.id)] : [asc(products.partTypeId), asc(products.id)];
    default:
      return [asc(products.partTypeId), asc(products.id)];
  }
}

/** Counts for the filters: each as if its own filter were not set. */
async function shelfFacets(executor: Executor, locale: Locale, base: (SQL | undefined)[], except: (name: FilterName) => SQL | undefined, priced: SQL | undefined, chosen: AttributeFilter[]): Promise<ShelfFacets> {
  const [brandFacet, attributeFacet, [priceRange]] = await Promise.all([
    executor
      .select({ slug: brands.slug, name: brands.name, count: count() })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .innerJoin(productPrices, priced)
      .where(except('brands'))
      .groupBy(brands.slug, brands.name)
      .orderBy(asc(brands.name)),
    executor.execute<{ key: string; name: string; value: string; label: string; count: number }>(sql`
      select spec->>'key' as key, min(spec->'names'->>${locale}) as name, spec->'values'->>'en-US' as value, min(spec->'values'->>${locale}) as label, count(*)::int as count
      from ${products}
      join ${brands} on ${brands.id} = ${products.brandId}
      join ${productPrices} on ${priced}
      cross join lateral jsonb_array_elements(${products.specs}) spec
      where ${except('attributes')}
      group by 1, 3 order by 1, 3`),
    executor
      .select({ min: sql<number | null>`min(${effectivePrice})`, max: sql<number | null>`max(${effectivePrice})` })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .innerJoin(productPrices, priced)
      .where(and(...base)),
  ]);
  const attributes = new Map<string, ShelfFacets['attributes'][number]>();
  for (const row of attributeFacet.rows) {
    const facet = attributes.get(row.key) ?? { key: row.key, name: row.name ?? row.key, values: [] };
    facet.values.push({ value: row.value, label: row.label ?? row.value, count: Number(row.count) });
    attributes.set(row.key, facet);
  }
  return {
    brands: brandFacet.map((b) => ({ ...b, count: Number(b.count) })),
    attributes: [...attributes.values()].filter((a) => a.values.length > 1 || chosen.some((f) => f.key === a.key)),
    price: priceRange && priceRange.min !== null && priceRange.max !== null ? { min: Number(priceRange.min), max: Number(priceRange.max) } : null,
  };
}

const NO_FACETS: ShelfFacets = { brands: [], attributes: [], price: null };

/** One page of a shelf, priced in the market's price list, with the facets of what it holds (unless a teaser asks for none). */
export async function listShelf(executor: Executor, scope: ShelfScope, locale: Locale, query: ShelfQuery): Promise<Shelf> {
  const currency = getMarket(locale).currency;
  const base = scopeConditions(scope, currency);
  const filters = filterConditions(query.filters ?? {});
  const all = and(...base, ...Object.values(filters));
  const except = (name: FilterName) => and(...base, ...Object.entries(filters).map(([n, c]) => (n === name ? undefined : c)));
  const priced = and(eq(productPrices.productId, products.id), eq(productPrices.currency, currency));
  const size = query.pageSize ?? SHELF_PAGE_SIZE;

  const [[total], rows, facets] = await Promise.all([
    executor.select({ n: count() }).from(products).innerJoin(brands, eq(brands.id, products.brandId)).innerJoin(productPrices, priced).where(all),
    executor
      .select(CARD_FIELDS)
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .innerJoin(productPrices, priced)
      .where(all)
      .orderBy(...orderFor(query.sort, locale, scope))
      .limit(query.limit ?? size)
      .offset((Math.max(1, query.page) - 1) * size),
    query.facets === false ? NO_FACETS : shelfFacets(executor, locale, base, except, priced, query.filters?.attributes ?? []),
  ]);
  const n = total?.n ?? 0;
  return { total: n, pages: Math.max(1, Math.ceil(n / size)), items: rows.map((r) => toCard(r, locale, currency)), facets };
}
