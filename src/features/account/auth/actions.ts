'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { LOCALES, localizedPath, type Locale } from '@/lib/markets';
import { safeRedirectPath } from '@/lib/sign-in-flow';
import { validateEmail, validateFirstName, validateLastName } from '@/lib/validation';
import { register, requestPasswordReset, resetPassword, sendSignInCode, signInWithPassword } from '@/server/customers/accounts';
import { signInWithCode } from '@/server/onboarding/sign-in-with-code';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SIGN_IN_CODE_MINUTES } from '@/server/customers/auth';
import { accountLimits } from '@/server/customers/limits';
import { CUSTOMER_SERVICE_PHONES } from '@/server/orders/confirmation-email';
import { siteOrigin } from '@/server/platform/origin';
import { addressProven, tryPassword } from '@/server/customers/sign-in-guard';
import { clientKey, waitValues } from '@/server/platform/rate-limit';

/** What a sign-in form shows after its action: an error or a notice, the next step, and what was typed (never a password). */
export interface AuthFormState {
  error: string | null;
  notice: string | null;
  step: 'code' | null;
  email: string;
  /** Carried from registration to its code step (accounts.ts register). */
  registration?: string;
  /** Registration's names, given back with its errors (a page without JavaScript draws the form again from them). */
  firstName?: string;
  lastName?: string;
  fieldErrors: Record<string, string>;
}

const Common = z.object({
  locale: z.enum(LOCALES).catch('en-US'),
  email: z.string().trim().max(254).catch(''),
  redirectTo: z.string().max(2048).catch(''),
});

const state = (email: string, patch: Partial<AuthFormState> = {}): AuthFormState => ({ error: null, notice: null, step: null, email, fieldErrors: {}, ...patch });

async function limited(limiter: keyof typeof accountLimits): Promise<boolean> {
  return !(await accountLimits[limiter].take(clientKey(await headers()))).allowed;
}

async function after(locale: Locale, redirectTo: string): Promise<never> {
  redirect(safeRedirectPath(redirectTo, localizedPath('/user/myAccount', locale), (await siteOrigin()).origin));
}

export async function signInAction(_: AuthFormState | null, formData: FormData): Promise<AuthFormState> {
  const { locale, email, redirectTo } = Common.parse(Object.fromEntries(formData));
  const t = await getTranslations({ locale, namespace: 'account.signIn' });
  if (await limited('signIn')) return state(email, { error: t('errors.tooMany') });
  const password = String(formData.get('password') ?? '');
  if (validateEmail(email) || !password) return state(email, { error: t('errors.invalid') });
  // Wrong passwords slow this caller on this account; many from several callers pause password sign-in until a code proves the address.
  const requestHeaders = await headers();
  const tried = await tryPassword(email, clientKey(requestHeaders), async () => {
    const result = await signInWithPassword(requestHeaders, { email, password, rememberMe: formData.get('rememberMe') === 'on' });
    // A locked account's right password is still right: it forgets the failures, and the shopper is told of the lock.
    return { right: result !== 'invalid', counted: true, result };
  });
  if (tried.gate.kind === 'wait') return state(email, { error: t('errors.tooManyWait', waitValues(tried.gate.retryAfterSeconds)) });
  if (tried.gate.kind === 'codeRequired') return state(email, { error: t('errors.passwordPaused') });
  if ('result' in tried && tried.result === 'locked') return state(email, { error: t('errors.locked', { phone: CUSTOMER_SERVICE_PHONES[locale] }) });
  if (!('result' in tried) || tried.result !== 'ok') return state(email, { error: t('errors.invalid') });
  return after(locale, redirectTo);
}

export async function sendCodeAction(_: AuthFormState | null, formData: FormData): Promise<AuthFormState> {
  const { locale, email } = Common.parse(Object.fromEntries(formData));
  const t = await getTranslations({ locale, namespace: 'account.signIn' });
  if (validateEmail(email)) return state(email, { fieldErrors: { email: t('errors.email') } });
  if (await limited('code')) return state(email, { error: t('errors.tooMany') });
  if (!(await sendSignInCode(await headers(), email))) return state(email, { error: t('errors.tooManyCodes') });
  return state(email, { step: 'code', notice: t('code.sent', { email, minutes: SIGN_IN_CODE_MINUTES }) });
}

export async function codeSignInAction(_: AuthFormState | null, formData: FormData): Promise<AuthFormState> {
  const { locale, email, redirectTo } = Common.parse(Object.fromEntries(formData));
  const t = await getTranslations({ locale, namespace: 'account.signIn' });
  const code = String(formData.get('code') ?? '').replace(/\s/g, '');
  const registration = String(formData.get('registration') ?? '').slice(0, 64) || undefined;
  const retry = (error: string) => state(email, { step: 'code', error, registration });
  if (await limited('code')) return retry(t('errors.tooMany'));
  if (!/^\d{6}$/.test(code)) return retry(t('errors.code'));
  const result = await signInWithCode(await headers(), email, code, registration);
  if (result === 'expired') return retry(t('errors.codeExpired'));
  if (result === 'tooManyAttempts') return retry(t('errors.codeLocked'));
  if (result === 'locked') return state(email, { error: t('errors.locked', { phone: CUSTOMER_SERVICE_PHONES[locale] }) });
  if (result !== 'ok') return retry(t('errors.code'));
  // The code proved the address: password sign-in to the account opens again (sign-in-guard.ts).
  await addressProven(email);
  return after(locale, redirectTo);
}

export async function registerAction(_: AuthFormState | null, formData: FormData): Promise<AuthFormState> {
  const { locale, email } = Common.parse(Object.fromEntries(formData));
  const t = await getTranslations({ locale, namespace: 'account.signIn' });
  const tv = await getTranslations({ locale });
  const firstName = String(formData.get('firstName') ?? '').trim();
  const lastName = String(formData.get('lastName') ?? '').trim();
  const password = String(formData.get('password') ?? '');
  const country = locale === 'es-MX' ? 'MX' : locale === 'pt-BR' ? 'BR' : 'US';
  const fieldErrors: Record<string, string> = {};
  const first = validateFirstName(firstName, country);
  const last = validateLastName(lastName, country);
  if (first) fieldErrors.firstName = tv(first as never, { limit: 1, max: 30 } as never);
  if (last) fieldErrors.lastName = tv(last as never, { limit: 1, max: 30 } as never);
  if (validateEmail(email)) fieldErrors.email = t('errors.email');
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) fieldErrors.password = t('errors.passwordLength', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });
  const typed = { firstName: firstName.slice(0, 100), lastName: lastName.slice(0, 100) };
  if (Object.keys(fieldErrors).length) return state(email, { fieldErrors, error: t('errors.fix'), ...typed });
  if (await limited('register')) return state(email, { error: t('errors.tooMany'), ...typed });
  const registration = await register(await headers(), { firstName, lastName, email, password, locale, receivePromoAndSpecialEvents: formData.get('promo') === 'on' });
  return state(email, { step: 'code', notice: t('register.codeSent', { email }), registration });
}

export async function forgotPasswordAction(_: AuthFormState | null, formData: FormData): Promise<AuthFormState> {
  const { locale, email } = Common.parse(Object.fromEntries(formData));
  const t = await getTranslations({ locale, namespace: 'account.signIn' });
  if (validateEmail(email)) return state(email, { fieldErrors: { email: t('errors.email') } });
  if (await limited('reset')) return state(email, { error: t('errors.tooMany') });
  if (!(await requestPasswordReset(await headers(), email))) return state(email, { error: t('errors.tooMany') });
  return state(email, { notice: t('forgot.sent', { email }) });
}

export async function resetPasswordAction(_: AuthFormState | null, formData: FormData): Promise<AuthFormState> {
  const { locale } = Common.parse(Object.fromEntries(formData));
  const t = await getTranslations({ locale, namespace: 'account.signIn' });
  const password = String(formData.get('password') ?? '');
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    return state('', { fieldErrors: { password: t('errors.passwordLength', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }) } });
  }
  if (await limited('reset')) return state('', { error: t('errors.tooMany') });
  const result = await resetPassword(String(formData.get('token') ?? ''), password);
  return result.ok ? state('', { notice: t('reset.thanks', { name: result.firstName || t('reset.friend') }) }) : state('', { error: t('reset.failed') });
}
