'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useKeptForm } from '@/components/useKeptForm';
import { recordAction } from '@/lib/client-log';
import type { Locale } from '@/lib/markets';
import { INITIAL_SIGN_IN_FLOW, signInFlowReducer } from '@/lib/sign-in-flow';
import type { LoginFrom } from '@/lib/session-notices';
import { LOCAL_STORAGE } from '@/lib/storage-keys';
import { codeSignInAction, forgotPasswordAction, registerAction, sendCodeAction, signInAction, type AuthFormState } from './actions';
import { Field } from './Field';
import { BusyButton } from '@/components/BusyButton';

const primary = 'min-h-11 w-full rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark disabled:opacity-70';
const link = 'min-h-11 font-semibold underline';

function Messages({ state }: { state: AuthFormState | null }) {
  if (!state) return null;
  return (
    <>
      {state.error ? (
        <p role="alert" data-testid="signin-error" className="rounded-md bg-alert px-3 py-2 text-sm font-semibold">
          {state.error}
        </p>
      ) : null}
      {state.notice ? (
        <p role="status" data-testid="signin-notice" className="rounded-md bg-ok/10 px-3 py-2 text-sm font-semibold text-ok">
          {state.notice}
        </p>
      ) : null}
    </>
  );
}

/** Where this sign-in happens, for the sign-in notice (spec §4) on the page it lands on. */
const markLoginFrom = (from: LoginFrom) => localStorage.setItem(LOCAL_STORAGE.loginFrom, from);

/** The code step: shared by sign-in with a code and registration. */
function CodeForm({ locale, email, redirectTo, notice, registration, from, onBack }: { locale: Locale; email: string; redirectTo: string; notice: string | null; registration?: string; from: LoginFrom; onBack: () => void }) {
  const t = useTranslations('account.signIn');
  const { state, pending, formProps } = useKeptForm(codeSignInAction, null, { beforeSubmit: () => markLoginFrom(registration ? 'register' : from) });
  useEffect(() => {
    if (state?.error) recordAction('LOGIN_FAILURE', { method: 'code' });
  }, [state]);
  // The code step replaces the form the shopper just sent: the keyboard goes to the code, and the
  // notice saying where it was sent is scrolled into view with it (not left under the header).
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = formRef.current;
    form?.querySelector<HTMLInputElement>('input[name="code"]')?.focus({ preventScroll: true });
    form?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <form ref={formRef} {...formProps} className="flex flex-col gap-3" data-testid="code-form">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="email" value={email} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {registration ? <input type="hidden" name="registration" value={registration} /> : null}
      <Messages state={state ?? { error: null, notice, step: 'code', email, fieldErrors: {} }} />
      <Field name="code" label={t('code.label')} inputMode="numeric" autoComplete="one-time-code" maxLength={7} required />
      <BusyButton type="submit" busy={pending} className={primary}>
        {pending ? t('working') : t('code.submit')}
      </BusyButton>
      <button type="button" onClick={onBack} className={link}>
        {t('back')}
      </button>
    </form>
  );
}

/**
 * The sign-in panel (spec §4 sign-in flow): password (login), a one-time code (chooseSignInMethod
 * then OTPFlow) and forgotten password; "remember me" keeps the e-mail on this device. Every
 * form keeps what was typed when it fails.
 */
export function SignInPanel({ locale, redirectTo, from = 'signinPage' }: { locale: Locale; redirectTo: string; from?: Extract<LoginFrom, 'signinPage' | 'modal'> }) {
  const t = useTranslations('account.signIn');
  const [flow, dispatch] = useReducer(signInFlowReducer, INITIAL_SIGN_IN_FLOW);
  const [remembered, setRemembered] = useState<{ email: string; on: boolean } | null>(null);
  const remember = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const on = data.get('rememberMe') === 'on';
    localStorage.setItem(LOCAL_STORAGE.rememberMe, String(on));
    if (on) localStorage.setItem(LOCAL_STORAGE.storedEmail, String(data.get('email') ?? ''));
    else localStorage.removeItem(LOCAL_STORAGE.storedEmail);
  };
  const { state: signIn, pending: signingIn, formProps: signInForm } = useKeptForm(signInAction, null, {
    beforeSubmit: (form) => {
      remember(form);
      markLoginFrom(from);
    },
  });
  useEffect(() => {
    if (signIn?.error) recordAction('LOGIN_FAILURE', { method: 'password' });
  }, [signIn]);
  const { state: code, pending: sendingCode, formProps: codeForm } = useKeptForm(sendCodeAction, null);
  const { state: forgot, pending: sendingReset, formProps: forgotForm } = useKeptForm(forgotPasswordAction, null);

  useEffect(() => {
    Promise.resolve().then(() => {
      const on = localStorage.getItem(LOCAL_STORAGE.rememberMe) === 'true';
      setRemembered({ on, email: on ? (localStorage.getItem(LOCAL_STORAGE.storedEmail) ?? '') : '' });
      if (localStorage.getItem(LOCAL_STORAGE.signInTab) === 'code') dispatch({ type: 'go', to: 'chooseSignInMethod' });
    });
  }, []);

  const tab = (to: 'login' | 'chooseSignInMethod') => {
    localStorage.setItem(LOCAL_STORAGE.signInTab, to === 'login' ? 'password' : 'code');
    dispatch({ type: 'go', to });
  };
  const email = (state: AuthFormState | null) => state?.email || flow.userLogin || remembered?.email || '';
  const hidden = (
    <>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
    </>
  );

  if (flow.type === 'OTPFlow' || code?.step === 'code') {
    return <CodeForm locale={locale} email={code?.email ?? flow.userLogin} redirectTo={redirectTo} notice={code?.notice ?? null} from={from} onBack={() => dispatch({ type: 'back' })} />;
  }

  return (
    <div className="flex flex-col gap-4" data-testid="signin-panel">
      {flow.type !== 'forgotPassword' ? (
        <div role="tablist" className="grid grid-cols-2 gap-1 rounded-md bg-panel p-1">
          {(['login', 'chooseSignInMethod'] as const).map((to) => (
            <button key={to} type="button" role="tab" aria-selected={flow.type === to} onClick={() => tab(to)} className={`min-h-11 rounded px-3 text-sm font-semibold ${flow.type === to ? 'bg-white shadow' : ''}`}>
              {to === 'login' ? t('tabs.password') : t('tabs.code')}
            </button>
          ))}
        </div>
      ) : null}

      {flow.type === 'login' ? (
        <form {...signInForm} className="flex flex-col gap-3" key={`login-${remembered?.email ?? ''}`}>
          {hidden}
          <Messages state={signIn} />
          <Field name="email" type="email" label={t('email')} autoComplete="email" defaultValue={email(signIn)} required />
          <Field name="password" type="password" label={t('password')} autoComplete="current-password" required />
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" name="rememberMe" defaultChecked={remembered?.on ?? false} className="h-5 w-5" />
            {t('rememberMe')}
          </label>
          <button type="submit" disabled={signingIn} className={primary}>
            {signingIn ? t('working') : t('submit')}
          </button>
          <button type="button" onClick={() => dispatch({ type: 'go', to: 'forgotPassword' })} className={`${link} self-start`}>
            {t('forgot.link')}
          </button>
        </form>
      ) : null}

      {flow.type === 'chooseSignInMethod' ? (
        <form {...codeForm} className="flex flex-col gap-3">
          {hidden}
          <p className="text-sm text-muted">{t('code.intro')}</p>
          <Messages state={code} />
          <Field name="email" type="email" label={t('email')} autoComplete="email" defaultValue={email(code)} error={code?.fieldErrors.email} required />
          <BusyButton type="submit" busy={sendingCode} className={primary}>
            {sendingCode ? t('working') : t('code.send')}
          </BusyButton>
        </form>
      ) : null}

      {flow.type === 'forgotPassword' ? (
        <form {...forgotForm} className="flex flex-col gap-3">
          {hidden}
          <h2 className="text-lg font-bold">{t('forgot.title')}</h2>
          <p className="text-sm text-muted">{t('forgot.intro')}</p>
          <Messages state={forgot} />
          <Field name="email" type="email" label={t('email')} autoComplete="email" defaultValue={email(forgot)} error={forgot?.fieldErrors.email} required />
          <BusyButton type="submit" busy={sendingReset} className={primary}>
            {sendingReset ? t('working') : t('forgot.submit')}
          </BusyButton>
          <button type="button" onClick={() => dispatch({ type: 'reset' })} className={`${link} self-start`}>
            {t('back')}
          </button>
        </form>
      ) : null}
    </div>
  );
}

/** Quick register: names, e-mail, password; a code sent to the address finishes it. `initial` fills the fields in (/completeAccount: the order just placed). */
export function RegisterPanel({ locale, redirectTo, initial }: { locale: Locale; redirectTo: string; initial?: { firstName: string; lastName: string; email: string } }) {
  const t = useTranslations('account.signIn');
  const { state, pending, formProps } = useKeptForm(registerAction, null);
  if (state?.step === 'code') return <CodeForm locale={locale} email={state.email} redirectTo={redirectTo} notice={state.notice} registration={state.registration} from="register" onBack={() => location.reload()} />;
  return (
    <form {...formProps} className="flex flex-col gap-3" data-testid="register-panel" noValidate>
      <input type="hidden" name="locale" value={locale} />
      <Messages state={state} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field name="firstName" label={t('register.firstName')} autoComplete="given-name" defaultValue={state?.firstName ?? initial?.firstName} error={state?.fieldErrors.firstName} />
        <Field name="lastName" label={t('register.lastName')} autoComplete="family-name" defaultValue={state?.lastName ?? initial?.lastName} error={state?.fieldErrors.lastName} />
      </div>
      <Field name="email" type="email" label={t('email')} autoComplete="email" defaultValue={state?.email ?? initial?.email} error={state?.fieldErrors.email} />
      <Field name="password" type="password" label={t('register.password')} autoComplete="new-password" error={state?.fieldErrors.password} />
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input type="checkbox" name="promo" defaultChecked className="h-5 w-5" />
        {t('register.promo')}
      </label>
      <BusyButton type="submit" busy={pending} className={primary}>
        {pending ? t('working') : t('register.submit')}
      </BusyButton>
    </form>
  );
}
