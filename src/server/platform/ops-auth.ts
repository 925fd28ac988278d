import crypto from 'node:crypto';
import { env } from './env';
import { FailureBackoff, KeyedSerial, type BackoffPolicy } from './rate-limit';

/**
 * The operators' pages (/ops) sign in with the operators' token, ADMIN_API_TOKEN. The browser
 * keeps a cookie holding an expiry and an HMAC of it keyed by the token, never the token
 * itself: it proves that whoever signed in knew the token, ends after OPS_SESSION_MS, and
 * stops working as soon as the token changes (which is also how every operator is signed out).
 */

export const OPS_COOKIE = 'redline.ops';
/** The cookie is sent to the operators' pages only. */
export const OPS_COOKIE_PATH = '/ops';
/** How long an operator stays signed in. */
export const OPS_SESSION_MS = 12 * 60 * 60_000;
const PURPOSE = 'redline-ops-session.v1';

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

function mac(token: string, expiresAt: number): Buffer {
  return crypto.createHmac('sha256', token).update(`${PURPOSE}:${expiresAt}`).digest();
}

/** The cookie of an operator who just gave the token: `<expiry in ms>.<HMAC>`. */
export function opsCookieValue(token: string, now = Date.now()): string {
  const expiresAt = now + OPS_SESSION_MS;
  return `${expiresAt}.${mac(token, expiresAt).toString('base64url')}`;
}

/** Whether the cookie was made with this token and has not expired. */
export function opsCookieValid(value: string | undefined, token: string | null, now = Date.now()): boolean {
  if (!value || !token) return false;
  const match = /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return false;
  const expiresAt = Number(match[1]);
  // Never longer than a session from now: a cookie cannot outlive the rule it was made under.
  if (expiresAt <= now || expiresAt > now + OPS_SESSION_MS) return false;
  return crypto.timingSafeEqual(Buffer.from(match[2]!, 'base64url'), mac(token, expiresAt));
}

/** The cookie's attributes: HttpOnly, SameSite=Strict, Secure outside development, for /ops only. */
export function opsCookieOptions(nodeEnv: string = env().NODE_ENV) {
  return { httpOnly: true, sameSite: 'strict' as const, secure: nodeEnv !== 'development', path: OPS_COOKIE_PATH, maxAge: OPS_SESSION_MS / 1000 };
}

/**
 * Wrong tokens per caller (the caller's address, clientKey): after five, each next try waits
 * longer (30 s doubling to 15 min). Only the guessing caller waits: an operator elsewhere signs
 * in at once, and a right token forgets the caller's failures. The token is 16+ random
 * characters, so there is no per-target count to spend (docs/decisions/028).
 */
export const OPS_SIGN_IN_BACKOFF: BackoffPolicy = { free: 5, firstDelayMs: 30_000, maxDelayMs: 15 * 60_000, forgetAfterMs: 60 * 60_000 };
export const opsSignInLimiter = ((globalThis as unknown as { __opsSignInBackoff?: FailureBackoff }).__opsSignInBackoff ??= new FailureBackoff(OPS_SIGN_IN_BACKOFF));
/** One token check at a time per caller, so parallel guesses each meet the failures before them. */
export const opsSignInSerial = ((globalThis as unknown as { __opsSignInSerial?: KeyedSerial }).__opsSignInSerial ??= new KeyedSerial());
