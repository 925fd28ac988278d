import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { translatorFor } from '@/i18n/catalogues';
import type { CurrencyCode, Locale } from '@/lib/markets';
import { SECURITY_ANSWER_ATTEMPTS, SECURITY_ANSWER_LOCK_MS, maskEmail, normaliseSecurityAnswer } from '@/lib/rewards';
import { accountEmail } from '@/server/customers/account-emails';
import { SIGN_IN_CODE_LENGTH, SIGN_IN_CODE_MINUTES } from '@/server/customers/auth';
import { checkEmailCode, issueEmailCode } from '@/server/customers/email-codes';
import type { Member } from '@/server/customers/member';
import { verifyPassword } from '@/server/platform/passwords';
import { db, type Executor } from '@/server/db/client';
import { DomainError, type DomainErrorKind } from '@/server/platform/domain-error';
import { enqueueEmail, kickDelivery } from '@/server/platform/email/outbox';
import { backoffDelayMs, type BackoffPolicy, callLimiter, type CallLimiter, type FailureBackoff, failureBackoff, waitValues } from '@/server/platform/rate-limit';
import { SECURITY_ANSWER_MAX_LENGTH, isLocked, lockRewardsAccount, verified, type LinkAnswer, type RewardsAccountRow } from './accounts';
import { REWARDS_ERRORS, answerIncorrect } from './link-http';
import { openToken, tokenSecret } from './tokens';
import { rewardsAccounts } from './schema';

/**
 * Answering a rewards account's security question (contract 3), with the limits of
 * docs/decisions/030. The account row is locked for the whole check, so answers to one account
 * are taken one at a time.
 * - Per (account, member): SECURITY_ANSWER_ATTEMPTS wrong answers, then that member waits
 *   15 minutes before the next, doubling up to a day (429 SECURITY_ANSWER_WAIT, Retry-After);
 *   the right answer forgets them. Nobody else waits.
 * - Per account: only a member's first SECURITY_ANSWER_ATTEMPTS wrong answers count on the
 *   account; at SECURITY_ANSWER_ACCOUNT_FAILURES in a row (so from several members) online
 *   verification locks for SECURITY_ANSWER_LOCK_MS (423). The owner lifts it with a code e-mailed
 *   to the account's address (sendUnlockCode, unlockWithCode), which also links the account to
 *   them, as proving the address does; store staff can lift it too (unlockSecurityAnswers). The
 *   members who guessed keep their own waits. A member whose e-mail is the account's never answers.
 * The routes add a per-caller rate limit.
 */

export const SECURITY_ANSWER_ACCOUNT_FAILURES = 10;
export const SECURITY_ANSWER_BACKOFF: BackoffPolicy = {
  free: SECURITY_ANSWER_ATTEMPTS,
  firstDelayMs: 15 * 60_000,
  maxDelayMs: SECURITY_ANSWER_LOCK_MS,
  forgetAfterMs: SECURITY_ANSWER_LOCK_MS,
};
const holder = globalThis as unknown as { __securityAnswerFailures?: FailureBackoff };
export const securityAnswerFailures = (holder.__securityAnswerFailures ??= failureBackoff('rewards-security-answer', SECURITY_ANSWER_BACKOFF));

export function answerWait(retryAfterSeconds: number): DomainError {
  return new DomainError(
    'tooMany',
    {
      errorCode: 'SECURITY_ANSWER_WAIT',
      errorMessageKey: 'rewards.errors.answerWait',
      errorMessageDefault: 'Too many incorrect answers from your account. Please try again later, or ask at any store.',
      errorMessageValues: waitValues(retryAfterSeconds),
    },
    retryAfterSeconds,
  );
}

export const securityAnswerBodySchema = z.strictObject({
  profileKey: z.string().min(1).max(512),
  // A blank answer is refused before it can count as a wrong attempt.
  answer: z
    .string({ error: () => 'rewards.errors.answerMissing' })
    .trim()
    .min(1, { error: () => 'rewards.errors.answerMissing' })
    .max(SECURITY_ANSWER_MAX_LENGTH, { error: () => 'rewards.errors.answerTooLong' }),
});

type Outcome = { ok: true; answer: LinkAnswer } | { ok: false; error: DomainError };

/** The 423 of a locked account: with the masked address a code can be sent to, when it has one. */
function answerLocked(account: Pick<RewardsAccountRow, 'email'>): DomainError {
  if (!account.email) return new DomainError('locked', REWARDS_ERRORS.answerLocked);
  return new DomainError('locked', {
    ...REWARDS_ERRORS.answerLocked,
    errorMessageKey: 'rewards.errors.answerLockedCode',
    errorMessageDefault: `Too many incorrect answers. We can e-mail a code to ${maskEmail(account.email)} to unlock this account, or ask at any store.`,
    errorMessageValues: { email: maskEmail(account.email) },
  });
}

/**
 * Check the answer for the profile the member was shown (its profileKey). Right: the account is
 * linked, or a merge is offered. Wrong: 422 SECURITY_ANSWER_INCORRECT with attemptsLeft, or 423
 * SECURITY_ANSWER_LOCKED once the attempts are used up.
 */
export async function answerSecurityQuestion(member: Pick<Member, 'id'>, input: { profileKey: string; answer: string }, currency: CurrencyCode, now = new Date()): Promise<LinkAnswer> {
  const secret = await tokenSecret();
  const claims = openToken(secret, 'profile', input.profileKey, member.id, now);
  if (!claims) throw new DomainError('expired', REWARDS_ERRORS.lookupExpired);
  const answer = normaliseSecurityAnswer(input.answer);
  const pair = `${claims.rewardsId}|${member.id}`;
  // A wrong answer must be written down, so failures are returned from the transaction, not thrown in it.
  const outcome = await db().transaction(async (tx): Promise<Outcome> => {
    const account = await lockRewardsAccount(tx, claims.rewardsId, currency);
    if (!account) return { ok: false, error: new DomainError('notFound', REWARDS_ERRORS.invalidId) };
    // Under the row lock: parallel answers each meet the member's failures before them.
    const wait = await securityAnswerFailures.check(pair);
    if (!wait.allowed) return { ok: false, error: answerWait(wait.retryAfterSeconds) };
    const earlier = await securityAnswerFailures.failures(pair);
    if (account.userId && account.userId !== member.id) return { ok: false, error: new DomainError('conflict', REWARDS_ERRORS.taken) };
    if (!account.securityAnswerHash || !account.securityQuestion) return { ok: false, error: new DomainError('invalid', REWARDS_ERRORS.verifyInStore) };
    if (isLocked(account, now)) return { ok: false, error: answerLocked(account) };
    const right = !!answer && (await verifyPassword({ hash: account.securityAnswerHash, password: answer }));
    if (!right) {
      await securityAnswerFailures.fail(pair);
      const mine = earlier + 1;
      // Only a member's first attempts count on the account: one member alone can never lock it for its owner.
      if (earlier < SECURITY_ANSWER_ATTEMPTS) {
        const failed = account.failedAnswers + 1;
        if (failed >= SECURITY_ANSWER_ACCOUNT_FAILURES) {
          await tx
            .update(rewardsAccounts)
            .set({ failedAnswers: 0, answersLockedUntil: new Date(now.getTime() + SECURITY_ANSWER_LOCK_MS) })
            .where(eq(rewardsAccounts.rewardsId, account.rewardsId));
          return { ok: false, error: answerLocked(account) };
        }
        await tx.update(rewardsAccounts).set({ failedAnswers: failed }).where(eq(rewardsAccounts.rewardsId, account.rewardsId));
      }
      return { ok: false, error: mine >= SECURITY_ANSWER_ATTEMPTS ? answerWait(backoffDelayMs(mine, SECURITY_ANSWER_BACKOFF) / 1000) : answerIncorrect(SECURITY_ANSWER_ATTEMPTS - mine) };
    }
    if (account.failedAnswers || account.answersLockedUntil) {
      await tx.update(rewardsAccounts).set({ failedAnswers: 0, answersLockedUntil: null }).where(eq(rewardsAccounts.rewardsId, account.rewardsId));
    }
    return { ok: true, answer: await verified(tx, member.id, account, secret, now) };
  });
  if (!outcome.ok) throw outcome.error;
  await securityAnswerFailures.clear(pair);
  return outcome.answer;
}

/** Store staff verified the member in person (the operator CLI): online verification opens again. Whether the account exists. */
export async function unlockSecurityAnswers(executor: Executor, rewardsId: string): Promise<boolean> {
  const updated = await executor
    .update(rewardsAccounts)
    .set({ failedAnswers: 0, answersLockedUntil: null })
    .where(eq(rewardsAccounts.rewardsId, rewardsId))
    .returning({ rewardsId: rewardsAccounts.rewardsId });
  return updated.length > 0;
}

// ---------------------------------------------------------------- the owner's way out: an e-mailed code

/** Unlock codes one member may ask for, for one account, in an hour (each one e-mails the account's owner). */
export const SECURITY_UNLOCK_CODES_PER_HOUR = 3;
const codeHolder = globalThis as unknown as { __securityUnlockCodes?: CallLimiter };
const unlockCodes = (codeHolder.__securityUnlockCodes ??= callLimiter('rewards-unlock-code', SECURITY_UNLOCK_CODES_PER_HOUR, 3_600_000));

const unlockIdentifier = (rewardsId: string, memberId: string) => `rewards-unlock:${rewardsId}:${memberId}`;

const refusal = (kind: DomainErrorKind, code: string, key: string, text: string) => new DomainError(kind, { errorCode: code, errorMessageKey: `rewards.errors.${key}`, errorMessageDefault: text });
export const UNLOCK_ERRORS = {
  notLocked: () => refusal('conflict', 'SECURITY_ANSWER_NOT_LOCKED', 'unlockNotNeeded', "This Rewards account isn't locked. Answer its security question."),
  tooMany: () => refusal('tooMany', 'UNLOCK_CODE_LIMIT', 'unlockCodeLimit', 'We have sent several codes. Use the latest one, or ask for a new one in an hour.'),
  invalid: () => refusal('invalid', 'UNLOCK_CODE_INVALID', 'unlockCodeInvalid', "That code doesn't match. Check the latest e-mail we sent."),
  expired: () => refusal('invalid', 'UNLOCK_CODE_EXPIRED', 'unlockCodeExpired', 'That code has expired. Ask for a new one.'),
  locked: () => refusal('invalid', 'UNLOCK_CODE_USED_UP', 'unlockCodeUsedUp', 'Too many wrong codes. Ask for a new one.'),
};

export const unlockCodeRequestSchema = z.strictObject({ profileKey: z.string().min(1).max(512) });
export const unlockCodeEntrySchema = z.strictObject({
  profileKey: z.string().min(1).max(512),
  code: z
    .string({ error: () => 'rewards.errors.unlockCodeMissing' })
    .trim()
    .regex(new RegExp(`^\\d{${SIGN_IN_CODE_LENGTH}}$`), { error: () => 'rewards.errors.unlockCodeMissing' }),
});

async function unlockCodeEmail(code: string, locale: Locale) {
  const t = await translatorFor(locale);
  return accountEmail({ brand: t('email.orderConfirmation.brand'),
    subject: t('email.rewardsUnlockCode.subject', { code }),
    title: t('email.rewardsUnlockCode.title'),
    lines: [t('email.rewardsUnlockCode.body', { minutes: SIGN_IN_CODE_MINUTES })],
    action: { code },
    footer: t('email.rewardsUnlockCode.notYou'),
  });
}

/**
 * A locked account's owner asks for a code: it goes to the account's own e-mail address (never
 * to the caller's), and the answer names that address masked and how long the code lasts. Only while the account is locked;
 * an account without an address is verified in a store (422).
 */
export async function sendUnlockCode(member: Pick<Member, 'id'>, input: { profileKey: string }, currency: CurrencyCode, locale: Locale, now = new Date()): Promise<{ email: string; minutes: number }> {
  const secret = await tokenSecret();
  const claims = openToken(secret, 'profile', input.profileKey, member.id, now);
  if (!claims) throw new DomainError('expired', REWARDS_ERRORS.lookupExpired);
  const mail = await db().transaction(async (tx) => {
    const account = await lockRewardsAccount(tx, claims.rewardsId, currency);
    if (!account) throw new DomainError('notFound', REWARDS_ERRORS.invalidId);
    if (account.userId && account.userId !== member.id) throw new DomainError('conflict', REWARDS_ERRORS.taken);
    if (!isLocked(account, now)) throw UNLOCK_ERRORS.notLocked();
    if (!account.email) throw new DomainError('invalid', REWARDS_ERRORS.verifyInStore);
    if (!(await unlockCodes.take(`${account.rewardsId}|${member.id}`)).allowed) throw UNLOCK_ERRORS.tooMany();
    const code = await issueEmailCode(tx, unlockIdentifier(account.rewardsId, member.id), now);
    await enqueueEmail(tx, { kind: 'rewardsUnlockCode', locale, to: account.email, ...(await unlockCodeEmail(code, locale)) });
    return { email: maskEmail(account.email), minutes: SIGN_IN_CODE_MINUTES };
  });
  kickDelivery();
  return mail;
}

/**
 * The code from the account's e-mail: the owner proved the address, so the lock is lifted and the
 * account linked to them (or a merge offered), as for a member whose e-mail is the account's.
 * Wrong codes count against the code (SIGN_IN_CODE_ATTEMPTS). Only this member's own wrong
 * answers are forgotten: the members who guessed keep their waits.
 */
export async function unlockWithCode(member: Pick<Member, 'id'>, input: { profileKey: string; code: string }, currency: CurrencyCode, now = new Date()): Promise<LinkAnswer> {
  const secret = await tokenSecret();
  const claims = openToken(secret, 'profile', input.profileKey, member.id, now);
  if (!claims) throw new DomainError('expired', REWARDS_ERRORS.lookupExpired);
  // A wrong code must be written down, so refusals are returned from the transaction, not thrown in it.
  const outcome = await db().transaction(async (tx): Promise<Outcome> => {
    const account = await lockRewardsAccount(tx, claims.rewardsId, currency);
    if (!account) return { ok: false, error: new DomainError('notFound', REWARDS_ERRORS.invalidId) };
    const check = await checkEmailCode(tx, unlockIdentifier(account.rewardsId, member.id), input.code, now);
    if (check !== 'right') return { ok: false, error: UNLOCK_ERRORS[check]() };
    await tx.update(rewardsAccounts).set({ failedAnswers: 0, answersLockedUntil: null }).where(eq(rewardsAccounts.rewardsId, account.rewardsId));
    return { ok: true, answer: await verified(tx, member.id, { ...account, failedAnswers: 0, answersLockedUntil: null }, secret, now) };
  });
  if (!outcome.ok) throw outcome.error;
  await securityAnswerFailures.clear(`${claims.rewardsId}|${member.id}`);
  return outcome.answer;
}
