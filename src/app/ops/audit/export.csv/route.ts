import type { NextRequest } from 'next/server';
import { OPS_SIGN_IN_PATH, opsNextPath, signedInStaff } from '@/features/ops/session';
import { AuditQuery } from '@/server/audit/search';
import { exportAuditCsv } from '@/server/staff/audit-log';
import { badRequest, handle, parseQuery } from '@/server/platform/http';

/** GET /ops/audit/export.csv?filters: the /ops/audit page's "Export CSV", for the staff member signed in (audit.read). */
export function GET(request: NextRequest) {
  return handle(async () => {
    // Signed out: to sign in and back to the audit page (a route handler answers the redirect itself; `redirect()` is for pages).
    const signedIn = await signedInStaff();
    if (!signedIn) return new Response(null, { status: 303, headers: { location: `${OPS_SIGN_IN_PATH}?next=${encodeURIComponent(opsNextPath(`/ops/audit${request.nextUrl.search}`))}` } });
    const query = parseQuery(AuditQuery, request);
    if (!query.success) return badRequest(query.error.issues, request);
    return new Response(await exportAuditCsv(query.data, signedIn.actor), {
      headers: {
        'content-type': 'text/csv; charset=utf-8; header=present',
        'content-disposition': `attachment; filename="audit-${new Date().toISOString().slice(0, 10)}.csv"`,
        'cache-control': 'private, no-store',
      },
    });
  });
}
