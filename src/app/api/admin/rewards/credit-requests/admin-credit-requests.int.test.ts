import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@/server/db/client';
import { marketToday } from '@/lib/dates';
import { rewardsAccounts, rewardsCreditRequests } from '@/server/rewards/schema';
import { POST } from './[id]/route';
import { GET } from './route';

const TOKEN = vi.hoisted(() => (process.env.ADMIN_API_TOKEN = 'admin-token-for-rewards-tests'));
const site = 'http://localhost:3000';
let made = 0;

/** A pending request of a new (unlinked, store-joined) rewards account. */
async function pendingRequest(amount = 2500) {
  const n = `${process.pid % 10_000}`.padStart(4, '0') + String(++made).padStart(6, '0');
  const rewardsId = `6${n}`;
  await db().insert(rewardsAccounts).values({ rewardsId, currency: 'USD', firstName: 'Luis', lastName: 'Pérez', source: 'store' });
  const [request] = await db().insert(rewardsCreditRequests).values({ rewardsId, receiptNumber: `ADM-${n}`, storeNumber: '6997', purchasedOn: marketToday('en-US'), amount, currency: 'USD' }).returning();
  return request!;
}

const auth = (token = TOKEN) => ({ authorization: `Bearer ${token}` });
const list = (query: string, headers: Record<string, string> = auth()) => GET(new NextRequest(`${site}/api/admin/rewards/credit-requests${query}`, { headers }));
const decide = (id: string | number, body: unknown, headers: Record<string, string> = auth()) =>
  POST(new NextRequest(`${site}/api/admin/rewards/credit-requests/${id}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } }), { params: Promise.resolve({ id: String(id) }) });

describe('the credit requests admin API', () => {
  it('answers only the admin token', async () => {
    expect((await list('', auth('wrong-token-wrong-token'))).status).toBe(401);
    expect((await decide(1, { decision: 'approve' }, {})).status).toBe(401);
  });

  it('lists requests by status, oldest first, with the member name', async () => {
    const request = await pendingRequest();
    const response = await list('?status=pending');
    expect(response.status).toBe(200);
    const { requests } = (await response.json()) as { requests: { id: number; firstName: string; status: string }[] };
    expect(requests.find((r) => r.id === request.id)).toMatchObject({ firstName: 'Luis', status: 'pending' });
    expect(requests.every((r) => r.status === 'pending')).toBe(true);
    expect((await list('?status=done')).status).toBe(400);
  });

  it('approves once (then 409), refuses only with a reason, 422 under the threshold, 404 unknown', async () => {
    const approved = await pendingRequest();
    const first = await decide(approved.id, { decision: 'approve' });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ request: { id: approved.id, status: 'approved' } });
    expect((await decide(approved.id, { decision: 'approve' })).status).toBe(409);

    const refused = await pendingRequest();
    const noReason = await decide(refused.id, { decision: 'refuse' });
    expect(noReason.status).toBe(400);
    expect(await noReason.json()).toMatchObject({ errorCode: 'CREDIT_REQUEST_REASON_REQUIRED' });
    expect(await (await decide(refused.id, { decision: 'refuse', reason: 'Receipt not found' })).json()).toMatchObject({ request: { status: 'refused', reason: 'Receipt not found' } });

    const small = await pendingRequest(1999);
    const under = await decide(small.id, { decision: 'approve' });
    expect(under.status).toBe(422);
    expect(await under.json()).toMatchObject({ errorCode: 'CREDIT_REQUEST_BELOW_THRESHOLD', errorMessageDefault: expect.stringContaining('$20.00') });

    expect((await decide('nope', { decision: 'approve' })).status).toBe(404);
    expect((await decide(approved.id, { decision: 'maybe' })).status).toBe(400);
  });
});
