'use client';

import { Link } from '@/components/Link';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/markets';
import { LOCAL_STORAGE } from '@/lib/storage-keys';
import { useKeptForm } from '@/components/useKeptForm';
import { resetPasswordAction } from './actions';
import { Field } from './Field';
import { BusyButton } from '@/components/BusyButton';

/** /resetPassword/[code]: a new password for the account the e-mailed link belongs to. */
export function ResetPasswordForm({ locale, token, signInHref }: { locale: Locale; token: string; signInHref: string }) {
  const t = useTranslations('account.signIn');
  const { state, pending, formProps } = useKeptForm(resetPasswordAction, null, {
    beforeSubmit: () => localStorage.setItem(LOCAL_STORAGE.loginFrom, 'resetPassword'),
  });
  if (state?.notice) {
    return (
      <div className="flex flex-col gap-4">
        <p role="status" data-testid="reset-thanks" className="rounded-md bg-ok/10 px-3 py-2 font-semibold text-ok">
          {state.notice}
        </p>
        <Link href={signInHref} className="flex min-h-11 w-fit items-center rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark">
          {t('reset.signIn')}
        </Link>
      </div>
    );
  }
  return (
    <form {...formProps} className="flex max-w-md flex-col gap-3">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="token" value={token} />
      {state?.error ? (
        <p role="alert" data-testid="reset-error" className="rounded-md bg-alert px-3 py-2 text-sm font-semibold">
          {state.error}
        </p>
      ) : null}
      <Field name="password" type="password" label={t('reset.newPassword')} autoComplete="new-password" error={state?.fieldErrors.password} required />
      <BusyButton type="submit" busy={pending} className="min-h-11 rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark disabled:opacity-70">
        {pending ? t('working') : t('reset.submit')}
      </BusyButton>
    </form>
  );
}
