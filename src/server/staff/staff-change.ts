import type { Executor } from '@/server/db/client';
import { recordAudit, type AuditEntry } from '@/server/audit/audit';
import { authorize, type Actor, type Scope } from './actor';
import type { Permission } from './permissions';

/** Writes one audit line in the change's transaction, by the actor making the change. */
export type Audit = (entry: AuditEntry) => Promise<void>;

/**
 * The rule of every staff use case that changes something (decision 053), in one place: ask
 * `authorize` first (a refusal is a `forbidden` error and a `denied` line), then run the change
 * in one transaction with its audit line(s), so a change is never without its line nor a line
 * without its change. `change` reads the record's values before, makes the change and calls
 * `audit` with the values before and after.
 */
export async function staffChange<R>(executor: Executor, actor: Actor, permission: Permission, change: (tx: Executor, audit: Audit) => Promise<R>, scope: Scope = {}): Promise<R> {
  await authorize(actor, permission, scope);
  return executor.transaction((tx) => change(tx, (entry) => recordAudit(tx, actor, entry)));
}

/** A staff use case that only reads: the permission is checked (a refusal recorded), nothing written. */
export async function staffRead<R>(actor: Actor, permission: Permission, read: () => Promise<R>, scope: Scope = {}): Promise<R> {
  await authorize(actor, permission, scope);
  return read();
}
