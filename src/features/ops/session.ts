import { cookies, headers } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { cache } from 'react';
import { OPS_COOKIE } from '@/server/platform/ops-auth';
import { clientKey } from '@/server/platform/rate-limit';
import { can, type Actor } from '@/server/staff/actor';
import { sessionActor, type StaffMember } from '@/server/staff/accounts';
import { sectionOf } from './nav';

/** Where the back office sends a visitor who has not signed in. */
export const OPS_SIGN_IN_PATH = '/ops/signin';
export const OPS_HOME_PATH = '/ops';

/** A path to come back to after signing in: a back-office page only, else the home page. */
export function opsNextPath(value: unknown): string {
  return typeof value === 'string' && /^\/ops(\/[A-Za-z0-9/_-]*)?(\?[A-Za-z0-9=&%._+@-]*)?$/.test(value) && !value.startsWith(OPS_SIGN_IN_PATH) ? value : OPS_HOME_PATH;
}

/** The signed-in staff member and their actor, or null (read once a render: the page, its bar and its checks share it; the session's row decides). */
export const signedInStaff = cache(async (): Promise<{ actor: Actor; member: StaffMember } | null> => {
  return sessionActor((await cookies()).get(OPS_COOKIE)?.value, clientKey(await headers()));
});

/** Whether this request carries the cookie of a staff session that is still open. */
export async function operatorSignedIn(): Promise<boolean> {
  return (await signedInStaff()) !== null;
}

/**
 * For every back-office page and action (issue 23, decision 052): the staff member signed in,
 * as the actor the use cases authorise and the audit log records; without an open session
 * (signed out, idle 30 minutes, 12 hours old, disabled, a new role), off to sign in and back to
 * `path` afterwards.
 */
export async function currentStaff(path: string): Promise<Actor> {
  const signedIn = await signedInStaff();
  if (!signedIn) redirect(`${OPS_SIGN_IN_PATH}?next=${encodeURIComponent(opsNextPath(path))}`);
  return signedIn.actor;
}

/**
 * For every back-office page: currentStaff, and a member whose role does not hold the screen's
 * permission (nav.ts) gets the back office's 403 page (src/app/ops/forbidden.tsx) before the page
 * asks a use case, which would refuse with an error.
 */
export async function staffPage(path: string): Promise<Actor> {
  const actor = await currentStaff(path);
  const section = sectionOf(new URL(path, 'http://ops').pathname);
  if (section && !can(actor, section.permission)) forbidden();
  return actor;
}
