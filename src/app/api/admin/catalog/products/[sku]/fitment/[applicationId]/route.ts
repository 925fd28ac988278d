import type { NextRequest } from 'next/server';
import { removeFitment } from '@/server/catalog-import/use-cases';
import { domainError } from '@/server/platform/domain-error';
import { handle } from '@/server/platform/http';
import { staffFromRequest } from '@/server/staff/request-actor';

/** DELETE /api/admin/catalog/products/{sku}/fitment/{applicationId} (staff key): remove one application. 204. */
export function DELETE(request: NextRequest, { params }: { params: Promise<{ sku: string; applicationId: string }> }) {
  return handle(async () => {
    const actor = await staffFromRequest(request);
    const { sku, applicationId } = await params;
    if (!/^[1-9]\d{0,14}$/.test(applicationId)) throw domainError('notFound', 'FITMENT_NOT_FOUND', 'ops.catalog.errors.fitmentNotFound', 'The product has no such application');
    await removeFitment(actor, { sku: decodeURIComponent(sku), applicationId: Number(applicationId) });
    return new Response(null, { status: 204 });
  });
}
