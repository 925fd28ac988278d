'use client';

import { useKeptForm } from '@/components/useKeptForm';
import { BusyButton } from '@/components/BusyButton';
import type { Locale } from '@/lib/markets';
import { Field, describedBy, inputClass } from '@/components/Field';
import { emailChangeAction, type ProfileFormState } from './actions';
import { FormMessages, SaveButton } from './FormMessages';

export interface EmailLabels {
  newEmail: string;
  currentPassword: string;
  send: string;
  code: string;
  confirm: string;
  startOver: string;
  saving: string;
}

/**
 * Change the sign-in e-mail: the new address and the current password send a code to the new
 * address; entering the code makes the change.
 */
export function EmailForm({ locale, labels }: { locale: Locale; labels: EmailLabels }) {
  const { state, pending: saving, formProps, formKey } = useKeptForm<ProfileFormState | null>(emailChangeAction, null, { clearWhen: (answer) => !!answer?.notice });
  const errors = state?.errors ?? {};
  if (state?.step === 'code') {
    return (
      <form key="code" {...formProps} noValidate className="grid gap-4" data-testid="profile-email-code-form">
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="newEmail" value={state.values.newEmail ?? ''} />
        <FormMessages error={state.formError} notice={state.notice} />
        <Field id="pf-email-code" label={labels.code} error={errors.code}>
          <input
            id="pf-email-code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            className={`${inputClass} max-w-48 tracking-widest`}
            {...describedBy('pf-email-code', false, errors.code)}
          />
        </Field>
        <div className="flex flex-wrap items-center gap-3">
          <BusyButton type="submit" name="intent" value="confirm" busy={saving} className="min-h-11 rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark">
            {saving ? labels.saving : labels.confirm}
          </BusyButton>
          <button type="submit" name="intent" value="restart" formNoValidate className="inline-flex min-h-11 items-center px-2 font-semibold underline">
            {labels.startOver}
          </button>
        </div>
      </form>
    );
  }
  return (
    <form key={formKey} {...formProps} noValidate className="grid gap-4" data-testid="profile-email-form">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="intent" value="request" />
      <FormMessages error={state?.formError} notice={state?.notice} />
      <Field id="pf-new-email" label={labels.newEmail} error={errors.newEmail}>
        <input
          id="pf-new-email"
          name="newEmail"
          type="email"
          autoComplete="email"
          required
          defaultValue={state?.notice ? '' : (state?.values.newEmail ?? '')}
          className={inputClass}
          {...describedBy('pf-new-email', false, errors.newEmail)}
        />
      </Field>
      <Field id="pf-email-password" label={labels.currentPassword} error={errors.currentPassword}>
        <input id="pf-email-password" name="currentPassword" type="password" autoComplete="current-password" required className={inputClass} {...describedBy('pf-email-password', false, errors.currentPassword)} />
      </Field>
      <SaveButton saving={saving} label={labels.send} savingLabel={labels.saving} />
    </form>
  );
}
