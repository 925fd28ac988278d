import { and, desc, eq } from 'drizzle-orm';
import { auditEvents } from '@/server/audit/schema';
import { db } from '@/server/db/client';
import type { Actor } from '@/server/staff/actor';
import { ROLES, type Role } from '@/server/staff/permissions';

/** Shared by the permissions tests: an actor of each role (a store manager of one store), and the audit lines they leave. */
let staffIds = 9000;
export function actorOf(role: Role, storeIds: readonly string[] | null = role === 'storeManager' ? ['0001'] : null): Actor {
  const staffId = ++staffIds;
  return { staffId, label: `${role}-${staffId}@staff.test`, role, storeIds, via: 'session', ip: '203.0.113.9', requestId: null };
}

export const EVERY_ROLE = ROLES;

/** The audit lines this actor left, newest first. */
export function auditLinesOf(actor: Actor) {
  return db().select().from(auditEvents).where(eq(auditEvents.actorLabel, actor.label)).orderBy(desc(auditEvents.id));
}

/** The newest line of this action on this record. */
export async function lastAudit(action: string, entityType: string, entityId: string) {
  const [line] = await db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.entityType, entityType), eq(auditEvents.entityId, entityId)))
    .orderBy(desc(auditEvents.id))
    .limit(1);
  return line;
}
