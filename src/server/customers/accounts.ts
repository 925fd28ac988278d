import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { getMarket, type Locale } from '@/lib/markets';
import { REWARDS_PROSPECT_USER_TYPE } from '@/lib/rewards';
import { db } from '@/server/db/client';
import { logger } from '@/server/platform/logger';
import { authRefusal } from './auth-errors';
import { ACCOUNT_LOCKED, auth, resetTokenOwner, withRequestOrigin } from './auth';
import { authAccounts, authUsers, authVerifications } from './auth-schema';
import { hashPassword } from '@/server/platform/passwords';

/**
 * What the sign-in pages do with accounts, over better-auth's server API. Every answer that
 * could tell whether an address has an account is the same for both cases: registering an
 * address that exists sends it a sign-in code just as a new account gets one (decision 020).
 */

/** `locked`: the code was right but customer service locked the account (auth.ts ACCOUNT_LOCKED). */
export type CodeSignInResult = 'ok' | 'invalid' | 'expired' | 'tooManyAttempts' | 'locked';

/** `locked`: the password was right but customer service locked the account; a wrong one reads `invalid` either way. */
export async function signInWithPassword(requestHeaders: Headers, input: { email: string; password: string; rememberMe: boolean }): Promise<'ok' | 'invalid' | 'locked'> {
  try {
    await auth().api.signInEmail({ body: input, headers: requestHeaders });
    return 'ok';
  } catch (error) {
    // Every other refusal reads the same (spec §8); better-auth's errors are told apart by code, not class (auth-errors.ts).
    const refusal = authRefusal(error);
    if (refusal?.code === ACCOUNT_LOCKED) return 'locked';
    if (refusal) return 'invalid';
    throw error;
  }
}

/** Mails a sign-in code to `email` (none for an unknown address, with the same answer); false when the address has been sent too many (limits.ts `mayMailTo`). */
export async function sendSignInCode(requestHeaders: Headers, email: string): Promise<boolean> {
  try {
    await auth().api.sendVerificationOTP({ body: { email, type: 'sign-in' }, headers: requestHeaders });
    return true;
  } catch (error) {
    if (authRefusal(error)?.code === 'TOO_MANY_CODES') return false;
    throw error;
  }
}

/** A registration just completed: the account's id and proven address (what other modules make theirs, see src/server/onboarding). */
export type RegisteredListener = (account: { userId: string; email: string }) => Promise<void>;

/**
 * Sign in with an e-mailed code; with a registration token, the registration's password is set
 * too, and `registered` hears of the new account.
 */
export async function signInWithCode(requestHeaders: Headers, email: string, code: string, registrationToken?: string, registered?: RegisteredListener): Promise<CodeSignInResult> {
  try {
    await auth().api.signInEmailOTP({ body: { email, otp: code }, headers: requestHeaders });
    const account = registrationToken ? await completeRegistration(email, registrationToken) : null;
    if (account) await registered?.(account);
    return 'ok';
  } catch (error) {
    const refusal = authRefusal(error);
    if (!refusal) throw error;
    if (refusal.code === 'OTP_EXPIRED') return 'expired';
    if (refusal.code === 'TOO_MANY_ATTEMPTS') return 'tooManyAttempts';
    if (refusal.code === ACCOUNT_LOCKED) return 'locked';
    return 'invalid';
  }
}

export interface Registration {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  locale: Locale;
  receivePromoAndSpecialEvents: boolean;
}

/** How long a registration's code step may take before its password is forgotten. */
const REGISTRATION_MINUTES = 15;

/**
 * Quick register: a new address gets its account (unverified, no password yet), an existing one
 * is left as it is; both are sent a sign-in code and answered the same registration token. The
 * new account's password hash waits under that token and is set only when the code is entered
 * with it (`signInWithCode`): the password belongs to whoever proved the mailbox, never to
 * someone who merely typed the address (better-auth strips unproven access at a code sign-in).
 */
export async function register(requestHeaders: Headers, input: Registration): Promise<string> {
  const email = input.email.toLowerCase();
  const token = randomBytes(24).toString('base64url');
  const hash = await hashPassword(input.password); // the same work either way: timing tells nothing
  const [existing] = await db().select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email));
  if (!existing) {
    const { internalAdapter } = await auth().$context;
    await internalAdapter
      .createUser({
        email,
        name: `${input.firstName} ${input.lastName}`.trim(),
        emailVerified: false,
        firstName: input.firstName,
        lastName: input.lastName,
        locale: input.locale,
        // A new account where rewards run is invited to join or link (spec §6: user type 4 gets the rewards sign-in modal).
        userType: getMarket(input.locale).rewards ? REWARDS_PROSPECT_USER_TYPE : '',
        receivePromoAndSpecialEvents: input.receivePromoAndSpecialEvents,
      }, { method: 'email-password' })
      .catch((error: unknown) => logger.info({ err: error }, 'registration raced another for the same address'));
    await db()
      .insert(authVerifications)
      .values({ id: randomBytes(16).toString('hex'), identifier: `registration:${token}`, value: JSON.stringify({ email, hash }), expiresAt: new Date(Date.now() + REGISTRATION_MINUTES * 60_000) });
  }
  await sendSignInCode(requestHeaders, email);
  return token;
}

/**
 * After a code sign-in that finishes a registration: the password chosen at registration becomes
 * the account's, if it has none. The account registered, or null when the token does not finish one.
 */
async function completeRegistration(email: string, token: string): Promise<{ userId: string; email: string } | null> {
  const [pending] = await db().delete(authVerifications).where(eq(authVerifications.identifier, `registration:${token}`)).returning();
  if (!pending || pending.expiresAt.getTime() < Date.now()) return null;
  const { email: registered, hash } = JSON.parse(pending.value) as { email: string; hash: string };
  if (registered !== email.toLowerCase()) return null;
  const [user] = await db().select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, registered));
  if (!user) return null;
  const [credential] = await db()
    .select({ id: authAccounts.id })
    .from(authAccounts)
    .where(and(eq(authAccounts.userId, user.id), eq(authAccounts.providerId, 'credential')));
  if (!credential) await db().insert(authAccounts).values({ id: randomBytes(16).toString('hex'), accountId: user.id, providerId: 'credential', userId: user.id, password: hash });
  return { userId: user.id, email: registered };
}

/** Mails a reset link to `email` (none for an unknown address, with the same answer); false when the address has been sent too many (limits.ts `mayMailTo`). */
export async function requestPasswordReset(requestHeaders: Headers, email: string): Promise<boolean> {
  try {
    await withRequestOrigin(requestHeaders, () => auth().api.requestPasswordReset({ body: { email }, headers: requestHeaders }));
    return true;
  } catch (error) {
    if (authRefusal(error)?.code === 'TOO_MANY_RESETS') return false;
    throw error;
  }
}

/** Set a new password with an e-mailed token; every session of the account ends. */
export async function resetPassword(token: string, newPassword: string): Promise<{ ok: true; firstName: string } | { ok: false }> {
  const owner = await resetTokenOwner(token);
  if (!owner) return { ok: false };
  try {
    await auth().api.resetPassword({ body: { token, newPassword } });
    return { ok: true, firstName: owner.firstName };
  } catch (error) {
    if (authRefusal(error)) return { ok: false };
    throw error;
  }
}

/** Sign-out step 1 (spec §4): end the session on the server. Throws when it cannot, so the caller records the failure. */
export async function endSession(requestHeaders: Headers): Promise<void> {
  await auth().api.signOut({ headers: requestHeaders });
}
