import type { NextRequest } from 'next/server';
import { namedVehicle, productAnswer, ProductQuery } from '@/server/api/product-request';
import { badRequest, handle, parseQuery } from '@/server/platform/http';

/** GET /external/product-discovery/product/v1/products: a product by item id, part number or page URL (spec §7). */
export function GET(request: NextRequest) {
  return handle(async () => {
    const query = parseQuery(ProductQuery, request);
    if (!query.success) return badRequest(query.error.issues, request);
    return productAnswer(request, query.data, namedVehicle(query.data));
  });
}
