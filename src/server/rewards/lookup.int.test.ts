import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as search } from '@/app/ecomm/b2c/customer/v1/search/route';
import { REWARDS_LOOKUP_PAGE_SIZE } from '@/lib/constants';
import { db } from '@/server/db/client';
import { linkAccount } from './accounts';
import { REWARDS_RATE_LIMITS } from './link-http';
import { call, callerIp, newMember, storeAccount, type TestMember } from './linking.test-helpers';

const previousTrustProxy = process.env.TRUST_PROXY;
beforeAll(() => {
  process.env.TRUST_PROXY = '1';
});
afterAll(() => {
  process.env.TRUST_PROXY = previousTrustProxy;
});

const PATH = '/ecomm/b2c/customer/v1/search';
const find = (member: TestMember, customerData: Record<string, string>, ip?: string) => call(search, PATH, { customerData, maxResult: 5, pageNumber: 1 }, { cookie: member.cookie, ip });
type Profile = Record<string, unknown>;

describe('POST /ecomm/b2c/customer/v1/search', () => {
  it('finds by last name (any case) with phone, e-mail or ZIP, and shows only masked details with a profileKey', async () => {
    const member = await newMember();
    const { rewardsId, lastName } = await storeAccount({ email: 'Jorge.Rivera@Example.com', phoneNumber: '5125550142', postalCode: '78701' });

    const criteriaList: Record<string, string>[] = [{ telephoneNumber: '(512) 555-0142' }, { emailAddress: 'jorge.rivera@example.com' }, { postalCode: '78701-1234' }, { postalCode: '78701', telephoneNumber: '5125550142' }];
    for (const criteria of criteriaList) {
      const { status, body } = await find(member, { lastName: lastName.toUpperCase(), ...criteria });
      expect(status, JSON.stringify(criteria)).toBe(200);
      expect(body.totalCount).toBe(1);
      const [profile] = body.profiles as Profile[];
      expect(profile).toMatchObject({ firstName: 'J.', lastName, email: 'j•••@e•••.com', phoneNumber: '••• ••• 0142', postalCode: '7••••', securityQuestion: 'firstCar' });
      expect(profile!.joinedYear).toBe(new Date().getUTCFullYear());
      expect(typeof profile!.profileKey).toBe('string');
      // Never the rewards id, not even inside the opaque key, nor the clear details.
      expect(JSON.stringify(body)).not.toContain(rewardsId);
      expect(JSON.stringify(body)).not.toMatch(/5125550142|78701|jorge\.rivera/);
    }
  });

  it('answers totalCount 0 when a criterion does not match (the UI says "Rewards ID not found")', async () => {
    const member = await newMember();
    const { lastName } = await storeAccount({ phoneNumber: '5125550143' });
    expect((await find(member, { lastName, telephoneNumber: '5125550199' })).body).toEqual({ totalCount: 0, profiles: [] });
    expect((await find(member, { lastName: `${lastName}x`, telephoneNumber: '5125550143' })).body).toEqual({ totalCount: 0, profiles: [] });
  });

  it(`answers at most ${REWARDS_LOOKUP_PAGE_SIZE} profiles, with the total`, async () => {
    const member = await newMember();
    const { lastName } = await storeAccount({ postalCode: '73301' });
    for (let i = 0; i < REWARDS_LOOKUP_PAGE_SIZE + 1; i++) await storeAccount({ lastName, postalCode: '73301' });
    const { body } = await find(member, { lastName, postalCode: '73301' });
    expect(body.totalCount).toBe(REWARDS_LOOKUP_PAGE_SIZE + 2);
    expect(body.profiles).toHaveLength(REWARDS_LOOKUP_PAGE_SIZE);
  });

  it("never finds an account linked to another member, but finds the member's own", async () => {
    const [mine, other] = [await newMember(), await newMember()];
    const { rewardsId, lastName } = await storeAccount({ postalCode: '78702' });
    await linkAccount(db(), other.id, rewardsId);
    expect((await find(mine, { lastName, postalCode: '78702' })).body.totalCount).toBe(0);
    expect((await find(other, { lastName, postalCode: '78702' })).body.totalCount).toBe(1);
  });

  it("finds only the market's accounts, and answers 404 where there is no programme", async () => {
    const member = await newMember();
    const { lastName } = await storeAccount({ postalCode: '06600', currency: 'MXN', phoneNumber: '5512345678' });
    expect((await find(member, { lastName, postalCode: '06600' })).body.totalCount).toBe(0);
    const mx = await call(search, PATH, { customerData: { lastName, postalCode: '06600' }, maxResult: 5, pageNumber: 1 }, { cookie: member.cookie, locale: 'es-MX' });
    expect(mx.body.totalCount).toBe(1);
    const br = await call(search, PATH, { customerData: { lastName, postalCode: '01310100' }, maxResult: 5, pageNumber: 1 }, { cookie: member.cookie, locale: 'pt-BR' });
    expect(br.status).toBe(404);
  });

  it('needs the last name and one more criterion, each well formed (400 with the field rule)', async () => {
    const member = await newMember();
    const cases: [Record<string, string>, string][] = [
      [{ lastName: 'Rivera' }, 'rewards.errors.criteriaMissing'],
      [{ telephoneNumber: '5125550100' }, 'validation.lastName.missing'],
      [{ lastName: 'Rivera', telephoneNumber: '512555' }, 'validation.phone.invalid'],
      [{ lastName: 'Rivera', postalCode: '7870' }, 'validation.zipCode.invalid'],
      [{ lastName: 'Rivera', emailAddress: 'nobody@' }, 'validation.email.invalid'],
    ];
    for (const [customerData, key] of cases) {
      const { status, body } = await find(member, customerData);
      expect(status, key).toBe(400);
      expect(body.errorMessageKey).toBe(key);
    }
    expect((await call(search, PATH, { customerData: { lastName: 'Rivera', postalCode: '78701' }, maxResult: 50, pageNumber: 1 }, { cookie: member.cookie })).status).toBe(400);
  });

  it('answers guests 403 with code 1089 (the complete-account popup), and refuses another site', async () => {
    const guest = await call(search, PATH, { customerData: { lastName: 'Rivera', postalCode: '78701' }, maxResult: 5, pageNumber: 1 });
    expect(guest.status).toBe(403);
    expect(guest.body).toMatchObject({ errorCode: '1089', errorMessageKey: 'rewards.errors.completeAccount' });
    const member = await newMember();
    const crossSite = await call(search, PATH, { customerData: { lastName: 'Rivera', postalCode: '78701' } }, { cookie: member.cookie, origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.errorCode).toBe('CROSS_SITE_REQUEST');
  });

  it(`limits each caller to ${REWARDS_RATE_LIMITS.lookup} lookups a minute (429), without slowing other callers`, async () => {
    const member = await newMember();
    const ip = callerIp();
    for (let i = 0; i < REWARDS_RATE_LIMITS.lookup; i++) expect((await find(member, { lastName: 'Rivera', postalCode: '78701' }, ip)).status).toBe(200);
    const limited = await find(member, { lastName: 'Rivera', postalCode: '78701' }, ip);
    expect(limited.status).toBe(429);
    expect(limited.body.errorMessageKey).toBe('rewards.errors.rateLimited');
    expect((await find(member, { lastName: 'Rivera', postalCode: '78701' }, callerIp())).status).toBe(200);
  });
});
