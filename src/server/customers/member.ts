import { eq } from 'drizzle-orm';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { localizedPath, type Locale } from '@/lib/markets';
import { db } from '@/server/db/client';
import { env } from '@/server/platform/env';
import { authSessions } from './auth-schema';
import { getSessionCookie } from 'better-auth/cookies';
import { auth, AUTH_COOKIE_PREFIX } from './auth';

/** The signed-in shopper, as pages and actions need them. */
export interface Member {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  locale: string;
  userType: string;
  rewardsId: string;
  autoLogin: boolean;
  receivePromoAndSpecialEvents: boolean;
  receivePromoPrint: boolean;
  sessionId: string;
}

/** How often a session's last activity is written (not on every request). */
const ACTIVITY_WRITE_MS = 60_000;

/**
 * The member of this request, or null. A session past its idle timeout (SESSION_IDLE_MINUTES
 * without a request, unless "keep me signed in") is ended here; the absolute lifetime
 * (SESSION_MAX_AGE_DAYS) is the session's own expiry.
 */
export const currentMember = cache(async (): Promise<Member | null> => memberFromHeaders(await headers()));

/** currentMember for a request's headers (route handlers, tests). */
export async function memberFromHeaders(requestHeaders: Headers, now = Date.now()): Promise<Member | null> {
  // Without a session cookie there is no session: better-auth would parse and check the whole request only to say so.
  if (!getSessionCookie(requestHeaders, { cookiePrefix: AUTH_COOKIE_PREFIX })) return null;
  const found = await auth().api.getSession({ headers: requestHeaders });
  if (!found) return null;
  const session = found.session as typeof found.session & { autoLogin?: boolean; lastActiveAt?: Date | string | null };
  const user = found.user as typeof found.user & Partial<Omit<Member, 'id' | 'email' | 'autoLogin' | 'sessionId'>> & { rewardsId?: string | null };
  const lastActive = new Date(session.lastActiveAt ?? session.createdAt).getTime();
  if (!session.autoLogin && now - lastActive > env().SESSION_IDLE_MINUTES * 60_000) {
    await db().delete(authSessions).where(eq(authSessions.id, session.id));
    return null;
  }
  if (now - lastActive > ACTIVITY_WRITE_MS) await db().update(authSessions).set({ lastActiveAt: new Date(now) }).where(eq(authSessions.id, session.id));
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    phone: user.phone ?? '',
    locale: user.locale ?? 'en-US',
    userType: user.userType ?? '',
    rewardsId: user.rewardsId ?? '',
    autoLogin: !!session.autoLogin,
    receivePromoAndSpecialEvents: user.receivePromoAndSpecialEvents ?? true,
    receivePromoPrint: user.receivePromoPrint ?? false,
    sessionId: session.id,
  };
}

/** The sign-in page that comes back to `path` afterwards (spec §2.5 redirect_url). */
export function signInPath(locale: Locale, path: string): string {
  return `${localizedPath('/signin', locale)}?redirect_url=${encodeURIComponent(path)}`;
}

/** The member, or a redirect to sign-in and back here (spec §2.3 protected routes). */
export async function requireMember(locale: Locale, path: string): Promise<Member> {
  const member = await currentMember();
  if (!member) redirect(signInPath(locale, path));
  return member;
}
