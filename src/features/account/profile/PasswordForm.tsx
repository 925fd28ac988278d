'use client';

import { useKeptForm } from '@/components/useKeptForm';
import type { Locale } from '@/lib/markets';
import { Field, describedBy, inputClass } from '@/components/Field';
import { changePasswordAction, type ProfileFormState } from './actions';
import { FormMessages, SaveButton } from './FormMessages';

export interface PasswordLabels {
  currentPassword: string;
  newPassword: string;
  newPasswordHint: string;
  save: string;
  saving: string;
}

/** Current and new password; passwords are never sent back, so both fields start empty after each try (the form starts afresh after every answer). */
export function PasswordForm({ locale, labels, minLength, maxLength }: { locale: Locale; labels: PasswordLabels; minLength: number; maxLength: number }) {
  const { state, pending: saving, formProps, formKey } = useKeptForm<ProfileFormState | null>(changePasswordAction, null, { clearWhen: () => true });
  const errors = state?.errors ?? {};
  return (
    <form key={formKey} {...formProps} noValidate className="grid gap-4" data-testid="profile-password-form">
      <input type="hidden" name="locale" value={locale} />
      <FormMessages error={state?.formError} notice={state?.notice} />
      <Field id="pf-current-password" label={labels.currentPassword} error={errors.currentPassword}>
        <input id="pf-current-password" name="currentPassword" type="password" autoComplete="current-password" required className={inputClass} {...describedBy('pf-current-password', false, errors.currentPassword)} />
      </Field>
      <Field id="pf-new-password" label={labels.newPassword} hint={labels.newPasswordHint} error={errors.newPassword}>
        <input
          id="pf-new-password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          minLength={minLength}
          maxLength={maxLength}
          className={inputClass}
          {...describedBy('pf-new-password', true, errors.newPassword)}
        />
      </Field>
      <SaveButton saving={saving} label={labels.save} savingLabel={labels.saving} />
    </form>
  );
}
