import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from '@/server/db/client';
import { DomainError } from '@/server/platform/domain-error';
import { DOMAIN_ERROR_STATUS } from '@/server/platform/http';
import { garageVehicleDetails, serviceRecords } from './account-schema';
import { GarageInputError, makePreferredVehicle, removeVehicle, updateVehicleDetails, vehicleDetails, vehicleDetailsFor } from './garage-details';
import { listSavedVehicles, saveVehicle } from './saved-garage';
import { addServiceRecord } from './service-history';

const CAMRY_2015 = { baseVehicleId: 201502469 };
const F150_2018 = { baseVehicleId: 201801801 };
/** A real 2003 Honda Accord VIN (src/server/vehicles/vin/fixtures.ts). */
const ACCORD_2003_VIN = '1HGCM82633A004352';
/** A real 2015 Toyota Corolla VIN: the right year and make for a 2015 Camry. */
const TOYOTA_2015_VIN = '5YFBURHE9FP280940';

async function garageOf(profileId: string) {
  await saveVehicle(db(), profileId, CAMRY_2015, false);
  await saveVehicle(db(), profileId, F150_2018, true);
  return vehicleDetailsFor(db(), profileId, 'en-US');
}

/** The domain error `promise` rejects with, and the status a route answers it with. */
async function rejection(promise: Promise<unknown>): Promise<DomainError & { status: number }> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return Object.assign(error as DomainError, { status: DOMAIN_ERROR_STATUS[(error as DomainError).kind] });
}

describe('garage details', () => {
  it('gives every garage vehicle a stable id, in the unit of the market', async () => {
    const first = await garageOf('gd1');
    expect(first.map((v) => v.vehicle.name)).toEqual(['2018 Ford F-150', '2015 Toyota Camry']);
    expect(first[0]!.preferred).toBe(true);
    expect(first[1]!.preferred).toBe(false);
    expect(first.every((v) => v.mileageUnit === 'mi' && v.mileage === null)).toBe(true);
    const again = await vehicleDetailsFor(db(), 'gd1', 'en-US');
    expect(again.map((v) => v.id)).toEqual(first.map((v) => v.id));

    await saveVehicle(db(), 'gd1-mx', CAMRY_2015);
    const [mx] = await vehicleDetailsFor(db(), 'gd1-mx', 'es-MX');
    expect(mx!.mileageUnit).toBe('km');
    expect(mx!.id).not.toBe(first[1]!.id);
  });

  it('saves a nickname, VIN and mileage, and clears them when blank', async () => {
    const [, camry] = await garageOf('gd2');
    const saved = await updateVehicleDetails(db(), 'gd2', camry!.id, { nickname: '  Daily   driver ', vin: TOYOTA_2015_VIN.toLowerCase(), mileage: '45,300' });
    expect(saved).toMatchObject({ nickname: 'Daily driver', vin: TOYOTA_2015_VIN, mileage: 45_300, mileageUnit: 'mi' });
    expect(saved.mileageUpdatedAt).toBeInstanceOf(Date);

    const unitOnly = await updateVehicleDetails(db(), 'gd2', camry!.id, { mileageUnit: 'km' });
    expect(unitOnly).toMatchObject({ nickname: 'Daily driver', mileage: 45_300, mileageUnit: 'km' });

    const cleared = await updateVehicleDetails(db(), 'gd2', camry!.id, { nickname: '', vin: '', mileage: '' });
    expect(cleared).toMatchObject({ nickname: null, vin: null, mileage: null, mileageUpdatedAt: null });
  });

  it('refuses wrong input with a message key for the field', async () => {
    const [, camry] = await garageOf('gd3');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ nickname: 'x'.repeat(31) }, 'nickname', 'account.vehicles.errors.nicknameTooLong'],
      [{ vin: '1HGCM82633A00435' }, 'vin', 'account.vehicles.errors.vinLength'],
      [{ vin: '1HGCM82633A00435O' }, 'vin', 'account.vehicles.errors.vinCharacters'],
      [{ vin: '1HGCM82643A004352' }, 'vin', 'account.vehicles.errors.vinCheckDigit'],
      [{ vin: ACCORD_2003_VIN }, 'vin', 'account.vehicles.errors.vinMismatch'],
      [{ mileage: '-5' }, 'mileage', 'account.vehicles.errors.mileageInvalid'],
      [{ mileage: '12.5' }, 'mileage', 'account.vehicles.errors.mileageInvalid'],
      [{ mileage: 2_000_001 }, 'mileage', 'account.vehicles.errors.mileageRange'],
      [{ mileageUnit: 'furlong' }, 'mileageUnit', 'account.vehicles.errors.unitInvalid'],
    ];
    for (const [input, field, key] of cases) {
      const error = await rejection(updateVehicleDetails(db(), 'gd3', camry!.id, input));
      expect(error, JSON.stringify(input)).toBeInstanceOf(GarageInputError);
      expect((error as DomainError as GarageInputError).field).toBe(field);
      expect(error.status).toBe(400);
      expect(error.detail).toMatchObject({ errorCode: 'VALIDATION_FAILED', errorMessageKey: key });
      expect(error.detail.errorMessageDefault).toMatch(/\S/);
    }
    const mismatch = await rejection(updateVehicleDetails(db(), 'gd3', camry!.id, { vin: ACCORD_2003_VIN }));
    expect(mismatch.detail.errorMessageValues).toMatchObject({ vinYear: 2003, vinMake: 'Honda', year: 2015, make: 'Toyota' });
    // Nothing was stored by the refused updates.
    expect(await vehicleDetails(db(), 'gd3', camry!.id)).toMatchObject({ nickname: null, vin: null, mileage: null });
  });

  it('lets the mileage be corrected down, but not below what the service history records', async () => {
    const [, camry] = await garageOf('gd4');
    await updateVehicleDetails(db(), 'gd4', camry!.id, { mileage: 60_000 });
    expect((await updateVehicleDetails(db(), 'gd4', camry!.id, { mileage: 50_000 })).mileage).toBe(50_000);
    await addServiceRecord(db(), 'gd4', camry!.id, { serviceDate: '2024-03-01', mileage: 48_000, cost: '', description: 'Oil change', notes: '' }, 'USD');
    const error = await rejection(updateVehicleDetails(db(), 'gd4', camry!.id, { mileage: 47_000 }));
    expect(error.detail).toMatchObject({ errorMessageKey: 'account.vehicles.errors.mileageBelowHistory', errorMessageValues: { mileage: 48_000, unit: 'mi' } });
    expect((await updateVehicleDetails(db(), 'gd4', camry!.id, { mileage: 48_000 })).mileage).toBe(48_000);
  });

  it("answers another member's vehicle as not found, for reading, editing, removing and preferring", async () => {
    const [, camry] = await garageOf('gd5-owner');
    await garageOf('gd5-other');
    expect(await vehicleDetails(db(), 'gd5-other', camry!.id)).toBeNull();
    expect(await vehicleDetails(db(), 'gd5-owner', 'not-a-uuid')).toBeNull();
    expect(await vehicleDetails(db(), 'gd5-owner', '00000000-0000-4000-8000-000000000000')).toBeNull();
    for (const attempt of [
      () => updateVehicleDetails(db(), 'gd5-other', camry!.id, { nickname: 'Mine now' }),
      () => removeVehicle(db(), 'gd5-other', camry!.id),
      () => makePreferredVehicle(db(), 'gd5-other', camry!.id),
    ]) {
      const error = await rejection(attempt());
      expect(error.status).toBe(404);
      expect(error.detail.errorMessageKey).toBe('account.vehicles.errors.notFound');
    }
    expect(await vehicleDetails(db(), 'gd5-owner', camry!.id)).toMatchObject({ nickname: null });
    expect((await listSavedVehicles(db(), 'gd5-owner')).vehicles).toHaveLength(2);
  });

  it('makes a vehicle the preferred one', async () => {
    const [, camry] = await garageOf('gd6');
    const preferred = await makePreferredVehicle(db(), 'gd6', camry!.id);
    expect(preferred.preferred).toBe(true);
    const garage = await vehicleDetailsFor(db(), 'gd6', 'en-US');
    expect(garage[0]!.id).toBe(camry!.id);
    expect(garage[0]!.preferred).toBe(true);
  });

  it('removes a vehicle with its details and service history', async () => {
    const [f150, camry] = await garageOf('gd7');
    await updateVehicleDetails(db(), 'gd7', camry!.id, { nickname: 'Old faithful', mileage: 100_000 });
    await addServiceRecord(db(), 'gd7', camry!.id, { serviceDate: '2024-01-15', mileage: 100_500, cost: '89.99', description: 'Brake pads', notes: '' }, 'USD');
    expect(await removeVehicle(db(), 'gd7', camry!.id)).toBe('201502469');
    expect(await vehicleDetails(db(), 'gd7', camry!.id)).toBeNull();
    expect(await db().select().from(garageVehicleDetails).where(eq(garageVehicleDetails.id, camry!.id))).toEqual([]);
    expect(await db().select().from(serviceRecords).where(eq(serviceRecords.detailsId, camry!.id))).toEqual([]);
    expect((await vehicleDetailsFor(db(), 'gd7', 'en-US')).map((v) => v.id)).toEqual([f150!.id]);
  });
});
