import type { Executor } from '@/server/db/client';
import type { Actor } from '@/server/staff/actor';
import { auditEvents } from './schema';

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
export async function recordAudit(executor: Executor, actor: Actor, entry: AuditEntry): Promise<void> {
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
