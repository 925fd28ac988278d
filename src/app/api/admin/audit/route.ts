import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { AuditQuery } from '@/server/audit/search';
import { exportAuditCsv, searchAudit } from '@/server/staff/audit-log';
import { badRequest, handle, parseQuery, privateJson } from '@/server/platform/http';
import { staffFromRequest } from '@/server/staff/request-actor';
import { auditCsvResponse } from './csv-response';

const Query = AuditQuery.extend({ format: z.enum(['json', 'csv']).optional() });

/**
 * GET /api/admin/audit?actor=&action=&entityType=&entityId=&from=&to=&after=&limit= (staff key or
 * token; audit.read): a page of the audit log, newest first, and the cursor of the next page
 * (`next`, passed back as `after`); `format=csv` answers the whole selection as CSV (as /api/admin/audit.csv).
 */
export function GET(request: NextRequest) {
  return handle(async () => {
    const actor = await staffFromRequest(request);
    const query = parseQuery(Query, request);
    if (!query.success) return badRequest(query.error.issues, request);
    const { format, ...filters } = query.data;
    if (format === 'csv') return auditCsvResponse(await exportAuditCsv(filters, actor));
    const page = await searchAudit(filters, actor);
    return privateJson({ lines: page.lines.map((line) => ({ ...line, at: line.at.toISOString() })), next: page.next });
  });
}
