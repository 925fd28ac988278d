import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { DomainError } from '@/server/platform/domain-error';
import { isUuid } from '@/lib/ids';
import type { CurrencyCode } from '@/lib/markets';
import { money, type Money } from '@/lib/money';
import { earliestServiceDate, GARAGE_ERRORS, serviceRecordSchema, type ServiceRecordInput } from '@/lib/validation/garage';
import { garageVehicleDetails, serviceRecords } from './account-schema';
import { GarageInputError, throwFirstIssue, vehicleDetails, vehicleNotFound, type GarageVehicle } from './garage-details';

/** One visit of the member's service log. Mileage is in the vehicle's unit. */
export interface ServiceRecord {
  id: string;
  vehicleId: string;
  /** YYYY-MM-DD. */
  serviceDate: string;
  mileage: number | null;
  cost: Money | null;
  description: string;
  notes: string;
  createdAt: Date;
  updatedAt: Date;
}

const columns = {
  id: serviceRecords.id,
  vehicleId: serviceRecords.detailsId,
  serviceDate: serviceRecords.serviceDate,
  mileage: serviceRecords.mileage,
  cost: serviceRecords.cost,
  currency: serviceRecords.currency,
  description: serviceRecords.description,
  notes: serviceRecords.notes,
  createdAt: serviceRecords.createdAt,
  updatedAt: serviceRecords.updatedAt,
};

function toRecord(row: { id: string; vehicleId: string; serviceDate: string; mileage: number | null; cost: number | null; currency: CurrencyCode | null; description: string; notes: string; createdAt: Date; updatedAt: Date }): ServiceRecord {
  const { cost, currency, ...rest } = row;
  return { ...rest, cost: cost !== null && currency ? money(cost, currency) : null };
}

export function recordNotFound(): DomainError {
  return new DomainError('notFound', { errorCode: 'SERVICE_RECORD_NOT_FOUND', errorMessageKey: GARAGE_ERRORS.recordNotFound.key, errorMessageDefault: GARAGE_ERRORS.recordNotFound.text });
}

/** A vehicle's service history, newest first; null when the vehicle is not the member's. */
export async function listServiceRecords(executor: Executor, profileId: string, vehicleId: string): Promise<ServiceRecord[] | null> {
  if (!isUuid(vehicleId)) return null;
  const [owned] = await executor
    .select({ id: garageVehicleDetails.id })
    .from(garageVehicleDetails)
    .where(and(eq(garageVehicleDetails.id, vehicleId), eq(garageVehicleDetails.profileId, profileId)));
  if (!owned) return null;
  const rows = await executor
    .select(columns)
    .from(serviceRecords)
    .where(and(eq(serviceRecords.detailsId, vehicleId), eq(serviceRecords.profileId, profileId)))
    .orderBy(desc(serviceRecords.serviceDate), desc(serviceRecords.createdAt));
  return rows.map(toRecord);
}

/** One record of one of the member's vehicles; null when either is not the member's. */
export async function serviceRecord(executor: Executor, profileId: string, vehicleId: string, recordId: string): Promise<ServiceRecord | null> {
  if (!isUuid(vehicleId) || !isUuid(recordId)) return null;
  const [row] = await executor
    .select(columns)
    .from(serviceRecords)
    .where(and(eq(serviceRecords.id, recordId), eq(serviceRecords.detailsId, vehicleId), eq(serviceRecords.profileId, profileId)));
  return row ? toRecord(row) : null;
}

/** What costs added up to, one total per currency (a member who moved markets may have two). */
export function serviceCostTotals(records: ServiceRecord[]): Money[] {
  const totals = new Map<CurrencyCode, number>();
  for (const r of records) if (r.cost) totals.set(r.cost.currency, (totals.get(r.cost.currency) ?? 0) + r.cost.amount);
  return [...totals].map(([currency, amount]) => money(amount, currency));
}

/** Parse and check an input against the vehicle: no date before the year before its model year. */
function validate(input: ServiceRecordInput, vehicle: GarageVehicle) {
  const parsed = serviceRecordSchema().safeParse(input);
  if (!parsed.success) throwFirstIssue(parsed.error);
  const earliest = earliestServiceDate(vehicle.vehicle.year);
  if (parsed.data.serviceDate < earliest) throw new GarageInputError('serviceDate', 'dateBeforeVehicle', { date: earliest, year: vehicle.vehicle.year });
  return parsed.data;
}

/** A service at a higher mileage than the vehicle's raises the vehicle's mileage (never lowers it). */
async function raiseMileage(executor: Executor, vehicleId: string, mileage: number | null): Promise<void> {
  if (mileage === null) return;
  const now = new Date();
  await executor
    .update(garageVehicleDetails)
    .set({ mileage, mileageUpdatedAt: now, updatedAt: now })
    .where(and(eq(garageVehicleDetails.id, vehicleId), or(isNull(garageVehicleDetails.mileage), lt(garageVehicleDetails.mileage, mileage))));
}

/**
 * Log a service. The cost is in `currency` (the shopper's market). Throws a notFound DomainError when the
 * vehicle is not the member's, a GarageInputError when an input is wrong.
 */
export async function addServiceRecord(executor: Executor, profileId: string, vehicleId: string, input: ServiceRecordInput, currency: CurrencyCode): Promise<ServiceRecord> {
  const vehicle = await vehicleDetails(executor, profileId, vehicleId);
  if (!vehicle) throw vehicleNotFound();
  const values = validate(input, vehicle);
  return executor.transaction(async (tx) => {
    const [row] = await tx
      .insert(serviceRecords)
      .values({ profileId, detailsId: vehicleId, ...values, currency: values.cost === null ? null : currency })
      .returning(columns);
    await raiseMileage(tx, vehicleId, values.mileage);
    return toRecord(row!);
  });
}

/**
 * Change a record. A cost keeps the currency it was entered in unless it had none (then the
 * shopper's market's). Throws a notFound DomainError when the record is not the member's.
 */
export async function updateServiceRecord(executor: Executor, profileId: string, vehicleId: string, recordId: string, input: ServiceRecordInput, currency: CurrencyCode): Promise<ServiceRecord> {
  const vehicle = await vehicleDetails(executor, profileId, vehicleId);
  const current = vehicle && (await serviceRecord(executor, profileId, vehicleId, recordId));
  if (!vehicle || !current) throw recordNotFound();
  const values = validate(input, vehicle);
  return executor.transaction(async (tx) => {
    const [row] = await tx
      .update(serviceRecords)
      .set({ ...values, currency: values.cost === null ? null : (current.cost?.currency ?? currency), updatedAt: new Date() })
      .where(and(eq(serviceRecords.id, recordId), eq(serviceRecords.profileId, profileId)))
      .returning(columns);
    await raiseMileage(tx, vehicleId, values.mileage);
    return toRecord(row!);
  });
}

/** Delete a record (the vehicle's mileage stays). Throws a notFound DomainError when it is not the member's. */
export async function deleteServiceRecord(executor: Executor, profileId: string, vehicleId: string, recordId: string): Promise<void> {
  if (!isUuid(vehicleId) || !isUuid(recordId)) throw recordNotFound();
  const deleted = await executor
    .delete(serviceRecords)
    .where(and(eq(serviceRecords.id, recordId), eq(serviceRecords.detailsId, vehicleId), eq(serviceRecords.profileId, profileId)))
    .returning({ id: serviceRecords.id });
  if (!deleted.length) throw recordNotFound();
}
