'use client';

import { Link } from '@/components/Link';
import { BusyButton } from '@/components/BusyButton';
import { useKeptForm } from '@/components/useKeptForm';
import { opsAcceptInvitationAction } from './actions';

export interface InvitationWords {
  password: string;
  passwordHint: string;
  confirm: string;
  scan: string;
  key: string;
  qr: string;
  code: string;
  accept: string;
  saving: string;
  doneTitle: string;
  recoveryIntro: string;
  goSignIn: string;
}

const input = 'min-h-11 rounded-md border border-line px-3 text-base font-normal';

/** Accepting an invitation: a password, the authenticator enrolled (QR or key) and proved with a first code; then the recovery codes, once. */
export function InvitationForm({ token, qr, secret, words }: { token: string; qr: string; secret: string; words: InvitationWords }) {
  const { state, pending, formProps } = useKeptForm(opsAcceptInvitationAction, null);
  if (state?.recoveryCodes) {
    return (
      <section className="mt-6 rounded-lg border border-line p-4" data-testid="ops-recovery-codes">
        <h2 className="text-lg font-bold">{words.doneTitle}</h2>
        <p className="mt-2 text-sm">{words.recoveryIntro}</p>
        <ul className="mt-3 grid grid-cols-2 gap-2 font-mono text-base">
          {state.recoveryCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <Link href="/ops/signin" className="mt-4 inline-flex min-h-11 items-center rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark">
          {words.goSignIn}
        </Link>
      </section>
    );
  }
  return (
    <form {...formProps} className="mt-6 flex flex-col gap-4 rounded-lg border border-line p-4" data-testid="ops-invitation">
      <input type="hidden" name="token" value={token} />
      {state?.error ? (
        <p role="alert" className="rounded-md bg-alert px-3 py-2 text-sm font-semibold">
          {state.error}
        </p>
      ) : null}
      <label className="flex flex-col gap-1 text-sm font-semibold">
        {words.password}
        <input name="password" type="password" autoComplete="new-password" required minLength={8} maxLength={128} aria-describedby="ops-password-hint" className={input} />
        <span id="ops-password-hint" className="font-normal text-muted">
          {words.passwordHint}
        </span>
      </label>
      <label className="flex flex-col gap-1 text-sm font-semibold">
        {words.confirm}
        <input name="confirm" type="password" autoComplete="new-password" required maxLength={128} className={input} />
      </label>
      <p className="text-sm">{words.scan}</p>
      {/* eslint-disable-next-line @next/next/no-img-element -- a data URL drawn on the server: nothing for next/image to optimise */}
      <img src={qr} alt={words.qr} width={200} height={200} className="h-[200px] w-[200px] self-center border border-line" />
      <p className="text-sm">
        {words.key}: <code className="break-all font-mono" data-testid="ops-totp-secret">{secret}</code>
      </p>
      <label className="flex flex-col gap-1 text-sm font-semibold">
        {words.code}
        <input name="code" autoComplete="one-time-code" inputMode="numeric" pattern="\d{6}" maxLength={6} required className={`${input} font-mono tracking-widest`} />
      </label>
      <BusyButton type="submit" busy={pending} className="min-h-11 rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark disabled:opacity-70">
        {pending ? words.saving : words.accept}
      </BusyButton>
    </form>
  );
}
