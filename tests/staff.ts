import { eq } from 'drizzle-orm';
import { db } from '../src/server/db/client';
import { hashPassword } from '../src/server/customers/passwords';
import type { Actor } from '../src/server/staff/actor';
import type { Role } from '../src/server/staff/permissions';
import { staffMembers } from '../src/server/staff/schema';
import { encryptSecret, newTotpSecret } from '../src/server/staff/secrets';
import { memberActor, openStaffSession } from '../src/server/staff/sessions';

/** A staff member made for a test (integration tests on PostgreSQL): active, with a password and a TOTP secret. */
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

/** The actor of a new member of `role` (for calling use cases directly). */
export async function staffActor(role: Role, options: { storeIds?: string[] } = {}): Promise<Actor> {
  return (await staffSession(role, options)).actor;
}
