/**
 * The forms of /user/myProfile that are made of spec §5 rules (names and phone, a saved address) and
 * the body of the promotion-preferences PUT (spec §7). Isomorphic; only composes the rules of names.ts,
 * contact.ts and address.ts. Every issue's message is a `validation.*` key, its path the field.
 *
 * Decisions:
 * - The profile phone is optional (registration does not ask for one): blank clears it; anything typed
 *   must pass the market's phone rule. It is kept as digits only, like the address form's.
 * - A saved address is the address form without e-mail and action type (those belong to an order):
 *   the same rules per field, the same payload (postalCode cut as the address form sends it).
 */
import { z } from 'zod';
import { ADDRESS_FIELD_RULES, ruleField, toAddressPayload, type AddressFormValues, type AddressPayload } from './address';
import { phoneDigits, validatePhone } from './contact';
import { inputText, validateFirstName, validateLastName, type Country, type MessageKey } from './names';

export const PROFILE_NAME_FIELDS = ['firstName', 'lastName', 'phone'] as const;
export type ProfileNameField = (typeof PROFILE_NAME_FIELDS)[number];

export interface ProfileNames {
  firstName: string;
  lastName: string;
  /** Digits only; empty when the member gave none. */
  phone: string;
}

export function validateProfilePhone(value: unknown, country: Country): MessageKey | null {
  return inputText(value).trim() ? validatePhone(value, country) : null;
}

/** Names and phone of the profile: spec §5 first and last name rules, the market's phone rule (optional). */
export function profileNamesSchema(country: Country) {
  return z
    .object(
      {
        firstName: ruleField((value) => validateFirstName(value, country)),
        lastName: ruleField((value) => validateLastName(value, country)),
        phone: ruleField((value) => validateProfilePhone(value, country)),
      },
      { error: () => 'validation.form.incomplete' },
    )
    .transform((values): ProfileNames => ({ firstName: values.firstName.trim(), lastName: values.lastName.trim(), phone: phoneDigits(values.phone, country) }));
}

export const SAVED_ADDRESS_FIELDS = ['firstName', 'lastName', 'address1', 'address2', 'city', 'state', 'zipCode', 'phoneNumber'] as const;
export type SavedAddressField = (typeof SAVED_ADDRESS_FIELDS)[number];

/** What an address-book entry keeps: the address form's payload without e-mail and action type. */
export type SavedAddressPayload = Omit<AddressPayload, 'email' | 'actionType'>;

/** An address-book entry for one market: the spec §5 address rules of each field. */
export function savedAddressSchema(country: Country) {
  const shape = Object.fromEntries(SAVED_ADDRESS_FIELDS.map((name) => [name, ruleField((value) => ADDRESS_FIELD_RULES[name](value, country))])) as Record<
    SavedAddressField,
    ReturnType<typeof ruleField>
  >;
  return z.object(shape, { error: () => 'validation.form.incomplete' }).transform((values): SavedAddressPayload => {
    const payload = toAddressPayload({ ...(values as Omit<AddressFormValues, 'email' | 'actionType'>), email: '', actionType: 'shipping' }, country);
    const { firstName, lastName, address1, address2, city, state, postalCode, phoneNumber } = payload;
    return { firstName, lastName, address1, address2, city, state, postalCode, phoneNumber };
  });
}

/** Spec §7 promotion preferences (PUT body, and the profile form's values). */
export const promoPreferencesSchema = z.strictObject({
  receivePromoAndSpecialEvents: z.boolean(),
  receivePromoPrint: z.boolean(),
});
export type PromoPreferences = z.infer<typeof promoPreferencesSchema>;

/** One message key per invalid field, the first issue of each. */
export function profileFieldErrors(error: z.ZodError): Record<string, MessageKey> {
  const errors: Record<string, MessageKey> = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? '_form');
    errors[name] ??= issue.message as MessageKey;
  }
  return errors;
}
