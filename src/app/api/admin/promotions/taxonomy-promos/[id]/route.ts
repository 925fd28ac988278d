import type { NextRequest } from 'next/server';
import { readJson } from '@/server/platform/body';
import { ApiError, badRequest, handle, privateJson } from '@/server/platform/http';
import { NumericId, TaxonomyPromoChange } from '@/server/promotions/admin-inputs';
import { updateTaxonomyPromoAs, deleteTaxonomyPromoAs } from '@/server/promotions/use-cases';
import { staffFromRequest } from '@/server/staff/request-actor';

type Context = { params: Promise<{ id: string }> };
const notFound = () => new ApiError(404, { errorCode: 'NOT_FOUND', errorMessageKey: 'label_error_somethingNotworking', errorMessageDefault: 'No such taxonomy promo' });

/** PATCH /api/admin/promotions/taxonomy-promos/{id} (staff key or token; promotions.write): change any field but the locale. */
export function PATCH(request: NextRequest, context: Context) {
  return handle(async () => {
    const actor = await staffFromRequest(request);
    const id = NumericId.safeParse((await context.params).id);
    if (!id.success) throw notFound();
    const body = TaxonomyPromoChange.safeParse(await readJson(request));
    if (!body.success) return badRequest(body.error.issues, request);
    const promo = await updateTaxonomyPromoAs(id.data, body.data, actor);
    if (!promo) throw notFound();
    return privateJson({ promo });
  });
}

/** DELETE /api/admin/promotions/taxonomy-promos/{id} (staff key or token; promotions.write). 204. */
export function DELETE(request: NextRequest, context: Context) {
  return handle(async () => {
    const actor = await staffFromRequest(request);
    const id = NumericId.safeParse((await context.params).id);
    if (!id.success || !(await deleteTaxonomyPromoAs(id.data, actor))) throw notFound();
    return new Response(null, { status: 204 });
  });
}
