import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from '@/server/db/client';
import { seedAll } from '@/server/demo/seed';
import { fitmentFor, fitmentForProducts } from '@/server/vehicles/fitment';
import { decideFitment } from '@/server/vehicles/fitment-rules';
import { GET as image } from '@/app/images/[kind]/[locale]/[file]/route';
import { partImageUrl } from './service';

const rows = async <T,>(query: ReturnType<typeof sql>) => (await db().execute(query)).rows as T[];

describe('generated catalogue (seeded with the template database)', () => {
  it('has the demo size, every product priced in the three markets and stocked at the distribution centres', async () => {
    const [counts] = await rows<{ products: number; prices: number; stock: number }>(sql`
      SELECT (SELECT count(*)::int FROM products) AS products,
             (SELECT count(*)::int FROM product_prices) AS prices,
             (SELECT count(DISTINCT product_id)::int FROM dc_stock) AS stock`);
    expect(counts!.products).toBe(10_000);
    expect(counts!.prices).toBe(30_000);
    expect(counts!.stock).toBe(10_000);
  });

  it('has the seven top-level departments with their paths, and part types under leaves', async () => {
    const roots = await rows<{ path: string }>(sql`SELECT path FROM categories WHERE parent_id IS NULL ORDER BY position`);
    expect(roots.map((r) => r.path)).toEqual(['/parts', '/interior-accessories', '/exterior-accessories', '/truck-and-towing', '/tools-and-equipment', '/fluids-and-chemicals', '/performance']);
    const [leafless] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM part_types t WHERE EXISTS (SELECT 1 FROM categories c WHERE c.parent_id = t.category_id)`);
    expect(leafless!.n).toBe(0);
  });

  it('applies parts to real vehicles so that fitment answers', async () => {
    const [pad] = await rows<{ product_id: number; base_vehicle_id: number }>(sql`
      SELECT a.product_id, a.base_vehicle_id FROM fitment_applications a JOIN part_types t ON t.id = a.part_type_id
      WHERE t.fitment_rule = 'platform' ORDER BY a.id LIMIT 1`);
    expect(await fitmentFor(db(), pad!.product_id, { baseVehicleId: pad!.base_vehicle_id })).toBe('FITS');
    const [universal] = await rows<{ product_id: number }>(sql`SELECT product_id FROM universal_products LIMIT 1`);
    expect(await fitmentFor(db(), universal!.product_id, { baseVehicleId: pad!.base_vehicle_id })).toBe('UNIVERSAL');
    // A page of products at once (one query) answers each by the rule, from its own applications.
    const page = [pad!.product_id, universal!.product_id, pad!.product_id + 1, pad!.product_id + 2];
    const vehicle = { baseVehicleId: pad!.base_vehicle_id };
    const answers = await fitmentForProducts(db(), page, vehicle);
    expect([...answers.keys()]).toEqual(page);
    expect(answers.get(pad!.product_id)).toBe('FITS');
    expect(answers.get(universal!.product_id)).toBe('UNIVERSAL');
    for (const id of page.slice(2)) {
      const applications = await rows<{ engineId: number | null; submodelId: number | null }>(
        sql`SELECT engine_id AS "engineId", submodel_id AS "submodelId" FROM fitment_applications WHERE product_id = ${id} AND base_vehicle_id = ${vehicle.baseVehicleId}`,
      );
      const [isUniversal] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM universal_products WHERE product_id = ${id}`);
      expect(answers.get(id), `product ${id}`).toBe(decideFitment(applications, vehicle, isUniversal!.n > 0));
    }
  });

  it('loads once: a second seed changes nothing', async () => {
    const reports = await seedAll(db());
    expect(reports.find((r) => r.name === 'catalog')?.status).toBe('already-loaded');
  });

  it('serves part card images on the path rule, cached for a year', async () => {
    const [type] = await rows<{ id: number; part_group_id: string }>(sql`SELECT id, part_group_id FROM part_types ORDER BY id LIMIT 1`);
    const get = (kind: string, locale: string, file: string) => image(new Request('http://localhost/x'), { params: Promise.resolve({ kind, locale, file }) });
    const byType = await get('part_terminology', 'es-MX', `${type!.id}.jpg`);
    expect(byType.status).toBe(200);
    expect(byType.headers.get('content-type')).toContain('image/svg+xml');
    expect(byType.headers.get('cache-control')).toContain('max-age=31536000');
    expect((await get('part_group', 'pt-BR', `${type!.part_group_id}.jpg`)).status).toBe(200);
    expect((await get('part_group', 'en-US', `${type!.id}.jpg`)).status).toBe(404);
    expect((await get('part_terminology', 'fr-FR', `${type!.id}.jpg`)).status).toBe(404);
    expect(partImageUrl(type!.part_group_id, 'pt-BR')).toBe(`/images/part_group/pt-BR/${type!.part_group_id}.jpg`);
  });
});
