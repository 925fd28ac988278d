'use client';

import { useState, type ReactNode } from 'react';
import { describedBy, Field, inputClass } from '@/components/Field';
import { HOUSE_NUMBER_MAX_LENGTH, NEIGHBORHOOD_MAX_LENGTH, type BrazilAddressField } from '@/lib/br-address';
import { afterCepTyped, placeOfCep } from '@/lib/cep';
import { ADDRESS_LINE_INPUT_MAX, CITY_MAX_LENGTH } from '@/lib/validation/address';
import type { SavedAddressField } from '@/lib/validation/profile';

export type BrazilBookField = SavedAddressField | BrazilAddressField;
export type BrazilBookLabels = Record<SavedAddressField | 'street' | 'number' | 'neighborhood' | 'cepHint' | 'cepFound' | 'cepStateFound' | 'selectState', string>;

/**
 * The address book's Brazilian address, as checkout asks it and in Brazil's order (decision 058: name, CEP,
 * rua, número, complemento, bairro, cidade, UF, then the phone) (src/features/checkout/BrazilAddressFields.tsx): the CEP first fills the UF and, where the shipped data knows it, the city; every field stays editable
 * and is sent by name to the form's server action. What was typed is kept by the form after an error.
 */
export function BrazilAddressFields({
  initial,
  idOf,
  labels,
  states,
  errors,
}: {
  initial: Record<BrazilBookField, string>;
  idOf: (field: string) => string;
  labels: BrazilBookLabels;
  states: { code: string; name: string }[];
  errors: Partial<Record<string, string>>;
}) {
  const [value, setValue] = useState(initial);
  const set = (field: BrazilBookField) => (event: { target: { value: string } }) => setValue((v) => ({ ...v, [field]: event.target.value }));
  const input = (field: BrazilBookField, options: { autoComplete: string; maxLength: number; required?: boolean; hint?: boolean; inputMode?: 'numeric' | 'tel'; type?: 'tel'; placeholder?: string; onChange?: (event: { target: { value: string } }) => void }) => (
    <input
      id={idOf(field)}
      name={field}
      type={options.type ?? 'text'}
      required={options.required ?? true}
      value={value[field]}
      onChange={options.onChange ?? set(field)}
      autoComplete={options.autoComplete}
      inputMode={options.inputMode}
      maxLength={options.maxLength}
      placeholder={options.placeholder}
      className={inputClass}
      {...describedBy(idOf(field), !!options.hint, errors[field])}
    />
  );
  const field = (name: BrazilBookField, label: string, control: ReactNode, hint?: string) => (
    <Field id={idOf(name)} label={label} hint={hint} error={errors[name]}>
      {control}
    </Field>
  );
  const place = placeOfCep(value.zipCode);
  const filled = !!place && place.uf === value.state;
  return (
    <div className="grid gap-4" data-testid="profile-brazil-address">
      <div className="grid gap-4 md:grid-cols-2">
        {field('firstName', labels.firstName, input('firstName', { autoComplete: 'given-name', maxLength: 60 }))}
        {field('lastName', labels.lastName, input('lastName', { autoComplete: 'family-name', maxLength: 60 }))}
      </div>
      <div className="grid gap-1 md:max-w-xs">
        {field(
          'zipCode',
          labels.zipCode,
          input('zipCode', { autoComplete: 'postal-code', maxLength: 9, hint: true, inputMode: 'numeric', placeholder: '00000-000', onChange: (event) => setValue((v) => afterCepTyped(v, event.target.value)) }),
          labels.cepHint,
        )}
        <p aria-live="polite" className="text-xs font-semibold text-ok" data-testid="profile-cep-found">
          {filled ? (place.city && place.city === value.city ? labels.cepFound : labels.cepStateFound) : ''}
        </p>
      </div>
      {field('address1', labels.street, input('address1', { autoComplete: 'address-line1', maxLength: ADDRESS_LINE_INPUT_MAX }))}
      <div className="grid gap-4 sm:grid-cols-[minmax(0,8rem)_minmax(0,1fr)]">
        {field('number', labels.number, input('number', { autoComplete: 'off', maxLength: HOUSE_NUMBER_MAX_LENGTH }))}
        {field('address2', labels.address2, input('address2', { autoComplete: 'address-line2', maxLength: ADDRESS_LINE_INPUT_MAX, required: false }))}
      </div>
      {field('neighborhood', labels.neighborhood, input('neighborhood', { autoComplete: 'address-level3', maxLength: NEIGHBORHOOD_MAX_LENGTH }))}
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,14rem)]">
        {field('city', labels.city, input('city', { autoComplete: 'address-level2', maxLength: CITY_MAX_LENGTH }))}
        {field(
          'state',
          labels.state,
          <select id={idOf('state')} name="state" required value={value.state} onChange={set('state')} autoComplete="address-level1" className={inputClass} {...describedBy(idOf('state'), false, errors.state)}>
            <option value="">{labels.selectState}</option>
            {states.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name}
              </option>
            ))}
          </select>,
        )}
      </div>
      {field('phoneNumber', labels.phoneNumber, input('phoneNumber', { autoComplete: 'tel-national', maxLength: 32, type: 'tel', inputMode: 'tel' }))}
    </div>
  );
}
