import type { NextRequest } from 'next/server';
import { FitmentAddInput } from '@/server/catalog-import/staff';
import { addFitment, productFitment } from '@/server/catalog-import/use-cases';
import { readJson } from '@/server/platform/body';
import { badRequest, handle, privateJson } from '@/server/platform/http';
import { staffFromRequest } from '@/server/staff/request-actor';

type Params = { params: Promise<{ sku: string }> };

/** GET /api/admin/catalog/products/{sku}/fitment (staff key): the product's applications, each with its vehicle in words. */
export function GET(request: NextRequest, { params }: Params) {
  return handle(async () => {
    const actor = await staffFromRequest(request);
    return privateJson({ applications: await productFitment(actor, decodeURIComponent((await params).sku)) });
  });
}

/** POST /api/admin/catalog/products/{sku}/fitment (staff key): the product fits this year, make, model (and engine). 201 with the applications. */
export function POST(request: NextRequest, { params }: Params) {
  return handle(async () => {
    const actor = await staffFromRequest(request);
    const sku = decodeURIComponent((await params).sku);
    const body = FitmentAddInput.omit({ sku: true }).safeParse(await readJson(request));
    if (!body.success) return badRequest(body.error.issues, request);
    await addFitment(actor, { ...body.data, sku });
    return privateJson({ applications: await productFitment(actor, sku) }, { status: 201 });
  });
}
