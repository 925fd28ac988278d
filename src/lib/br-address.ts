/**
 * Brazil's address as Brazilians write it (docs/decisions/058): CEP first, then the rua (address1),
 * the número and the complemento (address2) apart, the bairro, the cidade and the UF. The número and
 * the bairro are Brazil's own fields; the others keep the address form's rules (validation/address.ts).
 * The CEP must lie in the UF's range of the Correios (src/lib/cep.ts). Isomorphic: the checkout form
 * and the commit route check with the same schema.
 */
import { z } from 'zod';
import { placeOfCep } from './cep';
import { ADDRESS_FIELD_RULES, ruleField, toAddressPayload, type AddressFormValues } from './validation/address';
import { ADDRESS_LETTERS, APOSTROPHES, inputText, type MessageKey } from './validation/names';
import { SAVED_ADDRESS_FIELDS, type SavedAddressField, type SavedAddressPayload } from './validation/profile';

/** The fields Brazil adds to the address form. */
export const BRAZIL_ADDRESS_FIELDS = ['number', 'neighborhood'] as const;
export type BrazilAddressField = (typeof BRAZIL_ADDRESS_FIELDS)[number];

export const HOUSE_NUMBER_MAX_LENGTH = 10;
export const NEIGHBORHOOD_MAX_LENGTH = 60;

/** Número: digits with an optional letter or suffix ("1500", "15A", "120-B"), or "s/n" (sem número). */
export function validateHouseNumber(value: unknown): MessageKey | null {
  const text = inputText(value).trim();
  if (!text) return 'validation.houseNumber.missing';
  if (/^s\/?n$/i.test(text)) return null;
  return text.length <= HOUSE_NUMBER_MAX_LENGTH && /^\d+[\p{L}\d -]*$/u.test(text) ? null : 'validation.houseNumber.invalid';
}

const neighborhoodCharacters = new RegExp(`^[${ADDRESS_LETTERS.BR}0-9 ,.${APOSTROPHES}ºª°-]+$`);

/** Bairro: letters (with accents), digits, spaces and the usual punctuation, at least 2 letters ("Bela Vista", "Jardim América", "Setor 3"). */
export function validateNeighborhood(value: unknown): MessageKey | null {
  const text = inputText(value).trim();
  if (!text) return 'validation.neighborhood.missing';
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  return neighborhoodCharacters.test(text) && letters >= 2 && text.length <= NEIGHBORHOOD_MAX_LENGTH ? null : 'validation.neighborhood.invalid';
}

/**
 * What a saved address still lacks of what Brazil asks: an address saved before the número and the
 * bairro had fields of their own (migration 0039) whose old street line migration 0041 could not split.
 * The address book asks the shopper for them; other markets' addresses lack nothing.
 */
export function missingBrazilFields(address: { country: string; number: string; neighborhood: string }): BrazilAddressField[] {
  if (address.country !== 'BR') return [];
  return BRAZIL_ADDRESS_FIELDS.filter((field) => !address[field].trim());
}

/** A Brazilian address as an order keeps it. */
export type BrazilAddressPayload = SavedAddressPayload & { number: string; neighborhood: string };

const squeeze = (value: unknown) => inputText(value).trim().replace(/\s+/g, ' ');

/** The Brazilian address's schema: the address form's rules, número and bairro, and a CEP in the UF chosen. */
export function brazilAddressSchema() {
  const shape = {
    ...(Object.fromEntries(SAVED_ADDRESS_FIELDS.map((name) => [name, ruleField((value) => ADDRESS_FIELD_RULES[name](value, 'BR'))])) as Record<SavedAddressField, ReturnType<typeof ruleField>>),
    number: ruleField(validateHouseNumber),
    neighborhood: ruleField(validateNeighborhood),
  };
  return z
    .object(shape, { error: () => 'validation.form.incomplete' })
    .superRefine((values, ctx) => {
      const place = placeOfCep(values.zipCode);
      if (place && place.uf !== values.state.trim().toUpperCase()) ctx.addIssue({ code: 'custom', path: ['zipCode'], message: 'validation.zipCode.otherState' });
    })
    .transform((values): BrazilAddressPayload => {
      const payload = toAddressPayload({ ...(values as Omit<AddressFormValues, 'email' | 'actionType'>), email: '', actionType: 'shipping' }, 'BR');
      const { firstName, lastName, address1, address2, city, state, postalCode, phoneNumber } = payload;
      return { firstName, lastName, address1, address2, city, state, postalCode, phoneNumber, number: squeeze(values.number), neighborhood: squeeze(values.neighborhood) };
    });
}
