import { NextResponse, type NextRequest } from 'next/server';
import { writeGarageCookies, type GarageState } from '@/server/vehicles/preferred';
import type { ResolvedVehicle } from '@/server/vehicles/service';
import { isHttps, privateJson } from '@/server/platform/http';

export function vehicleView(v: ResolvedVehicle) {
  return {
    vehicleKey: v.key,
    baseVehicleId: v.baseVehicleId,
    year: v.year,
    makeId: v.makeId,
    make: v.make,
    modelId: v.modelId,
    model: v.model,
    engineId: v.engineId ?? null,
    engine: v.engine ?? null,
    submodelId: v.submodelId ?? null,
    submodel: v.submodel ?? null,
    vehicleType: v.vehicleType,
    name: v.name,
  };
}

/** The garage as the selector shows it, with the cookies that record it. */
export function garageResponse(request: NextRequest, state: GarageState): NextResponse {
  const body = { preferred: state.preferred ? vehicleView(state.preferred) : null, vehicles: state.vehicles.map(vehicleView) };
  const response = privateJson(body);
  writeGarageCookies(response.cookies, state.cookies, isHttps(request));
  return response;
}
