import type { AuditLine } from './search';

/**
 * The audit log as CSV (RFC 4180: fields separated by commas, lines by CRLF; a field with a
 * comma, a quote or a line break is quoted, its quotes doubled). A cell that a spreadsheet would
 * read as a formula (starting with = + - @, or a tab or carriage return that hides one) is
 * prefixed with an apostrophe: the log quotes what people typed, and an export must never run it.
 */

export const AUDIT_CSV_HEADER = ['id', 'at', 'actor', 'role', 'via', 'ip', 'request_id', 'action', 'entity_type', 'entity_id', 'before', 'after'] as const;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

export function auditCsvRow(line: AuditLine): string {
  return csvRow([line.id, line.at.toISOString(), line.actorLabel, line.actorRole, line.via, line.ip, line.requestId, line.action, line.entityType, line.entityId, json(line.before), json(line.after)]);
}
