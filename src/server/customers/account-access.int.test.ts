import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { DELETE as unlockRoute, POST as lockRoute } from '@/app/api/admin/customers/[id]/lock/route';
import { POST as codeRoute } from '@/app/api/admin/customers/[id]/sign-in-code/route';
import { POST as authRoute } from '@/app/api/auth/[...all]/route';
import { auditEvents } from '@/server/audit/schema';
import { db } from '@/server/db/client';
import { emailOutbox } from '@/server/platform/email/schema';
import { createApiKey } from '@/server/staff/accounts';
import { actorOf, auditLinesOf, makeStaff, staffActor } from '../../../tests/integration/staff';
import { lockShopperAs, resendSignInCodeAs, unlockShopperAs } from './account-access';
import { register, sendSignInCode, signInWithCode, signInWithPassword } from './accounts';
import { auth } from './auth';
import { authSessions, authUsers } from './auth-schema';
import { SIGN_IN_CODE_SENDS, MAILS_TO_AN_ADDRESS } from './limits';
import { memberFromHeaders } from './member';
import { shopperAs } from './staff';

/**
 * Issue 23: customer service locks and unlocks a shopper's account and resends a sign-in code
 * (customers.manage). A lock ends every session at once and refuses sign-in by password and by
 * code, telling the shopper (ACCOUNT_LOCKED) only once they proved the account; unlock restores it.
 */

let emails = 0;
const newEmail = () => `access-${process.pid}-${++emails}@example.com`;
const none = () => new Headers({ 'user-agent': 'vitest' });
const PASSWORD = 'Sup3r-secret-pw';

async function mails(to: string) {
  return db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).orderBy(desc(emailOutbox.createdAt));
}
async function lastCode(to: string): Promise<string> {
  const [mail] = await mails(to);
  return /\b(\d{6})\b/.exec(mail!.text)![1]!;
}

/** A member who registered (in Mexico) and entered the e-mailed code: has a password. */
async function newMember(): Promise<{ email: string; userId: string }> {
  const email = newEmail();
  const token = await register(none(), { firstName: 'Ana', lastName: 'Díaz', email, password: PASSWORD, locale: 'es-MX', receivePromoAndSpecialEvents: false });
  expect(await signInWithCode(none(), email, await lastCode(email), token)).toBe('ok');
  const [user] = await db().select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email));
  return { email, userId: user!.id };
}

/** A browser signed in by password: its session cookie. */
async function signedIn(email: string): Promise<string> {
  const { headers } = await auth().api.signInEmail({ body: { email, password: PASSWORD, rememberMe: true }, headers: none(), returnHeaders: true });
  return headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => c.includes('session_token'))
    .join('; ');
}

const sessionsOf = async (userId: string) => db().select({ id: authSessions.id }).from(authSessions).where(eq(authSessions.userId, userId));

const passwordOverHttp = (email: string, password: string) =>
  authRoute(
    new Request('http://localhost:3000/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', 'x-forwarded-for': `198.51.100.${emails % 250}` },
      body: JSON.stringify({ email, password }),
    }),
  );

describe('locking a shopper’s account', () => {
  it('ends every session at once and refuses sign-in by password and by code; unlock restores both', async () => {
    const { email, userId } = await newMember();
    const phone = await signedIn(email);
    const laptop = await signedIn(email);
    expect(await memberFromHeaders(new Headers({ cookie: phone }))).toMatchObject({ email });
    const agent = actorOf('customerService');
    const open = (await sessionsOf(userId)).length; // the registration's, the phone's and the laptop's
    expect(open).toBeGreaterThanOrEqual(2);

    const locked = await lockShopperAs(db(), userId, { reason: 'Asked by phone: lost their phone' }, agent);
    expect(locked.lockedAt).toBeInstanceOf(Date);
    expect(await sessionsOf(userId)).toEqual([]);
    expect(await memberFromHeaders(new Headers({ cookie: phone }))).toBeNull();
    expect(await memberFromHeaders(new Headers({ cookie: laptop }))).toBeNull();
    expect(await shopperAs(db(), userId, agent)).toMatchObject({ lockedAt: locked.lockedAt });

    // The right password and the right code are refused as locked; a wrong password reads as any wrong password.
    expect(await signInWithPassword(none(), { email, password: PASSWORD, rememberMe: false })).toBe('locked');
    expect(await signInWithPassword(none(), { email, password: 'not-the-password', rememberMe: false })).toBe('invalid');
    await sendSignInCode(none(), email);
    expect(await signInWithCode(none(), email, await lastCode(email))).toBe('locked');
    const overHttp = await passwordOverHttp(email, PASSWORD);
    expect(overHttp.status).toBe(403);
    expect(await overHttp.json()).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    expect(await sessionsOf(userId)).toEqual([]);

    const [lockLine] = await auditLinesOf(agent, 'customer.lock');
    expect(lockLine).toMatchObject({ entityType: 'customer', entityId: userId, actorRole: 'customerService', before: { locked: false }, after: { locked: true, reason: 'Asked by phone: lost their phone', sessionsEnded: open } });

    expect(await unlockShopperAs(db(), userId, agent)).toEqual({ userId, lockedAt: null });
    expect(await signInWithPassword(none(), { email, password: PASSWORD, rememberMe: false })).toBe('ok');
    await sendSignInCode(none(), email);
    expect(await signInWithCode(none(), email, await lastCode(email))).toBe('ok');
    const [unlockLine] = await auditLinesOf(agent, 'customer.unlock');
    expect(unlockLine).toMatchObject({ entityId: userId, before: { locked: true }, after: { locked: false } });
  });

  it('locking a locked account (or unlocking an open one) changes nothing and writes no line', async () => {
    const { userId } = await newMember();
    const agent = actorOf('administrator');
    const first = await lockShopperAs(db(), userId, {}, agent);
    expect((await lockShopperAs(db(), userId, {}, agent)).lockedAt).toEqual(first.lockedAt);
    await unlockShopperAs(db(), userId, agent);
    await unlockShopperAs(db(), userId, agent);
    expect((await auditLinesOf(agent)).map((l) => l.action)).toEqual(['customer.unlock', 'customer.lock']);
  });

  it('an unknown shopper is not found, and nothing is written', async () => {
    const agent = actorOf('customerService');
    await expect(lockShopperAs(db(), 'no-such-shopper', {}, agent)).rejects.toMatchObject({ kind: 'notFound', detail: { errorCode: 'CUSTOMER_NOT_FOUND' } });
    await expect(resendSignInCodeAs(db(), 'no-such-shopper', agent)).rejects.toMatchObject({ kind: 'notFound' });
    expect(await auditLinesOf(agent)).toEqual([]);
  });
});

describe('resending a sign-in code', () => {
  it('e-mails a fresh code in the shopper’s language through the outbox, which signs them in; the earlier one stops working', async () => {
    const { email, userId } = await newMember();
    await sendSignInCode(none(), email);
    const earlier = await lastCode(email);
    const agent = actorOf('customerService');
    expect(await resendSignInCodeAs(db(), userId, agent)).toEqual({ email });
    const [mail] = await mails(email);
    expect(mail).toMatchObject({ kind: 'signInCode', locale: 'es-MX' });
    const fresh = await lastCode(email);
    if (fresh !== earlier) expect(await signInWithCode(none(), email, earlier)).not.toBe('ok');
    expect(await signInWithCode(none(), email, fresh)).toBe('ok');
    const [line] = await auditLinesOf(agent, 'customer.code.resend');
    expect(line).toMatchObject({ entityType: 'customer', entityId: userId, after: { email } });
  });

  it('is limited per shopper as the shopper’s own requests are (SIGN_IN_CODE_SENDS a minute, and what one address may be sent): tooMany and no mail', async () => {
    const { email, userId } = await newMember();
    const sentBefore = (await mails(email)).length;
    // The registration's code counts on the address too.
    const allowed = Math.min(SIGN_IN_CODE_SENDS.limit, MAILS_TO_AN_ADDRESS.limit - sentBefore);
    for (let i = 0; i < allowed; i++) await resendSignInCodeAs(db(), userId, actorOf('customerService'));
    const late = actorOf('customerService');
    const refused = resendSignInCodeAs(db(), userId, late);
    await expect(refused).rejects.toMatchObject({ kind: 'tooMany', detail: { errorCode: 'TOO_MANY_CODES' } });
    await expect(refused.catch((error: { retryAfterSeconds?: number }) => error.retryAfterSeconds)).resolves.toBeGreaterThan(0);
    expect((await mails(email)).length).toBe(sentBefore + allowed);
    expect(await auditLinesOf(late, 'customer.code.resend')).toEqual([]);
  });

  it('a locked account gets no code: customer service unlocks it first', async () => {
    const { email, userId } = await newMember();
    const agent = actorOf('customerService');
    await lockShopperAs(db(), userId, {}, agent);
    const sentBefore = (await mails(email)).length;
    await expect(resendSignInCodeAs(db(), userId, agent)).rejects.toMatchObject({ kind: 'conflict', detail: { errorCode: 'CUSTOMER_LOCKED' } });
    expect((await mails(email)).length).toBe(sentBefore);
    const lines = await db().select().from(auditEvents).where(and(eq(auditEvents.actorLabel, agent.label), eq(auditEvents.action, 'customer.code.resend')));
    expect(lines).toEqual([]);
  });
});

describe('the admin API (POST and DELETE /api/admin/customers/{id}/lock, POST …/sign-in-code)', () => {
  const call = (handler: typeof lockRoute, method: string, userId: string, key: string, body?: unknown) =>
    handler(new NextRequest(`http://localhost:3000/api/admin/customers/${userId}/lock`, { method, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}) }), { params: Promise.resolve({ id: userId }) });
  async function keyOf(role: 'customerService' | 'merchandiser') {
    const member = await makeStaff(role);
    return { member, key: (await createApiKey(await staffActor('administrator'), { staffId: member.id, role })).key };
  }

  it('customer service’s key locks, unlocks and sends a code, each in the audit log under their name; a merchandiser’s is refused', async () => {
    const { email, userId } = await newMember();
    const { member, key } = await keyOf('customerService');
    const locked = await call(lockRoute, 'POST', userId, key, { reason: 'Fraud on the card' });
    expect(locked.status).toBe(200);
    expect(await locked.json()).toMatchObject({ userId, lockedAt: expect.any(String) });
    expect(await signInWithPassword(none(), { email, password: PASSWORD, rememberMe: false })).toBe('locked');
    const refusedCode = await call(codeRoute as typeof lockRoute, 'POST', userId, key);
    expect(refusedCode.status).toBe(409);
    expect(await refusedCode.json()).toMatchObject({ errorCode: 'CUSTOMER_LOCKED' });
    const unlocked = await call(unlockRoute as typeof lockRoute, 'DELETE', userId, key);
    expect(await unlocked.json()).toEqual({ userId, lockedAt: null });
    const sent = await call(codeRoute as typeof lockRoute, 'POST', userId, key);
    expect(sent.status).toBe(202);
    expect(await sent.json()).toEqual({ email });
    const lines = await db().select().from(auditEvents).where(and(eq(auditEvents.entityId, userId), eq(auditEvents.staffId, member.id)));
    expect(lines.map((l) => l.action).sort()).toEqual(['customer.code.resend', 'customer.lock', 'customer.unlock']);
    expect(lines.every((l) => l.via === 'apiKey')).toBe(true);

    const merchandiser = await keyOf('merchandiser');
    const forbidden = await call(lockRoute, 'POST', userId, merchandiser.key, {});
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toMatchObject({ errorCode: 'FORBIDDEN' });
    expect(await signInWithPassword(none(), { email, password: PASSWORD, rememberMe: false })).toBe('ok');
    expect((await call(lockRoute, 'POST', 'no-such-shopper', key, {})).status).toBe(404);
  });
});
