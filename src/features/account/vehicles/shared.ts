import { getTranslations } from 'next-intl/server';
import { formatDay } from '@/lib/dates';
import { localizedPath, type Locale } from '@/lib/markets';
import { GARAGE_MESSAGE_VALUES, type FieldError, type MileageUnit } from '@/lib/validation/garage';
import type { GarageVehicle } from '@/server/vehicles/garage-details';

/** The account's vehicle pages (spec §2.3), in the shopper's market. */
export const vehiclePaths = {
  myAccount: (locale: Locale) => localizedPath('/user/myAccount', locale),
  myVehicles: (locale: Locale) => localizedPath('/user/myVehicle', locale),
  manage: (locale: Locale) => localizedPath('/user/myVehicle/manage', locale),
  details: (locale: Locale, vehicleId: string) => localizedPath(`/user/vehicleDetails/${vehicleId}`, locale),
  editDetails: (locale: Locale, vehicleId: string) => localizedPath(`/user/addVehicleDetails/${vehicleId}`, locale),
  serviceHistory: (locale: Locale, vehicleId: string) => localizedPath(`/user/serviceHistory/${vehicleId}`, locale),
  addService: (locale: Locale, vehicleId: string, recordId?: string) => localizedPath(`/user/addServiceHistory/${vehicleId}${recordId ? `/${recordId}` : ''}`, locale),
  maintenance: (locale: Locale, vehicleId: string) => localizedPath(`/user/maintenanceIntervals/${vehicleId}`, locale),
  shopParts: (locale: Locale) => localizedPath('/shopbymake', locale),
};

export async function vehiclesTranslator(locale: Locale) {
  return getTranslations({ locale, namespace: 'account.vehicles' });
}

/** "45,300 mi", "72.900 km", with the translator of vehiclesTranslator. */
export function mileageText(t: Awaited<ReturnType<typeof vehiclesTranslator>>, mileage: number, unit: MileageUnit): string {
  return t('mileageValue', { mileage, unit: t(`units.${unit}`) });
}

/** The vehicle as the member knows it: the nickname when given, else year make model. */
export function vehicleTitle(v: GarageVehicle): string {
  return v.nickname ?? `${v.vehicle.year} ${v.vehicle.make} ${v.vehicle.model}`;
}

/** A field error in the shopper's language, its placeholders filled (numbers, dates and units formatted for the locale). */
export async function errorText(locale: Locale, error: FieldError): Promise<string> {
  const t = await getTranslations({ locale });
  const tv = await vehiclesTranslator(locale);
  const values: Record<string, string | number> = { ...GARAGE_MESSAGE_VALUES, ...error.values };
  if (typeof values.unit === 'string' && (values.unit === 'mi' || values.unit === 'km')) values.unit = tv(`units.${values.unit}`);
  if (typeof values.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(values.date)) values.date = formatDay(values.date, locale, 'long');
  return t(error.key as never, values as never);
}
