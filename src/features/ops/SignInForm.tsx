'use client';

import { useKeptForm } from '@/components/useKeptForm';
import { BusyButton } from '@/components/BusyButton';
import { opsCodeAction, opsSignInAction } from './actions';

export interface SignInWords {
  email: string;
  password: string;
  continue: string;
  checking: string;
  code: string;
  verify: string;
}

const input = 'min-h-11 rounded-md border border-line px-3 text-base font-normal';
const button = 'min-h-11 rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark disabled:opacity-70';

function Alert({ error }: { error: string | null | undefined }) {
  return error ? (
    <p role="alert" className="rounded-md bg-alert px-3 py-2 text-sm font-semibold">
      {error}
    </p>
  ) : null;
}

/** The back office's sign-in, step one: e-mail and password. */
export function SignInForm({ next, words }: { next: string; words: SignInWords }) {
  const { state, pending, formProps } = useKeptForm(opsSignInAction, null);
  return (
    <form {...formProps} className="flex flex-col gap-3" data-testid="ops-signin">
      <input type="hidden" name="next" value={next} />
      <Alert error={state?.error} />
      <label className="flex flex-col gap-1 text-sm font-semibold">
        {words.email}
        <input name="email" type="email" autoComplete="username" required className={input} />
      </label>
      <label className="flex flex-col gap-1 text-sm font-semibold">
        {words.password}
        <input name="password" type="password" autoComplete="current-password" required className={input} />
      </label>
      <BusyButton type="submit" busy={pending} className={button}>
        {pending ? words.checking : words.continue}
      </BusyButton>
    </form>
  );
}

/** Step two: the six-digit code from the authenticator app (or a recovery code). */
export function CodeForm({ next, words }: { next: string; words: SignInWords }) {
  const { state, pending, formProps } = useKeptForm(opsCodeAction, null);
  return (
    <form {...formProps} className="flex flex-col gap-3" data-testid="ops-code">
      <input type="hidden" name="next" value={next} />
      <Alert error={state?.error} />
      <label className="flex flex-col gap-1 text-sm font-semibold">
        {words.code}
        <input name="code" autoComplete="one-time-code" inputMode="text" autoFocus required maxLength={20} spellCheck={false} className={`${input} font-mono tracking-widest`} />
      </label>
      <BusyButton type="submit" busy={pending} className={button}>
        {pending ? words.checking : words.verify}
      </BusyButton>
    </form>
  );
}
