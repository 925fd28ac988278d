'use server';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { logger } from '@/server/platform/logger';
import { endOpsSession, OPS_COOKIE, OPS_COOKIE_PATH, openOpsSession, opsCookieOptions, opsSignInLimiter, opsSignInSerial, operatorToken, tokenMatches } from '@/server/platform/ops-auth';
import { clientKey } from '@/server/platform/rate-limit';
import { OPS_SIGN_IN_PATH, opsNextPath } from './session';

export interface OpsSignInState {
  error: string | null;
}

/** Sign in with the operators' token: a constant-time match opens a server-side session, its random id in the cookie (never the token). */
export async function opsSignInAction(_: OpsSignInState | null, formData: FormData): Promise<OpsSignInState> {
  const token = operatorToken();
  if (!token) return { error: 'The operators’ pages are off: set ADMIN_API_TOKEN and restart the server.' };
  const caller = clientKey(await headers());
  const given = String(formData.get('token') ?? '').trim();
  const refused = await opsSignInSerial.run(caller, async () => {
    const limit = await opsSignInLimiter.check(caller);
    if (!limit.allowed) return `Too many wrong tokens from this address. Try again in ${limit.retryAfterSeconds} seconds.`;
    if (!tokenMatches(given, token)) {
      await opsSignInLimiter.fail(caller);
      logger.warn({ caller }, 'operator sign-in with a wrong token');
      return 'That is not the operators’ token.';
    }
    await opsSignInLimiter.clear(caller);
    return null;
  });
  if (refused) return { error: refused };
  (await cookies()).set(OPS_COOKIE, await openOpsSession(token), opsCookieOptions());
  redirect(opsNextPath(formData.get('next')));
}

/** Sign out: the session ends on the server (a copy of the cookie is refused from now on), and the cookie goes. */
export async function opsSignOutAction(): Promise<void> {
  const jar = await cookies();
  await endOpsSession(jar.get(OPS_COOKIE)?.value);
  jar.delete({ name: OPS_COOKIE, path: OPS_COOKIE_PATH });
  redirect(OPS_SIGN_IN_PATH);
}
