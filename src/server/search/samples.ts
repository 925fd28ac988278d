import { sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';

/** A product and a base vehicle it fits whatever the engine: for the suggestion tests and the search benchmark. */
export interface FittingSample {
  productId: number;
  partNumber: string;
  slug: string;
  baseVehicleId: number;
  year: number;
  makeId: number;
  modelId: number;
}

/** Up to `limit` products applied to a whole base vehicle, spread over the catalogue (every `step`-th application). */
export async function fittingSamples(executor: Executor, limit = 1, step = 1): Promise<FittingSample[]> {
  const rows = await executor.execute<{ product_id: number; part_number: string; slug: string; base_vehicle_id: number; year: number; make_id: number; model_id: number }>(sql`
    SELECT p.id AS product_id, p.part_number, p.slug, fa.base_vehicle_id, bv.year, bv.make_id, bv.model_id
    FROM (SELECT product_id, base_vehicle_id FROM fitment_applications
          WHERE engine_id IS NULL AND submodel_id IS NULL AND id % ${step} = 0 ORDER BY id LIMIT ${limit}) fa
    JOIN products p ON p.id = fa.product_id JOIN base_vehicles bv ON bv.id = fa.base_vehicle_id`);
  return rows.rows.map((r) => ({
    productId: Number(r.product_id),
    partNumber: r.part_number,
    slug: r.slug,
    baseVehicleId: Number(r.base_vehicle_id),
    year: Number(r.year),
    makeId: Number(r.make_id),
    modelId: Number(r.model_id),
  }));
}
