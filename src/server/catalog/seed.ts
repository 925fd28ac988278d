import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { bulkInsert } from '@/server/db/bulk';
import { addDistributionCentreStock, clearStock } from '@/server/inventory/levels';
import { envVar } from '@/server/platform/env';
import { bulkAddApplications, bulkMarkUniversal, clearFitment, type ApplicationWrite } from '@/server/vehicles/fitment';
import { vehicleUniverse } from '@/server/vehicles/service';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { PRODUCT_COLUMNS } from './product-columns';
import { products, type LocalizedText } from './schema';
import { COMMON_MODELS_FILE, commonVehicleScope, readCommonModels } from './common-vehicles';
import { generateProducts, GENERATOR_VERSION, type GeneratedProduct } from './generator';
import { BRANDS, CATEGORIES, PART_GROUPS, PART_TYPES, type PartType } from './taxonomy';

/** The demo catalogue's size: CATALOG_SKUS (10,000 by default; a million for benchmarks). */
export function catalogSize(): number {
  return envVar('CATALOG_SKUS');
}

/**
 * About `about` active product ids spread evenly over the catalogue, in id order: every
 * stride-th id, the stride being the catalogue's size (inactive products counted) over `about`.
 * The demo's shelf stock draws from them (inventory/seed.ts).
 */
export async function spreadProductIds(executor: Executor, about: number): Promise<number[]> {
  const [{ total } = { total: 0 }] = await executor.select({ total: sql<number>`count(*)::int` }).from(products);
  const stride = Math.max(1, Math.ceil(Number(total) / about));
  const rows = await executor
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.active, true), sql`${products.id} % ${stride} = 0`))
    .orderBy(asc(products.id));
  return rows.map((r) => r.id);
}

/** The generator's version, the size, the vehicle data and the common-vehicle list: a change to any regenerates the catalogue. */
export function catalogVersion(vehicleVersion: string): string {
  const common = createHash('sha256').update(fs.readFileSync(COMMON_MODELS_FILE)).digest('hex').slice(0, 12);
  return `${GENERATOR_VERSION}:${catalogSize()}:${vehicleVersion}:${common}`;
}

const BATCH = 2000;

/** A part type's specification keys and their names: stored on its row for the catalogue import. */
export function specNames(type: PartType): Record<string, LocalizedText> {
  return Object.fromEntries(type.specs.map((s) => [s.key, s.names]));
}

async function seedTaxonomy(executor: Executor): Promise<{ brandIds: Map<string, number> }> {
  const ids = new Map(CATEGORIES.map((c, i) => [c.slug, i + 1]));
  const parents = new Map(CATEGORIES.map((c) => [c.slug, c.parent]));
  const pathOf = (slug: string): string => {
    const parent = parents.get(slug);
    return parent ? `${pathOf(parent)}/${slug}` : `/${slug}`;
  };
  await bulkInsert(
    executor,
    'categories',
    [
      { name: 'id', type: 'int' },
      { name: 'slug', type: 'text' },
      { name: 'parent_id', type: 'int' },
      { name: 'position', type: 'smallint' },
      { name: 'names', type: 'jsonb' },
      { name: 'path', type: 'text' },
    ],
    CATEGORIES.map((c, i) => [ids.get(c.slug)!, c.slug, c.parent ? ids.get(c.parent)! : null, i, JSON.stringify(c.names), pathOf(c.slug)]),
  );
  await bulkInsert(
    executor,
    'part_groups',
    [
      { name: 'id', type: 'text' },
      { name: 'names', type: 'jsonb' },
    ],
    PART_GROUPS.map((g) => [g.id, JSON.stringify(g.names)]),
  );
  await bulkInsert(
    executor,
    'part_types',
    [
      { name: 'id', type: 'int' },
      { name: 'slug', type: 'text' },
      { name: 'category_id', type: 'int' },
      { name: 'part_group_id', type: 'text' },
      { name: 'names', type: 'jsonb' },
      { name: 'fitment_rule', type: 'text' },
      { name: 'freight', type: 'boolean' },
      { name: 'default_warranty', type: 'text' },
      { name: 'spec_names', type: 'jsonb' },
    ],
    PART_TYPES.map((t) => [t.id, t.slug, ids.get(t.category)!, t.group, JSON.stringify(t.names), t.fitment, !!t.freight, t.warranty, JSON.stringify(specNames(t))]),
  );
  const brandIds = new Map(BRANDS.map((b, i) => [b.slug, i + 1]));
  await bulkInsert(
    executor,
    'brands',
    [
      { name: 'id', type: 'int' },
      { name: 'slug', type: 'text' },
      { name: 'name', type: 'text' },
      { name: 'tier', type: 'text' },
    ],
    BRANDS.map((b) => [brandIds.get(b.slug)!, b.slug, b.name, b.tier]),
  );
  return { brandIds };
}

async function writeBatch(executor: Executor, batch: GeneratedProduct[], brandIds: Map<string, number>): Promise<number> {
  await bulkInsert(
    executor,
    'products',
    [{ name: 'id', type: 'int' }, ...PRODUCT_COLUMNS],
    batch.map((p) => [
      p.id,
      p.sku,
      p.partNumber,
      brandIds.get(p.brandSlug)!,
      p.partTypeId,
      JSON.stringify(p.title),
      JSON.stringify(p.description),
      JSON.stringify(p.specs),
      p.position,
      p.warranty,
      p.hazardous,
      p.slug,
    ]),
  );
  await bulkInsert(
    executor,
    'product_prices',
    [
      { name: 'product_id', type: 'int' },
      { name: 'currency', type: 'text' },
      { name: 'regular', type: 'int' },
      { name: 'sale', type: 'int' },
      { name: 'core_charge', type: 'int' },
    ],
    batch.flatMap((p) => Object.entries(p.prices).map(([currency, price]) => [p.id, currency, price.regular, price.sale, price.coreCharge])),
  );
  await addDistributionCentreStock(
    executor,
    batch.flatMap((p) => Object.entries(p.stock).map(([dc, quantity]) => ({ productId: p.id, location: dc, quantity }))),
  );
  const applications: ApplicationWrite[] = batch.flatMap((p) =>
    p.applications.map((a) => ({ productId: p.id, partTypeId: p.partTypeId, baseVehicleId: a.baseVehicleId, engineId: a.engineId, position: a.position })),
  );
  for (let i = 0; i < applications.length; i += 20_000) await bulkAddApplications(executor, applications.slice(i, i + 20_000));
  await bulkMarkUniversal(
    executor,
    batch.filter((p) => p.universal).map((p) => ({ productId: p.id, partTypeId: p.partTypeId })),
  );
  return applications.length;
}

/** Replace the catalogue with a generated one of catalogSize() products, applied to the loaded vehicles. */
export async function seedCatalog(executor: Executor, log: (line: string) => void = () => {}): Promise<number> {
  const size = catalogSize();
  await clearStock(executor);
  await executor.execute(sql`TRUNCATE product_prices, products, part_types, part_groups, categories, brands, seo_redirects CASCADE`);
  await clearFitment(executor);
  const { brandIds } = await seedTaxonomy(executor);
  log(`  taxonomy: ${CATEGORIES.length} categories, ${PART_TYPES.length} part types, ${PART_GROUPS.length} part groups, ${BRANDS.length} brands`);

  const universe = { ...(await vehicleUniverse(executor)), common: commonVehicleScope(readCommonModels()) };
  let batch: GeneratedProduct[] = [];
  let applications = 0;
  let written = 0;
  let reported = 0;
  for (const product of generateProducts(size, universe)) {
    batch.push(product);
    if (batch.length === BATCH) {
      applications += await writeBatch(executor, batch, brandIds);
      written += batch.length;
      batch = [];
      if (written - reported >= size / 10) {
        reported = written;
        log(`  products: ${written.toLocaleString('en-US')} of ${size.toLocaleString('en-US')}`);
      }
    }
  }
  if (batch.length) applications += await writeBatch(executor, batch, brandIds);
  await executor.execute(sql`SELECT setval('products_id_seq', (SELECT coalesce(max(id), 1) FROM products))`);
  await executor.execute(sql`SELECT setval('categories_id_seq', (SELECT coalesce(max(id), 1) FROM categories))`);
  await executor.execute(sql`SELECT setval('brands_id_seq', (SELECT coalesce(max(id), 1) FROM brands))`);
  log(`  products: ${size.toLocaleString('en-US')} with ${applications.toLocaleString('en-US')} fitment applications`);
  return size + applications;
}
