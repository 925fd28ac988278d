import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from '@/server/db/client';
import { resolveVehicle } from './service';

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const { rows } = await db().execute(query);
  return rows[0] as T;
}

describe('resolving a vehicle reference (one query, kept a day)', () => {
  it('keeps the engine and submodel of that base vehicle, drops those of another, and knows no unknown base vehicle', async () => {
    const both = await one<{ base: number; engine: number; engine_name: string; submodel: number; submodel_name: string }>(sql`
      select e.base_vehicle_id as base, e.engine_id as engine, en.name as engine_name, s.submodel_id as submodel, sm.name as submodel_name
      from base_vehicle_engines e join engines en on en.id = e.engine_id
      join base_vehicle_submodels s on s.base_vehicle_id = e.base_vehicle_id join submodels sm on sm.id = s.submodel_id
      order by e.base_vehicle_id limit 1`);
    const full = await resolveVehicle(db(), { baseVehicleId: both.base, engineId: both.engine, submodelId: both.submodel });
    expect(full).toMatchObject({ baseVehicleId: both.base, engineId: both.engine, engine: both.engine_name, submodelId: both.submodel, submodel: both.submodel_name });
    expect(full!.name).toBe(`${full!.year} ${full!.make} ${full!.model} ${both.submodel_name} ${both.engine_name}`);

    const foreign = await one<{ engine: number }>(sql`select id as engine from engines where id not in (select engine_id from base_vehicle_engines where base_vehicle_id = ${both.base}) limit 1`);
    const dropped = await resolveVehicle(db(), { baseVehicleId: both.base, engineId: foreign.engine, submodelId: both.submodel });
    expect(dropped).toMatchObject({ submodelId: both.submodel, engineId: undefined, engine: undefined });
    expect(dropped!.key).toBe(`${both.base}..${both.submodel}`);

    expect(await resolveVehicle(db(), { baseVehicleId: 1 })).toBeNull();
  });
});
