import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { baseVehicleEngines, baseVehicles, baseVehicleSubmodels, engines, fitmentApplications, submodels, universalProducts, vehicleMakes, vehicleModels } from './schema';

/**
 * What the catalogue's fitment import (src/server/catalog/import/applications.ts) reads and
 * writes of the vehicle data and fitment, which this module owns. Each takes the executor of the
 * import's one transaction; lists of any length go in pieces. The adds are fitment.ts's bulk
 * functions.
 */

/** Ids per statement: well under PostgreSQL's limits, whatever the file's size. */
const PIECE = 10_000;

function pieces<T>(items: readonly T[], size = PIECE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export interface VehicleReference {
  baseVehicles: Map<number, { id: number; year: number; makeId: number; modelId: number }>;
  models: Map<number, { id: number; makeId: number; name: string }>;
  /** Make names by id. */
  makes: Map<number, string>;
  engines: Set<number>;
  submodels: Set<number>;
  /** `${baseVehicleId}:${engineId}` of each engine a base vehicle has. */
  engineLinks: Set<string>;
  /** `${baseVehicleId}:${submodelId}` of each submodel a base vehicle has. */
  submodelLinks: Set<string>;
}

/** The vehicle data an import's rows are checked against (tens of thousands of rows: read once per import). */
export async function vehicleReference(executor: Executor): Promise<VehicleReference> {
  // One after another: inside the import's transaction they share one connection.
  const bvs = await executor.select({ id: baseVehicles.id, year: baseVehicles.year, makeId: baseVehicles.makeId, modelId: baseVehicles.modelId }).from(baseVehicles);
  const models = await executor.select({ id: vehicleModels.id, makeId: vehicleModels.makeId, name: vehicleModels.name }).from(vehicleModels);
  const makes = await executor.select({ id: vehicleMakes.id, name: vehicleMakes.name }).from(vehicleMakes);
  const engineIds = await executor.select({ id: engines.id }).from(engines);
  const submodelIds = await executor.select({ id: submodels.id }).from(submodels);
  const engineLinks = await executor.select({ b: baseVehicleEngines.baseVehicleId, e: baseVehicleEngines.engineId }).from(baseVehicleEngines);
  const submodelLinks = await executor.select({ b: baseVehicleSubmodels.baseVehicleId, s: baseVehicleSubmodels.submodelId }).from(baseVehicleSubmodels);
  return {
    baseVehicles: new Map(bvs.map((b) => [b.id, b])),
    models: new Map(models.map((m) => [m.id, m])),
    makes: new Map(makes.map((m) => [m.id, m.name])),
    engines: new Set(engineIds.map((e) => e.id)),
    submodels: new Set(submodelIds.map((s) => s.id)),
    engineLinks: new Set(engineLinks.map((l) => `${l.b}:${l.e}`)),
    submodelLinks: new Set(submodelLinks.map((l) => `${l.b}:${l.s}`)),
  };
}

export interface StoredApplication {
  id: number;
  productId: number;
  baseVehicleId: number;
  engineId: number | null;
  submodelId: number | null;
  position: string | null;
  qualifier: string | null;
  quantity: number;
}

/** Every application of these products. */
export async function applicationsOfProducts(executor: Executor, productIds: readonly number[]): Promise<StoredApplication[]> {
  const out: StoredApplication[] = [];
  for (const piece of pieces([...new Set(productIds)])) {
    out.push(
      ...(await executor
        .select({
          id: fitmentApplications.id,
          productId: fitmentApplications.productId,
          baseVehicleId: fitmentApplications.baseVehicleId,
          engineId: fitmentApplications.engineId,
          submodelId: fitmentApplications.submodelId,
          position: fitmentApplications.position,
          qualifier: fitmentApplications.qualifier,
          quantity: fitmentApplications.quantity,
        })
        .from(fitmentApplications)
        .where(inArray(fitmentApplications.productId, piece))),
    );
  }
  return out;
}

/** Those of these products marked universal (fitting every vehicle). */
export async function universalAmong(executor: Executor, productIds: readonly number[]): Promise<Set<number>> {
  const found = new Set<number>();
  for (const piece of pieces([...new Set(productIds)])) {
    for (const row of await executor.select({ id: universalProducts.productId }).from(universalProducts).where(inArray(universalProducts.productId, piece))) found.add(row.id);
  }
  return found;
}

export async function deleteApplications(executor: Executor, applicationIds: readonly number[]): Promise<void> {
  for (const piece of pieces(applicationIds)) await executor.delete(fitmentApplications).where(inArray(fitmentApplications.id, piece));
}

export async function unmarkUniversal(executor: Executor, productIds: readonly number[]): Promise<void> {
  for (const piece of pieces(productIds)) await executor.delete(universalProducts).where(inArray(universalProducts.productId, piece));
}

/** New quantities of applications, one statement per thousand. */
export async function updateApplicationQuantities(executor: Executor, updates: readonly { id: number; quantity: number }[]): Promise<void> {
  const fa = fitmentApplications;
  for (const batch of pieces(updates, 1000)) {
    await executor.execute(
      sql`UPDATE ${fa} SET ${sql.identifier(fa.quantity.name)} = u.quantity
        FROM unnest(${sql.param(batch.map((u) => u.id))}::bigint[], ${sql.param(batch.map((u) => u.quantity))}::smallint[]) AS u(id, quantity)
        WHERE ${fa.id} = u.id`,
    );
  }
}

/** The products the current transaction marked universal: an import refreshes their search documents. */
export async function universalMarksWrittenInThisTransaction(executor: Executor): Promise<number[]> {
  const rows = await executor.execute<{ id: number }>(sql`SELECT ${universalProducts.productId} AS id FROM ${universalProducts} WHERE xmin::text = pg_current_xact_id()::text`);
  return rows.rows.map((r) => Number(r.id));
}
