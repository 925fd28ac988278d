import { desc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { carts } from '@/server/cart/schema';
import { cartFor } from '@/server/cart/service';
import { db } from '@/server/db/client';
import { GET as authGet, POST as authRoute } from '@/app/api/auth/[...all]/route';
import { emailOutbox } from '@/server/platform/email/schema';
import { register, requestPasswordReset, resetPassword, sendSignInCode, signInWithCode, signInWithPassword } from './accounts';
import { auth } from './auth';
import { authSessions, authUsers } from './auth-schema';
import { MAILS_TO_AN_ADDRESS } from './limits';
import { memberFromHeaders } from './member';
import { passwordGate } from './sign-in-guard';

let emails = 0;
const newEmail = () => `member-${process.pid}-${++emails}@example.com`;
const none = () => new Headers({ 'user-agent': 'vitest' });

/** The last e-mail of this kind sent to the address. */
async function lastMail(to: string, kind: 'signInCode' | 'passwordReset') {
  const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).orderBy(desc(emailOutbox.createdAt));
  expect(mail?.kind).toBe(kind);
  return mail!;
}
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;

/** Sign in by password through better-auth, answering the session cookie as a request would send it back. */
async function cookieAfterSignIn(email: string, password: string, rememberMe = true, cookie = ''): Promise<string> {
  const { headers } = await auth().api.signInEmail({ body: { email, password, rememberMe }, headers: new Headers({ cookie }), returnHeaders: true });
  return headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => c.includes('session_token'))
    .join('; ');
}

/** A member who registered and entered the e-mailed code: signed in once, password set. */
async function newMember(password = 'Sup3r-secret-pw') {
  const email = newEmail();
  const token = await register(none(), { firstName: 'Ana', lastName: 'Díaz', email, password, locale: 'es-MX', receivePromoAndSpecialEvents: true });
  expect(await signInWithCode(none(), email, codeIn((await lastMail(email, 'signInCode')).text), token)).toBe('ok');
  return { email, password };
}

const signInOverHttp = (email: string, forwardedFor: string) =>
  authRoute(
    new Request('http://localhost:3000/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ email, password: 'whatever-123' }),
    }),
  );

describe('better-auth over HTTP, for API clients', () => {
  const post = (path: string, body: string, cookie = '') =>
    authRoute(new Request(`http://localhost:3000/api/auth${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', cookie }, body }));

  it('opens only signing in and out, resets and the session: update-user cannot write a name or phone around the profile’s rules', async () => {
    const { email, password } = await newMember();
    const cookie = await cookieAfterSignIn(email, password);
    const update = await post('/update-user', JSON.stringify({ firstName: '<img src=x onerror=alert(1)>', phone: '5551234567', name: 'x' }), cookie);
    expect(update.status).toBe(404);
    expect(await update.json()).toMatchObject({ errorCode: 'ENDPOINT_NOT_FOUND' });
    for (const path of ['/change-email', '/delete-user', '/list-sessions', '/revoke-sessions', '/sign-up/email']) expect((await post(path, '{}', cookie)).status, path).toBe(404);
    const [user] = await db().select().from(authUsers).where(eq(authUsers.email, email));
    expect(user).toMatchObject({ firstName: 'Ana', phone: '' });
  });

  it('refuses a body larger than the store’s other routes take, in the error envelope', async () => {
    const response = await post('/sign-in/email', JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(20_000) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ errorCode: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers the session without its token: the HttpOnly cookie carries it', async () => {
    const { email, password } = await newMember();
    const cookie = await cookieAfterSignIn(email, password);
    const response = await authGet(new Request('http://localhost:3000/api/auth/get-session', { headers: { cookie } }));
    const answer = (await response.json()) as { session: Record<string, unknown>; user: { email: string } };
    expect(answer.user.email).toBe(email);
    expect(answer.session).not.toHaveProperty('token');
    expect(answer.session.userId).toBeTruthy();
  });
});

describe('sign-in codes to one address', () => {
  it('are at most five in ten minutes whoever asks; the refusal says nothing of whether the account exists', async () => {
    const { email } = await newMember();
    const asked = async (address: string, forwardedFor: string) =>
      authRoute(new Request('http://localhost:3000/api/auth/email-otp/send-verification-otp', { method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', 'x-forwarded-for': forwardedFor }, body: JSON.stringify({ email: address, type: 'sign-in' }) }));
    // newMember's registration code was the first.
    for (let i = 0; i < MAILS_TO_AN_ADDRESS.limit - 1; i++) expect((await asked(email, `198.51.100.${20 + i}`)).status).toBe(200);
    const refused = await asked(email.toUpperCase(), '198.51.100.40');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'TOO_MANY_CODES' });
    expect(await sendSignInCode(none(), email)).toBe(false);
    const nobody = newEmail();
    for (let i = 0; i < MAILS_TO_AN_ADDRESS.limit; i++) expect(await sendSignInCode(none(), nobody)).toBe(true);
    expect((await asked(nobody, '198.51.100.41')).status).toBe(429);
  });

  it('are sign-in codes only: the plugin’s other kinds are refused and use up nothing', async () => {
    const { email } = await newMember();
    const other = await authRoute(new Request('http://localhost:3000/api/auth/email-otp/send-verification-otp', { method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' }, body: JSON.stringify({ email, type: 'email-verification' }) }));
    expect(other.status).toBe(400);
    for (let i = 0; i < MAILS_TO_AN_ADDRESS.limit - 1; i++) expect(await sendSignInCode(none(), email)).toBe(true);
  });
});

describe('password-reset links to one address', () => {
  it('are at most five in ten minutes; a reset lifts the pause that wrong passwords from many callers put on password sign-in', async () => {
    const { email } = await newMember();
    // Four callers, each the socket address the web server appended (nothing trusted before it).
    vi.stubEnv('TRUST_PROXY', '0');
    for (let caller = 0; caller < 4; caller++) for (let i = 0; i < 5; i++) await signInOverHttp(email, `198.51.100.${120 + caller}`);
    vi.unstubAllEnvs();
    // Paused for everyone, the owner at a new address included.
    expect(await passwordGate(email, '203.0.113.200')).toEqual({ kind: 'codeRequired' });
    for (let i = 0; i < MAILS_TO_AN_ADDRESS.limit; i++) expect(await requestPasswordReset(none(), email)).toBe(true);
    expect(await requestPasswordReset(none(), email)).toBe(false);
    const token = /\/resetPassword\/([A-Za-z0-9_-]+)/.exec((await lastMail(email, 'passwordReset')).text)![1]!;
    expect(await resetPassword(token, 'A-brand-new-pw-9')).toMatchObject({ ok: true });
    expect(await passwordGate(email, '203.0.113.200')).toEqual({ kind: 'open' });
  });
});

describe('accounts', () => {
  it('registers with a code sent in the member’s language; the code finishes it once, and sets the password', async () => {
    const email = newEmail();
    const token = await register(none(), { firstName: 'Ana', lastName: 'Díaz', email, password: 'Sup3r-secret-pw', locale: 'es-MX', receivePromoAndSpecialEvents: true });
    expect(await signInWithPassword(none(), { email, password: 'Sup3r-secret-pw', rememberMe: false })).toBe('invalid');
    const mail = await lastMail(email, 'signInCode');
    expect(mail.locale).toBe('es-MX');
    expect(mail.subject).toContain('código');
    const code = codeIn(mail.text);
    expect(await signInWithCode(none(), email, code, token)).toBe('ok');
    expect(await signInWithCode(none(), email, code, token)).not.toBe('ok');
    const [user] = await db().select().from(authUsers).where(eq(authUsers.email, email));
    expect(user).toMatchObject({ firstName: 'Ana', lastName: 'Díaz', locale: 'es-MX', emailVerified: true });
    expect(await signInWithPassword(none(), { email, password: 'Sup3r-secret-pw', rememberMe: false })).toBe('ok');
  });

  it('never gives a password to someone who only typed the address: a later code sign-in by the owner drops it', async () => {
    const email = newEmail();
    await register(none(), { firstName: 'Eve', lastName: 'Mallory', email, password: 'Attacker-pw-123', locale: 'en-US', receivePromoAndSpecialEvents: false });
    // The owner signs in with a code of their own, without the registration token.
    await sendSignInCode(none(), email);
    expect(await signInWithCode(none(), email, codeIn((await lastMail(email, 'signInCode')).text))).toBe('ok');
    expect(await signInWithPassword(none(), { email, password: 'Attacker-pw-123', rememberMe: false })).toBe('invalid');
  });

  it('answers registering an existing address like a new one, without touching its password', async () => {
    const { email, password } = await newMember();
    await register(none(), { firstName: 'Eve', lastName: 'Mallory', email, password: 'another-password-1', locale: 'en-US', receivePromoAndSpecialEvents: false });
    expect((await lastMail(email, 'signInCode')).kind).toBe('signInCode');
    expect(await signInWithPassword(none(), { email, password, rememberMe: false })).toBe('ok');
    expect(await signInWithPassword(none(), { email, password: 'another-password-1', rememberMe: false })).toBe('invalid');
    const [user] = await db().select({ firstName: authUsers.firstName }).from(authUsers).where(eq(authUsers.email, email));
    expect(user!.firstName).toBe('Ana');
  });

  it('sends no code to an unknown address, with the same answer', async () => {
    const email = newEmail();
    await expect(sendSignInCode(none(), email)).resolves.toBe(true);
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))).toEqual([]);
  });

  it('refuses a wrong password and locks a code after too many wrong tries', async () => {
    const { email } = await newMember();
    expect(await signInWithPassword(none(), { email, password: 'wrong-password', rememberMe: false })).toBe('invalid');
    await sendSignInCode(none(), email);
    const code = codeIn((await lastMail(email, 'signInCode')).text);
    const wrong = code === '000000' ? '111111' : '000000';
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await signInWithCode(none(), email, wrong));
    expect(results).toContain('tooManyAttempts');
    expect(await signInWithCode(none(), email, code)).not.toBe('ok');
  });

  it('rotates the session at sign-in, ends idle sessions, and keeps "keep me signed in" ones', async () => {
    const { email, password } = await newMember();
    const first = await cookieAfterSignIn(email, password, false);
    expect((await memberFromHeaders(new Headers({ cookie: first })))?.email).toBe(email);
    const second = await cookieAfterSignIn(email, password, false, first);
    expect(second).not.toBe(first);
    expect(await memberFromHeaders(new Headers({ cookie: first }))).toBeNull();
    const member = await memberFromHeaders(new Headers({ cookie: second }));
    expect(member).toMatchObject({ email, autoLogin: false });

    const later = Date.now() + 61 * 60_000;
    const kept = await cookieAfterSignIn(email, password, true);
    expect(await memberFromHeaders(new Headers({ cookie: second }), later)).toBeNull();
    expect(await db().select().from(authSessions).where(eq(authSessions.id, member!.sessionId))).toEqual([]);
    expect((await memberFromHeaders(new Headers({ cookie: kept }), later))?.autoLogin).toBe(true);
  });

  it('signs out: the session is gone on the server', async () => {
    const { email, password } = await newMember();
    const cookie = await cookieAfterSignIn(email, password);
    await auth().api.signOut({ headers: new Headers({ cookie }) });
    expect(await memberFromHeaders(new Headers({ cookie }))).toBeNull();
  });

  it('resets a password through the e-mailed link: old sessions end, the new password works', async () => {
    const { email, password } = await newMember();
    const cookie = await cookieAfterSignIn(email, password);
    await requestPasswordReset(none(), email);
    const mail = await lastMail(email, 'passwordReset');
    const token = /\/resetPassword\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    expect(mail.text).toContain('/es-MX/resetPassword/');
    expect(await resetPassword(token, 'A-brand-new-pw-2')).toEqual({ ok: true, firstName: 'Ana' });
    expect(await resetPassword(token, 'A-brand-new-pw-3')).toEqual({ ok: false });
    expect(await memberFromHeaders(new Headers({ cookie }))).toBeNull();
    expect(await signInWithPassword(none(), { email, password: 'A-brand-new-pw-2', rememberMe: false })).toBe('ok');
  });

  it('writes reset links on the host the form was sent to (the demo without SITE_URL), never on localhost:3000', async () => {
    const { email } = await newMember();
    await requestPasswordReset(new Headers({ host: 'shop.example:8443', 'x-forwarded-host': 'evil.example' }), email);
    const mail = await lastMail(email, 'passwordReset');
    expect(mail.text).toMatch(/https:\/\/shop\.example:8443\/es-MX\/resetPassword\/[A-Za-z0-9_-]+/);
    expect(mail.html).not.toContain('evil.example');
  });

  it('never takes the reset link’s host from X-Forwarded-Host sent to /api/auth/request-password-reset without TRUST_PROXY', async () => {
    const { email } = await newMember();
    const response = await auth().handler(
      new Request('http://localhost:3000/api/auth/request-password-reset', {
        method: 'POST',
        headers: { 'content-type': 'application/json', host: 'localhost:3000', origin: 'http://localhost:3000', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.78' },
        body: JSON.stringify({ email }),
      }),
    );
    expect(response.status).toBe(200);
    const mail = await lastMail(email, 'passwordReset');
    expect(mail.text).not.toContain('evil.example');
    expect(mail.html).not.toContain('evil.example');
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/es-MX\/resetPassword\/[A-Za-z0-9_-]+/);
  });

  it('makes the guest’s cart the member’s at sign-in', async () => {
    const { email, password } = await newMember();
    const guest = await cartFor(db(), undefined, 'en-US');
    const { headers } = await auth().api.signInEmail({ body: { email, password }, headers: new Headers({ cookie: `cartId=${guest.id}` }), returnHeaders: true });
    expect(headers.getSetCookie().some((c) => c.startsWith(`cartId=${guest.id}`))).toBe(true);
    const [user] = await db().select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email));
    expect((await db().select({ profileId: carts.profileId }).from(carts).where(eq(carts.id, guest.id)))[0]!.profileId).toBe(user!.id);
  });

  it('slows down repeated sign-ins over HTTP (429), per caller: better-auth counts the address the route hands it', async () => {
    const statuses: number[] = [];
    // A new address each time: better-auth's per-path limit on the caller, not the per-account one (sign-in-guard.ts).
    for (let i = 0; i < 11; i++) statuses.push((await signInOverHttp(`nobody-${process.pid}-${i}@example.com`, '198.51.100.77')).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // A forged X-Forwarded-For (the web server appends the socket address) is the same caller; another caller is not slowed.
    expect((await signInOverHttp(`nobody-${process.pid}-x@example.com`, '203.0.113.1, 198.51.100.77')).status).toBe(429);
    expect((await signInOverHttp(`nobody-${process.pid}-y@example.com`, '198.51.100.78')).status).toBe(401);
  }, 60_000);
});
