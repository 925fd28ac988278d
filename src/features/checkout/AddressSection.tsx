import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { AddressFields, POSTAL_FIELDS } from '@/components/AddressFields';
import { BrazilAddressFields } from './BrazilAddressFields';
import { CheckoutSection } from './CheckoutSection';
import type { Address, AddressField, CheckoutAction } from './checkout-state';

/**
 * An address of the order (shipping or billing) in the fields the profile's address book uses too;
 * `before` and `after` hold what the section adds (the billing-same choice, the shipping methods).
 * Without `showFields` only those are shown (billing that is the shipping address).
 */
export function AddressSection(props: {
  address: 'shipping' | 'billing';
  /** Brazil's address is written its own way (BrazilAddressFields). */
  country?: 'US' | 'MX' | 'BR';
  title: string;
  value: Address;
  states: { code: string; name: string }[];
  errorOf: (name: string) => string;
  dispatch: (action: CheckoutAction) => void;
  onLeave: (name: string) => void;
  showFields?: boolean;
  before?: ReactNode;
  after?: ReactNode;
}) {
  const t = useTranslations('checkout.form');
  const { address, value, dispatch, onLeave, errorOf, showFields = true } = props;
  const name = (field: string) => `${address}.${field}`;
  const labels = { ...(Object.fromEntries(POSTAL_FIELDS.map((f) => [f, t(f)])) as Record<AddressField, string>), phoneNumber: t('phone'), chooseState: t('chooseState') };
  return (
    <CheckoutSection id={address} title={props.title}>
      {props.before}
      {showFields && props.country === 'BR' ? (
        <BrazilAddressFields section={address} value={value} states={props.states} errorOf={errorOf} dispatch={dispatch} onLeave={onLeave} />
      ) : showFields ? (
        <AddressFields
          section={address}
          idOf={(field) => `field-${name(field)}`}
          labels={labels}
          states={props.states}
          errors={Object.fromEntries(POSTAL_FIELDS.map((f) => [f, errorOf(name(f))]))}
          values={value}
          onChange={(field, text) => dispatch({ type: 'addressTyped', address, field: field as AddressField, value: text })}
          onBlur={(field) => onLeave(name(field))}
        />
      ) : null}
      {props.after}
    </CheckoutSection>
  );
}
