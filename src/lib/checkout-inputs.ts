/**
 * The inputs of checkout (spec §3, §5, §7), one schema each, isomorphic: the checkout form validates
 * its fields with them as the shopper types and before sending, the commit route parses its body
 * with them. Every issue's message is a `validation.*` key and its path the field, so the route's
 * 400 names each field (errorDetails) in the shopper's language and the form shows the same key.
 */
import { z } from 'zod';
import { brazilAddressSchema, type BrazilAddressField } from './br-address';
import { cpfDigits, validateCpf } from './cpf';
import { INSTALLMENTS_MAX } from './installments';
import { CHECKOUT_TENDERS, GIFT_CARDS_PER_ORDER } from './payment-options';
import { giftCardFormSchema } from './validation/gift-card';
import { ruleField } from './validation/address';
import { phoneDigits, validateEmail, validatePhone } from './validation/contact';
import type { Country, MessageKey } from './validation/names';
import { savedAddressSchema, SAVED_ADDRESS_FIELDS, type SavedAddressPayload } from './validation/profile';

/** The longest phone the contact's box and the commit body take. */
export const PHONE_INPUT_MAX = 32;

/** The fields of an address in a checkout call: the address book's (spec §3 address form; zipCode in, postalCode kept). */
export const CHECKOUT_ADDRESS_FIELDS = SAVED_ADDRESS_FIELDS;

/** The fields of a checkout address in a market: Brazil adds the número and the bairro (src/lib/br-address.ts). */
export function checkoutAddressFields(country: Country): readonly string[] {
  return country === 'BR' ? [...CHECKOUT_ADDRESS_FIELDS, 'number', 'neighborhood'] : CHECKOUT_ADDRESS_FIELDS;
}

/** An address as an order keeps it: the market's rules passed, postalCode cut, phone digits only, the market's country (Brazil: número and bairro apart). */
export type CheckoutAddress = SavedAddressPayload & { country: Country } & Partial<Record<BrazilAddressField, string>>;

/** One address of a checkout call for one market: the address book's rules per field (Brazil's own form there), kept with the market's country. */
export function checkoutAddressSchema(country: Country): z.ZodType<CheckoutAddress, unknown> {
  if (country === 'BR') return brazilAddressSchema().transform((address): CheckoutAddress => ({ ...address, country }));
  return savedAddressSchema(country).transform((address): CheckoutAddress => ({ ...address, country }));
}

/** Brazil's CPF for the invoice, kept as its 11 digits. */
export const cpfSchema = ruleField(validateCpf).transform((cpf) => cpfDigits(cpf)!);

/** The shopper's e-mail (kept lower-case) and phone (kept as digits) for one market. */
export function checkoutContactSchema(country: Country) {
  return z.object({
    email: ruleField(validateEmail).transform((email) => email.trim().toLowerCase()),
    // The phone's box takes 32 characters: a longer one is not a phone number, however many of its digits would be kept.
    phoneNumber: ruleField((value) => (typeof value === 'string' && value.trim().length > PHONE_INPUT_MAX ? 'validation.phone.invalid' : validatePhone(value, country))).transform((phone) => phoneDigits(phone, country)),
  });
}

/**
 * What a schema says of each field of `value`: its first message key by field name (the issue's path
 * joined with dots, after `prefix`), null for the fields named in `fields` that passed.
 */
export function fieldErrors(schema: z.ZodType, value: unknown, fields: readonly string[], prefix = ''): Record<string, MessageKey | null> {
  const errors: Record<string, MessageKey | null> = Object.fromEntries(fields.map((field) => [`${prefix}${field}`, null]));
  const parsed = schema.safeParse(value);
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const name = `${prefix}${issue.path.join('.')}`;
    if (name in errors && !errors[name]) errors[name] = issue.message as MessageKey;
  }
  return errors;
}

const Fulfilment = {
  pickupLineIds: z.array(z.coerce.number().int().positive()).max(100).default([]),
  shippingMethod: z.enum(['regular', 'nextDay', 'freight']).default('regular'),
};

/** POST /ecomm/b2c/v1/order/shipmentOptions: where each line goes, and the destination state. */
export const ShipmentOptionsBody = z.object({ ...Fulfilment, state: z.string().trim().max(8).optional() });

/** POST /ecomm/b2c/v3/order/commit, for the market of the request: contact and addresses checked by its rules. */
export function commitBodySchema(country: Country) {
  const address = checkoutAddressSchema(country);
  const contact = checkoutContactSchema(country).shape;
  return z.object({
    ...Fulfilment,
    email: contact.email,
    phoneNumber: contact.phoneNumber,
    billingAddress: address,
    /** Null when every line is picked up. */
    shippingAddress: address.nullable().default(null),
    /** Null when gift cards and rewards pay it all (GCorRewardsOnlyOrder). */
    cardToken: z.string().trim().min(8).max(64).nullable().default(null),
    /** A card of the signed-in member's wallet, instead of `cardToken`. */
    savedCardId: z.string().uuid().nullable().default(null),
    /** How the rest is paid: a card, or later by PIX, boleto or OXXO where the market offers it (decision 057). */
    tender: z.enum(CHECKOUT_TENDERS).default('card'),
    /** Gift cards applied after the rewards, in this order; a card pays the rest (src/lib/tenders.ts). */
    giftCards: z
      .array(giftCardFormSchema)
      .max(GIFT_CARDS_PER_ORDER)
      .default([])
      .refine((cards) => new Set(cards.map((c) => c.cardNumber)).size === cards.length, { message: 'validation.giftCardNumber.duplicate' }),
    /** Rewards to spend (minor units), paid before the gift cards; members with a rewards account. */
    rewardsAmount: z.number().int().min(0).max(100_000_000).default(0),
    /** Join the rewards programme with this order (its name, e-mail, phone and ZIP), and earn on it. */
    joinRewards: z.boolean().default(false),
    receivePromoAndSpecialEvents: z.boolean().default(true),
    receiveTextMessage: z.boolean().default(false),
    /** Brazil: the buyer's CPF for the invoice (required there); elsewhere none is asked, and none is kept. */
    taxId: country === 'BR' ? cpfSchema : z.unknown().optional().transform(() => null),
    /** How many installments the card pays in (1: at once); the server checks the plan against the market's settings. */
    installments: z.number({ error: () => 'validation.installments.invalid' }).int('validation.installments.invalid').min(1, 'validation.installments.invalid').max(INSTALLMENTS_MAX, 'validation.installments.invalid').default(1),
  });
}

export type CommitInput = z.output<ReturnType<typeof commitBodySchema>>;

/** An Idempotency-Key: 8 to 128 visible characters (a UUID from the browser). */
export const IdempotencyKey = z.string().regex(/^[\x21-\x7e]{8,128}$/);
