import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { CurrencyCode } from '@/lib/markets';
import { SECURITY_ANSWER_ATTEMPTS, SECURITY_ANSWER_LOCK_MS, normaliseSecurityAnswer } from '@/lib/rewards';
import type { Member } from '@/server/customers/member';
import { verifyPassword } from '@/server/customers/passwords';
import { db, type Executor } from '@/server/db/client';
import { DomainError } from '@/server/platform/domain-error';
import { backoffDelayMs, FailureBackoff, waitValues, type BackoffPolicy } from '@/server/platform/rate-limit';
import { SECURITY_ANSWER_MAX_LENGTH, isLocked, lockRewardsAccount, verified, type LinkAnswer } from './accounts';
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
 *   verification locks for SECURITY_ANSWER_LOCK_MS (423), which store staff lift after seeing
 *   the member (unlockSecurityAnswers). A member whose e-mail is the account's never answers.
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
export const securityAnswerFailures = (holder.__securityAnswerFailures ??= new FailureBackoff(SECURITY_ANSWER_BACKOFF));

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
    if (isLocked(account, now)) return { ok: false, error: new DomainError('locked', REWARDS_ERRORS.answerLocked) };
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
          return { ok: false, error: new DomainError('locked', REWARDS_ERRORS.answerLocked) };
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
