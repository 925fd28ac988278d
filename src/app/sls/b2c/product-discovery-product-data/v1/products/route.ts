import type { NextRequest } from 'next/server';
import { namedVehicleByModel, productAnswer, ProductDataQuery } from '@/server/api/product-request';
import { badRequest, handle, parseQuery } from '@/server/platform/http';

/** GET /sls/b2c/product-discovery-product-data/v1/products: the product call without credentials (spec §7). */
export function GET(request: NextRequest) {
  return handle(async () => {
    const query = parseQuery(ProductDataQuery, request);
    if (!query.success) return badRequest(query.error.issues, request);
    return productAnswer(request, query.data, namedVehicleByModel(query.data), query.data.makeId);
  });
}
