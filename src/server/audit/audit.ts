import type { Executor } from '@/server/db/client';
import { auditEvents } from './schema';

/**
 * Who made a change, as the audit log records it. The staff module's `Actor` is one; the audit
 * module knows nothing else of staff (the staff module calls it, never the other way round).
 */
export interface AuditActor {
  staffId: number | null;
  label: string;
  role: string;
  via: string;
  ip: string | null;
  requestId: string | null;
}

export interface AuditEntry {
  action: string;
  entityType: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

/**
 * One line of the audit log, written with the change itself: pass the change's transaction, so a
 * change is never without its line nor a line without its change.
 */
export async function recordAudit(executor: Executor, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await executor.insert(auditEvents).values({
    staffId: actor.staffId,
    actorLabel: actor.label,
    actorRole: actor.role,
    via: actor.via,
    ip: actor.ip,
    requestId: actor.requestId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
