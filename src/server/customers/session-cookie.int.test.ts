import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from '@/server/db/client';
import { env } from '@/server/platform/env';
import { emailOutbox } from '@/server/platform/email/schema';
import { register, sendSignInCode, signInWithCode } from './accounts';
import { auth, NOT_REMEMBERED_SESSION_HOURS } from './auth';
import { authSessions } from './auth-schema';
import { memberFromHeaders } from './member';

/**
 * Issue 19, item 7: only "keep me signed in" (the password form's box) makes a lasting cookie.
 * A password sign-in without it, a sign-in with an e-mailed code and a registration (which
 * finishes with a code) get a browser-session cookie, no Max-Age nor Expires, and a session
 * that ends on the server within NOT_REMEMBERED_SESSION_HOURS (and after the idle timeout).
 */

let emails = 0;
const newEmail = () => `cookie-${process.pid}-${++emails}@example.com`;
const none = () => new Headers({ 'user-agent': 'vitest' });
const PASSWORD = 'Sup3r-secret-pw';

async function lastCode(to: string): Promise<string> {
  const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).orderBy(desc(emailOutbox.createdAt));
  return /\b(\d{6})\b/.exec(mail!.text)![1]!;
}

/** A member who registered and finished with the e-mailed code, so has a password. */
async function newMember(): Promise<string> {
  const email = newEmail();
  const token = await register(none(), { firstName: 'Ana', lastName: 'Díaz', email, password: PASSWORD, locale: 'en-US', receivePromoAndSpecialEvents: false });
  expect(await signInWithCode(none(), email, await lastCode(email), token)).toBe('ok');
  return email;
}

/** The session cookie among a response's Set-Cookie headers: exactly one, with its attributes. */
function sessionCookie(headers: Headers): { header: string; cookie: string; maxAge: number | null; expires: boolean } {
  const all = headers.getSetCookie().filter((c) => /^[^=]*session_token=/.test(c));
  expect(all).toHaveLength(1);
  const header = all[0]!;
  const maxAge = /;\s*Max-Age=(\d+)/i.exec(header);
  return { header, cookie: header.split(';')[0]!, maxAge: maxAge ? Number(maxAge[1]) : null, expires: /;\s*Expires=/i.test(header) };
}

async function sessionRow(cookie: string) {
  const member = await memberFromHeaders(new Headers({ cookie }));
  expect(member).not.toBeNull();
  const [row] = await db().select().from(authSessions).where(eq(authSessions.id, member!.sessionId));
  return row!;
}

const hoursFromNow = (date: Date) => (date.getTime() - Date.now()) / 3_600_000;

describe('the session cookie’s lifetime', () => {
  it('a password sign-in with "keep me signed in" lasts SESSION_MAX_AGE_DAYS, cookie and session', async () => {
    const email = await newMember();
    const { headers } = await auth().api.signInEmail({ body: { email, password: PASSWORD, rememberMe: true }, headers: none(), returnHeaders: true });
    const set = sessionCookie(headers);
    expect(set.maxAge).toBe(env().SESSION_MAX_AGE_DAYS * 86_400);
    const row = await sessionRow(set.cookie);
    expect(row.autoLogin).toBe(true);
    expect(hoursFromNow(row.expiresAt)).toBeGreaterThan(env().SESSION_MAX_AGE_DAYS * 24 - 1);
  });

  it('a password sign-in without the box gets a browser-session cookie and a short session', async () => {
    const email = await newMember();
    for (const body of [{ email, password: PASSWORD, rememberMe: false }, { email, password: PASSWORD }]) {
      const { headers } = await auth().api.signInEmail({ body, headers: none(), returnHeaders: true });
      const set = sessionCookie(headers);
      expect(set).toMatchObject({ maxAge: null, expires: false });
      const row = await sessionRow(set.cookie);
      expect(row.autoLogin).toBe(false);
      expect(hoursFromNow(row.expiresAt)).toBeLessThanOrEqual(NOT_REMEMBERED_SESSION_HOURS);
    }
  });

  it('a sign-in with an e-mailed code gets a browser-session cookie and a short session', async () => {
    const email = await newMember();
    await sendSignInCode(none(), email);
    const { headers } = await auth().api.signInEmailOTP({ body: { email, otp: await lastCode(email) }, headers: none(), returnHeaders: true });
    const set = sessionCookie(headers);
    expect(set).toMatchObject({ maxAge: null, expires: false });
    const row = await sessionRow(set.cookie);
    expect(row.autoLogin).toBe(false);
    expect(hoursFromNow(row.expiresAt)).toBeLessThanOrEqual(NOT_REMEMBERED_SESSION_HOURS);
  });

  it('a registration, finished with its code over HTTP, gets a browser-session cookie', async () => {
    const email = newEmail();
    await register(none(), { firstName: 'Bo', lastName: 'Lee', email, password: PASSWORD, locale: 'en-US', receivePromoAndSpecialEvents: false });
    const response = await auth().handler(
      new Request('http://localhost:3000/api/auth/sign-in/email-otp', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', 'x-forwarded-for': '198.51.100.90' },
        body: JSON.stringify({ email, otp: await lastCode(email) }),
      }),
    );
    expect(response.status).toBe(200);
    const set = sessionCookie(response.headers);
    expect(set).toMatchObject({ maxAge: null, expires: false });
    expect(set.header).toMatch(/HttpOnly/i);
    const row = await sessionRow(set.cookie);
    expect(row.autoLogin).toBe(false);
    expect(hoursFromNow(row.expiresAt)).toBeLessThanOrEqual(NOT_REMEMBERED_SESSION_HOURS);
  });

  it('a non-remembered session also ends on the server after the idle timeout', async () => {
    const email = await newMember();
    await sendSignInCode(none(), email);
    const { headers } = await auth().api.signInEmailOTP({ body: { email, otp: await lastCode(email) }, headers: none(), returnHeaders: true });
    const { cookie } = sessionCookie(headers);
    const idle = Date.now() + (env().SESSION_IDLE_MINUTES + 1) * 60_000;
    expect(await memberFromHeaders(new Headers({ cookie }), idle)).toBeNull();
    expect(await memberFromHeaders(new Headers({ cookie }))).toBeNull();
  });
});
