import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { POST as loyaltyAlerts } from '@/app/ecomm/b2c/v1/currentUser/loyaltyAlerts/route';
import { behindProxy } from '../../../tests/integration/proxy';
import { authUsers } from '@/server/customers/auth-schema';
import { db } from '@/server/db/client';
import { originOf } from '@/server/platform/origin';
import { signedInMember } from '../../../tests/integration/members';
import { alertsFor, raiseAlert } from './alerts';
import { rewardsAccounts } from './schema';

/** As the browser reaches it: through the proxy's cross-site check. */
const POST = behindProxy(loyaltyAlerts);

const site = originOf(new Headers()).origin;

/** A registered, signed-in member who did not opt in to offers: their id and session cookie. */
const newMember = () => signedInMember({ receivePromoAndSpecialEvents: false });

let rewardsIds = 0;
/** Links a new rewards account to the member, as linking or joining does. */
async function linkRewards(userId: string): Promise<string> {
  const rewardsId = `7${String(process.pid).padStart(6, '0').slice(-6)}${String(++rewardsIds).padStart(4, '0')}`;
  await db().insert(rewardsAccounts).values({ rewardsId, currency: 'USD', userId, firstName: 'Ana', lastName: 'Silva', source: 'online' });
  await db().update(authUsers).set({ rewardsId, userType: '' }).where(eq(authUsers.id, userId));
  return rewardsId;
}

function post(body: unknown, headers: Record<string, string>, locale = 'en-US') {
  return POST(
    new NextRequest(`${site}/ecomm/b2c/v1/currentUser/loyaltyAlerts?locale=${locale}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', origin: site, ...headers } }),
  );
}

describe('loyalty alerts', () => {
  it('lists what was raised for a member, prompting, and raising again prompts again', async () => {
    const member = await newMember();
    expect(await alertsFor(db(), member.id)).toEqual([]);
    expect(await raiseAlert(db(), 'TC', { userIds: [member.id, 'no-such-user'] })).toBe(1);
    expect(await raiseAlert(db(), 'OP', { userIds: [member.id] })).toBe(1);
    expect(await alertsFor(db(), member.id)).toEqual([
      { alertType: 'OP', status: 'PROMPT' },
      { alertType: 'TC', status: 'PROMPT' },
    ]);
    expect((await post({ alertType: 'TC', action: 'acknowledge' }, { cookie: member.cookie })).status).toBe(200);
    await raiseAlert(db(), 'TC', { userIds: [member.id] });
    expect(await alertsFor(db(), member.id)).toContainEqual({ alertType: 'TC', status: 'PROMPT' });
  });

  it('acknowledges the terms (recording the acceptance on the linked account) and dismisses OP and the pilot banner', async () => {
    const member = await newMember();
    const rewardsId = await linkRewards(member.id);
    await raiseAlert(db(), 'TC', { userIds: [member.id] });
    await raiseAlert(db(), 'OP', { userIds: [member.id] });
    await raiseAlert(db(), 'PC', { userIds: [member.id] });

    const agreed = await post({ alertType: 'TC', action: 'acknowledge' }, { cookie: member.cookie });
    expect(agreed.status).toBe(200);
    expect(await agreed.json()).toEqual({ alertType: 'TC', status: 'ACKNOWLEDGED' });
    expect(agreed.headers.get('cache-control')).toBe('private, no-store');
    const [account] = await db().select().from(rewardsAccounts).where(eq(rewardsAccounts.rewardsId, rewardsId));
    expect(account!.termsAcceptedAt).toBeInstanceOf(Date);

    expect(await (await post({ alertType: 'op', action: 'dismiss' }, { cookie: member.cookie })).json()).toEqual({ alertType: 'OP', status: 'DISMISSED' });
    expect(await (await post({ alertType: 'PC', action: 'dismiss' }, { cookie: member.cookie })).json()).toEqual({ alertType: 'PC', status: 'DISMISSED' });
    expect(await alertsFor(db(), member.id)).toEqual([
      { alertType: 'OP', status: 'DISMISSED' },
      { alertType: 'PC', status: 'DISMISSED' },
      { alertType: 'TC', status: 'ACKNOWLEDGED' },
    ]);
  });

  it('refuses what an alert does not allow: the terms cannot be dismissed, OP cannot be acknowledged', async () => {
    const member = await newMember();
    await raiseAlert(db(), 'TC', { userIds: [member.id] });
    await raiseAlert(db(), 'OP', { userIds: [member.id] });
    const dismissTerms = await post({ alertType: 'TC', action: 'dismiss' }, { cookie: member.cookie });
    expect(dismissTerms.status).toBe(400);
    expect(await dismissTerms.json()).toMatchObject({ errorCode: 'ALERT_ACTION_NOT_ALLOWED' });
    expect((await post({ alertType: 'OP', action: 'acknowledge' }, { cookie: member.cookie })).status).toBe(400);
    expect((await post({ alertType: 'TC', action: 'forget' }, { cookie: member.cookie })).status).toBe(400);
    expect(await alertsFor(db(), member.id)).toEqual([
      { alertType: 'OP', status: 'PROMPT' },
      { alertType: 'TC', status: 'PROMPT' },
    ]);
  });

  it("never touches another member's alerts: acting on an alert one does not have is a 404", async () => {
    const [ana, bea] = [await newMember(), await newMember()];
    await raiseAlert(db(), 'TC', { userIds: [bea.id] });
    await raiseAlert(db(), 'OP', { userIds: [bea.id] });
    const answer = await post({ alertType: 'TC', action: 'acknowledge' }, { cookie: ana.cookie });
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ errorCode: 'ALERT_NOT_FOUND' });
    expect((await post({ alertType: 'OP', action: 'dismiss' }, { cookie: ana.cookie })).status).toBe(404);
    expect(await alertsFor(db(), ana.id)).toEqual([]);
    expect(await alertsFor(db(), bea.id)).toEqual([
      { alertType: 'OP', status: 'PROMPT' },
      { alertType: 'TC', status: 'PROMPT' },
    ]);
  });

  it('answers 401 to a guest, 403 from another site and 404 where the program does not run', async () => {
    const member = await newMember();
    await raiseAlert(db(), 'OP', { userIds: [member.id] });
    const guest = await post({ alertType: 'OP', action: 'dismiss' }, {});
    expect(guest.status).toBe(401);
    expect(await guest.json()).toMatchObject({ errorCode: 'UNAUTHORIZED' });
    expect((await post({ alertType: 'OP', action: 'dismiss' }, { cookie: member.cookie, origin: 'https://evil.example' })).status).toBe(403);
    expect((await post({ alertType: 'OP', action: 'dismiss' }, { cookie: member.cookie }, 'pt-BR')).status).toBe(404);
    expect(await alertsFor(db(), member.id)).toEqual([{ alertType: 'OP', status: 'PROMPT' }]);
  });

  it('raises an alert for every member linked to an active rewards account, and only them', async () => {
    const [linked, unlinked] = [await newMember(), await newMember()];
    await linkRewards(linked.id);
    expect(await raiseAlert(db(), 'TC', { allLinkedMembers: true })).toBeGreaterThanOrEqual(1);
    expect(await alertsFor(db(), linked.id)).toEqual([{ alertType: 'TC', status: 'PROMPT' }]);
    expect(await alertsFor(db(), unlinked.id)).toEqual([]);
  });
});
