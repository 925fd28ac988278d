import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { db } from '@/server/db/client';
import { originOf } from '@/server/platform/origin';
import { marketToday } from '@/lib/dates';
import { rewardsAccounts } from '@/server/rewards/schema';
import { signedInMember } from '../../../../../../../../tests/integration/members';
import { POST as creditRequests } from '../creditRequests/route';
import { behindProxy } from '../../../../../../../../tests/integration/proxy';
import { GET } from './route';

/** As the browser reaches it: through the proxy's cross-site check. */
const postCreditRequest = behindProxy(creditRequests);

const site = originOf(new Headers()).origin;
let made = 0;

/** A signed-in member with a linked rewards account: their session cookie and rewards id. */
async function memberWithCard(): Promise<{ cookie: string; rewardsId: string }> {
  const n = `${process.pid % 10_000}`.padStart(4, '0') + String(++made).padStart(6, '0');
  const { id, cookie } = await signedInMember({ email: `card-${n}@example.com`, lastName: 'Díaz' });
  const rewardsId = `7${n}`;
  await db().insert(rewardsAccounts).values({ rewardsId, currency: 'USD', userId: id, firstName: 'Ana', lastName: 'Díaz', source: 'online' });
  return { cookie, rewardsId };
}

function get(card: string, query = '', cookie?: string) {
  const request = new NextRequest(`${site}/ecomm/b2c/v1/currentUser/rewards/${card}${query}`, { headers: cookie ? { cookie } : {} });
  return GET(request, { params: Promise.resolve({ rewardsLoyaltyCardNumber: card }) });
}

describe('GET /ecomm/b2c/v1/currentUser/rewards/{rewardsLoyaltyCardNumber}', () => {
  it("answers the member's own card with its balances and activity, privately", async () => {
    const a = await memberWithCard();
    const response = await get(a.rewardsId, '?fromDate=2026-01-01&toDate=2026-12-31&order_type=ONLINEORDER', a.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toMatchObject({ rewardsId: a.rewardsId, balances: { currency: 'USD', credits: 0, creditsToNextReward: 5, available: 0 }, activity: [] });
  });

  it("answers 404 for another member's card, 401 for a guest, 400 for a blank number", async () => {
    const a = await memberWithCard();
    const b = await memberWithCard();
    const stolen = await get(a.rewardsId, '', b.cookie);
    expect(stolen.status).toBe(404);
    expect(JSON.stringify(await stolen.json())).not.toContain('Ana');
    expect((await get(a.rewardsId)).status).toBe(401);
    const blank = await get('%20', '', a.cookie);
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ errorCode: 'REWARDS_CARD_NUMBER_REQUIRED', errorMessageDefault: 'Rewards card number is required' });
  });

  it('answers 400 for a malformed filter, and 404 where the programme does not run', async () => {
    const a = await memberWithCard();
    expect((await get(a.rewardsId, '?fromDate=2026-02-30', a.cookie)).status).toBe(400);
    expect((await get(a.rewardsId, '?fromDate=2026-03-02&toDate=2026-03-01', a.cookie)).status).toBe(400);
    expect((await get(a.rewardsId, '?order_type=GIFT', a.cookie)).status).toBe(400);
    expect((await get(a.rewardsId, '?locale=pt-BR', a.cookie)).status).toBe(404);
  });
});

describe('POST /ecomm/b2c/v1/currentUser/rewards/creditRequests', () => {
  const post = (body: unknown, headers: Record<string, string>) =>
    postCreditRequest(new NextRequest(`${site}/ecomm/b2c/v1/currentUser/rewards/creditRequests`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } }));

  it('stores a pending request (201), refuses it twice (409), another site (403) and a guest (401)', async () => {
    const a = await memberWithCard();
    const body = { receiptNumber: 'POS-778812', storeNumber: '6997', purchaseDate: marketToday('en-US'), amount: '31.40' };
    const created = await post(body, { origin: site, cookie: a.cookie });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ request: { receiptNumber: 'POS-778812', amount: 3140, status: 'pending', reason: null } });
    expect((await post(body, { origin: site, cookie: a.cookie })).status).toBe(409);
    expect((await post({ ...body, receiptNumber: 'POS-1' }, { origin: 'https://evil.example', cookie: a.cookie })).status).toBe(403);
    expect((await post(body, { origin: site })).status).toBe(401);
    const invalid = await post({ ...body, receiptNumber: 'POS-2', amount: '5' }, { origin: site, cookie: a.cookie });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ errorMessageKey: 'rewards.requestCredit.errors.amountBelowThreshold' });
  });
});
