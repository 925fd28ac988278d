import { NextResponse, type NextRequest } from 'next/server';
import { writeGarageCookies, type GarageState } from '@/server/vehicles/preferred';
import type { ResolvedVehicle } from '@/server/vehicles/service';
import { isHttps, localeOfRequest, privateJson } from '@/server/platform/http';
import { vehicleInLocale } from '@/lib/engine-names';
import { DEFAULT_LOCALE, type Locale } from '@/lib/markets';

/** A vehicle as the API gives it, its engine and name in the request's language (`?locale=`). */
export function vehicleView(v: ResolvedVehicle, locale: Locale = DEFAULT_LOCALE) {
  const shown = vehicleInLocale(v, locale);
  return {
    vehicleKey: v.key,
    baseVehicleId: v.baseVehicleId,
    year: v.year,
    makeId: v.makeId,
    make: v.make,
    modelId: v.modelId,
    model: v.model,
    engineId: v.engineId ?? null,
    engine: shown.engine ?? null,
    submodelId: v.submodelId ?? null,
    submodel: v.submodel ?? null,
    vehicleType: v.vehicleType,
    name: shown.name,
  };
}

/** The garage as the selector shows it, with the cookies that record it. */
export function garageResponse(request: NextRequest, state: GarageState): NextResponse {
  const locale = localeOfRequest(request);
  const body = { preferred: state.preferred ? vehicleView(state.preferred, locale) : null, vehicles: state.vehicles.map((v) => vehicleView(v, locale)) };
  const response = privateJson(body);
  writeGarageCookies(response.cookies, state.cookies, isHttps(request));
  return response;
}
