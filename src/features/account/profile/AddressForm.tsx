'use client';

import { useEffect, useRef } from 'react';
import { Link } from '@/components/Link';
import { useKeptForm } from '@/components/useKeptForm';
import { BusyButton } from '@/components/BusyButton';
import type { Locale } from '@/lib/markets';
import type { Country } from '@/lib/validation';
import { AddressFields } from '@/components/AddressFields';
import { SAVED_ADDRESS_FIELDS } from '@/lib/validation/profile';
import { saveAddressAction, type ProfileFormState } from './actions';
import { BrazilAddressFields, type BrazilBookField, type BrazilBookLabels } from './BrazilAddressFields';
import { FormMessages } from './FormMessages';

export type AddressLabels = BrazilBookLabels & Record<'save' | 'saving' | 'cancel' | 'makeDefaultOnSave', string>;

/** Add an address to the book, or correct one (addressId), by its country's form (Brazil's as Brazilians write it). What was typed stays after an error. */
export function AddressForm({
  locale,
  country,
  addressId,
  initial,
  initialErrors,
  states,
  labels,
  cancelHref,
}: {
  locale: Locale;
  country: Country;
  addressId?: string;
  initial: Record<BrazilBookField, string>;
  /** Messages shown beside their fields before the first save (a saved address missing what its market now asks). */
  initialErrors?: Record<string, string>;
  states: { code: string; name: string }[];
  labels: AddressLabels;
  cancelHref?: string;
}) {
  const { state, pending: saving, formProps } = useKeptForm<ProfileFormState | null>(saveAddressAction, null);
  const form = useRef<HTMLFormElement>(null);
  // A refused save takes the shopper to the first field it names (the messages sit beside the fields, maybe above the button).
  useEffect(() => {
    if (state?.errors && Object.keys(state.errors).length) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [state]);
  const values = { ...initial, ...state?.values };
  const errors = state?.errors ?? initialErrors ?? {};
  const id = (field: string) => `pa-${addressId ?? 'new'}-${field}`;
  return (
    <form ref={form} {...formProps} noValidate className="grid gap-4" data-testid={addressId ? 'profile-address-edit-form' : 'profile-address-add-form'}>
      <input type="hidden" name="locale" value={locale} />
      {addressId ? <input type="hidden" name="addressId" value={addressId} /> : null}
      <FormMessages error={state?.formError} />
      {country === 'BR' ? (
        <BrazilAddressFields initial={values} idOf={id} labels={labels} states={states} errors={errors} />
      ) : (
        <AddressFields
          fields={SAVED_ADDRESS_FIELDS}
          idOf={id}
          labels={{ ...labels, chooseState: labels.selectState }}
          states={states}
          errors={errors}
          defaultValues={values}
          announceErrors
        />
      )}
      {addressId ? null : (
        <label className="flex min-h-11 items-center gap-3">
          <input type="checkbox" name="makeDefault" className="size-5 accent-brand" />
          <span>{labels.makeDefaultOnSave}</span>
        </label>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <BusyButton type="submit" busy={saving} className="min-h-11 rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark">
          {saving ? labels.saving : labels.save}
        </BusyButton>
        {cancelHref ? (
          <Link href={cancelHref} className="inline-flex min-h-11 items-center px-2 font-semibold underline">
            {labels.cancel}
          </Link>
        ) : null}
      </div>
    </form>
  );
}
