import { and, countDistinct, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { bulkInsert, inArrayParam } from '@/server/db/bulk';
import type { VehicleRef } from '@/lib/vehicle-key';
import { decideFitment, type Fitment } from './fitment-rules';
import { baseVehicles, fitmentApplications, universalProducts } from './schema';

export type { Fitment } from './fitment-rules';

/** Does this product fit this vehicle? One query (`fitmentForProducts` of one product). */
export async function fitmentFor(executor: Executor, productId: number, vehicle: VehicleRef): Promise<Fitment> {
  return (await fitmentForProducts(executor, [productId], vehicle)).get(productId)!;
}

/** Whether a product fits every vehicle. */
export async function isUniversal(executor: Executor, productId: number): Promise<boolean> {
  const [row] = await executor.select({ id: universalProducts.productId }).from(universalProducts).where(eq(universalProducts.productId, productId));
  return !!row;
}

/** The answers for a page of products at once: one query (two indexed lookups), whatever the page size. */
export async function fitmentForProducts(executor: Executor, productIds: number[], vehicle: VehicleRef): Promise<Map<number, Fitment>> {
  const answers = new Map<number, Fitment>();
  if (!productIds.length) return answers;
  // Universal products as rows with no application, so both lookups travel to the database together.
  const rows = await executor
    .select({ productId: fitmentApplications.productId, engineId: fitmentApplications.engineId, submodelId: fitmentApplications.submodelId, universal: sql<boolean>`false` })
    .from(fitmentApplications)
    .where(and(inArrayParam(fitmentApplications.productId, productIds, 'int'), eq(fitmentApplications.baseVehicleId, vehicle.baseVehicleId)))
    .unionAll(
      executor
        .select({ productId: universalProducts.productId, engineId: sql<number | null>`null::int`, submodelId: sql<number | null>`null::int`, universal: sql<boolean>`true` })
        .from(universalProducts)
        .where(inArrayParam(universalProducts.productId, productIds, 'int')),
    );
  const universalIds = new Set<number>();
  const applicationsOf = new Map<number, typeof rows>();
  for (const row of rows) {
    if (row.universal) universalIds.add(row.productId);
    else if (applicationsOf.has(row.productId)) applicationsOf.get(row.productId)!.push(row);
    else applicationsOf.set(row.productId, [row]);
  }
  for (const id of productIds) answers.set(id, decideFitment(applicationsOf.get(id) ?? [], vehicle, universalIds.has(id)));
  return answers;
}

/** A vehicle's filter: applications to its base vehicle that its known engine and submodel do not rule out. */
function appliesTo(vehicle: VehicleRef) {
  return and(
    eq(fitmentApplications.baseVehicleId, vehicle.baseVehicleId),
    vehicle.engineId === undefined ? undefined : sql`(${fitmentApplications.engineId} IS NULL OR ${fitmentApplications.engineId} = ${vehicle.engineId})`,
    vehicle.submodelId === undefined ? undefined : sql`(${fitmentApplications.submodelId} IS NULL OR ${fitmentApplications.submodelId} = ${vehicle.submodelId})`,
  );
}

/**
 * A condition on any product id column: the product fits this vehicle, may fit it (the engine
 * is not known yet), or is universal. For shelves and search filtered to the saved vehicle.
 */
export function fitsVehicleSql(vehicle: VehicleRef, productId: AnyColumn | SQL) {
  return sql`(exists (select 1 from ${universalProducts} where ${universalProducts.productId} = ${productId}) or exists (select 1 from ${fitmentApplications} where ${fitmentApplications.productId} = ${productId} and ${appliesTo(vehicle)}))`;
}

/** The part types with parts for this vehicle, and how many parts each (universal parts not included). */
export function partTypesForVehicle(executor: Executor, vehicle: VehicleRef) {
  return executor
    .select({ partTypeId: fitmentApplications.partTypeId, products: countDistinct(fitmentApplications.productId) })
    .from(fitmentApplications)
    .where(appliesTo(vehicle))
    .groupBy(fitmentApplications.partTypeId)
    .orderBy(fitmentApplications.partTypeId);
}

/** The parts of one part type for this vehicle, with position and notes, a page at a time. */
export function productsForVehicle(executor: Executor, vehicle: VehicleRef, partTypeId: number, page = { limit: 50, offset: 0 }) {
  return executor
    .selectDistinctOn([fitmentApplications.productId], {
      productId: fitmentApplications.productId,
      position: fitmentApplications.position,
      qualifier: fitmentApplications.qualifier,
      quantity: fitmentApplications.quantity,
    })
    .from(fitmentApplications)
    .where(and(appliesTo(vehicle), eq(fitmentApplications.partTypeId, partTypeId)))
    .orderBy(fitmentApplications.productId)
    .limit(page.limit)
    .offset(page.offset);
}

export interface ApplicationWrite {
  productId: number;
  partTypeId: number;
  baseVehicleId: number;
  engineId?: number | null;
  submodelId?: number | null;
  position?: string | null;
  qualifier?: string | null;
  quantity?: number;
}

export async function addApplications(executor: Executor, rows: ApplicationWrite[]): Promise<void> {
  if (rows.length === 0) return;
  await executor.insert(fitmentApplications).values(rows);
}

export async function markUniversal(executor: Executor, productId: number, partTypeId: number): Promise<void> {
  await executor.insert(universalProducts).values({ productId, partTypeId }).onConflictDoNothing();
}

/** For loading whole catalogues: many applications in one statement. */
export async function bulkAddApplications(executor: Executor, rows: ApplicationWrite[]): Promise<void> {
  await bulkInsert(
    executor,
    'fitment_applications',
    [
      { name: 'product_id', type: 'int' },
      { name: 'part_type_id', type: 'int' },
      { name: 'base_vehicle_id', type: 'int' },
      { name: 'engine_id', type: 'int' },
      { name: 'submodel_id', type: 'int' },
      { name: 'position', type: 'text' },
      { name: 'qualifier', type: 'text' },
      { name: 'quantity', type: 'smallint' },
    ],
    rows.map((r) => [r.productId, r.partTypeId, r.baseVehicleId, r.engineId ?? null, r.submodelId ?? null, r.position ?? null, r.qualifier ?? null, r.quantity ?? 1]),
  );
}

export async function bulkMarkUniversal(executor: Executor, rows: { productId: number; partTypeId: number }[]): Promise<void> {
  await bulkInsert(
    executor,
    'universal_products',
    [
      { name: 'product_id', type: 'int' },
      { name: 'part_type_id', type: 'int' },
    ],
    rows.map((r) => [r.productId, r.partTypeId]),
  );
}

/** A catalogue reload replaces every application. */
export async function clearFitment(executor: Executor): Promise<void> {
  await executor.execute(sql`TRUNCATE fitment_applications, universal_products`);
}

/** Applications that make a product fit the vehicle: to its base vehicle, with no engine or submodel its own rule out or leave open. */
export function fittingProducts(vehicle: VehicleRef): SQL {
  const fa = fitmentApplications;
  return sql`(SELECT ${fa.productId} FROM ${fa} WHERE ${fa.baseVehicleId} = ${vehicle.baseVehicleId}
    AND (${fa.engineId} IS NULL${vehicle.engineId === undefined ? sql`` : sql` OR ${fa.engineId} = ${vehicle.engineId}`})
    AND (${fa.submodelId} IS NULL${vehicle.submodelId === undefined ? sql`` : sql` OR ${fa.submodelId} = ${vehicle.submodelId}`}))`;
}

/** Applications that do not rule the vehicle out: they fit it, or would with the engine or submodel the shopper has not given. */
export function possiblyFittingProducts(vehicle: VehicleRef): SQL {
  const fa = fitmentApplications;
  return sql`(SELECT ${fa.productId} FROM ${fa} WHERE ${fa.baseVehicleId} = ${vehicle.baseVehicleId}
    ${vehicle.engineId === undefined ? sql`` : sql`AND (${fa.engineId} IS NULL OR ${fa.engineId} = ${vehicle.engineId})`}
    ${vehicle.submodelId === undefined ? sql`` : sql`AND (${fa.submodelId} IS NULL OR ${fa.submodelId} = ${vehicle.submodelId})`})`;
}

/** An application of a product to a whole base vehicle (no engine or submodel named), with the vehicle's year, make and model. */
export interface WholeVehicleApplication {
  productId: number;
  baseVehicleId: number;
  year: number;
  makeId: number;
  modelId: number;
}

/** Up to `limit` applications to a whole base vehicle, spread over the table (every `step`-th application id): samples for tests and benchmarks. */
export async function wholeVehicleApplications(executor: Executor, limit = 1, step = 1): Promise<WholeVehicleApplication[]> {
  const fa = fitmentApplications;
  const rows = await executor.execute<{ product_id: number; base_vehicle_id: number; year: number; make_id: number; model_id: number }>(sql`
    SELECT fa.product_id, fa.base_vehicle_id, ${baseVehicles.year} AS year, ${baseVehicles.makeId} AS make_id, ${baseVehicles.modelId} AS model_id
    FROM (SELECT ${fa.productId} AS product_id, ${fa.baseVehicleId} AS base_vehicle_id, ${fa.id} AS id FROM ${fa}
          WHERE ${fa.engineId} IS NULL AND ${fa.submodelId} IS NULL AND ${fa.id} % ${step} = 0 ORDER BY ${fa.id} LIMIT ${limit}) fa
    JOIN ${baseVehicles} ON ${baseVehicles.id} = fa.base_vehicle_id
    ORDER BY fa.id`);
  return rows.rows.map((r) => ({ productId: Number(r.product_id), baseVehicleId: Number(r.base_vehicle_id), year: Number(r.year), makeId: Number(r.make_id), modelId: Number(r.model_id) }));
}
