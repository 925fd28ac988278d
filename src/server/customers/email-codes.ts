import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { auth, SIGN_IN_CODE_ATTEMPTS, SIGN_IN_CODE_LENGTH, SIGN_IN_CODE_MINUTES } from './auth';
import { authVerifications } from './auth-schema';

/**
 * One-time codes e-mailed to prove an address, for flows of other modules (the rewards account's
 * unlock, decision 030): the same shape as the sign-in and e-mail-change codes (SIGN_IN_CODE_LENGTH
 * digits, SIGN_IN_CODE_MINUTES, SIGN_IN_CODE_ATTEMPTS wrong entries use it up), kept hashed in
 * auth_verifications under `identifier` (one live code per identifier; a new one replaces it).
 */

export type CodeCheck = 'right' | 'invalid' | 'expired' | 'locked';

interface StoredCode {
  hash: string;
  attempts: number;
}

async function codeHash(identifier: string, code: string): Promise<string> {
  const { secret } = await auth().$context;
  return createHmac('sha256', secret).update(`email-code:${identifier}:${code}`).digest('base64url');
}

/** A new code for `identifier` (replacing any earlier one), stored hashed; answers the code to e-mail. */
export async function issueEmailCode(executor: Executor, identifier: string, now = new Date()): Promise<string> {
  const code = String(randomInt(0, 10 ** SIGN_IN_CODE_LENGTH)).padStart(SIGN_IN_CODE_LENGTH, '0');
  const stored: StoredCode = { hash: await codeHash(identifier, code), attempts: 0 };
  await executor.delete(authVerifications).where(eq(authVerifications.identifier, identifier));
  await executor.insert(authVerifications).values({
    id: randomBytes(16).toString('hex'),
    identifier,
    value: JSON.stringify(stored),
    expiresAt: new Date(now.getTime() + SIGN_IN_CODE_MINUTES * 60_000),
  });
  return code;
}

/**
 * Check a typed code for `identifier` (in the caller's transaction: the row is locked, so
 * parallel guesses are counted one after another). Right: the code is used up. Wrong: counted;
 * the SIGN_IN_CODE_ATTEMPTS-th wrong entry uses it up (`locked`, a new code must be asked for).
 */
export async function checkEmailCode(tx: Executor, identifier: string, typed: unknown, now = new Date()): Promise<CodeCheck> {
  const code = typeof typed === 'string' ? typed.replace(/\s/g, '') : '';
  if (!new RegExp(`^\\d{${SIGN_IN_CODE_LENGTH}}$`).test(code)) return 'invalid';
  const [row] = await tx.select().from(authVerifications).where(eq(authVerifications.identifier, identifier)).for('update');
  if (!row) return 'invalid';
  if (row.expiresAt.getTime() <= now.getTime()) {
    await tx.delete(authVerifications).where(eq(authVerifications.id, row.id));
    return 'expired';
  }
  const stored = JSON.parse(row.value) as StoredCode;
  if (stored.attempts >= SIGN_IN_CODE_ATTEMPTS) return 'locked';
  const expected = Buffer.from(stored.hash);
  const actual = Buffer.from(await codeHash(identifier, code));
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    await tx.update(authVerifications).set({ value: JSON.stringify({ ...stored, attempts: stored.attempts + 1 }) }).where(eq(authVerifications.id, row.id));
    return stored.attempts + 1 >= SIGN_IN_CODE_ATTEMPTS ? 'locked' : 'invalid';
  }
  await tx.delete(authVerifications).where(eq(authVerifications.id, row.id));
  return 'right';
}
