import type { NextRequest } from 'next/server';
import { vehicleView } from '@/server/api/vehicle-responses';
import { db } from '@/server/db/client';
import { handle, privateJson } from '@/server/platform/http';
import { readGarage } from '@/server/vehicles/preferred';

/** GET /ecomm/b2c/v1/vehicles/garage: the shopper's vehicles and which one is preferred. */
export function GET(request: NextRequest) {
  return handle(async () => {
    const state = await readGarage(db(), { get: (n) => request.cookies.get(n)?.value });
    return privateJson({ preferred: state.preferred ? vehicleView(state.preferred) : null, vehicles: state.vehicles.map(vehicleView) });
  });
}
