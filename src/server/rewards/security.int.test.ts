import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as search } from '@/app/ecomm/b2c/customer/v1/search/route';
import { POST as answerRoute } from '@/app/ecomm/b2c/v1/currentUser/rewards/securityQuestion/route';
import { authUsers } from '@/server/customers/auth-schema';
import { SECURITY_ANSWER_ATTEMPTS, SECURITY_ANSWER_LOCK_MS } from '@/lib/rewards';
import { db } from '@/server/db/client';
import { DomainError } from '@/server/platform/domain-error';
import { DOMAIN_ERROR_STATUS } from '@/server/platform/http';
import { linkAccount } from './accounts';
import { account, call, newMember, storeAccount, user, type TestMember } from './linking.test-helpers';
import { rewardsAccounts } from './schema';
import { answerSecurityQuestion, SECURITY_ANSWER_ACCOUNT_FAILURES, SECURITY_ANSWER_BACKOFF, unlockSecurityAnswers } from './security';

const previousTrustProxy = process.env.TRUST_PROXY;
beforeAll(() => {
  process.env.TRUST_PROXY = '1';
});
afterAll(() => {
  process.env.TRUST_PROXY = previousTrustProxy;
});

const PATH = '/ecomm/b2c/v1/currentUser/rewards/securityQuestion';

/** The profileKey the member's lookup gives for a store account with a question. */
async function lookedUp(member: TestMember, fields: Parameters<typeof storeAccount>[0] = {}) {
  const created = await storeAccount({ postalCode: '78701', ...fields });
  const { body } = await call(search, '/ecomm/b2c/customer/v1/search', { customerData: { lastName: created.lastName, postalCode: '78701' } }, { cookie: member.cookie });
  const [profile] = body.profiles as { profileKey: string }[];
  return { ...created, profileKey: profile!.profileKey };
}

const answer = (member: TestMember, profileKey: string, text: string) => call(answerRoute, PATH, { profileKey, answer: text }, { cookie: member.cookie });

describe('POST /ecomm/b2c/v1/currentUser/rewards/securityQuestion', () => {
  it('links the account on the right answer (without case, accents or punctuation) and clears user type 4', async () => {
    const member = await newMember();
    await db().update(authUsers).set({ userType: '4' }).where(eq(authUsers.id, member.id));
    const { rewardsId, profileKey } = await lookedUp(member, { answer: 'São Paulo' });
    const { status, body } = await answer(member, profileKey, '  sao PAULO. ');
    expect(status).toBe(200);
    expect(body).toMatchObject({ acountsLinked: true, mergeRequired: false, validateQuestionsRequired: false, profileUpdateRequired: false });
    expect(JSON.stringify(body)).not.toContain(rewardsId);
    expect((await account(rewardsId)).userId).toBe(member.id);
    expect(await user(member.id)).toMatchObject({ rewardsId, userType: '' });
  });

  it(`counts one member's wrong answers down, then makes that member wait after ${SECURITY_ANSWER_ATTEMPTS}, never the account's owner`, async () => {
    const attacker = await newMember();
    const { rewardsId, profileKey, lastName } = await lookedUp(attacker);
    for (let left = SECURITY_ANSWER_ATTEMPTS - 1; left > 0; left--) {
      const wrong = await answer(attacker, profileKey, 'Chevy Nova');
      expect(wrong.status).toBe(422);
      expect(wrong.body).toMatchObject({ errorCode: 'SECURITY_ANSWER_INCORRECT', errorMessageKey: 'rewards.errors.answerIncorrect', errorMessageValues: { attemptsLeft: left } });
    }
    const last = await answer(attacker, profileKey, 'Chevy Nova');
    expect(last.status).toBe(429);
    expect(last.body).toMatchObject({ errorCode: 'SECURITY_ANSWER_WAIT', errorMessageKey: 'rewards.errors.answerWait', errorMessageValues: { count: SECURITY_ANSWER_BACKOFF.firstDelayMs / 60_000, unit: 'minutes' } });
    // Waiting, the attacker is not even heard (the right answer neither), however often it asks.
    for (let i = 0; i < 5; i++) expect((await answer(attacker, profileKey, 'Ford Falcon')).status).toBe(429);
    expect(last.headers.get('retry-after')).toBe(String(SECURITY_ANSWER_BACKOFF.firstDelayMs / 1000));
    const row = await account(rewardsId);
    expect(row).toMatchObject({ userId: null, answersLockedUntil: null, failedAnswers: SECURITY_ANSWER_ATTEMPTS });
    // The owner, signed in on their own online account, answers at once.
    const owner = await newMember();
    const theirs = await call(search, '/ecomm/b2c/customer/v1/search', { customerData: { lastName, postalCode: '78701' } }, { cookie: owner.cookie });
    const linked = await answer(owner, (theirs.body.profiles as { profileKey: string }[])[0]!.profileKey, 'Ford Falcon');
    expect(linked.status).toBe(200);
    expect(await account(rewardsId)).toMatchObject({ userId: owner.id, failedAnswers: 0 });
  });

  it(`locks the account for a day only after ${SECURITY_ANSWER_ACCOUNT_FAILURES} wrong answers from several members; locked, even the right answer is refused`, async () => {
    const first = await newMember();
    const { rewardsId, profileKey, lastName } = await lookedUp(first);
    await db().update(rewardsAccounts).set({ failedAnswers: SECURITY_ANSWER_ACCOUNT_FAILURES - 1 }).where(eq(rewardsAccounts.rewardsId, rewardsId));
    const last = await answer(first, profileKey, 'Chevy Nova');
    expect(last.status).toBe(423);
    expect(last.body).toMatchObject({ errorCode: 'SECURITY_ANSWER_LOCKED', errorMessageKey: 'rewards.errors.answerLocked' });
    const row = await account(rewardsId);
    expect(row.answersLockedUntil!.getTime()).toBeGreaterThan(Date.now() + SECURITY_ANSWER_LOCK_MS - 60_000);
    const other = await newMember();
    const theirs = await call(search, '/ecomm/b2c/customer/v1/search', { customerData: { lastName, postalCode: '78701' } }, { cookie: other.cookie });
    expect((await answer(other, (theirs.body.profiles as { profileKey: string }[])[0]!.profileKey, 'Ford Falcon')).status).toBe(423);
  });

  it('unlocks after the lock time, and a right answer starts the count again', async () => {
    const member = await newMember();
    const { rewardsId, profileKey } = await lookedUp(member);
    await db().update(rewardsAccounts).set({ failedAnswers: SECURITY_ANSWER_ATTEMPTS - 1, answersLockedUntil: new Date(Date.now() - 1000) }).where(eq(rewardsAccounts.rewardsId, rewardsId));
    expect((await answer(member, profileKey, 'ford falcon')).status).toBe(200);
    expect(await account(rewardsId)).toMatchObject({ failedAnswers: 0, answersLockedUntil: null, userId: member.id });
  });

  it(`parallel wrong answers from one member cannot get past ${SECURITY_ANSWER_ATTEMPTS}`, async () => {
    const member = await newMember();
    const { rewardsId, profileKey } = await lookedUp(member);
    const guesses = ['a1', 'b2', 'c3', 'd4', 'e5', 'f6', 'g7', 'h8'];
    const results = await Promise.allSettled(guesses.map((guess) => answerSecurityQuestion({ id: member.id }, { profileKey, answer: guess }, 'USD')));
    const statuses = results.map((r) => (r.status === 'fulfilled' ? 200 : DOMAIN_ERROR_STATUS[(r.reason as DomainError).kind])).sort();
    // Taken one at a time: ATTEMPTS - 1 are told "wrong", the one that uses the last attempt and all after it "wait".
    expect(statuses).toEqual([...Array(SECURITY_ANSWER_ATTEMPTS - 1).fill(422), ...Array(guesses.length - SECURITY_ANSWER_ATTEMPTS + 1).fill(429)]);
    expect(await account(rewardsId)).toMatchObject({ userId: null, failedAnswers: SECURITY_ANSWER_ATTEMPTS });
    await expect(answerSecurityQuestion({ id: member.id }, { profileKey, answer: 'Ford Falcon' }, 'USD')).rejects.toMatchObject({ kind: 'tooMany' });
  });

  it('a store that verified the member in person opens a locked account again', async () => {
    const member = await newMember();
    const { rewardsId, profileKey } = await lookedUp(member);
    await db().update(rewardsAccounts).set({ answersLockedUntil: new Date(Date.now() + SECURITY_ANSWER_LOCK_MS) }).where(eq(rewardsAccounts.rewardsId, rewardsId));
    await expect(answerSecurityQuestion({ id: member.id }, { profileKey, answer: 'Ford Falcon' }, 'USD')).rejects.toMatchObject({ kind: 'locked' });
    expect(await unlockSecurityAnswers(db(), rewardsId)).toBe(true);
    expect((await answerSecurityQuestion({ id: member.id }, { profileKey, answer: 'Ford Falcon' }, 'USD')).acountsLinked).toBe(true);
  });

  it('refuses a profileKey made for another member (410), and an account another member has linked meanwhile (409)', async () => {
    const [member, other] = [await newMember(), await newMember()];
    const { rewardsId, profileKey } = await lookedUp(member);
    const stolen = await answer(other, profileKey, 'Ford Falcon');
    expect(stolen.status).toBe(410);
    expect(stolen.body.errorMessageKey).toBe('rewards.errors.lookupExpired');
    expect((await answer(member, `${profileKey.slice(0, -2)}AA`, 'Ford Falcon')).status).toBe(410);
    await linkAccount(db(), other.id, rewardsId);
    const taken = await answer(member, profileKey, 'Ford Falcon');
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ errorCode: 'REWARDS_ID_TAKEN', errorMessageKey: 'rewards.errors.takenId' });
    expect((await account(rewardsId)).userId).toBe(other.id);
  });

  it('answers guests 403 with code 1089', async () => {
    const guest = await call(answerRoute, PATH, { profileKey: 'x', answer: 'y' });
    expect(guest.status).toBe(403);
    expect(guest.body).toMatchObject({ errorCode: '1089', errorMessageKey: 'rewards.errors.completeAccount', errorMessageDefault: 'Sign in or create an online account to link your Rewards' });
  });
});
