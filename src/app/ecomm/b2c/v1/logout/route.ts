import type { NextRequest } from 'next/server';
import { endSession } from '@/server/customers/accounts';
import { SIGN_OUT_COOKIES, withSessionState } from '@/server/customers/session-header';
import { logger } from '@/server/platform/logger';
import { ApiError, handle, privateJson } from '@/server/platform/http';

/**
 * POST /ecomm/b2c/v1/logout (spec §7 "POST logout", §4 sign-out step 1): ends the session and
 * removes the session, auto-login and account cookies. A failure is logged and answered 500
 * SIGN_OUT_FAILED; the browser then reports it and stays signed in.
 */
export function POST(request: NextRequest) {
  return handle(async () => {
    try {
      await endSession(request.headers);
    } catch (error) {
      logger.warn({ err: error }, 'sign-out failed');
      throw new ApiError(500, { errorCode: 'SIGN_OUT_FAILED', errorMessageKey: 'account.signOut.failed', errorMessageDefault: 'Signing out did not work. Please try again.' });
    }
    const response = withSessionState(privateJson({ ok: true }), request, null);
    for (const name of SIGN_OUT_COOKIES) response.cookies.delete(name);
    return response;
  });
}
