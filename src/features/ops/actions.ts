'use server';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { OPS_COOKIE, OPS_COOKIE_PATH, OPS_PENDING_COOKIE, opsCookieOptions } from '@/server/platform/ops-auth';
import { refusalOf } from '@/server/platform/domain-error';
import { clientKey } from '@/server/platform/rate-limit';
import { acceptInvitation, setStaffLocale, signOutEverywhere, staffCodeStep, staffPasswordStep } from '@/server/staff/accounts';
import { endStaffSession, STAFF_PENDING_MS } from '@/server/staff/sessions';
import { isLocale } from '@/lib/markets';
import { OPS_LOCALE_COOKIE, opsLocale, opsTranslations } from './i18n';
import { OPS_SIGN_IN_PATH, opsNextPath, signedInStaff } from './session';

export interface OpsSignInState {
  error: string | null;
}

const signInUrl = (next: string) => `${OPS_SIGN_IN_PATH}?next=${encodeURIComponent(next)}`;

/** Step one: e-mail and password. Right: half a sign-in in its own cookie, and the code's form. */
export async function opsSignInAction(_: OpsSignInState | null, formData: FormData): Promise<OpsSignInState> {
  const t = await opsTranslations(await opsLocale());
  const caller = clientKey(await headers());
  const next = opsNextPath(formData.get('next'));
  const step = await staffPasswordStep({ email: String(formData.get('email') ?? ''), password: String(formData.get('password') ?? '') }, caller);
  if (!step.ok) return { error: step.reason === 'wait' ? t('signIn.wait', { seconds: step.retryAfterSeconds }) : t('signIn.invalid') };
  (await cookies()).set(OPS_PENDING_COOKIE, step.value, opsCookieOptions(undefined, STAFF_PENDING_MS));
  redirect(signInUrl(next));
}

/** Step two: the six-digit code (or a recovery code). Right: the session's cookie, and off to `next`. */
export async function opsCodeAction(_: OpsSignInState | null, formData: FormData): Promise<OpsSignInState> {
  const t = await opsTranslations(await opsLocale());
  const jar = await cookies();
  const next = opsNextPath(formData.get('next'));
  const step = await staffCodeStep(jar.get(OPS_PENDING_COOKIE)?.value, String(formData.get('code') ?? ''), clientKey(await headers()));
  if (!step.ok) {
    if (step.reason === 'restart') {
      jar.delete({ name: OPS_PENDING_COOKIE, path: OPS_COOKIE_PATH });
      return { error: t('signIn.restart') };
    }
    return { error: step.reason === 'wait' ? t('signIn.wait', { seconds: step.retryAfterSeconds }) : t('signIn.codeWrong') };
  }
  jar.delete({ name: OPS_PENDING_COOKIE, path: OPS_COOKIE_PATH });
  jar.set(OPS_COOKIE, step.value, opsCookieOptions());
  redirect(next);
}

/** Start the sign-in again (another account, or the code is not at hand). */
export async function opsRestartSignInAction(): Promise<void> {
  const jar = await cookies();
  await endStaffSession(jar.get(OPS_PENDING_COOKIE)?.value);
  jar.delete({ name: OPS_PENDING_COOKIE, path: OPS_COOKIE_PATH });
  redirect(OPS_SIGN_IN_PATH);
}

/** Sign out: the session ends on the server (a copy of the cookie is refused from now on), and the cookie goes. */
export async function opsSignOutAction(): Promise<void> {
  const jar = await cookies();
  await endStaffSession(jar.get(OPS_COOKIE)?.value);
  jar.delete({ name: OPS_COOKIE, path: OPS_COOKIE_PATH });
  redirect(OPS_SIGN_IN_PATH);
}

/** Sign out everywhere: every session of this member ends, on every device. */
export async function opsSignOutEverywhereAction(): Promise<void> {
  const signedIn = await signedInStaff();
  if (signedIn) await signOutEverywhere(signedIn.actor);
  (await cookies()).delete({ name: OPS_COOKIE, path: OPS_COOKIE_PATH });
  redirect(OPS_SIGN_IN_PATH);
}

/** The language switch: kept on the member's account when signed in, and in a cookie for the sign-in page. */
export async function opsLocaleAction(formData: FormData): Promise<void> {
  const locale = formData.get('locale');
  const back = String(formData.get('back') ?? '');
  // Back to the page it was chosen on: a back-office path only (the sign-in page included).
  const target = /^\/ops(\/[A-Za-z0-9/_-]*)?(\?[A-Za-z0-9=&%._+@-]*)?$/.test(back) ? back : opsNextPath(null);
  if (isLocale(locale)) {
    (await cookies()).set(OPS_LOCALE_COOKIE, locale, opsCookieOptions(undefined, 365 * 24 * 60 * 60_000));
    const signedIn = await signedInStaff();
    if (signedIn) await setStaffLocale(signedIn.actor, locale);
  }
  redirect(target);
}

export interface AcceptState {
  error: string | null;
  recoveryCodes?: string[];
}

/** Accept an invitation: a password and the first code from the authenticator; answers the recovery codes (shown once). */
export async function opsAcceptInvitationAction(_: AcceptState | null, formData: FormData): Promise<AcceptState> {
  const t = await opsTranslations(await opsLocale());
  const password = String(formData.get('password') ?? '');
  if (password !== String(formData.get('confirm') ?? '')) return { error: t('invitation.mismatch') };
  try {
    const accepted = await acceptInvitation({ token: String(formData.get('token') ?? ''), password, code: String(formData.get('code') ?? '') });
    return { error: null, recoveryCodes: accepted.recoveryCodes };
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    const key = refusal.detail.errorMessageKey.replace(/^ops\./, '');
    return { error: t.has(key) ? t(key, { min: 8, max: 128 }) : refusal.detail.errorMessageDefault };
  }
}
