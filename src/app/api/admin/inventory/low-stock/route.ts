import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { productLabels } from '@/server/catalog/staff-queries';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '@/server/inventory/staff';
import { lowStock } from '@/server/inventory/staff-use-cases';
import { badRequest, handle, parseQuery, privateJson } from '@/server/platform/http';
import { staffFromRequest } from '@/server/staff/request-actor';

const Query = z.object({ store: z.string().trim().min(1).max(20), threshold: z.coerce.number().int().min(1).max(10_000).default(DEFAULT_LOW_STOCK_THRESHOLD) });

/** GET /api/admin/inventory/low-stock?store=&threshold= (staff key): the store's products with fewer units than the threshold, the emptiest first. */
export function GET(request: NextRequest) {
  return handle(async () => {
    const actor = await staffFromRequest(request);
    const query = parseQuery(Query, request);
    if (!query.success) return badRequest(query.error.issues, request);
    const lines = await lowStock(actor, { storeNumber: query.data.store, threshold: query.data.threshold });
    const labels = await productLabels(lines.map((l) => l.productId));
    return privateJson({ store: query.data.store, threshold: query.data.threshold, items: lines.map((l) => ({ sku: labels.get(l.productId)?.sku ?? null, title: labels.get(l.productId)?.title ?? null, quantity: l.quantity })) });
  });
}
