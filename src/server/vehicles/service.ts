import { vehicleInLocale, vehicleName } from '@/lib/engine-names';
import { DEFAULT_LOCALE, type Locale } from '@/lib/markets';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { cache, cached } from '@/server/platform/cache';
import { baseVehicleId, formatVehicleKey, type VehicleRef } from '@/lib/vehicle-key';
import { baseVehicleEngines, baseVehicles, baseVehicleSubmodels, engines, submodels, vehicleMakes, vehicleModels } from './schema';

/** Vehicle data changes only when a new data set is loaded (the seed then forgets these keys): lists and vehicles are kept a day. */
const LIST_CACHE_SECONDS = 86_400;
const VEHICLE_CACHE_PREFIX = 'vehicles:';

/** Forget what was read of the vehicle data (after a new data set is loaded). */
export function forgetVehicleReads(): Promise<void> {
  return cache.deleteByPrefix(VEHICLE_CACHE_PREFIX);
}

export interface Option {
  id: number;
  name: string;
}

export function listYears(executor: Executor): Promise<Option[]> {
  return cached(
    'vehicles:years',
    async () => {
      const rows = await executor.selectDistinct({ year: baseVehicles.year }).from(baseVehicles).orderBy(desc(baseVehicles.year));
      return rows.map((r) => ({ id: r.year, name: String(r.year) }));
    },
    LIST_CACHE_SECONDS,
  );
}

export function listMakes(executor: Executor, year: number): Promise<Option[]> {
  return cached(
    `vehicles:makes:${year}`,
    () =>
      executor
        .selectDistinct({ id: vehicleMakes.id, name: vehicleMakes.name })
        .from(baseVehicles)
        .innerJoin(vehicleMakes, eq(vehicleMakes.id, baseVehicles.makeId))
        .where(eq(baseVehicles.year, year))
        .orderBy(asc(vehicleMakes.name)),
    LIST_CACHE_SECONDS,
  );
}

export function listModels(executor: Executor, year: number, makeId: number): Promise<Option[]> {
  return cached(
    `vehicles:models:${year}:${makeId}`,
    () =>
      executor
        .select({ id: vehicleModels.id, name: vehicleModels.name })
        .from(baseVehicles)
        .innerJoin(vehicleModels, eq(vehicleModels.id, baseVehicles.modelId))
        .where(and(eq(baseVehicles.year, year), eq(baseVehicles.makeId, makeId)))
        .orderBy(asc(vehicleModels.name)),
    LIST_CACHE_SECONDS,
  );
}

export interface EngineChoice {
  baseVehicleId: number;
  engines: Option[];
  submodels: Option[];
}

/** The engines (and submodels) of a base vehicle; null when the year, make and model do not go together. */
export function listEngines(executor: Executor, year: number, makeId: number, modelId: number): Promise<EngineChoice | null> {
  return cached(
    `vehicles:engines:${year}:${makeId}:${modelId}`,
    async () => {
      const id = baseVehicleId(year, modelId);
      const [base] = await executor
        .select({ id: baseVehicles.id })
        .from(baseVehicles)
        .where(and(eq(baseVehicles.id, id), eq(baseVehicles.makeId, makeId)));
      if (!base) return null;
      const [engineRows, submodelRows] = await Promise.all([
        executor
          .select({ id: engines.id, name: engines.name })
          .from(baseVehicleEngines)
          .innerJoin(engines, eq(engines.id, baseVehicleEngines.engineId))
          .where(eq(baseVehicleEngines.baseVehicleId, id))
          .orderBy(asc(engines.liters), asc(engines.name)),
        executor
          .select({ id: submodels.id, name: submodels.name })
          .from(baseVehicleSubmodels)
          .innerJoin(submodels, eq(submodels.id, baseVehicleSubmodels.submodelId))
          .where(eq(baseVehicleSubmodels.baseVehicleId, id))
          .orderBy(asc(submodels.name)),
      ]);
      return { baseVehicleId: id, engines: engineRows, submodels: submodelRows };
    },
    LIST_CACHE_SECONDS,
  );
}

export interface ResolvedVehicle {
  key: string;
  baseVehicleId: number;
  year: number;
  makeId: number;
  make: string;
  makeSlug: string;
  modelId: number;
  model: string;
  modelSlug: string;
  vehicleType: string;
  engineId?: number;
  engine?: string;
  submodelId?: number;
  submodel?: string;
  /** "2015 Toyota Camry 2.5L L4 Gas" (the header cuts it at 50 characters). */
  name: string;
}

/**
 * A vehicle reference checked against the data: the base vehicle must exist, and an
 * engine or submodel must belong to it (an unknown one is dropped, not trusted).
 */
export async function resolveVehicle(executor: Executor, ref: VehicleRef, locale: Locale = DEFAULT_LOCALE): Promise<ResolvedVehicle | null> {
  // Cached in the data's words (the English engine name is the key everywhere); named in the shopper's on the way out.
  const vehicle = await cached(`${VEHICLE_CACHE_PREFIX}vehicle:${formatVehicleKey(ref)}`, () => readVehicle(executor, ref), LIST_CACHE_SECONDS);
  return vehicle && vehicleInLocale(vehicle, locale);
}

async function readVehicle(executor: Executor, ref: VehicleRef): Promise<ResolvedVehicle | null> {
  // One query: the engine and submodel join only when they are the ones asked and belong to this base vehicle.
  const [row] = await executor
    .select({
      year: baseVehicles.year,
      makeId: vehicleMakes.id,
      make: vehicleMakes.name,
      makeSlug: vehicleMakes.slug,
      modelId: vehicleModels.id,
      model: vehicleModels.name,
      modelSlug: vehicleModels.slug,
      vehicleType: vehicleModels.vehicleType,
      engineId: engines.id,
      engineName: engines.name,
      submodelId: submodels.id,
      submodelName: submodels.name,
    })
    .from(baseVehicles)
    .innerJoin(vehicleMakes, eq(vehicleMakes.id, baseVehicles.makeId))
    .innerJoin(vehicleModels, eq(vehicleModels.id, baseVehicles.modelId))
    .leftJoin(baseVehicleEngines, and(eq(baseVehicleEngines.baseVehicleId, baseVehicles.id), ref.engineId ? eq(baseVehicleEngines.engineId, ref.engineId) : sql`false`))
    .leftJoin(engines, eq(engines.id, baseVehicleEngines.engineId))
    .leftJoin(baseVehicleSubmodels, and(eq(baseVehicleSubmodels.baseVehicleId, baseVehicles.id), ref.submodelId ? eq(baseVehicleSubmodels.submodelId, ref.submodelId) : sql`false`))
    .leftJoin(submodels, eq(submodels.id, baseVehicleSubmodels.submodelId))
    .where(eq(baseVehicles.id, ref.baseVehicleId));
  if (!row) return null;
  const { engineId, engineName, submodelId, submodelName, ...base } = row;
  const engine = engineId !== null && engineName !== null ? { id: engineId, name: engineName } : undefined;
  const submodel = submodelId !== null && submodelName !== null ? { id: submodelId, name: submodelName } : undefined;

  const checked: VehicleRef = { baseVehicleId: ref.baseVehicleId, engineId: engine?.id, submodelId: submodel?.id };
  return {
    key: formatVehicleKey(checked),
    baseVehicleId: ref.baseVehicleId,
    ...base,
    engineId: engine?.id,
    engine: engine?.name,
    submodelId: submodel?.id,
    submodel: submodel?.name,
    name: vehicleName({ ...base, submodel: submodel?.name, engine: engine?.name }, 'en-US'),
  };
}

export async function resolveVehicles(executor: Executor, refs: VehicleRef[], locale: Locale = DEFAULT_LOCALE): Promise<ResolvedVehicle[]> {
  const resolved = await Promise.all(refs.map((ref) => resolveVehicle(executor, ref, locale)));
  return resolved.filter((v): v is ResolvedVehicle => v !== null);
}

export async function findMakeBySlug(executor: Executor, slug: string) {
  const [make] = await executor.select().from(vehicleMakes).where(eq(vehicleMakes.slug, slug));
  return make ?? null;
}

export function listAllMakes(executor: Executor) {
  return cached('vehicles:all-makes', () => executor.select().from(vehicleMakes).orderBy(asc(vehicleMakes.name)), LIST_CACHE_SECONDS);
}

/** A make's models with the years each was sold. */
export function listModelsOfMake(executor: Executor, makeId: number) {
  return cached(
    `vehicles:make-models:${makeId}`,
    () =>
      executor
        .select({
          id: vehicleModels.id,
          name: vehicleModels.name,
          slug: vehicleModels.slug,
          vehicleType: vehicleModels.vehicleType,
          firstYear: sql<number>`min(${baseVehicles.year})`.mapWith(Number),
          lastYear: sql<number>`max(${baseVehicles.year})`.mapWith(Number),
        })
        .from(vehicleModels)
        .innerJoin(baseVehicles, eq(baseVehicles.modelId, vehicleModels.id))
        .where(eq(vehicleModels.makeId, makeId))
        .groupBy(vehicleModels.id)
        .orderBy(asc(vehicleModels.name)),
    LIST_CACHE_SECONDS,
  );
}

export async function findModelBySlug(executor: Executor, makeId: number, slug: string) {
  const [model] = await executor
    .select()
    .from(vehicleModels)
    .where(and(eq(vehicleModels.makeId, makeId), eq(vehicleModels.slug, slug)));
  return model ?? null;
}

export async function yearsOfModel(executor: Executor, modelId: number): Promise<number[]> {
  const rows = await executor
    .select({ year: baseVehicles.year })
    .from(baseVehicles)
    .where(eq(baseVehicles.modelId, modelId))
    .orderBy(desc(baseVehicles.year));
  return rows.map((r) => r.year);
}

/** Every base vehicle and the base vehicles of each engine: what the catalogue generator applies parts to. */
export async function vehicleUniverse(executor: Executor) {
  const bases = await executor.select({ id: baseVehicles.id, year: baseVehicles.year, makeId: baseVehicles.makeId, modelId: baseVehicles.modelId }).from(baseVehicles).orderBy(asc(baseVehicles.id));
  const links = await executor.select({ baseVehicleId: baseVehicleEngines.baseVehicleId, engineId: baseVehicleEngines.engineId }).from(baseVehicleEngines).orderBy(asc(baseVehicleEngines.baseVehicleId));
  const engineRows = await executor.select({ id: engines.id, name: engines.name, fuel: engines.fuel, aspiration: engines.aspiration }).from(engines).orderBy(asc(engines.id));
  const baseVehiclesByEngine = new Map<number, number[]>();
  for (const link of links) {
    const list = baseVehiclesByEngine.get(link.engineId);
    if (list) list.push(link.baseVehicleId);
    else baseVehiclesByEngine.set(link.engineId, [link.baseVehicleId]);
  }
  const engineInfo = new Map(engineRows.map((e) => [e.id, { name: e.name, fuel: e.fuel ?? '', aspiration: e.aspiration ?? '' }]));
  return { baseVehicles: bases, baseVehiclesByEngine, engines: engineInfo };
}
