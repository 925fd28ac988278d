import { and, desc, eq } from 'drizzle-orm';
import { auditEvents } from '@/server/audit/schema';
import { hashPassword } from '@/server/platform/passwords';
import { db } from '@/server/db/client';
import { DomainError } from '@/server/platform/domain-error';
import type { Actor } from '@/server/staff/actor';
import { ROLES, type Role } from '@/server/staff/permissions';
import { staffMembers } from '@/server/staff/schema';
import { encryptSecret, newTotpSecret } from '@/server/staff/secrets';
import { memberActor, openStaffSession } from '@/server/staff/sessions';

/**
 * The back office's people for integration tests (on PostgreSQL), in one place:
 * - `actorOf(role)`: an actor without a staff row, for the permissions matrices and use cases
 *   that only need someone to act (its own label, so its audit lines can be found);
 * - `makeStaff`, `staffSession`, `staffActor`: a real staff member (password and TOTP secret),
 *   signed in, for what reads the member's row (sessions, disabling, keys, the /ops pages);
 * - `auditLinesOf`, `outcomeOf`: what an actor left in the audit log, and allowed or forbidden.
 */

/** Every role, for the permissions matrices. */
export const EVERY_ROLE = ROLES;

let staffIds = 9000;
/** An actor of each role with a staff id and label of its own (a store manager of store 0001 unless told); no staff row. */
export function actorOf(role: Role, storeIds: readonly string[] | null = role === 'storeManager' ? ['0001'] : null): Actor {
  const staffId = ++staffIds;
  return { staffId, label: `${role}-${process.pid}-${staffId}@staff.test`, role, storeIds, via: 'session', ip: '203.0.113.9', requestId: null };
}

/** The audit lines written for this actor, newest first. */
export async function auditLinesOf(actor: Actor, action?: string) {
  return db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.actorLabel, actor.label), action ? eq(auditEvents.action, action) : undefined))
    .orderBy(desc(auditEvents.id));
}

/** 'allowed', or 'forbidden' when the use case refused the actor with the forbidden domain error (other errors are thrown). */
export async function outcomeOf(work: Promise<unknown>): Promise<'allowed' | 'forbidden'> {
  try {
    await work;
    return 'allowed';
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'forbidden') return 'forbidden';
    throw error;
  }
}

/** A staff member made for a test: active, with a password and a TOTP secret. */
export interface TestStaff {
  id: number;
  email: string;
  password: string;
  totpSecret: string;
  role: Role;
  storeIds: string[];
}

let made = 0;
/** One hash for every test member: scrypt is the slow part. */
let hashed: Promise<string> | null = null;
export const TEST_STAFF_PASSWORD = 'staff-test-password-1';

export async function makeStaff(role: Role, options: { storeIds?: string[]; email?: string; name?: string } = {}): Promise<TestStaff> {
  const email = options.email ?? `${role.toLowerCase()}-${process.pid}-${++made}-${Date.now()}@staff.test`;
  const totpSecret = newTotpSecret();
  const storeIds = role === 'storeManager' ? (options.storeIds ?? ['0001']) : [];
  const [row] = await db()
    .insert(staffMembers)
    .values({ email, name: options.name ?? `Test ${role}`, role, storeIds, passwordHash: await (hashed ??= hashPassword(TEST_STAFF_PASSWORD)), totpSecret: encryptSecret(totpSecret) })
    .returning();
  return { id: row!.id, email, password: TEST_STAFF_PASSWORD, totpSecret, role, storeIds };
}

/** A signed-in session for a new member of `role`: the /ops cookie's value, and the actor it acts as. */
export async function staffSession(role: Role, options: { storeIds?: string[] } = {}): Promise<{ cookie: string; staff: TestStaff; actor: Actor }> {
  const staff = await makeStaff(role, options);
  const cookie = await openStaffSession(staff.id, 'complete', '192.0.2.250');
  const [member] = await db().select().from(staffMembers).where(eq(staffMembers.id, staff.id));
  return { cookie, staff, actor: memberActor(member!, 'session', '192.0.2.250') };
}

/** The actor of a new, real member of `role` (for use cases that read the member's row). */
export async function staffActor(role: Role, options: { storeIds?: string[] } = {}): Promise<Actor> {
  return (await staffSession(role, options)).actor;
}
