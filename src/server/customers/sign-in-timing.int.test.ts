import type * as Crypto from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Issue 19, item 5: a refused password sign-in does the same work whether or not the address has
 * an account: one scrypt derivation with the stored parameters. Counted on node:crypto's scrypt
 * (the real one runs; the test only watches it), not timed.
 */
const watched = vi.hoisted(() => ({ calls: [] as { password: string; saltBytes: number; keyBytes: number; options: Record<string, unknown> }[] }));
vi.mock('node:crypto', async (original) => {
  const actual = await original<typeof Crypto>();
  const scrypt = (password: string, salt: Buffer, keyLength: number, options: Record<string, unknown>, callback: (error: Error | null, key: Buffer) => void) => {
    watched.calls.push({ password, saltBytes: salt.length, keyBytes: keyLength, options: { N: options.N, r: options.r, p: options.p } });
    return actual.scrypt(password, salt, keyLength, options, callback);
  };
  return { ...actual, default: { ...actual, scrypt }, scrypt };
});

const { register, signInWithCode, signInWithPassword } = await import('./accounts');
const { auth } = await import('./auth');
const { dummyPasswordHash, PASSWORD_HASH_PARAMS } = await import('@/server/platform/passwords');
const { db } = await import('@/server/db/client');
const { emailOutbox } = await import('@/server/platform/email/schema');
const { desc, eq } = await import('drizzle-orm');

const none = () => new Headers({ 'user-agent': 'vitest' });
const PASSWORD = 'Sup3r-secret-pw';
const STORED = { N: 2 ** PASSWORD_HASH_PARAMS.log2N, r: PASSWORD_HASH_PARAMS.r, p: PASSWORD_HASH_PARAMS.p };
let emails = 0;
const newEmail = () => `timing-${process.pid}-${++emails}@example.com`;

async function lastCode(to: string): Promise<string> {
  const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).orderBy(desc(emailOutbox.createdAt));
  return /\b(\d{6})\b/.exec(mail!.text)![1]!;
}

/** The scrypt derivations one refused sign-in ran. */
async function derivationsOf(email: string, password: string) {
  watched.calls.length = 0;
  expect(await signInWithPassword(none(), { email, password, rememberMe: false })).toBe('invalid');
  return [...watched.calls];
}

let member = '';
let passwordless = '';
beforeAll(async () => {
  member = newEmail();
  const token = await register(none(), { firstName: 'Ana', lastName: 'Díaz', email: member, password: PASSWORD, locale: 'en-US', receivePromoAndSpecialEvents: false });
  expect(await signInWithCode(none(), member, await lastCode(member), token)).toBe('ok');
  // Registered, code never entered: an account without a password.
  passwordless = newEmail();
  await register(none(), { firstName: 'Bo', lastName: 'Lee', email: passwordless, password: PASSWORD, locale: 'en-US', receivePromoAndSpecialEvents: false });
  await dummyPasswordHash();
});
beforeEach(() => {
  watched.calls.length = 0;
});

describe('a refused password sign-in', () => {
  it('checks a wrong password with one scrypt derivation of the stored parameters', async () => {
    const calls = await derivationsOf(member, 'Wrong-password-1');
    expect(calls).toEqual([{ password: 'Wrong-password-1', saltBytes: 16, keyBytes: 64, options: STORED }]);
  });

  it('runs the very same check for an address without an account, against a dummy hash', async () => {
    const unknown = await derivationsOf(newEmail(), 'Wrong-password-2');
    expect(unknown).toEqual([{ password: 'Wrong-password-2', saltBytes: 16, keyBytes: 64, options: STORED }]);
    expect(unknown).toEqual(await derivationsOf(member, 'Wrong-password-2'));
  });

  it('runs it for an account that has no password yet too', async () => {
    expect(await derivationsOf(passwordless, 'Wrong-password-3')).toEqual([{ password: 'Wrong-password-3', saltBytes: 16, keyBytes: 64, options: STORED }]);
  });

  it('answers better-auth’s own refusal over HTTP for both, after the same check', async () => {
    const bodies: { status: number; body: unknown; derivations: number }[] = [];
    for (const email of [member, newEmail()]) {
      watched.calls.length = 0;
      const response = await auth().handler(
        new Request('http://localhost:3000/api/auth/sign-in/email', {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', 'x-forwarded-for': `198.51.100.${100 + emails}` },
          body: JSON.stringify({ email, password: 'Wrong-password-4' }),
        }),
      );
      bodies.push({ status: response.status, body: await response.json(), derivations: watched.calls.length });
    }
    expect(bodies[0]).toEqual({ status: 401, body: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }, derivations: 1 });
    expect(bodies[1]).toEqual(bodies[0]);
  });

  it('still lets the right password in', async () => {
    expect(await signInWithPassword(none(), { email: member, password: PASSWORD, rememberMe: false })).toBe('ok');
  });
});
