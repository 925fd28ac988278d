import type { NextRequest } from 'next/server';
import { parseVehicleKey, type VehicleRef } from '@/lib/vehicle-key';
import { db } from '@/server/db/client';
import { ApiError } from '@/server/platform/http';
import { readGarage } from '@/server/vehicles/preferred';
import { resolveVehicle } from '@/server/vehicles/service';

/** A call's `country` must be the country of the site it was sent to. */
export function countryMismatch(country: string, expected: string): ApiError {
  return new ApiError(400, {
    errorCode: 'VALIDATION_FAILED',
    errorMessageKey: 'error_validation_badRequest',
    errorMessageDefault: `country: ${country} is not this site's country (${expected})`,
  });
}

/** The vehicle a call asks about: one named in the query (checked against the data), else the saved one. */
export async function vehicleFor(request: NextRequest, named: VehicleRef | null, makeId: number | undefined): Promise<{ vehicle: VehicleRef | null; fromCookies: boolean }> {
  if (named) {
    const resolved = await resolveVehicle(db(), named);
    const ok = resolved && (makeId === undefined || resolved.makeId === makeId);
    return { vehicle: ok ? parseVehicleKey(resolved.key) : null, fromCookies: false };
  }
  const garage = await readGarage(db(), { get: (name) => request.cookies.get(name)?.value });
  return { vehicle: garage.preferred ? parseVehicleKey(garage.preferred.key) : null, fromCookies: true };
}

