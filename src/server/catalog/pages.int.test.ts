import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from '@/server/db/client';
import { parseVehicleKey } from '@/lib/vehicle-key';
import { fitmentForProducts } from '@/server/vehicles/fitment';
import { fitmentApplications } from '@/server/vehicles/schema';
import { resolvePageType } from './pages';
import { seoRedirects } from './schema';
import { storeStock } from '@/server/inventory/schema';
import { CLEARANCE_MAX_UNITS, listShelf } from './shelf';

async function category(path: string) {
  const page = await resolvePageType(db(), path, 'en-US');
  if (page.type !== 'category') throw new Error(`${path} is not a category`);
  return page.category;
}

describe('page-type resolution', () => {
  it('finds departments, grouping and leaf category pages by their path, in the locale', async () => {
    const department = await resolvePageType(db(), '/parts', 'es-MX');
    expect(department).toMatchObject({ type: 'category', kind: 'topNavCategory', leaf: false, category: { name: 'Refacciones' } });
    const leaf = await resolvePageType(db(), '/parts/brakes/', 'pt-BR');
    expect(leaf).toMatchObject({ type: 'category', kind: 'leafCategory', leaf: true, category: { name: 'Freios' }, ancestors: [{ path: '/parts' }] });
  });

  it('finds a part type under its category as a product shelf, and a brand under it as a filter page', async () => {
    expect(await resolvePageType(db(), '/parts/brakes/brake-pad-set', 'es-MX')).toMatchObject({
      type: 'productShelf',
      kind: 'productShelf',
      partType: { id: 1684, name: 'Juego de balatas', path: '/parts/brakes/brake-pad-set' },
      trail: [{ path: '/parts' }, { path: '/parts/brakes' }],
      brand: null,
    });
    const [{ brandSlug }] = (await db().execute<{ brandSlug: string }>(`select b.slug as "brandSlug" from products p join brands b on b.id = p.brand_id where p.part_type_id = 1684 limit 1`)).rows as [{ brandSlug: string }];
    expect(await resolvePageType(db(), `/parts/brakes/brake-pad-set/${brandSlug}`, 'en-US')).toMatchObject({ type: 'productShelf', kind: 'filter', brand: { slug: brandSlug } });
    expect((await resolvePageType(db(), '/parts/brakes/brake-pad-set/no-such-brand', 'en-US')).type).toBe('notFound');
    expect((await resolvePageType(db(), '/parts/filters/brake-pad-set', 'en-US')).type).toBe('notFound');
  });

  it('follows a server-given redirect', async () => {
    await db().insert(seoRedirects).values({ fromPath: '/brake-pads', toPath: '/parts/brakes', status: 301 });
    expect(await resolvePageType(db(), '/brake-pads', 'en-US')).toEqual({ type: 'redirect', location: '/parts/brakes', status: 301 });
  });

  it('never looks up the excluded prefixes, and answers not found for unknown paths', async () => {
    for (const path of ['/diy/how-to-change-oil', '/company', '/expertips/brakes', '/locations/tx']) expect((await resolvePageType(db(), path, 'en-US')).type).toBe('notFound');
    expect((await resolvePageType(db(), '/no/such/page', 'en-US')).type).toBe('notFound');
  });
});

describe('shelves', () => {
  it("price each product in the market's list and sort by price", async () => {
    const brakes = await category('/parts/brakes');
    const shelf = await listShelf(db(), { categoryId: brakes.id }, 'es-MX', { page: 1, sort: 'price-asc' });
    expect(shelf.total).toBeGreaterThan(24);
    expect(shelf.items).toHaveLength(24);
    expect(shelf.items.every((p) => p.price.currency === 'MXN')).toBe(true);
    const effective = shelf.items.map((p) => p.price.sale ?? p.price.regular);
    expect(effective).toEqual([...effective].sort((a, b) => a - b));
    const last = await listShelf(db(), { categoryId: brakes.id }, 'es-MX', { page: shelf.pages, sort: 'price-asc' });
    expect(last.items.length).toBeGreaterThan(0);
  });

  it('include the products of every category below a department', async () => {
    const parts = await category('/parts');
    const brakes = await category('/parts/brakes');
    const [all, some] = await Promise.all([listShelf(db(), { categoryId: parts.id }, 'en-US', { page: 1, sort: 'relevance' }), listShelf(db(), { categoryId: brakes.id }, 'en-US', { page: 1, sort: 'relevance' })]);
    expect(all.total).toBeGreaterThan(some.total);
  });

  it('filter by brand, and count each brand as if it were not filtered', async () => {
    const brakes = await category('/parts/brakes');
    const open = await listShelf(db(), { categoryId: brakes.id }, 'en-US', { page: 1, sort: 'relevance' });
    expect(open.facets.brands.reduce((n, b) => n + b.count, 0)).toBe(open.total);
    const [first, second] = open.facets.brands;
    const filtered = await listShelf(db(), { categoryId: brakes.id }, 'en-US', { page: 1, sort: 'relevance', filters: { brands: [first!.slug, second!.slug] } });
    expect(filtered.total).toBe(first!.count + second!.count);
    expect(new Set(filtered.items.map((p) => p.brand))).toEqual(new Set([first!.name, second!.name].filter((n) => filtered.items.some((p) => p.brand === n))));
    expect(filtered.facets.brands).toEqual(open.facets.brands);
  });

  it('filter by the price the shopper pays, in minor units of the market', async () => {
    const brakes = await category('/parts/brakes');
    const shelf = await listShelf(db(), { categoryId: brakes.id }, 'en-US', { page: 1, sort: 'price-desc', filters: { minPrice: 5000, maxPrice: 9000 } });
    expect(shelf.total).toBeGreaterThan(0);
    for (const p of shelf.items) expect(p.price.sale ?? p.price.regular).toBeGreaterThanOrEqual(5000);
    for (const p of shelf.items) expect(p.price.sale ?? p.price.regular).toBeLessThanOrEqual(9000);
  });

  it('filter by attributes: values of one attribute widen, attributes narrow', async () => {
    const page = await resolvePageType(db(), '/parts/brakes/brake-pad-set', 'es-MX');
    if (page.type !== 'productShelf') throw new Error('no pad shelf');
    const open = await listShelf(db(), { partTypeId: page.partType.id }, 'es-MX', { page: 1, sort: 'relevance' });
    const friction = open.facets.attributes.find((a) => a.key === 'friction')!;
    expect(friction.values.length).toBeGreaterThan(1);
    expect(friction.values.map((v) => v.label)).toContain('Cerámica');
    const [a, b] = friction.values;
    const one = await listShelf(db(), { partTypeId: page.partType.id }, 'es-MX', { page: 1, sort: 'relevance', filters: { attributes: [{ key: 'friction', value: a!.value }] } });
    const two = await listShelf(db(), { partTypeId: page.partType.id }, 'es-MX', { page: 1, sort: 'relevance', filters: { attributes: [{ key: 'friction', value: a!.value }, { key: 'friction', value: b!.value }] } });
    expect(one.total).toBe(a!.count);
    expect(two.total).toBe(a!.count + b!.count);
  });

  it('keep only what fits the saved vehicle', async () => {
    const [row] = (await db().select({ baseVehicleId: fitmentApplications.baseVehicleId }).from(fitmentApplications).where(eq(fitmentApplications.partTypeId, 1684)).limit(1)) as [{ baseVehicleId: number }];
    const vehicle = parseVehicleKey(String(row.baseVehicleId))!;
    const brakes = await category('/parts/brakes');
    const all = await listShelf(db(), { categoryId: brakes.id }, 'en-US', { page: 1, sort: 'relevance' });
    const fitting = await listShelf(db(), { categoryId: brakes.id }, 'en-US', { page: 1, sort: 'relevance', filters: { fitsVehicle: vehicle } });
    expect(fitting.total).toBeLessThan(all.total);
    const answers = await fitmentForProducts(db(), fitting.items.map((p) => p.id), vehicle);
    for (const answer of answers.values()) expect(answer).not.toBe('DOES_NOT_FIT');
  });

  it("keep only what the shopper's store has on its shelf", async () => {
    const brakes = await category('/parts/brakes');
    const open = await listShelf(db(), { categoryId: brakes.id }, 'en-US', { page: 1, sort: 'relevance' });
    const [a, b] = open.items;
    await db().insert(storeStock).values([
      { productId: a!.id, storeNumber: '1234', quantity: 3 },
      { productId: b!.id, storeNumber: '1234', quantity: 0 },
    ]);
    const atStore = await listShelf(db(), { categoryId: brakes.id }, 'en-US', { page: 1, sort: 'relevance', filters: { storeNumber: '1234' } });
    expect(atStore.items.map((p) => p.id)).toEqual([a!.id]);
  });

  it('show deals, the deepest first; hot deals at least a fifth off; clearance only what is nearly gone', async () => {
    const deals = await listShelf(db(), { deal: 'sale' }, 'pt-BR', { page: 1, sort: 'relevance' });
    const off = deals.items.map((p) => 1 - p.price.sale! / p.price.regular);
    expect(off).toEqual([...off].sort((a, b) => b - a));
    const hot = await listShelf(db(), { deal: 'hot' }, 'pt-BR', { page: 1, sort: 'price-asc' });
    expect(hot.total).toBeGreaterThan(0);
    expect(hot.total).toBeLessThan(deals.total);
    for (const p of hot.items) expect(p.price.sale! / p.price.regular).toBeLessThanOrEqual(0.8);
    const clearance = await listShelf(db(), { deal: 'clearance' }, 'pt-BR', { page: 1, sort: 'relevance' });
    expect(clearance.total).toBeGreaterThan(0);
    const ids = clearance.items.map((p) => p.id);
    const stock = await db().execute<{ units: number }>(sql`select coalesce(sum(quantity), 0)::int as units from dc_stock where dc = 'DC-SPO' and product_id = any(${sql.param(ids)}) group by product_id`);
    for (const row of stock.rows) expect(row.units).toBeLessThanOrEqual(CLEARANCE_MAX_UNITS);
  });
});
