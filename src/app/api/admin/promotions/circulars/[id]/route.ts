import type { NextRequest } from 'next/server';
import { ApiError, handle } from '@/server/platform/http';
import { NumericId } from '@/server/promotions/admin-inputs';
import { deleteEditionAs } from '@/server/promotions/use-cases';
import { staffFromRequest } from '@/server/staff/request-actor';

/** DELETE /api/admin/promotions/circulars/{id} (staff key or token; promotions.write): remove an edition and its deals. 204. */
export function DELETE(request: NextRequest, context: { params: Promise<{ id: string }> }) {
  return handle(async () => {
    const actor = await staffFromRequest(request);
    const id = NumericId.safeParse((await context.params).id);
    if (!id.success || !(await deleteEditionAs(id.data, actor))) throw new ApiError(404, { errorCode: 'NOT_FOUND', errorMessageKey: 'label_error_somethingNotworking', errorMessageDefault: 'No such edition' });
    return new Response(null, { status: 204 });
  });
}
