import { db } from '@/server/db/client';
import { recordAudit } from '@/server/audit/audit';
import { AUDIT_CSV_HEADER, auditCsvRow, csvRow } from '@/server/audit/csv';
import { searchAuditLines, type AuditPage, type AuditQuery } from '@/server/audit/search';
import { authorize, type Actor } from './actor';

/** How many lines the CSV export reads from the database at a time (keyset pages, streamed out as they come). */
export const AUDIT_EXPORT_BATCH = 500;

/**
 * The audit log's use cases for staff (decision 053): searching it and exporting it, both under
 * `audit.read`. The page (/ops/audit) and the admin API (/api/admin/audit, .csv) are thin
 * adapters that pass the actor.
 */
export async function searchAudit(query: AuditQuery, actor: Actor): Promise<AuditPage> {
  await authorize(actor, 'audit.read', {}, { type: 'audit', id: 'search' });
  return searchAuditLines(db(), query);
}

/**
 * The lines matching `query` (the cursor and the page size ignored: all of them, newest first)
 * as a stream of CSV text, read a batch at a time, so an export of a long log holds one batch in
 * memory. The export itself is recorded (`audit.export`, with its filters) before the first byte.
 */
export async function exportAuditCsv(query: AuditQuery, actor: Actor): Promise<ReadableStream<Uint8Array>> {
  await authorize(actor, 'audit.read', {}, { type: 'audit', id: 'export' });
  const filters = { ...query, after: undefined, limit: undefined };
  await recordAudit(db(), actor, { action: 'audit.export', entityType: 'audit', entityId: 'csv', after: JSON.parse(JSON.stringify(filters)) });
  const encoder = new TextEncoder();
  let cursor: number | undefined;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(csvRow(AUDIT_CSV_HEADER)));
        return;
      }
      const page = await searchAuditLines(db(), { ...filters, after: cursor, limit: AUDIT_EXPORT_BATCH });
      if (page.lines.length) controller.enqueue(encoder.encode(page.lines.map(auditCsvRow).join('')));
      if (page.next === null) controller.close();
      else cursor = page.next;
    },
  });
}
