import crypto from 'node:crypto';
import { env } from './env';

/**
 * The back office's cookie (/ops). Staff sign in with their own accounts (src/server/staff,
 * decision 052): the cookie holds a random session id whose SHA-256 is a row of staff_sessions,
 * never a password or a token. The shared ADMIN_API_TOKEN no longer signs anyone in to /ops; it
 * still opens the admin API for one release (staff/request-actor.ts).
 */
export const OPS_COOKIE = 'redline.ops';
/** Half a sign-in: the password was right, the code is awaited. */
export const OPS_PENDING_COOKIE = 'redline.ops.pending';
/** The cookies are sent to the back office's pages only. */
export const OPS_COOKIE_PATH = '/ops';
/** The longest a staff session lives (staff/sessions.ts' STAFF_ABSOLUTE_MS); the server ends it sooner when idle. */
export const OPS_SESSION_MS = 12 * 60 * 60_000;

/** Whether `given` is `token`, in constant time (hashing first makes the lengths equal). */
export function tokenMatches(given: string, token: string): boolean {
  if (!given || !token) return false;
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(token).digest();
  return crypto.timingSafeEqual(a, b);
}

/** The cookie's attributes: HttpOnly, SameSite=Strict, Secure outside development, for /ops only. */
export function opsCookieOptions(nodeEnv: string = env().NODE_ENV, maxAgeMs = OPS_SESSION_MS) {
  return { httpOnly: true, sameSite: 'strict' as const, secure: nodeEnv !== 'development', path: OPS_COOKIE_PATH, maxAge: maxAgeMs / 1000 };
}
