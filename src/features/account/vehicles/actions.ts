'use server';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { getMarket, LOCALES, type Locale } from '@/lib/markets';
import { fieldErrorsOf, serviceRecordSchema, vehicleDetailsSchema, type FieldError, type FieldErrors, type MileageUnit, type ServiceRecordInput } from '@/lib/validation/garage';
import { requireMember } from '@/server/customers/member';
import { refusalOf } from '@/server/platform/domain-error';
import { actionIsHttps } from '@/server/platform/http';
import { GarageInputError } from '@/server/vehicles/garage-details';
import { savedGarageCookies } from '@/server/vehicles/queries';
import { updateVehicleDetails, updateServiceRecord, addServiceRecord, deleteServiceRecord, removeVehicle, makePreferredVehicle } from '@/server/vehicles/use-cases';
import { writeGarageCookies } from '@/server/vehicles/preferred';
import { errorText, vehiclePaths } from './shared';

/** A form's state after a submission that did not go through: what was typed, and the messages, in the shopper's language. */
export interface VehicleFormState {
  values: Record<string, string>;
  errors: Record<string, string>;
  formError: string | null;
}

const Ids = z.object({
  locale: z.enum(LOCALES).catch('en-US'),
  vehicleId: z.string().max(64).default(''),
  serviceItemId: z.string().max(64).optional(),
});

function typed(formData: FormData, fields: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of fields) {
    const value = formData.get(field);
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}

async function translated(locale: Locale, errors: FieldErrors): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [field, error] of Object.entries(errors)) out[field] = await errorText(locale, error);
  return out;
}

/** A service's error as the form shows it: beside its field, or above the form (not found). */
async function failure(locale: Locale, values: Record<string, string>, error: unknown): Promise<VehicleFormState> {
  if (error instanceof GarageInputError) {
    const detail: FieldError = { key: error.detail.errorMessageKey, values: error.detail.errorMessageValues };
    return { values, errors: { [error.field]: await errorText(locale, detail) }, formError: null };
  }
  const refusal = refusalOf(error);
  if (refusal) return { values, errors: {}, formError: await errorText(locale, { key: refusal.detail.errorMessageKey }) };
  throw error;
}

/** Keep the header's preferred-vehicle cookies in step with the saved garage. */
async function syncGarageCookies(profileId: string): Promise<void> {
  const jar = await cookies();
  writeGarageCookies(jar, await savedGarageCookies(profileId), actionIsHttps(await headers()));
}

const DETAILS_FIELDS = ['nickname', 'vin', 'mileage', 'mileageUnit'] as const;

/** /user/addVehicleDetails/{vehicleId}: save the VIN, mileage and nickname, then show the vehicle. */
export async function saveVehicleDetailsAction(_previous: VehicleFormState | null, formData: FormData): Promise<VehicleFormState> {
  const { locale, vehicleId } = Ids.parse(Object.fromEntries(formData));
  const member = await requireMember(locale, vehiclePaths.editDetails(locale, vehicleId));
  const values = typed(formData, DETAILS_FIELDS);
  const input = { nickname: values.nickname ?? '', vin: values.vin ?? '', mileage: values.mileage ?? '', mileageUnit: (values.mileageUnit || undefined) as MileageUnit | undefined };
  const checked = vehicleDetailsSchema.safeParse(input);
  if (!checked.success) return { values, errors: await translated(locale, fieldErrorsOf(checked.error)), formError: null };
  try {
    await updateVehicleDetails(member.id, vehicleId, input);
  } catch (error) {
    return failure(locale, values, error);
  }
  revalidatePath('/[locale]/(shop)/user', 'layout');
  redirect(vehiclePaths.details(locale, vehicleId));
}

const RECORD_FIELDS = ['serviceDate', 'mileage', 'cost', 'description', 'notes'] as const;

/** /user/addServiceHistory/{vehicleId}[/{serviceItemId}]: log a service or correct one, then show the history. */
export async function saveServiceRecordAction(_previous: VehicleFormState | null, formData: FormData): Promise<VehicleFormState> {
  const { locale, vehicleId, serviceItemId } = Ids.parse(Object.fromEntries(formData));
  const member = await requireMember(locale, vehiclePaths.addService(locale, vehicleId, serviceItemId));
  const values = typed(formData, RECORD_FIELDS);
  const input: ServiceRecordInput = { serviceDate: values.serviceDate, mileage: values.mileage, cost: values.cost, description: values.description, notes: values.notes };
  const checked = serviceRecordSchema().safeParse(input);
  if (!checked.success) return { values, errors: await translated(locale, fieldErrorsOf(checked.error)), formError: null };
  const currency = getMarket(locale).currency;
  try {
    if (serviceItemId) await updateServiceRecord(member.id, vehicleId, serviceItemId, input, currency);
    else await addServiceRecord(member.id, vehicleId, input, currency);
  } catch (error) {
    return failure(locale, values, error);
  }
  revalidatePath('/[locale]/(shop)/user', 'layout');
  redirect(`${vehiclePaths.serviceHistory(locale, vehicleId)}?saved=1`);
}

/** Delete a service record; a record that is not the member's changes nothing. */
export async function deleteServiceRecordAction(formData: FormData): Promise<void> {
  const { locale, vehicleId, serviceItemId } = Ids.parse(Object.fromEntries(formData));
  const member = await requireMember(locale, vehiclePaths.serviceHistory(locale, vehicleId));
  let deleted = false;
  try {
    if (serviceItemId) await deleteServiceRecord(member.id, vehicleId, serviceItemId);
    deleted = !!serviceItemId;
  } catch (error) {
    if (!refusalOf(error)) throw error;
  }
  revalidatePath('/[locale]/(shop)/user', 'layout');
  redirect(`${vehiclePaths.serviceHistory(locale, vehicleId)}${deleted ? '?deleted=1' : ''}`);
}

/** /user/myVehicle/manage: take a vehicle out of the garage, with its details and service history. */
export async function removeVehicleAction(formData: FormData): Promise<void> {
  const { locale, vehicleId } = Ids.parse(Object.fromEntries(formData));
  const member = await requireMember(locale, vehiclePaths.manage(locale));
  let removed = false;
  try {
    await removeVehicle(member.id, vehicleId);
    removed = true;
  } catch (error) {
    if (!refusalOf(error)) throw error;
  }
  if (removed) await syncGarageCookies(member.id);
  revalidatePath('/[locale]', 'layout');
  redirect(`${vehiclePaths.manage(locale)}${removed ? '?removed=1' : ''}`);
}

/** /user/myVehicle/manage: shop for this vehicle from now on. */
export async function makePreferredVehicleAction(formData: FormData): Promise<void> {
  const { locale, vehicleId } = Ids.parse(Object.fromEntries(formData));
  const member = await requireMember(locale, vehiclePaths.manage(locale));
  let changed = false;
  try {
    await makePreferredVehicle(member.id, vehicleId);
    changed = true;
  } catch (error) {
    if (!refusalOf(error)) throw error;
  }
  if (changed) await syncGarageCookies(member.id);
  revalidatePath('/[locale]', 'layout');
  redirect(`${vehiclePaths.manage(locale)}${changed ? '?preferred=1' : ''}`);
}
