import { ADDRESS_LINE_INPUT_MAX, CITY_MAX_LENGTH } from '@/lib/validation/address';
import type { SavedAddressField } from '@/lib/validation/profile';

/** The fields of a postal address (spec §3 address form), in the order they are shown. */
export type AddressFieldName = SavedAddressField;

/** The address without its phone: what checkout asks per address (the phone is the contact's). */
export const POSTAL_FIELDS = ['firstName', 'lastName', 'address1', 'address2', 'city', 'state', 'zipCode'] as const satisfies readonly AddressFieldName[];

const AUTOCOMPLETE: Record<AddressFieldName, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  address1: 'address-line1',
  address2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  zipCode: 'postal-code',
  phoneNumber: 'tel-national',
};

/** What the browser may let through per field: the rule's own limit where it has one, else a generous cap (the rule then says what is wrong). */
const MAX_LENGTH: Partial<Record<AddressFieldName, number>> = {
  firstName: 60,
  lastName: 60,
  address1: ADDRESS_LINE_INPUT_MAX,
  address2: ADDRESS_LINE_INPUT_MAX,
  city: CITY_MAX_LENGTH,
  zipCode: 60,
  phoneNumber: 32,
};

/**
 * How the fields hold their values: `values` with `onChange` (and `onBlur`) for a form that keeps
 * them in its state (checkout), or `defaultValues` for a form whose server action reads them by
 * name (the profile's address book, with useKeptForm keeping what was typed).
 */
export type AddressBinding =
  | { values: Record<AddressFieldName, string> | Record<(typeof POSTAL_FIELDS)[number], string>; onChange: (field: AddressFieldName, value: string) => void; onBlur?: (field: AddressFieldName) => void }
  | { defaultValues: Partial<Record<AddressFieldName, string>> };

const inputClass = 'min-h-11 w-full rounded-md border border-line px-3 text-base font-normal aria-[invalid=true]:border-brand-dark';

/**
 * The postal address fields shared by checkout (shipping and billing) and the profile's address
 * book: labelled, autocompleted, each error tied to its input (aria-describedby) and shown under
 * it. Labels and errors come in the shopper's language from the caller; `idOf` names each input
 * (its error is `${id}-error`), so a caller can focus the first field in error.
 */
export function AddressFields(
  props: {
    fields?: readonly AddressFieldName[];
    idOf: (field: AddressFieldName) => string;
    labels: Record<AddressFieldName | 'chooseState', string>;
    states: { code: string; name: string }[];
    errors: Partial<Record<AddressFieldName, string | null | undefined>>;
    /** Prefixes the autocomplete tokens ("shipping", "billing") when a form has two addresses. */
    section?: 'shipping' | 'billing';
    /** Errors found on submit are announced (role="alert"); errors found as the shopper moves on are not. */
    announceErrors?: boolean;
  } & AddressBinding,
) {
  const { fields = POSTAL_FIELDS, idOf, labels, errors } = props;
  const has = (field: AddressFieldName) => fields.includes(field);

  const control = (field: AddressFieldName) => {
    const id = idOf(field);
    const error = errors[field];
    const common = {
      id,
      required: field !== 'address2',
      className: inputClass,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
    } as const;
    const bound =
      'values' in props
        ? {
            value: (props.values as Record<string, string>)[field] ?? '',
            onChange: (event: { target: { value: string } }) => props.onChange(field, event.target.value),
            onBlur: props.onBlur ? () => props.onBlur!(field) : undefined,
          }
        : { name: field, defaultValue: props.defaultValues[field] ?? '' };
    if (field === 'state') {
      return (
        <select {...common} {...bound} autoComplete={AUTOCOMPLETE.state}>
          <option value="">{labels.chooseState}</option>
          {props.states.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name}
            </option>
          ))}
        </select>
      );
    }
    return (
      <input
        {...common}
        {...bound}
        type={field === 'phoneNumber' ? 'tel' : 'text'}
        autoComplete={props.section ? `${props.section} ${AUTOCOMPLETE[field]}` : AUTOCOMPLETE[field]}
        inputMode={field === 'zipCode' ? 'numeric' : field === 'phoneNumber' ? 'tel' : undefined}
        maxLength={MAX_LENGTH[field]}
      />
    );
  };

  const field = (name: AddressFieldName) =>
    has(name) ? (
      <div key={name} className="flex flex-col gap-1">
        <label htmlFor={idOf(name)} className="text-sm font-semibold">
          {labels[name]}
        </label>
        {control(name)}
        {errors[name] ? (
          <p id={`${idOf(name)}-error`} role={props.announceErrors ? 'alert' : undefined} className="text-sm font-semibold text-brand-dark">
            {errors[name]}
          </p>
        ) : null}
      </div>
    ) : null;

  return (
    <div className="grid gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        {field('firstName')}
        {field('lastName')}
      </div>
      {field('address1')}
      {field('address2')}
      <div className="grid gap-4 md:grid-cols-3">
        {field('city')}
        {field('state')}
        {field('zipCode')}
      </div>
      {field('phoneNumber')}
    </div>
  );
}
