import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { CurrencyCode } from '@/lib/markets';
import { SECURITY_ANSWER_ATTEMPTS, SECURITY_ANSWER_LOCK_MS, normaliseSecurityAnswer } from '@/lib/rewards';
import type { Member } from '@/server/customers/member';
import { verifyPassword } from '@/server/customers/passwords';
import { db, type Executor } from '@/server/db/client';
import { ApiError } from '@/server/platform/http';
import { SECURITY_ANSWER_MAX_LENGTH, isLocked, lockRewardsAccount, verified, type LinkAnswer } from './accounts';
import { REWARDS_ERRORS, answerIncorrect } from './link-http';
import { openToken, tokenSecret } from './tokens';
import { rewardsAccounts } from './schema';

/**
 * Answering a rewards account's security question (contract 3). The account row is locked for the
 * whole check, so answers to one account are taken one at a time: parallel guesses cannot get past
 * SECURITY_ANSWER_ATTEMPTS. That many wrong answers in a row lock online verification of the
 * account for SECURITY_ANSWER_LOCK_MS (the right answer then is refused too); a right answer
 * starts the count again. The routes add a per-caller rate limit.
 */

export const securityAnswerBodySchema = z.strictObject({
  profileKey: z.string().min(1).max(512),
  // A blank answer is refused before it can count as a wrong attempt.
  answer: z
    .string({ error: () => 'rewards.errors.answerMissing' })
    .trim()
    .min(1, { error: () => 'rewards.errors.answerMissing' })
    .max(SECURITY_ANSWER_MAX_LENGTH, { error: () => 'rewards.errors.answerTooLong' }),
});

type Outcome = { ok: true; answer: LinkAnswer } | { ok: false; error: ApiError };

/**
 * Check the answer for the profile the member was shown (its profileKey). Right: the account is
 * linked, or a merge is offered. Wrong: 422 SECURITY_ANSWER_INCORRECT with attemptsLeft, or 423
 * SECURITY_ANSWER_LOCKED once the attempts are used up.
 */
export async function answerSecurityQuestion(member: Pick<Member, 'id'>, input: { profileKey: string; answer: string }, currency: CurrencyCode, now = new Date()): Promise<LinkAnswer> {
  const secret = await tokenSecret();
  const claims = openToken(secret, 'profile', input.profileKey, member.id, now);
  if (!claims) throw new ApiError(410, REWARDS_ERRORS.lookupExpired);
  const answer = normaliseSecurityAnswer(input.answer);
  // A wrong answer must be written down, so failures are returned from the transaction, not thrown in it.
  const outcome = await db().transaction(async (tx): Promise<Outcome> => {
    const account = await lockRewardsAccount(tx, claims.rewardsId, currency);
    if (!account) return { ok: false, error: new ApiError(404, REWARDS_ERRORS.invalidId) };
    if (account.userId && account.userId !== member.id) return { ok: false, error: new ApiError(409, REWARDS_ERRORS.taken) };
    if (!account.securityAnswerHash || !account.securityQuestion) return { ok: false, error: new ApiError(422, REWARDS_ERRORS.verifyInStore) };
    if (isLocked(account, now)) return { ok: false, error: new ApiError(423, REWARDS_ERRORS.answerLocked) };
    const right = !!answer && (await verifyPassword({ hash: account.securityAnswerHash, password: answer }));
    if (!right) {
      const failed = account.failedAnswers + 1;
      if (failed >= SECURITY_ANSWER_ATTEMPTS) {
        await tx
          .update(rewardsAccounts)
          .set({ failedAnswers: 0, answersLockedUntil: new Date(now.getTime() + SECURITY_ANSWER_LOCK_MS) })
          .where(eq(rewardsAccounts.rewardsId, account.rewardsId));
        return { ok: false, error: new ApiError(423, REWARDS_ERRORS.answerLocked) };
      }
      await tx.update(rewardsAccounts).set({ failedAnswers: failed }).where(eq(rewardsAccounts.rewardsId, account.rewardsId));
      return { ok: false, error: answerIncorrect(SECURITY_ANSWER_ATTEMPTS - failed) };
    }
    if (account.failedAnswers || account.answersLockedUntil) {
      await tx.update(rewardsAccounts).set({ failedAnswers: 0, answersLockedUntil: null }).where(eq(rewardsAccounts.rewardsId, account.rewardsId));
    }
    return { ok: true, answer: await verified(tx, member.id, account, secret, now) };
  });
  if (!outcome.ok) throw outcome.error;
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
