import { domainError } from '@/server/platform/domain-error';
import { currentRequestId } from '@/server/platform/request-context';
import { recordAudit } from '@/server/audit/audit';
import { db } from '@/server/db/client';
import { ROLE_PERMISSIONS, STORE_SCOPED, type Permission, type Role } from './permissions';

/**
 * Who is acting in the back office (issue 23, decision 052): a staff member signed in on /ops, a
 * staff member's API key, the legacy shared ADMIN_API_TOKEN (an administrator, for one release),
 * or the system itself (a job, the demo seed). Every use case that changes the business takes one,
 * asks `authorize` first and writes the audit log with it.
 */
export interface Actor {
  /** The staff member's id; null for the legacy token and the system. */
  staffId: number | null;
  /** Who, in words the audit log shows: the staff member's e-mail, `admin-token`, `system:<job>`. */
  label: string;
  role: Role;
  /** The stores a store manager manages; null: every store (any other role). */
  storeIds: readonly string[] | null;
  via: 'session' | 'apiKey' | 'token' | 'system';
  /** The caller's address as the server saw it (clientKey), when there was a request. */
  ip: string | null;
  requestId: string | null;
}

/** What a permission is asked for: the store the record belongs to, when it belongs to one (null: none). */
export interface Scope {
  storeId?: string | null;
}

/** Whether the actor may do this, to this record. */
export function can(actor: Actor, permission: Permission, scope: Scope = {}): boolean {
  if (!ROLE_PERMISSIONS[actor.role].has(permission)) return false;
  if (actor.storeIds === null || !STORE_SCOPED.has(permission) || !('storeId' in scope)) return true;
  return scope.storeId != null && actor.storeIds.includes(scope.storeId);
}

/**
 * The check every staff use case makes first: a refusal is a `forbidden` domain error (403 on
 * the API, a message on the page), and it is recorded in the audit log as `denied`.
 */
export async function authorize(actor: Actor, permission: Permission, scope: Scope = {}, entity?: { type: string; id: string }): Promise<void> {
  if (can(actor, permission, scope)) return;
  await recordAudit(db(), actor, { action: 'denied', entityType: entity?.type ?? 'permission', entityId: entity?.id ?? permission, after: { permission, ...(scope.storeId !== undefined ? { storeId: scope.storeId } : {}) } });
  throw domainError('forbidden', 'FORBIDDEN', 'label_error_forbidden', 'Your role does not allow this');
}

/** The system acting on its own (a job, the seed, a migration of data): an administrator, recorded as `system:<name>`. */
export function systemActor(name: string): Actor {
  return { staffId: null, label: `system:${name}`, role: 'administrator', storeIds: null, via: 'system', ip: null, requestId: currentRequestId() ?? null };
}
