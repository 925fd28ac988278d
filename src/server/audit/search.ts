import { and, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '@/server/db/client';
import { auditEvents } from './schema';

/** How many lines a page of the audit log shows, and the most one request may ask for. */
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_PAGE_MAX = 500;

const Text = z.string().trim().max(200);
const optionalText = Text.optional().transform((v) => (v ? v : undefined));
/** A day (YYYY-MM-DD, UTC) or an instant; empty is no bound. */
const Bound = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })])
  .optional()
  .or(z.literal('').transform(() => undefined));

/**
 * What the audit log is searched by (the page's filters, the API's query): who (part of the
 * actor's label: an e-mail, `admin-token`, `system:`), what (the action, exact: `promotion.create`,
 * `denied`), which record (entity type, and its id), and when (from a day, up to and including a
 * day, in UTC). `after` is the keyset cursor: the id of the last line of the previous page.
 */
export const AuditQuery = z.object({
  actor: optionalText,
  action: optionalText,
  entityType: optionalText,
  entityId: optionalText,
  from: Bound,
  to: Bound,
  after: z.coerce.number().int().positive().optional().or(z.literal('').transform(() => undefined)),
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).optional().or(z.literal('').transform(() => undefined)),
});
export type AuditQuery = Partial<z.output<typeof AuditQuery>>;

export interface AuditLine {
  id: number;
  at: Date;
  staffId: number | null;
  actorLabel: string;
  actorRole: string;
  via: string;
  ip: string | null;
  requestId: string | null;
  action: string;
  entityType: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

export interface AuditPage {
  lines: AuditLine[];
  /** The cursor of the next (older) page, or null at the end. */
  next: number | null;
}

const DAY_MS = 86_400_000;
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
/** `from` a day: from its start; `to` a day: through its end (so from = to = a day is that day). */
const lowerBound = (value: string) => new Date(isDay(value) ? `${value}T00:00:00Z` : value);
const upperBound = (value: string) => (isDay(value) ? new Date(new Date(`${value}T00:00:00Z`).getTime() + DAY_MS) : new Date(new Date(value).getTime() + 1));

const likeEscaped = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditions(query: AuditQuery): SQL[] {
  const where: SQL[] = [];
  if (query.actor) where.push(ilike(auditEvents.actorLabel, `%${likeEscaped(query.actor)}%`));
  if (query.action) where.push(eq(auditEvents.action, query.action));
  if (query.entityType) where.push(eq(auditEvents.entityType, query.entityType));
  if (query.entityId) where.push(eq(auditEvents.entityId, query.entityId));
  if (query.from) where.push(gte(auditEvents.at, lowerBound(query.from)));
  if (query.to) where.push(lt(auditEvents.at, upperBound(query.to)));
  // Keyset: the lines older than the cursor's line, in the same order (at, then id, both descending).
  if (query.after) where.push(sql`(${auditEvents.at}, ${auditEvents.id}) < (select c.at, c.id from audit_events c where c.id = ${query.after})`);
  return where;
}

/**
 * One page of the audit log, newest first (by the time of the change, then by id), filtered as
 * asked; the next page starts after the last line of this one (keyset: no OFFSET, so a page
 * deep in a long log costs what the first one does, and lines written meanwhile shift nothing).
 */
export async function searchAuditLines(executor: Executor, query: AuditQuery): Promise<AuditPage> {
  const limit = query.limit ?? AUDIT_PAGE_SIZE;
  const rows = await executor
    .select()
    .from(auditEvents)
    .where(and(...conditions(query)))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(limit + 1);
  const lines = rows.slice(0, limit);
  return { lines, next: rows.length > limit ? lines[lines.length - 1]!.id : null };
}
