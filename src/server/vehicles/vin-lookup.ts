import { and, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { baseVehicleId } from '@/lib/vehicle-key';
import { listEngines, resolveVehicle, type ResolvedVehicle } from './service';
import { vehicleModels, vinPatterns, vinSchemas, vinWmis } from './schema';
import { decodeVin, type DecodedVin } from './vin/decode';
import { modelYearOf, normaliseVin, otherCycleYear, vinProblem, wmiOf } from '@/lib/vin';

export type VinFailure = 'length' | 'characters' | 'checkDigit' | 'unknownManufacturer' | 'noMatch';

export type VinLookup =
  | { ok: true; vin: string; decoded: DecodedVin; model: string; vehicle: ResolvedVehicle | null }
  | { ok: false; vin: string; problem: VinFailure };

/**
 * Decode a VIN offline from the vPIC data in PostgreSQL, and find the vehicle in our own
 * data (base vehicle, and the engine when the decoded one is among the model's).
 */
export async function lookupVin(executor: Executor, input: string): Promise<VinLookup> {
  const vin = normaliseVin(input);
  const problem = vinProblem(vin);
  if (problem) return { ok: false, vin, problem };

  const wmi = wmiOf(vin);
  const [manufacturer] = await executor.select().from(vinWmis).where(eq(vinWmis.wmi, wmi));
  if (!manufacturer) return { ok: false, vin, problem: 'unknownManufacturer' };

  // Position 10 repeats every 30 years: the decoder tries the cycle position 7 suggests, then
  // the other one, so the links of both candidate years are loaded (not the WMI's every year).
  const year = modelYearOf(vin);
  const years = year ? [year, otherCycleYear(year)] : [];
  const covers = (y: number) => and(lte(vinSchemas.yearFrom, y), or(isNull(vinSchemas.yearTo), gte(vinSchemas.yearTo, y)));
  const schemas = await executor
    .select({ schemaId: vinSchemas.schemaId, yearFrom: vinSchemas.yearFrom, yearTo: vinSchemas.yearTo })
    .from(vinSchemas)
    .where(and(eq(vinSchemas.wmi, wmi), years.length ? or(...years.map(covers)) : undefined));
  const patterns = schemas.length
    ? await executor
        .select({ schemaId: vinPatterns.schemaId, keys: vinPatterns.keys, element: vinPatterns.element, value: vinPatterns.value })
        .from(vinPatterns)
        .where(inArray(vinPatterns.schemaId, [...new Set(schemas.map((s) => s.schemaId))]))
    : [];

  const decoded = decodeVin(vin, { wmi: manufacturer, schemas, patterns });
  if ('error' in decoded) return { ok: false, vin, problem: decoded.error };
  const [model] = decoded.modelId ? await executor.select({ name: vehicleModels.name }).from(vehicleModels).where(eq(vehicleModels.id, decoded.modelId)) : [];
  return { ok: true, vin, decoded, model: model?.name ?? '', vehicle: await matchVehicle(executor, decoded) };
}

async function matchVehicle(executor: Executor, decoded: DecodedVin): Promise<ResolvedVehicle | null> {
  if (!decoded.year || !decoded.modelId) return null;
  const choice = await listEngines(executor, decoded.year, decoded.makeId, decoded.modelId);
  if (!choice) return null;
  const engine = decoded.engineName ? choice.engines.find((e) => e.name === decoded.engineName) : undefined;
  return resolveVehicle(executor, { baseVehicleId: baseVehicleId(decoded.year, decoded.modelId), engineId: engine?.id });
}
