import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { searchProductsForStaff } from '@/server/catalog/staff-queries';
import { STAFF_SEARCH_MAX } from '@/server/catalog/staff';
import { badRequest, handle, parseQuery, privateJson } from '@/server/platform/http';
import { staffFromRequest } from '@/server/staff/request-actor';

const Query = z.object({ q: z.string().trim().max(100).default(''), limit: z.coerce.number().int().min(1).max(STAFF_SEARCH_MAX).default(25) });

/** GET /api/admin/catalog/products?q=&limit= (staff key): products whose SKU, part number or name holds the text. */
export function GET(request: NextRequest) {
  return handle(async () => {
    const actor = await staffFromRequest(request);
    const query = parseQuery(Query, request);
    if (!query.success) return badRequest(query.error.issues, request);
    return privateJson({ products: await searchProductsForStaff(actor, query.data) });
  });
}
