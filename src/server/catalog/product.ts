import { and, eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { getMarket, type CurrencyCode, type Locale } from '@/lib/markets';
import { shipUnits } from '@/server/inventory/availability';
import { productImageViews, type ProductImageView } from './images';
import { categoryTrail, type CategoryView } from './pages';
import { POSITION_NAMES } from './positions';
import { brands, localizedText as text, partGroups, partTypes, productPrices, products } from './schema';

export interface ProductDetail {
  id: number;
  sku: string;
  partNumber: string;
  slug: string;
  title: string;
  description: string;
  specs: { key: string; name: string; value: string }[];
  position: string | null;
  warranty: string;
  hazardous: boolean;
  brand: { id: number; slug: string; name: string };
  partType: { id: number; slug: string; name: string };
  partGroup: { id: string; name: string };
  /** From the department down to the product's own category. */
  trail: CategoryView[];
  price: { regular: number; sale: number | null; coreCharge: number; currency: CurrencyCode } | null;
  /** Units the market's distribution centres can ship. */
  shippable: number;
  /** Its own pictures in their order (decision 063); empty: the part type's picture stands for it. */
  images: ProductImageView[];
}


async function detailRows(executor: Executor, where: ReturnType<typeof eq>, locale: Locale) {
  const currency = getMarket(locale).currency;
  return executor
    .select({
      product: products,
      brand: { id: brands.id, slug: brands.slug, name: brands.name },
      partType: { id: partTypes.id, slug: partTypes.slug, names: partTypes.names, categoryId: partTypes.categoryId },
      partGroup: { id: partGroups.id, names: partGroups.names },
      price: { regular: productPrices.regular, sale: productPrices.sale, coreCharge: productPrices.coreCharge },
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(partTypes, eq(partTypes.id, products.partTypeId))
    .innerJoin(partGroups, eq(partGroups.id, partTypes.partGroupId))
    .leftJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.currency, currency)))
    .where(and(where, eq(products.active, true)));
}

async function toDetail(executor: Executor, row: Awaited<ReturnType<typeof detailRows>>[number], locale: Locale): Promise<ProductDetail> {
  const currency = getMarket(locale).currency;
  const p = row.product;
  const [trail, shippable, images] = await Promise.all([
    categoryTrail(executor, row.partType.categoryId, locale),
    shipUnits(executor, p.id, currency),
    p.image ? productImageViews(executor, p.id, locale, text(p.title, locale)) : [],
  ]);
  return {
    id: p.id,
    sku: p.sku,
    partNumber: p.partNumber,
    slug: p.slug,
    title: text(p.title, locale),
    description: text(p.description, locale),
    specs: p.specs.map((s) => ({ key: s.key, name: text(s.names, locale), value: text(s.values, locale) })),
    position: p.position ? (POSITION_NAMES[p.position]?.[locale] ?? p.position) : null,
    warranty: p.warranty,
    hazardous: p.hazardous,
    brand: row.brand,
    partType: { id: row.partType.id, slug: row.partType.slug, name: text(row.partType.names, locale) },
    partGroup: { id: row.partGroup.id, name: text(row.partGroup.names, locale) },
    trail,
    price: row.price ? { ...row.price, currency } : null,
    shippable,
    images,
  };
}

/** The product at /products/{slug}, in the locale and priced in its market; null when there is none. */
export async function productBySlug(executor: Executor, slug: string, locale: Locale): Promise<ProductDetail | null> {
  const [row] = await detailRows(executor, eq(products.slug, slug), locale);
  return row ? toDetail(executor, row, locale) : null;
}

/** Products by SKU (item id) or by part number, for the product call of spec §7. */
export async function productsBy(executor: Executor, key: { sku: string } | { partNumber: string }, locale: Locale): Promise<ProductDetail[]> {
  const rows = await detailRows(executor, 'sku' in key ? eq(products.sku, key.sku) : eq(products.partNumber, key.partNumber), locale);
  return Promise.all(rows.slice(0, 10).map((row) => toDetail(executor, row, locale)));
}
