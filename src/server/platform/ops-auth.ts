import crypto from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { env } from './env';
import { opsSessions } from './ops-schema';
import { failureBackoff, keyedSerial, type BackoffPolicy, type FailureBackoff, type KeyedSerial } from './rate-limit';

/**
 * The operators' pages (/ops) sign in with the operators' token, ADMIN_API_TOKEN. The browser
 * keeps a cookie holding a random session id, never the token; the session lives on the server
 * (ops_sessions, by the id's hash), so signing out ends it for real: a copy of the cookie taken
 * before is refused afterwards. A session ends after OPS_SESSION_MS, and as soon as the token
 * changes (which is also how every operator is signed out at once). Until staff accounts replace
 * the shared token, this is the operators' only session.
 */

export const OPS_COOKIE = 'redline.ops';
/** The cookie is sent to the operators' pages only. */
export const OPS_COOKIE_PATH = '/ops';
/** How long an operator stays signed in. */
export const OPS_SESSION_MS = 12 * 60 * 60_000;
const PURPOSE = 'redline-ops-session.v2';
const SESSION_ID_BYTES = 32;

/** The operators' token, or null when none is configured (the operators' pages are then off). */
export function operatorToken(): string | null {
  return env().ADMIN_API_TOKEN ?? null;
}

/** Whether `given` is the token, in constant time (hashing first makes the lengths equal). */
export function tokenMatches(given: string, token: string): boolean {
  if (!given || !token) return false;
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(token).digest();
  return crypto.timingSafeEqual(a, b);
}

const idHash = (value: string) => crypto.createHash('sha256').update(value).digest('hex');
const fingerprint = (token: string) => crypto.createHmac('sha256', token).update(PURPOSE).digest('hex');
const COOKIE_VALUE = new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((SESSION_ID_BYTES * 4) / 3)}}$`);

/** A new session for an operator who just gave the token: answers the cookie's value (a random id). */
export async function openOpsSession(token: string, now = Date.now()): Promise<string> {
  const value = crypto.randomBytes(SESSION_ID_BYTES).toString('base64url');
  await db().delete(opsSessions).where(lte(opsSessions.expiresAt, new Date(now)));
  await db().insert(opsSessions).values({ idHash: idHash(value), tokenFingerprint: fingerprint(token), createdAt: new Date(now), expiresAt: new Date(now + OPS_SESSION_MS) });
  return value;
}

/** Whether the cookie is a session opened with this token that has neither ended nor expired. */
export async function opsSessionValid(value: string | undefined, token: string | null, now = Date.now()): Promise<boolean> {
  if (!value || !token || !COOKIE_VALUE.test(value)) return false;
  const [row] = await db()
    .select({ tokenFingerprint: opsSessions.tokenFingerprint })
    .from(opsSessions)
    .where(and(eq(opsSessions.idHash, idHash(value)), gt(opsSessions.expiresAt, new Date(now))));
  return !!row && crypto.timingSafeEqual(Buffer.from(row.tokenFingerprint, 'hex'), Buffer.from(fingerprint(token), 'hex'));
}

/** Sign-out: the session ends on the server, whoever still holds its cookie. */
export async function endOpsSession(value: string | undefined): Promise<void> {
  if (value && COOKIE_VALUE.test(value)) await db().delete(opsSessions).where(eq(opsSessions.idHash, idHash(value)));
}

/** The cookie's attributes: HttpOnly, SameSite=Strict, Secure outside development, for /ops only. */
export function opsCookieOptions(nodeEnv: string = env().NODE_ENV) {
  return { httpOnly: true, sameSite: 'strict' as const, secure: nodeEnv !== 'development', path: OPS_COOKIE_PATH, maxAge: OPS_SESSION_MS / 1000 };
}

/**
 * Wrong tokens per caller (the caller's address, clientKey): after five, each next try waits
 * longer (30 s doubling to 15 min). Only the guessing caller waits: an operator elsewhere signs
 * in at once, and a right token forgets the caller's failures. The token is 16+ random
 * characters, so there is no per-target count to spend (docs/decisions/030).
 */
export const OPS_SIGN_IN_BACKOFF: BackoffPolicy = { free: 5, firstDelayMs: 30_000, maxDelayMs: 15 * 60_000, forgetAfterMs: 60 * 60_000 };
export const opsSignInLimiter = ((globalThis as unknown as { __opsSignInBackoff?: FailureBackoff }).__opsSignInBackoff ??= failureBackoff('ops-sign-in', OPS_SIGN_IN_BACKOFF));
/** One token check at a time per caller, so parallel guesses each meet the failures before them. */
export const opsSignInSerial = ((globalThis as unknown as { __opsSignInSerial?: KeyedSerial }).__opsSignInSerial ??= keyedSerial('ops-sign-in'));
