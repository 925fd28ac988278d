import type { NextRequest } from 'next/server';
import { ModelsQuery } from '@/lib/vehicle-inputs';
import { badRequest, cacheableJson, handle, parseQuery } from '@/server/platform/http';
import { listModels } from '@/server/vehicles/queries';

/** GET /ecomm/b2c/v1/vehicles/models?year=&makeId=: the models of a make in a year. */
export function GET(request: NextRequest) {
  return handle(async () => {
    const query = parseQuery(ModelsQuery, request);
    if (!query.success) return badRequest(query.error.issues, request);
    return cacheableJson({ models: await listModels(query.data.year, query.data.makeId) });
  });
}
