'use client';

import Link from 'next/link';
import { useKeptForm } from '@/components/useKeptForm';
import { BusyButton } from '@/components/BusyButton';
import type { Locale } from '@/lib/markets';
import { ADDRESS_LINE_INPUT_MAX, CITY_MAX_LENGTH } from '@/lib/validation/address';
import type { SavedAddressField } from '@/lib/validation/profile';
import { Field, describedBy, inputClass } from '@/components/Field';
import { saveAddressAction, type ProfileFormState } from './actions';
import { FormMessages } from './FormMessages';

export type AddressLabels = Record<SavedAddressField | 'selectState' | 'save' | 'saving' | 'cancel' | 'makeDefaultOnSave', string>;

/** Add an address to the book, or correct one (addressId). What was typed stays after an error. */
export function AddressForm({
  locale,
  addressId,
  initial,
  states,
  labels,
  cancelHref,
}: {
  locale: Locale;
  addressId?: string;
  initial: Record<SavedAddressField, string>;
  states: { code: string; name: string }[];
  labels: AddressLabels;
  cancelHref?: string;
}) {
  const { state, pending: saving, formProps } = useKeptForm<ProfileFormState | null>(saveAddressAction, null);
  const values = { ...initial, ...state?.values };
  const errors = state?.errors ?? {};
  const id = (field: string) => `pa-${addressId ?? 'new'}-${field}`;
  const text = (field: SavedAddressField, autoComplete: string, extra: Record<string, unknown> = {}) => (
    <Field id={id(field)} label={labels[field]} error={errors[field]}>
      <input id={id(field)} name={field} autoComplete={autoComplete} defaultValue={values[field]} className={inputClass} {...extra} {...describedBy(id(field), false, errors[field])} />
    </Field>
  );
  return (
    <form {...formProps} noValidate className="grid gap-4" data-testid={addressId ? 'profile-address-edit-form' : 'profile-address-add-form'}>
      <input type="hidden" name="locale" value={locale} />
      {addressId ? <input type="hidden" name="addressId" value={addressId} /> : null}
      <FormMessages error={state?.formError} />
      <div className="grid gap-4 md:grid-cols-2">
        {text('firstName', 'given-name', { required: true })}
        {text('lastName', 'family-name', { required: true })}
      </div>
      {text('address1', 'address-line1', { required: true, maxLength: ADDRESS_LINE_INPUT_MAX })}
      {text('address2', 'address-line2', { maxLength: ADDRESS_LINE_INPUT_MAX })}
      <div className="grid gap-4 md:grid-cols-3">
        {text('city', 'address-level2', { required: true, maxLength: CITY_MAX_LENGTH })}
        <Field id={id('state')} label={labels.state} error={errors.state}>
          <select id={id('state')} name="state" autoComplete="address-level1" required defaultValue={values.state} className={inputClass} {...describedBy(id('state'), false, errors.state)}>
            <option value="">{labels.selectState}</option>
            {states.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name}
              </option>
            ))}
          </select>
        </Field>
        {text('zipCode', 'postal-code', { required: true, inputMode: 'numeric' })}
      </div>
      {text('phoneNumber', 'tel-national', { required: true, type: 'tel', inputMode: 'tel' })}
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
