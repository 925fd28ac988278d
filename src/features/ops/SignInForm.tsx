'use client';

import { useKeptForm } from '@/components/useKeptForm';
import { BusyButton } from '@/components/BusyButton';
import { opsSignInAction } from './actions';

/** The operators' sign-in: paste the token (ADMIN_API_TOKEN). */
export function SignInForm({ next, enabled }: { next: string; enabled: boolean }) {
  const { state, pending, formProps: action } = useKeptForm(opsSignInAction, null);
  return (
    <form {...action} className="flex flex-col gap-3" data-testid="ops-signin">
      <input type="hidden" name="next" value={next} />
      {state?.error ? (
        <p role="alert" className="rounded-md bg-alert px-3 py-2 text-sm font-semibold">
          {state.error}
        </p>
      ) : null}
      <label className="flex flex-col gap-1 text-sm font-semibold">
        Operators’ token
        <input name="token" type="password" autoComplete="off" spellCheck={false} required disabled={!enabled} className="min-h-11 rounded-md border border-line px-3 font-mono text-base font-normal" />
      </label>
      <BusyButton type="submit" busy={pending} disabled={!enabled} className="min-h-11 rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark disabled:opacity-70">
        {pending ? 'Checking…' : 'Sign in'}
      </BusyButton>
    </form>
  );
}
