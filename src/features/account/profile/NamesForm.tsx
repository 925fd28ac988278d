'use client';

import { useKeptForm } from '@/components/useKeptForm';
import type { Locale } from '@/lib/markets';
import { Field, describedBy, inputClass } from '@/components/Field';
import { saveNamesAction, type ProfileFormState } from './actions';
import { FormMessages, SaveButton } from './FormMessages';

export interface NamesLabels {
  firstName: string;
  lastName: string;
  phone: string;
  phoneHint: string;
  save: string;
  saving: string;
}

/** First and last name (spec §5 rules) and the phone (the market's rule), saved on their own. */
export function NamesForm({ locale, initial, labels }: { locale: Locale; initial: { firstName: string; lastName: string; phone: string }; labels: NamesLabels }) {
  const { state, pending: saving, formProps } = useKeptForm<ProfileFormState | null>(saveNamesAction, null);
  const values = { ...initial, ...state?.values };
  const errors = state?.errors ?? {};
  return (
    <form {...formProps} noValidate className="grid gap-4" data-testid="profile-names-form">
      <input type="hidden" name="locale" value={locale} />
      <FormMessages error={state?.formError} notice={state?.notice} />
      <div className="grid gap-4 md:grid-cols-2">
        <Field id="pf-first-name" label={labels.firstName} error={errors.firstName}>
          <input id="pf-first-name" name="firstName" autoComplete="given-name" required defaultValue={values.firstName} className={inputClass} {...describedBy('pf-first-name', false, errors.firstName)} />
        </Field>
        <Field id="pf-last-name" label={labels.lastName} error={errors.lastName}>
          <input id="pf-last-name" name="lastName" autoComplete="family-name" required defaultValue={values.lastName} className={inputClass} {...describedBy('pf-last-name', false, errors.lastName)} />
        </Field>
      </div>
      <Field id="pf-phone" label={labels.phone} hint={labels.phoneHint} error={errors.phone}>
        <input id="pf-phone" name="phone" type="tel" autoComplete="tel-national" inputMode="tel" defaultValue={values.phone} className={inputClass} {...describedBy('pf-phone', true, errors.phone)} />
      </Field>
      <SaveButton saving={saving} label={labels.save} savingLabel={labels.saving} />
    </form>
  );
}
