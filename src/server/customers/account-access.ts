import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { staffChange } from '@/server/staff/staff-change';
import type { Executor } from '@/server/db/client';
import { DomainError, domainError } from '@/server/platform/domain-error';
import type { Actor } from '@/server/staff/actor';
import { sendSignInCode } from './accounts';
import { authSessions, authUsers } from './auth-schema';
import { accountLimits } from './limits';

/**
 * Customer service and a shopper's access (issue 23, `customers.manage`): lock the account (no
 * sign-in by password or code until unlocked; every session ends at once, auth.ts refuses new ones
 * with ACCOUNT_LOCKED), unlock it, and e-mail a fresh sign-in code. Each in one transaction with
 * its audit line, values before and after.
 */

/** What customer service may write about a lock (the audit line keeps it; the shopper never reads it). */
export const LockInput = z.object({ reason: z.string().trim().max(300).default('') });
export type LockInput = z.input<typeof LockInput>;

export interface AccountAccess {
  userId: string;
  lockedAt: Date | null;
}

const notFound = () => domainError('notFound', 'CUSTOMER_NOT_FOUND', 'ops.customers.errors.notFound', 'There is no shopper with this id');

/** The shopper's row, locked for this transaction (a lock and an unlock at once are taken in turn). */
async function shopperForUpdate(tx: Executor, userId: string) {
  const [row] = await tx.select({ id: authUsers.id, email: authUsers.email, lockedAt: authUsers.lockedAt }).from(authUsers).where(eq(authUsers.id, userId)).for('update');
  if (!row) throw notFound();
  return row;
}

/**
 * Lock a shopper's account: every session of theirs ends in the same transaction (the next request
 * of any browser or app they are signed in on is a guest's), and sign-in is refused until unlocked.
 * Locking a locked account changes nothing and writes no line.
 */
export function lockShopperAs(executor: Executor, userId: string, input: LockInput, actor: Actor): Promise<AccountAccess> {
  const { reason } = LockInput.parse(input);
  return staffChange(executor, actor, 'customers.manage', async (tx, audit) => {
    const shopper = await shopperForUpdate(tx, userId);
    if (shopper.lockedAt) return { userId, lockedAt: shopper.lockedAt };
    const [locked] = await tx.update(authUsers).set({ lockedAt: sql`now()` }).where(eq(authUsers.id, userId)).returning({ lockedAt: authUsers.lockedAt });
    const ended = await tx.delete(authSessions).where(eq(authSessions.userId, userId)).returning({ id: authSessions.id });
    await audit({ action: 'customer.lock', entityType: 'customer', entityId: userId, before: { locked: false }, after: { locked: true, ...(reason ? { reason } : {}), sessionsEnded: ended.length } });
    return { userId, lockedAt: locked!.lockedAt };
  });
}

/** Unlock a shopper's account: they may sign in again (by password or code). Unlocking an open account changes nothing and writes no line. */
export function unlockShopperAs(executor: Executor, userId: string, actor: Actor): Promise<AccountAccess> {
  return staffChange(executor, actor, 'customers.manage', async (tx, audit) => {
    const shopper = await shopperForUpdate(tx, userId);
    if (!shopper.lockedAt) return { userId, lockedAt: null };
    await tx.update(authUsers).set({ lockedAt: null }).where(eq(authUsers.id, userId));
    await audit({ action: 'customer.unlock', entityType: 'customer', entityId: userId, before: { locked: true, lockedAt: shopper.lockedAt.toISOString() }, after: { locked: false } });
    return { userId, lockedAt: null };
  });
}

/**
 * E-mail the shopper a fresh sign-in code (through the outbox, in their language, the same code and
 * mail as their own request on the sign-in page; an earlier code stops working). Limited per shopper
 * as the shopper's own requests are (SIGN_IN_CODE_SENDS): `tooMany` beyond. A locked account is
 * refused (`conflict`): unlock it first. Answers the address the code went to.
 */
export function resendSignInCodeAs(executor: Executor, userId: string, actor: Actor): Promise<{ email: string }> {
  return staffChange(executor, actor, 'customers.manage', async (tx, audit) => {
    const shopper = await shopperForUpdate(tx, userId);
    if (shopper.lockedAt) throw domainError('conflict', 'CUSTOMER_LOCKED', 'ops.customers.errors.locked', 'The account is locked: unlock it before sending a code');
    const limit = await accountLimits.codeResend.take(userId);
    if (!limit.allowed) throw new DomainError('tooMany', { errorCode: 'TOO_MANY_CODES', errorMessageKey: 'ops.customers.errors.tooMany', errorMessageDefault: 'Too many codes sent to this shopper: wait a minute' }, limit.retryAfterSeconds);
    await audit({ action: 'customer.code.resend', entityType: 'customer', entityId: userId, after: { email: shopper.email } });
    // The code and its mail are better-auth's, as on the sign-in page; the audit line is rolled back if they fail.
    if (!(await sendSignInCode(new Headers(), shopper.email))) throw new DomainError('tooMany', { errorCode: 'TOO_MANY_CODES', errorMessageKey: 'ops.customers.errors.tooMany', errorMessageDefault: 'Too many codes sent to this shopper: wait a minute' }, 600);
    return { email: shopper.email };
  });
}
