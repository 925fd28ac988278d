import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { OPS_COOKIE, opsSessionValid, operatorToken } from '@/server/platform/ops-auth';
import { clientKey } from '@/server/platform/rate-limit';
import type { Actor } from '@/server/staff/actor';
import { tokenActor } from '@/server/staff/request-actor';

/** Where the operators' pages send a visitor who has not signed in. */
export const OPS_SIGN_IN_PATH = '/ops/signin';
export const OPS_HOME_PATH = '/ops/outbox';

/** A path to come back to after signing in: an operators' page only, else the outbox. */
export function opsNextPath(value: unknown): string {
  return typeof value === 'string' && /^\/ops\/[A-Za-z0-9/_-]*(\?[A-Za-z0-9=&%._+@-]*)?$/.test(value) && !value.startsWith(OPS_SIGN_IN_PATH) ? value : OPS_HOME_PATH;
}

/** Whether this request carries the cookie of an operator's session that is still open. */
export async function operatorSignedIn(): Promise<boolean> {
  return opsSessionValid((await cookies()).get(OPS_COOKIE)?.value, operatorToken());
}

/** For every operators' page: without a valid cookie, off to sign in and back to `path` afterwards. */
export async function requireOperator(path: string): Promise<void> {
  if (!(await operatorSignedIn())) redirect(`${OPS_SIGN_IN_PATH}?next=${encodeURIComponent(opsNextPath(path))}`);
}

/**
 * For every operators' page and action (issue 23): the staff member signed in, as the actor the
 * use cases authorise and the audit log records; without a session, off to sign in and back to
 * `path`. Until staff accounts land, the token's session acts as an administrator.
 */
export async function currentStaff(path: string): Promise<Actor> {
  await requireOperator(path);
  return tokenActor(clientKey(await headers()));
}
