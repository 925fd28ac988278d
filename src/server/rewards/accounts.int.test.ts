import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as search } from '@/app/ecomm/b2c/customer/v1/search/route';
import { POST as merge } from '@/app/ecomm/b2c/v1/currentUser/rewards/merge/route';
import { PUT as updateProfile } from '@/app/ecomm/b2c/v1/currentUser/rewards/profile/route';
import { POST as join } from '@/app/ecomm/b2c/v1/currentUser/rewards/route';
import { POST as securityQuestion } from '@/app/ecomm/b2c/v1/currentUser/rewards/securityQuestion/route';
import { POST as validate } from '@/app/ecomm/b2c/v1/currentUser/rewards/validate/route';
import { REWARDS_ID_PATTERN } from '@/lib/rewards';
import { authUsers } from '@/server/customers/auth-schema';
import { verifyPassword } from '@/server/platform/passwords';
import { db } from '@/server/db/client';
import { createUnlinkedAccount, linkAccount, mergedInto, newRewardsId, rewardsProfileOf } from './accounts';
import { balances, earnCredit } from './ledger';
import { account, call, newMember, storeAccount, user, type TestMember } from './linking.test-helpers';
import { rewardsAccounts } from './schema';

const previousTrustProxy = process.env.TRUST_PROXY;
beforeAll(() => {
  process.env.TRUST_PROXY = '1';
});
afterAll(() => {
  process.env.TRUST_PROXY = previousTrustProxy;
});

const BASE = '/ecomm/b2c/v1/currentUser/rewards';
const check = (member: TestMember, body: unknown, locale?: 'en-US' | 'es-MX' | 'pt-BR') => call(validate, `${BASE}/validate`, body, { cookie: member.cookie, locale });
const JOIN = { firstName: 'Ana', lastName: 'Silva', phoneNumber: '(512) 555-0100', zipcode: '78701-1234', securityQuestion: 'firstPet', securityAnswer: 'Rex', acceptTerms: true, receivePromoAndSpecialEvents: false };

describe('POST /ecomm/b2c/v1/currentUser/rewards/validate', () => {
  it('answers 400 "Invalid Rewards ID" to a malformed id, "required" to none, and no profile to an unknown id', async () => {
    const member = await newMember();
    for (const rewardsId of ['1234', '1234567890a', '123456789012']) {
      const { status, body } = await check(member, { rewardsId });
      expect(status).toBe(400);
      expect(body).toMatchObject({ errorCode: 'VALIDATION_FAILED', errorMessageKey: 'rewards.errors.invalidId', errorMessageDefault: 'Invalid Rewards ID' });
    }
    expect((await check(member, { rewardsId: '' })).body.errorMessageKey).toBe('rewards.errors.cardNumberRequired');
    const unknown = await check(member, { rewardsId: await newRewardsId(db()) });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ azProfileInfo: null, profileUpdateRequired: false, acountsLinked: false, validateQuestionsRequired: false, mergeRequired: false });
  });

  it("links at once when the account's e-mail is the member's verified e-mail, and clears user type 4", async () => {
    const member = await newMember();
    await db().update(authUsers).set({ userType: '4' }).where(eq(authUsers.id, member.id));
    const { rewardsId } = await storeAccount({ email: member.email.toUpperCase() });
    const typed = rewardsId.replace(/^(\d{4})(\d{4})(\d{3})$/, '$1 $2 $3');
    const { status, body } = await check(member, { rewardsId: typed });
    expect(status).toBe(200);
    expect(body).toMatchObject({ acountsLinked: true, profileUpdateRequired: false, validateQuestionsRequired: false, mergeRequired: false });
    expect(body.azProfileInfo).toMatchObject({ firstName: 'J.', securityQuestion: 'firstCar' });
    expect((await account(rewardsId)).userId).toBe(member.id);
    expect(await user(member.id)).toMatchObject({ rewardsId, userType: '' });
    // Checking it again answers linked, and changes nothing.
    expect((await check(member, { rewardsId })).body.acountsLinked).toBe(true);
  });

  it('does not trust an e-mail the member has not verified', async () => {
    const member = await newMember();
    await db().update(authUsers).set({ emailVerified: false }).where(eq(authUsers.id, member.id));
    const { rewardsId } = await storeAccount({ email: member.email });
    const { body } = await check(member, { rewardsId });
    expect(body).toMatchObject({ acountsLinked: false, validateQuestionsRequired: true });
    expect((await account(rewardsId)).userId).toBeNull();
  });

  it('asks the security question when the e-mail differs, with a profileKey and masked details only', async () => {
    const member = await newMember();
    const { rewardsId, lastName } = await storeAccount();
    const { status, body } = await check(member, { rewardsId });
    expect(status).toBe(200);
    expect(body).toMatchObject({ acountsLinked: false, validateQuestionsRequired: true, mergeRequired: false });
    expect(body.azProfileInfo).toMatchObject({ firstName: 'J.', lastName: `${lastName[0]}.`, securityQuestion: 'firstCar', phoneNumber: '••• ••• 0100' });
    expect((await account(rewardsId)).userId).toBeNull();
    const { profileKey } = body.azProfileInfo as { profileKey: string };
    const answered = await call(securityQuestion, `${BASE}/securityQuestion`, { profileKey, answer: 'ford falcon' }, { cookie: member.cookie });
    expect(answered.body.acountsLinked).toBe(true);
    expect((await account(rewardsId)).userId).toBe(member.id);
  });

  it('sends an account without e-mail match or question to a store (422 REWARDS_VERIFY_IN_STORE)', async () => {
    const member = await newMember();
    const { rewardsId } = await storeAccount({ question: null });
    const { status, body } = await check(member, { rewardsId });
    expect(status).toBe(422);
    expect(body).toMatchObject({ errorCode: 'REWARDS_VERIFY_IN_STORE', errorMessageKey: 'rewards.errors.verifyInStore' });
  });

  it("refuses an account linked to another member (409), even with the member's e-mail, and leaves it theirs", async () => {
    const [owner, other] = [await newMember(), await newMember()];
    const { rewardsId } = await storeAccount({ email: other.email });
    await linkAccount(db(), owner.id, rewardsId);
    const { status, body } = await check(other, { rewardsId });
    expect(status).toBe(409);
    expect(body).toMatchObject({ errorCode: 'REWARDS_ID_TAKEN', errorMessageKey: 'rewards.errors.takenId' });
    expect((await account(rewardsId)).userId).toBe(owner.id);
    expect((await user(other.id)).rewardsId).toBeNull();
    await expect(linkAccount(db(), other.id, rewardsId)).rejects.toMatchObject({ kind: 'conflict' });
  });

  it('says profileUpdateRequired when the linked account lacks phone, postal code or question; the profile PUT completes it', async () => {
    const member = await newMember();
    const { rewardsId } = await storeAccount({ email: member.email, phoneNumber: null, question: null });
    expect((await check(member, { rewardsId })).body).toMatchObject({ acountsLinked: true, profileUpdateRequired: true });
    const put = (body: unknown) => call(updateProfile, `${BASE}/profile`, body, { cookie: member.cookie, method: 'PUT' });
    expect((await put({ phoneNumber: '12' })).body.errorMessageKey).toBe('validation.phone.invalid');
    expect((await put({ securityQuestion: 'firstPet' })).body.errorMessageKey).toBe('rewards.errors.answerMissing');
    const saved = await put({ phoneNumber: '(512) 555-0199', securityQuestion: 'firstPet', securityAnswer: 'Rex' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ rewardsId, phoneNumber: '5125550199', postalCode: '78701', securityQuestion: 'firstPet', profileUpdateRequired: false });
    expect(JSON.stringify(saved.body)).not.toContain('Rex');
    const row = await account(rewardsId);
    expect(await verifyPassword({ hash: row.securityAnswerHash!, password: 'rex' })).toBe(true);
    expect((await check(member, { rewardsId })).body).toMatchObject({ acountsLinked: true, profileUpdateRequired: false });
    // A member with no account has nothing to update.
    const none = await newMember();
    expect((await call(updateProfile, `${BASE}/profile`, { zipcode: '78701' }, { cookie: none.cookie, method: 'PUT' })).status).toBe(404);
  });

  it('takes a profileKey of the lookup instead of an id', async () => {
    const member = await newMember();
    const { rewardsId, lastName } = await storeAccount({ email: member.email, postalCode: '78703' });
    const found = await call(search, '/ecomm/b2c/customer/v1/search', { customerData: { lastName, emailAddress: member.email } }, { cookie: member.cookie });
    const { profileKey } = (found.body.profiles as { profileKey: string }[])[0]!;
    expect((await check(member, { profileKey })).body.acountsLinked).toBe(true);
    expect((await account(rewardsId)).userId).toBe(member.id);
    const other = await newMember();
    expect((await check(other, { profileKey })).status).toBe(410);
  });

  it("knows only the market's accounts, and answers 404 where there is no programme", async () => {
    const member = await newMember();
    const { rewardsId } = await storeAccount({ email: member.email, currency: 'MXN' });
    expect((await check(member, { rewardsId })).body.azProfileInfo).toBeNull();
    expect((await check(member, { rewardsId }, 'pt-BR')).status).toBe(404);
    expect((await check(member, { rewardsId }, 'es-MX')).body.acountsLinked).toBe(true);
  });
});

describe('POST /ecomm/b2c/v1/currentUser/rewards (join)', () => {
  it('creates an online account in the market currency, linked to the member, the answer hashed; user type 4 cleared', async () => {
    const member = await newMember();
    await db().update(authUsers).set({ userType: '4' }).where(eq(authUsers.id, member.id));
    const { status, body } = await call(join, BASE, JOIN, { cookie: member.cookie });
    expect(status).toBe(201);
    const rewardsId = body.rewardsId as string;
    expect(rewardsId).toMatch(REWARDS_ID_PATTERN);
    const row = await account(rewardsId);
    expect(row).toMatchObject({ userId: member.id, source: 'online', currency: 'USD', email: member.email, phoneNumber: '5125550100', postalCode: '78701', securityQuestion: 'firstPet', status: 'active' });
    expect(row.termsAcceptedAt).not.toBeNull();
    expect(row.securityAnswerHash).not.toContain('Rex');
    expect(await verifyPassword({ hash: row.securityAnswerHash!, password: 'rex' })).toBe(true);
    expect(await user(member.id)).toMatchObject({ rewardsId, userType: '', receivePromoAndSpecialEvents: false });
    expect(await rewardsProfileOf(db(), member.id)).toMatchObject({ rewardsId, profileUpdateRequired: false });

    const again = await call(join, BASE, JOIN, { cookie: member.cookie });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ errorCode: 'ALREADY_A_MEMBER', errorMessageKey: 'rewards.errors.alreadyMember' });
    expect(await db().select().from(rewardsAccounts).where(eq(rewardsAccounts.userId, member.id))).toHaveLength(1);
  });

  it("joins in pesos in Mexico, with Mexico's phone and postal code rules", async () => {
    const member = await newMember('es-MX');
    const { status, body } = await call(join, BASE, { ...JOIN, phoneNumber: '55 1234 5678', zipcode: '06600' }, { cookie: member.cookie, locale: 'es-MX' });
    expect(status).toBe(201);
    expect(await account(body.rewardsId as string)).toMatchObject({ currency: 'MXN', phoneNumber: '5512345678', postalCode: '06600' });
  });

  it('refuses the form with each field rule (400), creating nothing', async () => {
    const member = await newMember();
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: '' }, 'validation.firstName.missing'],
      [{ phoneNumber: '123' }, 'validation.phone.invalid'],
      [{ zipcode: '7870' }, 'validation.zipCode.invalid'],
      [{ securityQuestion: 'favouriteColour' }, 'rewards.errors.questionMissing'],
      [{ securityAnswer: ' ?! ' }, 'rewards.errors.answerMissing'],
      [{ acceptTerms: false }, 'rewards.errors.termsRequired'],
    ];
    for (const [change, key] of cases) {
      const { status, body } = await call(join, BASE, { ...JOIN, ...change }, { cookie: member.cookie });
      expect(status, key).toBe(400);
      expect(body.errorMessageKey).toBe(key);
    }
    expect((await user(member.id)).rewardsId).toBeNull();
  });
});

describe('POST /ecomm/b2c/v1/currentUser/rewards/merge', () => {
  it("moves the other account's credits and rewards into the member's, marks it merged and unlinks it", async () => {
    const member = await newMember();
    const mine = (await call(join, BASE, JOIN, { cookie: member.cookie })).body.rewardsId as string;
    const { rewardsId: other } = await storeAccount({ email: member.email });
    const now = new Date();
    await db().transaction(async (tx) => {
      for (let i = 0; i < 6; i++) await earnCredit(tx, { rewardsId: other, purchaseAmount: 2500 }, now);
    });

    const checked = await check(member, { rewardsId: other });
    expect(checked.body).toMatchObject({ mergeRequired: true, acountsLinked: false });
    const mergeToken = checked.body.mergeToken as string;
    expect(mergeToken).toBeTruthy();
    expect(mergeToken).not.toContain(other);
    expect((await account(other)).userId).toBeNull();

    // Only the member it was made for can use the token.
    const stranger = await newMember();
    expect((await call(merge, `${BASE}/merge`, { mergeToken }, { cookie: stranger.cookie })).status).toBe(410);

    const { status, body } = await call(merge, `${BASE}/merge`, { mergeToken }, { cookie: member.cookie });
    expect(status).toBe(200);
    expect(body).toEqual({ rewardsId: mine, mergedRewardsId: other, credits: 1, amount: 2000 });
    expect(await account(other)).toMatchObject({ status: 'merged', mergedInto: mine, userId: null });
    expect((await user(member.id)).rewardsId).toBe(mine);
    const after = await balances(db(), mine, new Date());
    expect(after.credits).toBe(1);
    expect(after.available + after.pending).toBe(2000);
    const emptied = await balances(db(), other, new Date());
    expect(emptied.credits + emptied.available + emptied.pending).toBe(0);
    expect(await mergedInto(db(), member.id, other)).toEqual({ rewardsId: mine, mergedRewardsId: other });
    expect(await mergedInto(db(), stranger.id, other)).toBeNull();

    const twice = await call(merge, `${BASE}/merge`, { mergeToken }, { cookie: member.cookie });
    expect(twice.status).toBe(409);
    expect(twice.body.errorCode).toBe('REWARDS_ALREADY_MERGED');
    // A merged account can no longer be linked or checked.
    expect((await check(member, { rewardsId: other })).body.azProfileInfo).toBeNull();
  });

  it('offers a merge after the right security answer too', async () => {
    const member = await newMember();
    await call(join, BASE, JOIN, { cookie: member.cookie });
    const { rewardsId } = await storeAccount();
    const { profileKey } = (await check(member, { rewardsId })).body.azProfileInfo as { profileKey: string };
    const answered = await call(securityQuestion, `${BASE}/securityQuestion`, { profileKey, answer: 'Ford Falcon' }, { cookie: member.cookie });
    expect(answered.body).toMatchObject({ mergeRequired: true, acountsLinked: false });
    expect(typeof answered.body.mergeToken).toBe('string');
    expect((await account(rewardsId)).userId).toBeNull();
  });
});

describe('guests and other sites', () => {
  const routes = [
    ['search', search, '/ecomm/b2c/customer/v1/search', 'POST'],
    ['validate', validate, `${BASE}/validate`, 'POST'],
    ['securityQuestion', securityQuestion, `${BASE}/securityQuestion`, 'POST'],
    ['merge', merge, `${BASE}/merge`, 'POST'],
    ['join', join, BASE, 'POST'],
    ['profile', updateProfile, `${BASE}/profile`, 'PUT'],
  ] as const;

  it.each(routes)('%s answers a guest 403 with code 1089', async (_name, handler, path, method) => {
    const { status, body } = await call(handler, path, {}, { method });
    expect(status).toBe(403);
    expect(body).toMatchObject({ errorCode: '1089', errorMessageKey: 'rewards.errors.completeAccount', errorDetails: [{ errorCode: '1089' }] });
  });

  it.each(routes)('%s refuses another site (403) and answers 404 in Brazil', async (_name, handler, path, method) => {
    const member = await newMember();
    expect((await call(handler, path, {}, { method, cookie: member.cookie, origin: 'https://evil.example' })).body.errorCode).toBe('CROSS_SITE_REQUEST');
    expect((await call(handler, path, {}, { method, cookie: member.cookie, locale: 'pt-BR' })).status).toBe(404);
  });
});

describe('createUnlinkedAccount (guest checkout, store)', () => {
  it('creates an account linked to nobody, with the question only when answered', async () => {
    const { rewardsId } = await createUnlinkedAccount(db(), {
      firstName: ' Ana ',
      lastName: 'Díaz',
      email: 'Ana.Diaz@Example.com',
      phoneNumber: '(512) 555-0100',
      postalCode: '78701',
      securityQuestion: 'firstCar',
      securityAnswer: '',
      currency: 'USD',
      source: 'checkout',
    });
    expect(await account(rewardsId)).toMatchObject({ userId: null, source: 'checkout', firstName: 'Ana', email: 'ana.diaz@example.com', phoneNumber: '5125550100', securityQuestion: null, securityAnswerHash: null });
  });
});
