import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { productIdOfSku } from '@/server/catalog/staff-queries';
import { ADJUSTMENT_REASONS, MAX_STOCK_CHANGE } from '@/server/inventory/staff';
import { adjustStock } from '@/server/inventory/staff-use-cases';
import { readJson } from '@/server/platform/body';
import { badRequest, handle, privateJson } from '@/server/platform/http';
import { staffFromRequest } from '@/server/staff/request-actor';
import { LocationBody, skuNotFound } from '../sku';

const Body = z.object({
  sku: z.string().trim().min(1).max(80),
  location: LocationBody,
  change: z.number().int().min(-MAX_STOCK_CHANGE).max(MAX_STOCK_CHANGE).refine((n) => n !== 0),
  reason: z.enum(ADJUSTMENT_REASONS),
  note: z.string().trim().max(500).optional(),
});

/** POST /api/admin/inventory/adjustments (staff key): add or take off stock at one location, with a reason. 201 with the quantity before and after. */
export function POST(request: NextRequest) {
  return handle(async () => {
    const actor = await staffFromRequest(request);
    const body = Body.safeParse(await readJson(request));
    if (!body.success) return badRequest(body.error.issues, request);
    const { sku, ...rest } = body.data;
    const productId = await productIdOfSku(sku);
    if (productId === null) throw skuNotFound(sku);
    const change = await adjustStock(actor, { productId, ...rest });
    return privateJson({ sku, location: change.location, before: change.before, after: change.after }, { status: 201 });
  });
}
