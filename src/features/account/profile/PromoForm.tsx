'use client';

import { useKeptForm } from '@/components/useKeptForm';
import type { Locale } from '@/lib/markets';
import type { PromoPreferences } from '@/lib/validation/profile';
import { savePromoAction, type ProfileFormState } from './actions';
import { FormMessages, SaveButton } from './FormMessages';

export interface PromoLabels {
  specialEvents: string;
  print: string;
  save: string;
  saving: string;
}

/** Spec §3 receivePromoAndSpecialEvents and receivePromoPrint, saved as the spec §7 PUT saves them. */
export function PromoForm({ locale, initial, labels }: { locale: Locale; initial: PromoPreferences; labels: PromoLabels }) {
  const { state, pending: saving, formProps } = useKeptForm<ProfileFormState | null>(savePromoAction, null);
  const checked = (name: keyof PromoPreferences) => (state ? state.values[name] === 'true' : initial[name]);
  return (
    <form {...formProps} className="grid gap-3" data-testid="profile-promo-form">
      <input type="hidden" name="locale" value={locale} />
      <FormMessages error={state?.formError} notice={state?.notice} />
      <label className="flex min-h-11 items-center gap-3">
        <input type="checkbox" name="receivePromoAndSpecialEvents" defaultChecked={checked('receivePromoAndSpecialEvents')} className="size-5 accent-brand" />
        <span>{labels.specialEvents}</span>
      </label>
      <label className="flex min-h-11 items-center gap-3">
        <input type="checkbox" name="receivePromoPrint" defaultChecked={checked('receivePromoPrint')} className="size-5 accent-brand" />
        <span>{labels.print}</span>
      </label>
      <SaveButton saving={saving} label={labels.save} savingLabel={labels.saving} />
    </form>
  );
}
