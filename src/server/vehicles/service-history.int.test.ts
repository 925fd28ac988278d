import { describe, expect, it } from 'vitest';
import { db } from '@/server/db/client';
import { DomainError } from '@/server/platform/domain-error';
import { DOMAIN_ERROR_STATUS } from '@/server/platform/http';
import { todayIso } from '@/lib/validation/garage';
import { GarageInputError, vehicleDetails, vehicleDetailsFor } from './garage-details';
import { saveVehicle } from './saved-garage';
import { addServiceRecord, deleteServiceRecord, listServiceRecords, serviceCostTotals, serviceRecord, updateServiceRecord } from './service-history';

const CAMRY_2015 = { baseVehicleId: 201502469 };

async function camryOf(profileId: string): Promise<string> {
  await saveVehicle(db(), profileId, CAMRY_2015);
  const [camry] = await vehicleDetailsFor(db(), profileId, 'en-US');
  return camry!.id;
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

const oil = { serviceDate: '2024-05-10', mileage: '52,000', cost: '49.99', description: 'Oil and filter change', notes: 'Synthetic 0W-20' };

describe('service history', () => {
  it('adds, lists newest first, edits and deletes records, with cost totals', async () => {
    const vehicleId = await camryOf('sh1');
    const first = await addServiceRecord(db(), 'sh1', vehicleId, oil, 'USD');
    expect(first).toMatchObject({ vehicleId, serviceDate: '2024-05-10', mileage: 52_000, cost: { amount: 4999, currency: 'USD' }, description: 'Oil and filter change', notes: 'Synthetic 0W-20' });
    const second = await addServiceRecord(db(), 'sh1', vehicleId, { serviceDate: '2024-11-02', mileage: '', cost: '1.234,50', description: 'Timing belt', notes: '' }, 'USD');
    const older = await addServiceRecord(db(), 'sh1', vehicleId, { serviceDate: '2023-01-20', mileage: '41000', cost: '', description: 'Tire rotation', notes: '' }, 'USD');
    expect(older.cost).toBeNull();

    let records = await listServiceRecords(db(), 'sh1', vehicleId);
    expect(records!.map((r) => r.id)).toEqual([second.id, first.id, older.id]);
    expect(serviceCostTotals(records!)).toEqual([{ amount: 4999 + 123_450, currency: 'USD' }]);

    const edited = await updateServiceRecord(db(), 'sh1', vehicleId, first.id, { ...oil, cost: '59.99', notes: '' }, 'MXN');
    expect(edited).toMatchObject({ cost: { amount: 5999, currency: 'USD' }, notes: '' });
    expect(await serviceRecord(db(), 'sh1', vehicleId, first.id)).toMatchObject({ cost: { amount: 5999 } });

    await deleteServiceRecord(db(), 'sh1', vehicleId, second.id);
    records = await listServiceRecords(db(), 'sh1', vehicleId);
    expect(records!.map((r) => r.id)).toEqual([first.id, older.id]);
  });

  it("raises the vehicle's mileage from a record at a higher mileage, never lowers it", async () => {
    const vehicleId = await camryOf('sh2');
    await addServiceRecord(db(), 'sh2', vehicleId, oil, 'USD');
    expect((await vehicleDetails(db(), 'sh2', vehicleId))!.mileage).toBe(52_000);
    await addServiceRecord(db(), 'sh2', vehicleId, { ...oil, serviceDate: '2023-05-10', mileage: '40000' }, 'USD');
    expect((await vehicleDetails(db(), 'sh2', vehicleId))!.mileage).toBe(52_000);
    const later = await addServiceRecord(db(), 'sh2', vehicleId, { ...oil, serviceDate: '2024-09-01', mileage: '57500' }, 'USD');
    expect((await vehicleDetails(db(), 'sh2', vehicleId))!.mileage).toBe(57_500);
    await updateServiceRecord(db(), 'sh2', vehicleId, later.id, { ...oil, mileage: '58000' }, 'USD');
    expect((await vehicleDetails(db(), 'sh2', vehicleId))!.mileage).toBe(58_000);
    await deleteServiceRecord(db(), 'sh2', vehicleId, later.id);
    expect((await vehicleDetails(db(), 'sh2', vehicleId))!.mileage).toBe(58_000);
  });

  it('refuses wrong input with a message key for the field, storing nothing', async () => {
    const vehicleId = await camryOf('sh3');
    const tomorrow = todayIso(new Date(Date.now() + 86_400_000 * 2));
    const cases: [Record<string, unknown>, string, string][] = [
      [{ serviceDate: '' }, 'serviceDate', 'account.serviceHistory.errors.dateMissing'],
      [{ serviceDate: '2024-02-30' }, 'serviceDate', 'account.serviceHistory.errors.dateInvalid'],
      [{ serviceDate: tomorrow }, 'serviceDate', 'account.serviceHistory.errors.dateFuture'],
      [{ serviceDate: '2013-12-31' }, 'serviceDate', 'account.serviceHistory.errors.dateBeforeVehicle'],
      [{ mileage: '-1' }, 'mileage', 'account.serviceHistory.errors.mileageInvalid'],
      [{ cost: '-5.00' }, 'cost', 'account.serviceHistory.errors.costInvalid'],
      [{ cost: '1000000.01' }, 'cost', 'account.serviceHistory.errors.costRange'],
      [{ description: '   ' }, 'description', 'account.serviceHistory.errors.descriptionMissing'],
      [{ description: 'x'.repeat(101) }, 'description', 'account.serviceHistory.errors.descriptionTooLong'],
      [{ notes: 'x'.repeat(1001) }, 'notes', 'account.serviceHistory.errors.notesTooLong'],
    ];
    for (const [change, field, key] of cases) {
      const error = await rejection(addServiceRecord(db(), 'sh3', vehicleId, { ...oil, ...change }, 'USD'));
      expect(error, JSON.stringify(change)).toBeInstanceOf(GarageInputError);
      expect((error as DomainError as GarageInputError).field).toBe(field);
      expect(error.detail.errorMessageKey).toBe(key);
    }
    // The earliest day allowed: January 1st of the year before the model year.
    await addServiceRecord(db(), 'sh3', vehicleId, { ...oil, serviceDate: '2014-01-01', mileage: '' }, 'USD');
    expect(await listServiceRecords(db(), 'sh3', vehicleId)).toHaveLength(1);
  });

  it("answers another member's vehicle or record as not found", async () => {
    const vehicleId = await camryOf('sh4-owner');
    const otherVehicle = await camryOf('sh4-other');
    const record = await addServiceRecord(db(), 'sh4-owner', vehicleId, oil, 'USD');

    expect(await listServiceRecords(db(), 'sh4-other', vehicleId)).toBeNull();
    expect(await serviceRecord(db(), 'sh4-other', vehicleId, record.id)).toBeNull();
    // The other member's own vehicle id with the owner's record id does not reach it either.
    expect(await serviceRecord(db(), 'sh4-other', otherVehicle, record.id)).toBeNull();
    expect(await serviceRecord(db(), 'sh4-owner', vehicleId, 'nope')).toBeNull();

    for (const attempt of [
      () => addServiceRecord(db(), 'sh4-other', vehicleId, oil, 'USD'),
      () => updateServiceRecord(db(), 'sh4-other', vehicleId, record.id, { ...oil, description: 'Hijacked' }, 'USD'),
      () => updateServiceRecord(db(), 'sh4-other', otherVehicle, record.id, { ...oil, description: 'Hijacked' }, 'USD'),
      () => deleteServiceRecord(db(), 'sh4-other', vehicleId, record.id),
      () => deleteServiceRecord(db(), 'sh4-other', otherVehicle, record.id),
    ]) {
      const error = await rejection(attempt());
      expect(error.status).toBe(404);
    }
    expect(await listServiceRecords(db(), 'sh4-owner', vehicleId)).toMatchObject([{ id: record.id, description: 'Oil and filter change' }]);
  });
});
