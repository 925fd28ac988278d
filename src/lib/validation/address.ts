/**
 * Address rules and the whole address form of spec §3 "Address form" and §5 "City", "Address form".
 * Isomorphic: the checkout form validates with validateAddressForm as the shopper types, the server action
 * and the route handler parse the same input with addressFormSchema, which also yields the payload to
 * send (postalCode cut to ZIP_SENT_DIGITS, phone digits only).
 *
 * Decisions:
 * - Address lines (spec: up to 255 characters plus an optional #, & or / and up to 20 more; letters,
 *   digits, space, comma, hyphen, period; a variant allows accents): the accent variant is used in every
 *   market (see ADDRESS_LETTERS in names.ts: Puerto Rico's "Calle Ñandú"). We also accept apostrophes
 *   ("O'Farrell St", "St. Mary's Rd" are real streets) and, in Mexico and Brazil, the ordinal signs º ª and
 *   the ° that people type for them ("nº 1500", "3º andar"). One #, & or / at most; the line must contain
 *   a letter or a digit. The part before it may be empty, so "#12" is a valid address line 2.
 * - City: the spec's pattern "differs for Mexico" and is not shown. Everywhere: market letters, spaces,
 *   hyphen, period, apostrophe, at least 2 letters, at most CITY_MAX_LENGTH characters ("St. Louis",
 *   "Winston-Salem", "Coeur d'Alene", "São Paulo"). Mexico also allows digits and commas, because shoppers
 *   there put the colonia in that line ("Col. 20 de Noviembre, Tlalpan").
 * - State: a code from STATE_CODES of the market (src/lib/regions.ts, which also names them), case-insensitive
 *   (sent upper-case). The US list has the 50 states, DC, Puerto Rico and the U.S. Virgin Islands, where the
 *   store ships; Mexico uses the codes of the stores table (AGS, CDMX, NL...), Brazil the UF codes.
 * - A form with no values (or not an object at all) is invalid: every required field reports its
 *   missing-value key, and a non-object input reports 'validation.form.incomplete'.
 */
import { z } from 'zod';
import { STATE_CODES } from '../regions';
import { ADDRESS_LINE_EXTRA_MAX, ADDRESS_LINE_MAX } from '../constants';
import { phoneDigits, postalCodeToSend, validateEmail, validatePhone, validateZipCode } from './contact';
import { ADDRESS_LETTERS, APOSTROPHES, inputText, validateFirstName, validateLastName, type Country, type MessageKey } from './names';

// Constants the spec does not give (reported to the lead).
export const CITY_MAX_LENGTH = 50;
export const CITY_MIN_LETTERS = 2;
/** The longest address line the input should let through: 255 + the separator + 20. */
export const ADDRESS_LINE_INPUT_MAX = ADDRESS_LINE_MAX + 1 + ADDRESS_LINE_EXTRA_MAX;

const ORDINALS = 'ºª°';

const addressCharacters: Record<Country, RegExp> = {
  US: new RegExp(`^[${ADDRESS_LETTERS.US}0-9 ,.${APOSTROPHES}-]*$`),
  MX: new RegExp(`^[${ADDRESS_LETTERS.MX}0-9 ,.${APOSTROPHES}${ORDINALS}-]*$`),
  BR: new RegExp(`^[${ADDRESS_LETTERS.BR}0-9 ,.${APOSTROPHES}${ORDINALS}-]*$`),
};

/**
 * One address line. `required` says whether blank is an error (address1) or fine (address2).
 * Errors: 'validation.address1.missing', 'validation.addressLine.invalid', 'validation.addressLine.tooLong'.
 */
export function validateAddressLine(value: unknown, country: Country, options: { required: boolean }): MessageKey | null {
  const line = inputText(value).trim();
  if (!line) return options.required ? 'validation.address1.missing' : null;
  const parts = line.split(/[#&/]/);
  if (parts.length > 2) return 'validation.addressLine.invalid';
  const [head = '', extra = ''] = parts;
  const pattern = addressCharacters[country];
  if (!pattern.test(head) || !pattern.test(extra) || !/[\p{L}\p{N}]/u.test(line)) return 'validation.addressLine.invalid';
  if (head.length > ADDRESS_LINE_MAX || extra.length > ADDRESS_LINE_EXTRA_MAX) return 'validation.addressLine.tooLong';
  return null;
}

export const validateAddress1 = (value: unknown, country: Country) => validateAddressLine(value, country, { required: true });
export const validateAddress2 = (value: unknown, country: Country) => validateAddressLine(value, country, { required: false });

const cityCharacters: Record<Country, RegExp> = {
  US: new RegExp(`^[${ADDRESS_LETTERS.US} .${APOSTROPHES}-]+$`),
  MX: new RegExp(`^[${ADDRESS_LETTERS.MX}0-9 ,.${APOSTROPHES}-]+$`),
  BR: new RegExp(`^[${ADDRESS_LETTERS.BR} .${APOSTROPHES}-]+$`),
};

/** Spec §5 City: blank gives the missing-city label, anything else that fails the market's pattern the invalid-city label. */
export function validateCity(value: unknown, country: Country): MessageKey | null {
  const city = inputText(value).trim();
  if (!city) return 'validation.error_Validation_YouAreMissingACityName';
  const letters = city.match(/\p{L}/gu)?.length ?? 0;
  if (!cityCharacters[country].test(city) || letters < CITY_MIN_LETTERS || city.length > CITY_MAX_LENGTH) {
    return 'validation.label_MyAccountMyProfile_editProfile_PleaseEnterAValidCity';
  }
  return null;
}

/** State codes by market (src/lib/regions.ts), as the state selects offer them and the server accepts them. */
export { STATE_CODES };

export function validateState(value: unknown, country: Country): MessageKey | null {
  const state = inputText(value).trim().toUpperCase();
  if (!state) return 'validation.state.missing';
  return STATE_CODES[country].includes(state) ? null : 'validation.state.invalid';
}

export const ADDRESS_ACTION_TYPES = ['shipping', 'shippingBilling', 'billing'] as const;
export type AddressActionType = (typeof ADDRESS_ACTION_TYPES)[number];

export function validateActionType(value: unknown): MessageKey | null {
  return (ADDRESS_ACTION_TYPES as readonly unknown[]).includes(value) ? null : 'validation.actionType.invalid';
}

/** The address form as the browser holds it (spec §3). */
export interface AddressFormValues {
  firstName: string;
  lastName: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipCode: string;
  phoneNumber: string;
  email: string;
  actionType: AddressActionType;
}

export type AddressField = keyof AddressFormValues;
export type AddressFormErrors = Partial<Record<AddressField, MessageKey>>;

/** What is sent (spec §3, §7 address validation): postalCode cut to ZIP_SENT_DIGITS, phone digits only. */
export interface AddressPayload {
  firstName: string;
  lastName: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  postalCode: string;
  phoneNumber: string;
  email: string;
  actionType: AddressActionType;
}

/** The rule of each field, in the order of the form. */
export const ADDRESS_FIELD_RULES: Record<AddressField, (value: unknown, country: Country) => MessageKey | null> = {
  firstName: validateFirstName,
  lastName: validateLastName,
  address1: validateAddress1,
  address2: validateAddress2,
  city: validateCity,
  state: validateState,
  zipCode: validateZipCode,
  phoneNumber: validatePhone,
  email: (value) => validateEmail(value),
  actionType: (value) => validateActionType(value),
};

const squeeze = (value: unknown) => inputText(value).trim().replace(/\s+/g, ' ');

/** The payload of already validated values: trimmed, inner runs of spaces in lines squeezed, state upper-case. */
export function toAddressPayload(values: AddressFormValues, country: Country): AddressPayload {
  return {
    firstName: inputText(values.firstName).trim(),
    lastName: inputText(values.lastName).trim(),
    address1: squeeze(values.address1),
    address2: squeeze(values.address2),
    city: squeeze(values.city),
    state: inputText(values.state).trim().toUpperCase(),
    postalCode: postalCodeToSend(values.zipCode, country),
    phoneNumber: phoneDigits(values.phoneNumber, country),
    email: inputText(values.email).trim(),
    actionType: values.actionType,
  };
}

/** A form field checked by one of our rules: its message key is the issue, the text (NFC) the value. */
export function ruleField(rule: (value: unknown) => MessageKey | null) {
  // optional(): zod 4 would otherwise report an absent key as "expected nonoptional" before our rule speaks.
  return z.unknown().optional().transform((value, ctx) => {
    const error = rule(value);
    if (error) {
      ctx.addIssue({ code: 'custom', message: error });
      return z.NEVER;
    }
    return inputText(value);
  });
}

/**
 * The zod schema of the address form for one market: every issue's message is a message key and its
 * path the field; the output is the AddressPayload to send.
 */
export function addressFormSchema(country: Country) {
  const shape = Object.fromEntries(
    Object.entries(ADDRESS_FIELD_RULES).map(([name, rule]) => [name, ruleField((value) => rule(value, country))]),
  ) as Record<AddressField, ReturnType<typeof ruleField>>;
  return z
    .object(shape, { error: () => 'validation.form.incomplete' })
    .transform((values) => toAddressPayload(values as AddressFormValues, country));
}

export type AddressFormResult =
  | { valid: true; errors: AddressFormErrors; payload: AddressPayload }
  | { valid: false; errors: AddressFormErrors; formError: MessageKey | null };

/** Validates the whole form: one message key per invalid field; an empty form is invalid. */
export function validateAddressForm(values: unknown, country: Country): AddressFormResult {
  const input = values && typeof values === 'object' ? values : {};
  const result = addressFormSchema(country).safeParse(input);
  if (result.success) return { valid: true, errors: {}, payload: result.data };
  const errors: AddressFormErrors = {};
  for (const issue of result.error.issues) {
    const name = issue.path[0] as AddressField | undefined;
    if (name && !errors[name]) errors[name] = issue.message as MessageKey;
  }
  return { valid: false, errors, formError: values && typeof values === 'object' ? null : 'validation.form.incomplete' };
}
