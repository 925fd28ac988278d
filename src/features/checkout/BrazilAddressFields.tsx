import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { describedBy, Field, inputClass } from '@/components/Field';
import { ADDRESS_LINE_INPUT_MAX, CITY_MAX_LENGTH } from '@/lib/validation/address';
import { HOUSE_NUMBER_MAX_LENGTH, NEIGHBORHOOD_MAX_LENGTH } from '@/lib/br-address';
import { placeOfCep } from '@/lib/cep';
import type { Address, AddressField, CheckoutAction } from './checkout-state';

/**
 * A Brazilian address as Brazilians write it (docs/decisions/058): name, then the CEP first (00000-000),
 * which fills the UF and, where the shipped CEP data knows it, the city; then rua, número and complemento
 * apart, bairro, cidade and UF. The street and the bairro cannot be filled offline (that needs the
 * Correios' street-level data): the shopper types them, and every field, the filled ones too, stays editable.
 */
export function BrazilAddressFields(props: {
  section: 'shipping' | 'billing';
  value: Address;
  states: { code: string; name: string }[];
  errorOf: (name: string) => string;
  dispatch: (action: CheckoutAction) => void;
  onLeave: (name: string) => void;
}) {
  const t = useTranslations('checkout.form');
  const { section, value, errorOf, dispatch, onLeave } = props;
  const name = (field: AddressField) => `${section}.${field}`;
  const id = (field: AddressField) => `field-${name(field)}`;
  const typed = (field: AddressField) => (event: { target: { value: string } }) => dispatch({ type: 'addressTyped', address: section, field, value: event.target.value });
  const input = (field: AddressField, options: { autoComplete: string; maxLength: number; required?: boolean; hint?: boolean; inputMode?: 'numeric' }) => (
    <input
      id={id(field)}
      type="text"
      required={options.required ?? true}
      value={value[field]}
      onChange={typed(field)}
      onBlur={() => onLeave(name(field))}
      autoComplete={options.autoComplete === 'off' ? 'off' : `${section} ${options.autoComplete}`}
      inputMode={options.inputMode}
      maxLength={options.maxLength}
      className={inputClass}
      {...describedBy(id(field), !!options.hint, errorOf(name(field)))}
    />
  );
  const field = (f: AddressField, label: string, control: ReactNode, hint?: string) => (
    <Field announce={false} id={id(f)} label={label} hint={hint} error={errorOf(name(f))}>
      {control}
    </Field>
  );
  const place = placeOfCep(value.zipCode);
  const filled = !!place && place.uf === value.state;
  return (
    <div className="grid gap-4" data-testid={`brazil-address-${section}`}>
      <div className="grid gap-4 md:grid-cols-2">
        {field('firstName', t('firstName'), input('firstName', { autoComplete: 'given-name', maxLength: 60 }))}
        {field('lastName', t('lastName'), input('lastName', { autoComplete: 'family-name', maxLength: 60 }))}
      </div>
      <div className="grid gap-1 md:max-w-xs">
        {field(
          'zipCode',
          t('zipCode'),
          <input
            id={id('zipCode')}
            type="text"
            required
            value={value.zipCode}
            onChange={(event) => dispatch({ type: 'cepTyped', address: section, value: event.target.value })}
            onBlur={() => onLeave(name('zipCode'))}
            autoComplete={`${section} postal-code`}
            inputMode="numeric"
            maxLength={9}
            placeholder="00000-000"
            className={inputClass}
            {...describedBy(id('zipCode'), true, errorOf(name('zipCode')))}
          />,
          t('cepHint'),
        )}
        <p aria-live="polite" className="text-xs font-semibold text-ok" data-testid={`cep-found-${section}`}>
          {filled ? t(place.city && place.city === value.city ? 'cepFound' : 'cepStateFound') : ''}
        </p>
      </div>
      {field('address1', t('street'), input('address1', { autoComplete: 'address-line1', maxLength: ADDRESS_LINE_INPUT_MAX }))}
      <div className="grid gap-4 sm:grid-cols-[minmax(0,8rem)_minmax(0,1fr)]">
        {field('number', t('number'), input('number', { autoComplete: 'off', maxLength: HOUSE_NUMBER_MAX_LENGTH }))}
        {field('address2', t('complement'), input('address2', { autoComplete: 'address-line2', maxLength: ADDRESS_LINE_INPUT_MAX, required: false }))}
      </div>
      {field('neighborhood', t('neighborhood'), input('neighborhood', { autoComplete: 'address-level3', maxLength: NEIGHBORHOOD_MAX_LENGTH }))}
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,14rem)]">
        {field('city', t('city'), input('city', { autoComplete: 'address-level2', maxLength: CITY_MAX_LENGTH }))}
        {field(
          'state',
          t('state'),
          <select id={id('state')} required value={value.state} onChange={typed('state')} onBlur={() => onLeave(name('state'))} autoComplete={`${section} address-level1`} className={inputClass} {...describedBy(id('state'), false, errorOf(name('state')))}>
            <option value="">{t('chooseState')}</option>
            {props.states.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name}
              </option>
            ))}
          </select>,
        )}
      </div>
    </div>
  );
}

/** Brazil: the CPF for the invoice (nota fiscal), checked by its digits; 000.000.000-00 once the shopper leaves it. */
export function CpfField(props: { value: string; error: string; dispatch: (action: CheckoutAction) => void; onLeave: (name: string) => void }) {
  const t = useTranslations('checkout.form');
  return (
    <div className="mt-3 sm:max-w-xs">
      <Field announce={false} id="field-taxId" label={t('cpf')} hint={t('cpfHint')} error={props.error}>
        <input
          id="field-taxId"
          type="text"
          required
          value={props.value}
          onChange={(event) => props.dispatch({ type: 'typed', field: 'taxId', value: event.target.value })}
          onBlur={() => props.onLeave('taxId')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          placeholder="000.000.000-00"
          className={inputClass}
          {...describedBy('field-taxId', true, props.error)}
        />
      </Field>
    </div>
  );
}
