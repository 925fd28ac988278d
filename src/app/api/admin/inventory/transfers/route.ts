import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { productIdOfSku } from '@/server/catalog/staff-queries';
import { MAX_STOCK_CHANGE } from '@/server/inventory/staff';
import { transferStock } from '@/server/inventory/staff-use-cases';
import { readJson } from '@/server/platform/body';
import { badRequest, handle, privateJson } from '@/server/platform/http';
import { staffFromRequest } from '@/server/staff/request-actor';
import { LocationBody, skuNotFound } from '../sku';

const Body = z.object({
  sku: z.string().trim().min(1).max(80),
  from: LocationBody,
  to: LocationBody,
  quantity: z.number().int().min(1).max(MAX_STOCK_CHANGE),
  note: z.string().trim().max(500).optional(),
});

/** POST /api/admin/inventory/transfers (staff key): move units between stores and distribution centres in one transaction. 201 with both sides. */
export function POST(request: NextRequest) {
  return handle(async () => {
    const actor = await staffFromRequest(request);
    const body = Body.safeParse(await readJson(request));
    if (!body.success) return badRequest(body.error.issues, request);
    const { sku, ...rest } = body.data;
    const productId = await productIdOfSku(sku);
    if (productId === null) throw skuNotFound(sku);
    const moved = await transferStock(actor, { productId, ...rest });
    const side = (s: typeof moved.from) => ({ location: s.location, before: s.before, after: s.after });
    return privateJson({ sku, from: side(moved.from), to: side(moved.to) }, { status: 201 });
  });
}
