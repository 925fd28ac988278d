import { eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { hashPassword } from '@/server/platform/passwords';
import { envVar } from '@/server/platform/env';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from './demo-accounts';
import { staffMembers } from './schema';
import { encryptSecret, newRecoveryCodes, normaliseRecoveryCode, sha256 } from './secrets';

/**
 * The demo's staff (decision 052): one member of each role, with a published password and
 * published TOTP secrets, flagged `demo` — refused at sign-in and for API keys outside the demo
 * (accounts.ts' demoAccountsAllowed), and never seeded for production (NODE_ENV=production
 * without DEMO). `npm start` prints how to sign in; `npm run staff -- code <email>` prints a
 * demo account's current code.
 */
export { DEMO_STAFF, DEMO_STAFF_PASSWORD };

/** Whether this start may seed the demo's staff (not a production start). */
export function demoStaffWanted(): boolean {
  return envVar('NODE_ENV') !== 'production' || envVar('DEMO') === true;
}

/** The demo's staff, the store manager managing `managerStores`; an account already there is left as it is. */
export async function seedDemoStaff(tx: Executor, managerStores: readonly string[]): Promise<number> {
  if (!demoStaffWanted()) return 0;
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  let rows = 0;
  for (const member of DEMO_STAFF) {
    const [existing] = await tx.select({ id: staffMembers.id }).from(staffMembers).where(eq(staffMembers.email, member.email));
    if (existing) continue;
    await tx.insert(staffMembers).values({
      email: member.email,
      name: member.name,
      role: member.role,
      storeIds: member.role === 'storeManager' ? [...managerStores] : [],
      locale: member.locale,
      passwordHash,
      totpSecret: encryptSecret(member.totpSecret),
      recoveryCodes: newRecoveryCodes().map((c) => sha256(normaliseRecoveryCode(c))),
      demo: true,
    });
    rows++;
  }
  return rows;
}
