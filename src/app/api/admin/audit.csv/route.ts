import type { NextRequest } from 'next/server';
import { AuditQuery } from '@/server/audit/search';
import { exportAuditCsv } from '@/server/staff/audit-log';
import { badRequest, handle, parseQuery } from '@/server/platform/http';
import { staffFromRequest } from '@/server/staff/request-actor';
import { auditCsvResponse } from '../audit/csv-response';

/**
 * GET /api/admin/audit.csv?actor=&action=&entityType=&entityId=&from=&to= (staff key or token;
 * audit.read): every line of the audit log that matches, newest first, as CSV (RFC 4180, cells
 * that a spreadsheet would run as a formula prefixed with an apostrophe), streamed.
 */
export function GET(request: NextRequest) {
  return handle(async () => {
    const actor = await staffFromRequest(request);
    const query = parseQuery(AuditQuery, request);
    if (!query.success) return badRequest(query.error.issues, request);
    return auditCsvResponse(await exportAuditCsv(query.data, actor));
  });
}
