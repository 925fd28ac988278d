import type { NextRequest } from 'next/server';
import { EnginesQuery } from '@/lib/vehicle-inputs';
import { badRequest, cacheableJson, errorResponse, handle, parseQuery } from '@/server/platform/http';
import { listEngines } from '@/server/vehicles/queries';

/** GET /ecomm/b2c/v1/vehicles/engines?year=&makeId=&modelId=: the engines (and submodels) of a base vehicle. */
export function GET(request: NextRequest) {
  return handle(async () => {
    const query = parseQuery(EnginesQuery, request);
    if (!query.success) return badRequest(query.error.issues, request);
    const choice = await listEngines(query.data.year, query.data.makeId, query.data.modelId);
    if (!choice) {
      return errorResponse(404, { errorCode: 'VEHICLE_NOT_FOUND', errorMessageKey: 'vehicles.errors.notFound', errorMessageDefault: 'There is no such year, make and model' });
    }
    return cacheableJson(choice);
  });
}
