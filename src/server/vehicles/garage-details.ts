import { and, desc, eq, isNull, max, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { DomainError } from '@/server/platform/domain-error';
import { isUuid } from '@/lib/ids';
import { DEFAULT_LOCALE, type Locale } from '@/lib/markets';
import { parseVehicleKey } from '@/lib/vehicle-key';
import { defaultMileageUnit, fieldErrorsOf, GARAGE_ERRORS, vehicleDetailsSchema, type GarageErrorName, type MileageUnit, type VehicleDetailsInput } from '@/lib/validation/garage';
import { garageVehicleDetails, serviceRecords } from './account-schema';
import { removeSavedVehicle, saveVehicle } from './saved-garage';
import { garageVehicles } from './schema';
import { resolveVehicle, type ResolvedVehicle } from './service';
import { lookupVin } from './vin-lookup';
import { otherCycleYear } from '@/lib/vin';

/** A vehicle of a member's garage with the member's notes on it. `id` is the `{vehicleId}` of the account URLs. */
export interface GarageVehicle {
  id: string;
  /** The garage's stored key (the resolved vehicle's key may have dropped an engine no longer in the data). */
  vehicleKey: string;
  vehicle: ResolvedVehicle;
  preferred: boolean;
  nickname: string | null;
  vin: string | null;
  mileage: number | null;
  mileageUnit: MileageUnit;
  mileageUpdatedAt: Date | null;
  addedAt: Date;
}

/**
 * A garage or service-history input error: the API envelope (400, VALIDATION_FAILED) plus the
 * form field it belongs to, so a form can show it beside the field.
 */
export class GarageInputError extends DomainError {
  constructor(
    readonly field: string,
    name: GarageErrorName,
    values?: Record<string, string | number>,
  ) {
    super('malformed', { errorCode: 'VALIDATION_FAILED', errorMessageKey: GARAGE_ERRORS[name].key, errorMessageDefault: GARAGE_ERRORS[name].text, ...(values ? { errorMessageValues: values } : {}) });
  }
}

/** Throw the first issue of a failed parse as a GarageInputError-like envelope. */
export function throwFirstIssue(error: Parameters<typeof fieldErrorsOf>[0]): never {
  const [field, first] = Object.entries(fieldErrorsOf(error))[0] ?? ['_form', { key: GARAGE_ERRORS.notFound.key }];
  const name = (Object.keys(GARAGE_ERRORS) as GarageErrorName[]).find((n) => GARAGE_ERRORS[n].key === first.key) ?? 'notFound';
  throw new GarageInputError(field, name, first.values);
}

/** 404 in the envelope: another member's vehicle looks exactly like one that does not exist. */
export function vehicleNotFound(): DomainError {
  return new DomainError('notFound', { errorCode: 'VEHICLE_NOT_FOUND', errorMessageKey: GARAGE_ERRORS.notFound.key, errorMessageDefault: GARAGE_ERRORS.notFound.text });
}

/** Whether a URL segment can be a vehicle or record id at all (anything else is simply not found). */
export const isRecordId = isUuid;

const columns = {
  id: garageVehicleDetails.id,
  vehicleKey: garageVehicles.vehicleKey,
  preferredAt: garageVehicles.preferredAt,
  addedAt: garageVehicles.addedAt,
  nickname: garageVehicleDetails.nickname,
  vin: garageVehicleDetails.vin,
  mileage: garageVehicleDetails.mileage,
  mileageUnit: garageVehicleDetails.mileageUnit,
  mileageUpdatedAt: garageVehicleDetails.mileageUpdatedAt,
};
interface Row {
  id: string;
  vehicleKey: string;
  preferredAt: Date | null;
  addedAt: Date;
  nickname: string | null;
  vin: string | null;
  mileage: number | null;
  mileageUnit: MileageUnit;
  mileageUpdatedAt: Date | null;
}

async function toGarageVehicle(executor: Executor, row: Row, preferred: boolean, locale: Locale): Promise<GarageVehicle | null> {
  const ref = parseVehicleKey(row.vehicleKey);
  const vehicle = ref && (await resolveVehicle(executor, ref, locale));
  if (!vehicle) return null;
  return {
    id: row.id,
    vehicleKey: row.vehicleKey,
    vehicle,
    preferred,
    nickname: row.nickname,
    vin: row.vin,
    mileage: row.mileage,
    mileageUnit: row.mileageUnit,
    mileageUpdatedAt: row.mileageUpdatedAt,
    addedAt: row.addedAt,
  };
}

/**
 * The member's garage, preferred vehicle first then the most recently added, each with its
 * details. A vehicle saved without details gets its row now (in the unit of the shopper's
 * market), so every garage vehicle has a stable id for the account URLs.
 */
export async function vehicleDetailsFor(executor: Executor, profileId: string, locale: Locale): Promise<GarageVehicle[]> {
  const [missing] = await executor
    .select({ key: garageVehicles.vehicleKey })
    .from(garageVehicles)
    .leftJoin(garageVehicleDetails, and(eq(garageVehicleDetails.profileId, garageVehicles.profileId), eq(garageVehicleDetails.vehicleKey, garageVehicles.vehicleKey)))
    .where(and(eq(garageVehicles.profileId, profileId), isNull(garageVehicleDetails.id)))
    .limit(1);
  if (missing) {
    await executor.execute(sql`
      INSERT INTO ${garageVehicleDetails} (profile_id, vehicle_key, mileage_unit)
      SELECT g.profile_id, g.vehicle_key, ${defaultMileageUnit(locale)} FROM ${garageVehicles} g
      WHERE g.profile_id = ${profileId}
      ON CONFLICT (profile_id, vehicle_key) DO NOTHING`);
  }
  const rows = await executor
    .select(columns)
    .from(garageVehicles)
    .innerJoin(garageVehicleDetails, and(eq(garageVehicleDetails.profileId, garageVehicles.profileId), eq(garageVehicleDetails.vehicleKey, garageVehicles.vehicleKey)))
    .where(eq(garageVehicles.profileId, profileId))
    .orderBy(sql`${garageVehicles.preferredAt} DESC NULLS LAST`, desc(garageVehicles.addedAt));
  const vehicles = await Promise.all(rows.map((row, i) => toGarageVehicle(executor, row, i === 0 && row.preferredAt !== null, locale)));
  return vehicles.filter((v): v is GarageVehicle => v !== null);
}

/** One vehicle of the member's garage by its id, named in the shopper's words; null when it is not theirs (or does not exist). */
export async function vehicleDetails(executor: Executor, profileId: string, vehicleId: string, locale: Locale = DEFAULT_LOCALE): Promise<GarageVehicle | null> {
  if (!isUuid(vehicleId)) return null;
  const [row] = await executor
    .select(columns)
    .from(garageVehicleDetails)
    .innerJoin(garageVehicles, and(eq(garageVehicleDetails.profileId, garageVehicles.profileId), eq(garageVehicleDetails.vehicleKey, garageVehicles.vehicleKey)))
    .where(and(eq(garageVehicleDetails.id, vehicleId), eq(garageVehicleDetails.profileId, profileId)));
  if (!row) return null;
  const [first] = await executor
    .select({ key: garageVehicles.vehicleKey, preferredAt: garageVehicles.preferredAt })
    .from(garageVehicles)
    .where(eq(garageVehicles.profileId, profileId))
    .orderBy(sql`${garageVehicles.preferredAt} DESC NULLS LAST`, desc(garageVehicles.addedAt))
    .limit(1);
  return toGarageVehicle(executor, row, first?.key === row.vehicleKey && first.preferredAt !== null, locale);
}

/** The highest mileage the vehicle's service history records, or null. */
export async function highestRecordedMileage(executor: Executor, vehicleId: string): Promise<number | null> {
  const [row] = await executor.select({ mileage: max(serviceRecords.mileage) }).from(serviceRecords).where(eq(serviceRecords.detailsId, vehicleId));
  return row?.mileage ?? null;
}

/**
 * Whether a VIN belongs to the vehicle: when our vPIC data decodes it, its model year (either
 * 30-year reading) and make must be the vehicle's. A VIN we cannot decode (a maker outside our
 * data) is accepted as typed: its format and check digit were already checked.
 */
async function checkVinMatches(executor: Executor, vin: string, vehicle: ResolvedVehicle): Promise<void> {
  const found = await lookupVin(executor, vin);
  // The details schema already refused a VIN of the wrong length, characters or check digit.
  if (!found.ok) return;
  const { year, makeId, make } = found.decoded;
  const yearOk = !year || year === vehicle.year || otherCycleYear(year) === vehicle.year;
  const makeOk = makeId === vehicle.makeId || make.toLowerCase() === vehicle.make.toLowerCase();
  if (!yearOk || !makeOk) {
    throw new GarageInputError('vin', 'vinMismatch', { vinYear: year, vinMake: make, year: vehicle.year, make: vehicle.make });
  }
}

/**
 * Change a vehicle's nickname, VIN, mileage or unit (a field left out keeps its value; a blank
 * one clears it). The mileage may be corrected downwards, but not below a mileage the service
 * history already records. Throws a notFound DomainError when the vehicle is not the member's, a
 * GarageInputError when an input is wrong.
 */
export async function updateVehicleDetails(executor: Executor, profileId: string, vehicleId: string, input: VehicleDetailsInput): Promise<GarageVehicle> {
  const parsed = vehicleDetailsSchema.safeParse(input);
  if (!parsed.success) throwFirstIssue(parsed.error);
  const values = parsed.data;
  const current = await vehicleDetails(executor, profileId, vehicleId);
  if (!current) throw vehicleNotFound();

  if (values.vin && values.vin !== current.vin) await checkVinMatches(executor, values.vin, current.vehicle);
  const mileageChanged = values.mileage !== undefined && values.mileage !== current.mileage;
  if (mileageChanged && values.mileage !== null && values.mileage !== undefined) {
    const highest = await highestRecordedMileage(executor, vehicleId);
    if (highest !== null && values.mileage < highest) throw new GarageInputError('mileage', 'mileageBelowHistory', { mileage: highest, unit: values.mileageUnit ?? current.mileageUnit });
  }

  const now = new Date();
  await executor
    .update(garageVehicleDetails)
    .set({
      ...(values.nickname !== undefined ? { nickname: values.nickname } : {}),
      ...(values.vin !== undefined ? { vin: values.vin } : {}),
      ...(mileageChanged ? { mileage: values.mileage, mileageUpdatedAt: values.mileage === null ? null : now } : {}),
      ...(values.mileageUnit ? { mileageUnit: values.mileageUnit } : {}),
      updatedAt: now,
    })
    .where(and(eq(garageVehicleDetails.id, vehicleId), eq(garageVehicleDetails.profileId, profileId)));
  return (await vehicleDetails(executor, profileId, vehicleId))!;
}

/** Take a vehicle out of the member's garage: its details and service history go with it. Returns its vehicle key. */
export async function removeVehicle(executor: Executor, profileId: string, vehicleId: string): Promise<string> {
  const current = await vehicleDetails(executor, profileId, vehicleId);
  if (!current) throw vehicleNotFound();
  await removeSavedVehicle(executor, profileId, current.vehicleKey);
  return current.vehicleKey;
}

/** Make a vehicle of the member's garage the one the store shops for. */
export async function makePreferredVehicle(executor: Executor, profileId: string, vehicleId: string): Promise<GarageVehicle> {
  const current = await vehicleDetails(executor, profileId, vehicleId);
  if (!current) throw vehicleNotFound();
  await saveVehicle(executor, profileId, parseVehicleKey(current.vehicleKey) ?? parseVehicleKey(current.vehicle.key)!, true);
  return { ...current, preferred: true };
}
