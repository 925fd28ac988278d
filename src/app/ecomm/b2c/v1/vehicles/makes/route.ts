import type { NextRequest } from 'next/server';
import { MakesQuery } from '@/lib/vehicle-inputs';
import { badRequest, cacheableJson, handle, parseQuery } from '@/server/platform/http';
import { listMakes } from '@/server/vehicles/queries';

/** GET /ecomm/b2c/v1/vehicles/makes?year=: the makes of a model year. */
export function GET(request: NextRequest) {
  return handle(async () => {
    const query = parseQuery(MakesQuery, request);
    if (!query.success) return badRequest(query.error.issues, request);
    return cacheableJson({ makes: await listMakes(query.data.year) });
  });
}
