import type { NextRequest } from 'next/server';
import { UpdateProductInput } from '@/server/catalog-import/staff';
import { updateProduct } from '@/server/catalog-import/use-cases';
import { productForStaff } from '@/server/catalog/staff-queries';
import { readJson } from '@/server/platform/body';
import { badRequest, handle, privateJson } from '@/server/platform/http';
import { staffFromRequest } from '@/server/staff/request-actor';

type Params = { params: Promise<{ sku: string }> };

/** GET /api/admin/catalog/products/{sku} (staff key): the product as staff edit it, with its prices per market. */
export function GET(request: NextRequest, { params }: Params) {
  return handle(async () => {
    const actor = await staffFromRequest(request);
    return privateJson({ product: await productForStaff(actor, decodeURIComponent((await params).sku)) });
  });
}

/** PUT /api/admin/catalog/products/{sku} (staff key): its names and descriptions in the three locales, and its brand. */
export function PUT(request: NextRequest, { params }: Params) {
  return handle(async () => {
    const actor = await staffFromRequest(request);
    const body = UpdateProductInput.omit({ sku: true }).safeParse(await readJson(request));
    if (!body.success) return badRequest(body.error.issues, request);
    return privateJson({ product: await updateProduct(actor, { ...body.data, sku: decodeURIComponent((await params).sku) }) });
  });
}
