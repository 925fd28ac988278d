import type { NextRequest } from 'next/server';
import { garageResponse } from '@/server/api/vehicle-responses';
import { db } from '@/server/db/client';
import { handle } from '@/server/platform/http';
import { removeVehicle } from '@/server/vehicles/preferred';

/** DELETE /ecomm/b2c/v1/vehicles/garage/{vehicleKey}: remove a vehicle from the garage. */
export function DELETE(request: NextRequest, { params }: { params: Promise<{ key: string }> }) {
  return handle(async () => {
    const { key } = await params;
    return garageResponse(request, await removeVehicle(db(), { get: (n) => request.cookies.get(n)?.value }, key));
  });
}
