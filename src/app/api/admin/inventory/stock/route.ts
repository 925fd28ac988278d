import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { productIdOfSku } from '@/server/catalog/staff-queries';
import { productStock } from '@/server/inventory/staff-use-cases';
import { badRequest, handle, parseQuery, privateJson } from '@/server/platform/http';
import { staffFromRequest } from '@/server/staff/request-actor';
import { skuNotFound } from '../sku';

const Query = z.object({ sku: z.string().trim().min(1).max(80) });

/** GET /api/admin/inventory/stock?sku= (staff key): the product's stock in each distribution centre and on each store shelf the caller may see. */
export function GET(request: NextRequest) {
  return handle(async () => {
    const actor = await staffFromRequest(request);
    const query = parseQuery(Query, request);
    if (!query.success) return badRequest(query.error.issues, request);
    const productId = await productIdOfSku(query.data.sku);
    if (productId === null) throw skuNotFound(query.data.sku);
    return privateJson({ sku: query.data.sku, locations: await productStock(actor, productId) });
  });
}
