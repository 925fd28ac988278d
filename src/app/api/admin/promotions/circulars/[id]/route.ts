import type { NextRequest } from 'next/server';
import { requireAdmin } from '@/server/platform/admin-auth';
import { ApiError, handle } from '@/server/platform/http';
import { NumericId } from '@/server/promotions/admin-inputs';
import { deleteEdition } from '@/server/promotions/use-cases';

/** DELETE /api/admin/promotions/circulars/{id} (Bearer token): remove an edition and its deals. 204. */
export function DELETE(request: NextRequest, context: { params: Promise<{ id: string }> }) {
  return handle(async () => {
    requireAdmin(request);
    const id = NumericId.safeParse((await context.params).id);
    if (!id.success || !(await deleteEdition(id.data))) throw new ApiError(404, { errorCode: 'NOT_FOUND', errorMessageKey: 'label_error_somethingNotworking', errorMessageDefault: 'No such edition' });
    return new Response(null, { status: 204 });
  });
}
