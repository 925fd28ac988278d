import type { NextRequest } from 'next/server';
import { ChooseVehicleBody } from '@/lib/vehicle-inputs';
import { baseVehicleId, parseVehicleKey } from '@/lib/vehicle-key';
import { garageResponse } from '@/server/api/vehicle-responses';
import { memberFromHeaders } from '@/server/customers/member';
import { readJson } from '@/server/platform/body';
import { badRequest, errorResponse, handle } from '@/server/platform/http';
import { chooseVehicle, saveVehicle } from '@/server/vehicles/use-cases';

/** POST /ecomm/b2c/v1/vehicles/preferred: choose the preferred vehicle (it joins the garage, and a member's account). */
export function POST(request: NextRequest) {
  return handle(async () => {
    const body = ChooseVehicleBody.safeParse(await readJson(request));
    if (!body.success) return badRequest(body.error.issues, request);
    const ref =
      'vehicleKey' in body.data
        ? parseVehicleKey(body.data.vehicleKey)
        : { baseVehicleId: baseVehicleId(body.data.year, body.data.modelId), engineId: body.data.engineId, submodelId: body.data.submodelId };
    const makeId = 'makeId' in body.data ? body.data.makeId : undefined;
    const state = ref && (await chooseVehicle({ get: (n) => request.cookies.get(n)?.value }, ref, makeId));
    if (!state) {
      return errorResponse(404, { errorCode: 'VEHICLE_NOT_FOUND', errorMessageKey: 'vehicles.errors.notFound', errorMessageDefault: 'There is no such vehicle' });
    }
    const member = await memberFromHeaders(request.headers);
    if (member && state.preferred) await saveVehicle(member.id, parseVehicleKey(state.preferred.key)!);
    return garageResponse(request, state);
  });
}
