import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db/client';
import { addApplications, clearFitment, fitmentFor, markUniversal, partTypesForVehicle, productsForVehicle } from './fitment';
import { listEngines, listMakes, listModels } from './service';

const BRAKE_PADS = 1684;
const OIL_FILTER = 5340;
const WIPER = 8852;

describe('fitment service', () => {
  let camry: number;
  let engine25: number;
  let engine35: number;

  beforeAll(async () => {
    // This file's own database: start from no applications (the template has the generated catalogue's).
    await clearFitment(db());
    const toyota = (await listMakes(db(), 2015)).find((m) => m.name === 'Toyota')!;
    const model = (await listModels(db(), 2015, toyota.id)).find((m) => m.name === 'Camry')!;
    const choice = (await listEngines(db(), 2015, toyota.id, model.id))!;
    camry = choice.baseVehicleId;
    engine25 = choice.engines.find((e) => e.name === '2.5L L4 Gas')!.id;
    engine35 = choice.engines.find((e) => e.name === '3.5L V6 Gas')!.id;
    await addApplications(db(), [
      { productId: 1, partTypeId: BRAKE_PADS, baseVehicleId: camry, position: 'Front', quantity: 1 },
      { productId: 2, partTypeId: OIL_FILTER, baseVehicleId: camry, engineId: engine25 },
      { productId: 3, partTypeId: OIL_FILTER, baseVehicleId: camry, engineId: engine35 },
    ]);
    await markUniversal(db(), 4, WIPER);
  });

  it('answers FITS, NEEDS_MORE_INFO, DOES_NOT_FIT and UNIVERSAL', async () => {
    expect(await fitmentFor(db(), 1, { baseVehicleId: camry })).toBe('FITS');
    expect(await fitmentFor(db(), 2, { baseVehicleId: camry })).toBe('NEEDS_MORE_INFO');
    expect(await fitmentFor(db(), 2, { baseVehicleId: camry, engineId: engine25 })).toBe('FITS');
    expect(await fitmentFor(db(), 2, { baseVehicleId: camry, engineId: engine35 })).toBe('DOES_NOT_FIT');
    expect(await fitmentFor(db(), 1, { baseVehicleId: camry + 1 })).toBe('DOES_NOT_FIT');
    expect(await fitmentFor(db(), 4, { baseVehicleId: camry })).toBe('UNIVERSAL');
  });

  it('lists the part types and parts that fit a vehicle, narrowed by its engine', async () => {
    expect(await partTypesForVehicle(db(), { baseVehicleId: camry })).toEqual([
      { partTypeId: BRAKE_PADS, products: 1 },
      { partTypeId: OIL_FILTER, products: 2 },
    ]);
    expect(await partTypesForVehicle(db(), { baseVehicleId: camry, engineId: engine35 })).toEqual([
      { partTypeId: BRAKE_PADS, products: 1 },
      { partTypeId: OIL_FILTER, products: 1 },
    ]);
    const filters = await productsForVehicle(db(), { baseVehicleId: camry, engineId: engine25 }, OIL_FILTER);
    expect(filters.map((p) => p.productId)).toEqual([2]);
    const pads = await productsForVehicle(db(), { baseVehicleId: camry }, BRAKE_PADS);
    expect(pads[0]).toMatchObject({ productId: 1, position: 'Front', quantity: 1 });
  });
});
