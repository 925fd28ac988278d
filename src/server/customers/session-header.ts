import type { NextRequest, NextResponse } from 'next/server';
import { GARAGE_COOKIE } from '@/lib/garage';
import { SESSION_HEADER } from '@/lib/session-events';
import { COOKIES } from '@/lib/storage-keys';
import type { Member } from './member';

/** Sign-out removes these besides the session (spec §4 step 2): the member's cart, its past carts (the proof of its orders) and vehicles stay with the account, not on this perhaps shared browser. */
export const SIGN_OUT_COOKIES = [COOKIES.cartId, COOKIES.pastCartIds, COOKIES.autoLogin, COOKIES.preferredVehicleId, COOKIES.userVehicleCount, GARAGE_COOKIE] as const;

/** better-auth's session cookies (prefix `redline`, `__Secure-` over HTTPS). */
const SESSION_COOKIE = /^(__Secure-)?redline\.(session_token|session_data|dont_remember)$/;

/**
 * Say on an API answer whether the request was signed in (spec §4 Session: the
 * jsession-authenticated header). A session cookie that no longer names a live session
 * (expired, idle, signed out elsewhere) is removed with the answer.
 */
export function withSessionState<R extends NextResponse>(response: R, request: NextRequest, member: Member | null): R {
  response.headers.set(SESSION_HEADER, String(!!member));
  if (!member) {
    for (const cookie of request.cookies.getAll()) if (SESSION_COOKIE.test(cookie.name)) response.cookies.delete(cookie.name);
  }
  return response;
}
