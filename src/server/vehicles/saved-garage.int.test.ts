import { describe, expect, it } from 'vitest';
import { db } from '@/server/db/client';
import { GARAGE_MAX_VEHICLES } from '@/lib/garage';
import { listSavedVehicles, mergeGuestGarage, removeSavedVehicle, saveVehicle } from './saved-garage';

const CAMRY_2015 = { baseVehicleId: 201502469 };
const F150_2018 = { baseVehicleId: 201801801 };

describe('signed-in garage', () => {
  it('saves, prefers and removes vehicles', async () => {
    await saveVehicle(db(), 'p1', CAMRY_2015);
    await saveVehicle(db(), 'p1', F150_2018);
    let garage = await listSavedVehicles(db(), 'p1');
    expect(garage.preferred?.name).toBe('2018 Ford F-150');
    expect(garage.vehicles.map((v) => v.name)).toEqual(['2018 Ford F-150', '2015 Toyota Camry']);

    await saveVehicle(db(), 'p1', CAMRY_2015);
    garage = await listSavedVehicles(db(), 'p1');
    expect(garage.preferred?.name).toBe('2015 Toyota Camry');

    await removeSavedVehicle(db(), 'p1', '201502469');
    garage = await listSavedVehicles(db(), 'p1');
    expect(garage.vehicles.map((v) => v.name)).toEqual(['2018 Ford F-150']);
  });

  it('merges a guest garage at sign-in without doubling, keeping the guest\'s choice', async () => {
    await saveVehicle(db(), 'p2', F150_2018);
    await mergeGuestGarage(db(), 'p2', [CAMRY_2015, F150_2018], CAMRY_2015);
    const garage = await listSavedVehicles(db(), 'p2');
    expect(garage.vehicles.map((v) => v.name).sort()).toEqual(['2015 Toyota Camry', '2018 Ford F-150']);
    expect(garage.preferred?.name).toBe('2015 Toyota Camry');
  });

  it(`keeps at most ${GARAGE_MAX_VEHICLES} vehicles`, async () => {
    for (let year = 2000; year < 2000 + GARAGE_MAX_VEHICLES + 3; year++) await saveVehicle(db(), 'p3', { baseVehicleId: year * 100_000 + 2469 });
    const garage = await listSavedVehicles(db(), 'p3');
    expect(garage.vehicles).toHaveLength(GARAGE_MAX_VEHICLES);
    expect(garage.preferred?.year).toBe(2000 + GARAGE_MAX_VEHICLES + 2);
  });
});
