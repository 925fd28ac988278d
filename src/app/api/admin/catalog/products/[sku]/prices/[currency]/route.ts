import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { SetPriceInput } from '@/server/catalog-import/staff';
import { setPrice } from '@/server/catalog-import/use-cases';
import { readJson } from '@/server/platform/body';
import { badRequest, handle, privateJson } from '@/server/platform/http';
import { staffFromRequest } from '@/server/staff/request-actor';

const Body = z.object({ regular: z.number(), sale: z.number().nullable().optional(), coreCharge: z.number().optional() });

/** PUT /api/admin/catalog/products/{sku}/prices/{currency} (staff key): the product's price in that market's list, in minor units. */
export function PUT(request: NextRequest, { params }: { params: Promise<{ sku: string; currency: string }> }) {
  return handle(async () => {
    const actor = await staffFromRequest(request);
    const { sku, currency } = await params;
    const raw = Body.safeParse(await readJson(request));
    if (!raw.success) return badRequest(raw.error.issues, request);
    const input = SetPriceInput.safeParse({ ...raw.data, sku: decodeURIComponent(sku), currency });
    if (!input.success) return badRequest(input.error.issues, request);
    return privateJson({ price: await setPrice(actor, input.data) });
  });
}
