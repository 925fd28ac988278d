import type { NextRequest } from 'next/server';
import { requireAdmin } from '@/server/platform/admin-auth';
import { readJson } from '@/server/platform/body';
import { ApiError, badRequest, handle, privateJson } from '@/server/platform/http';
import { NumericId, TaxonomyPromoChange } from '@/server/promotions/admin-inputs';
import { updateTaxonomyPromo, deleteTaxonomyPromo } from '@/server/promotions/use-cases';

type Context = { params: Promise<{ id: string }> };
const notFound = () => new ApiError(404, { errorCode: 'NOT_FOUND', errorMessageKey: 'label_error_somethingNotworking', errorMessageDefault: 'No such taxonomy promo' });

/** PATCH /api/admin/promotions/taxonomy-promos/{id} (Bearer token): change any field but the locale. */
export function PATCH(request: NextRequest, context: Context) {
  return handle(async () => {
    requireAdmin(request);
    const id = NumericId.safeParse((await context.params).id);
    if (!id.success) throw notFound();
    const body = TaxonomyPromoChange.safeParse(await readJson(request));
    if (!body.success) return badRequest(body.error.issues, request);
    const promo = await updateTaxonomyPromo(id.data, body.data);
    if (!promo) throw notFound();
    return privateJson({ promo });
  });
}

/** DELETE /api/admin/promotions/taxonomy-promos/{id} (Bearer token). 204. */
export function DELETE(request: NextRequest, context: Context) {
  return handle(async () => {
    requireAdmin(request);
    const id = NumericId.safeParse((await context.params).id);
    if (!id.success || !(await deleteTaxonomyPromo(id.data))) throw notFound();
    return new Response(null, { status: 204 });
  });
}
