import type { NextRequest } from 'next/server';
import { currentStaff } from '@/features/ops/session';
import { AuditQuery } from '@/server/audit/search';
import { exportAuditCsv } from '@/server/audit/use-cases';
import { badRequest, handle, parseQuery } from '@/server/platform/http';

/** GET /ops/audit/export.csv?filters: the /ops/audit page's "Export CSV", for the staff member signed in (audit.read). */
export function GET(request: NextRequest) {
  return handle(async () => {
    const query = parseQuery(AuditQuery, request);
    const actor = await currentStaff(`/ops/audit${request.nextUrl.search}`);
    if (!query.success) return badRequest(query.error.issues, request);
    return new Response(await exportAuditCsv(query.data, actor), {
      headers: {
        'content-type': 'text/csv; charset=utf-8; header=present',
        'content-disposition': `attachment; filename="audit-${new Date().toISOString().slice(0, 10)}.csv"`,
        'cache-control': 'private, no-store',
      },
    });
  });
}
