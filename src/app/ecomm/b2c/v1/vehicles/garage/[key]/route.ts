import type { NextRequest } from 'next/server';
import { garageResponse } from '@/server/api/vehicle-responses';
import { handle } from '@/server/platform/http';
import { removeSavedVehicle, removeGarageVehicle } from '@/server/vehicles/use-cases';
import { memberFromHeaders } from '@/server/customers/member';

/** DELETE /ecomm/b2c/v1/vehicles/garage/{vehicleKey}: remove a vehicle from the garage (and from a member's account, with its details and service history). */
export function DELETE(request: NextRequest, { params }: { params: Promise<{ key: string }> }) {
  return handle(async () => {
    const { key } = await params;
    const member = await memberFromHeaders(request.headers);
    if (member) await removeSavedVehicle(member.id, key);
    return garageResponse(request, await removeGarageVehicle({ get: (n) => request.cookies.get(n)?.value }, key));
  });
}
