import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as search } from '@/app/ecomm/b2c/customer/v1/search/route';
import { POST as sendCodeRoute } from '@/app/ecomm/b2c/v1/currentUser/rewards/securityQuestion/code/route';
import { POST as answerRoute } from '@/app/ecomm/b2c/v1/currentUser/rewards/securityQuestion/route';
import { POST as unlockRoute } from '@/app/ecomm/b2c/v1/currentUser/rewards/securityQuestion/unlock/route';
import { SIGN_IN_CODE_ATTEMPTS, SIGN_IN_CODE_MINUTES } from '@/server/customers/auth';
import { authUsers } from '@/server/customers/auth-schema';
import { SECURITY_ANSWER_ATTEMPTS, SECURITY_ANSWER_LOCK_MS } from '@/lib/rewards';
import { db } from '@/server/db/client';
import { DomainError } from '@/server/platform/domain-error';
import { DOMAIN_ERROR_STATUS } from '@/server/platform/http';
import { emailOutbox } from '@/server/platform/email/schema';
import { linkAccount } from './accounts';
import { account, call, newMember, storeAccount, user, type TestMember } from './linking.test-helpers';
import { rewardsAccounts } from './schema';
import { answerSecurityQuestion, SECURITY_ANSWER_ACCOUNT_FAILURES, SECURITY_ANSWER_BACKOFF, SECURITY_UNLOCK_CODES_PER_HOUR, unlockSecurityAnswers } from './security';

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
    expect(last.body).toMatchObject({ errorCode: 'SECURITY_ANSWER_LOCKED', errorMessageKey: 'rewards.errors.answerLockedCode' });
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

  describe('the owner lifts a lock with a code e-mailed to the account', () => {
    const sendCode = (member: TestMember, profileKey: string) => call(sendCodeRoute, `${PATH}/code`, { profileKey }, { cookie: member.cookie });
    const unlock = (member: TestMember, profileKey: string, code: string) => call(unlockRoute, `${PATH}/unlock`, { profileKey, code }, { cookie: member.cookie });
    async function mailedCode(to: string): Promise<string> {
      const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).orderBy(desc(emailOutbox.createdAt)).limit(1);
      expect(mail?.kind).toBe('rewardsUnlockCode');
      return /\b(\d{6})\b/.exec(mail!.text)![1]!;
    }

    it('several members lock it; its owner gets a code at the account address, which unlocks and links it, while the guessers keep waiting', async () => {
      const email = `owner-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
      const guessers = [await newMember()];
      const { rewardsId, lastName } = await storeAccount({ postalCode: '78701', email });
      // Other members' wrong answers came before (each counts only its first few on the account).
      await db().update(rewardsAccounts).set({ failedAnswers: SECURITY_ANSWER_ACCOUNT_FAILURES - SECURITY_ANSWER_ATTEMPTS }).where(eq(rewardsAccounts.rewardsId, rewardsId));
      const keyFor = async (member: TestMember) => {
        const { body } = await call(search, '/ecomm/b2c/customer/v1/search', { customerData: { lastName, postalCode: '78701' } }, { cookie: member.cookie });
        return (body.profiles as { profileKey: string }[])[0]!.profileKey;
      };
      let locked: Awaited<ReturnType<typeof answer>> | null = null;
      const guesserKey = await keyFor(guessers[0]!);
      for (let i = 0; i < SECURITY_ANSWER_ATTEMPTS; i++) locked = await answer(guessers[0]!, guesserKey, `Wrong ${i}`);
      expect(locked!.status).toBe(423);
      expect(locked!.body).toMatchObject({ errorCode: 'SECURITY_ANSWER_LOCKED', errorMessageKey: 'rewards.errors.answerLockedCode', errorMessageValues: { email: 'o•••@e•••.com' } });
      expect((await account(rewardsId)).answersLockedUntil).not.toBeNull();

      const owner = await newMember();
      const ownerKey = await keyFor(owner);
      expect((await answer(owner, ownerKey, 'Ford Falcon')).status).toBe(423);
      const sent = await sendCode(owner, ownerKey);
      expect(sent.status).toBe(200);
      expect(sent.body).toEqual({ email: 'o•••@e•••.com', minutes: SIGN_IN_CODE_MINUTES });
      const code = await mailedCode(email);
      // A wrong code is refused and counted; the right one lifts the lock and links the account to the owner.
      const wrong = await unlock(owner, ownerKey, code === '000000' ? '111111' : '000000');
      expect(wrong.status).toBe(422);
      expect(wrong.body).toMatchObject({ errorCode: 'UNLOCK_CODE_INVALID', errorMessageKey: 'rewards.errors.unlockCodeInvalid' });
      const opened = await unlock(owner, ownerKey, code);
      expect(opened.status).toBe(200);
      expect(opened.body).toMatchObject({ acountsLinked: true });
      expect(await account(rewardsId)).toMatchObject({ userId: owner.id, answersLockedUntil: null, failedAnswers: 0 });
      // The code works once; a guesser still waits its own growing delay.
      expect((await unlock(owner, ownerKey, code)).status).toBe(422);
      const stillWaiting = await answer(guessers[0]!, guesserKey, 'Ford Falcon');
      expect(stillWaiting.status).toBe(429);
      expect(stillWaiting.body.errorCode).toBe('SECURITY_ANSWER_WAIT');
    }, 60_000);

    it('sends codes only for a locked account with an address, a few an hour, and a code is used up by wrong guesses', async () => {
      const member = await newMember();
      const open = await lookedUp(member);
      const notLocked = await sendCode(member, open.profileKey);
      expect(notLocked.status).toBe(409);
      expect(notLocked.body.errorCode).toBe('SECURITY_ANSWER_NOT_LOCKED');

      const noAddress = await lookedUp(member, { email: null });
      await db().update(rewardsAccounts).set({ answersLockedUntil: new Date(Date.now() + SECURITY_ANSWER_LOCK_MS) }).where(eq(rewardsAccounts.rewardsId, noAddress.rewardsId));
      expect((await sendCode(member, noAddress.profileKey)).body.errorCode).toBe('REWARDS_VERIFY_IN_STORE');

      const email = `guess-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
      const target = await lookedUp(member, { email });
      await db().update(rewardsAccounts).set({ answersLockedUntil: new Date(Date.now() + SECURITY_ANSWER_LOCK_MS) }).where(eq(rewardsAccounts.rewardsId, target.rewardsId));
      expect((await sendCode(member, target.profileKey)).status).toBe(200);
      const code = await mailedCode(email);
      const wrongCode = code === '000000' ? '111111' : '000000';
      for (let i = 1; i < SIGN_IN_CODE_ATTEMPTS; i++) expect((await unlock(member, target.profileKey, wrongCode)).body.errorCode).toBe('UNLOCK_CODE_INVALID');
      expect((await unlock(member, target.profileKey, wrongCode)).body.errorCode).toBe('UNLOCK_CODE_USED_UP');
      expect((await unlock(member, target.profileKey, code)).body.errorCode).toBe('UNLOCK_CODE_USED_UP');
      expect((await account(target.rewardsId)).answersLockedUntil).not.toBeNull();
      for (let i = 1; i < SECURITY_UNLOCK_CODES_PER_HOUR; i++) expect((await sendCode(member, target.profileKey)).status).toBe(200);
      const tooMany = await sendCode(member, target.profileKey);
      expect(tooMany.status).toBe(429);
      expect(tooMany.body.errorCode).toBe('UNLOCK_CODE_LIMIT');
    }, 60_000);
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
