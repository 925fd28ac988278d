import type { NextRequest } from 'next/server';
import { vehicleView } from '@/server/api/vehicle-responses';
import { handle, localeOfRequest, privateJson } from '@/server/platform/http';
import { readGarage } from '@/server/vehicles/queries';

/** GET /ecomm/b2c/v1/vehicles/garage: the shopper's vehicles and which one is preferred. */
export function GET(request: NextRequest) {
  return handle(async () => {
    const locale = localeOfRequest(request);
    const state = await readGarage({ get: (n) => request.cookies.get(n)?.value });
    return privateJson({ preferred: state.preferred ? vehicleView(state.preferred, locale) : null, vehicles: state.vehicles.map((v) => vehicleView(v, locale)) });
  });
}
