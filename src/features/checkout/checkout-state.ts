import { POSTAL_FIELDS } from '@/components/AddressFields';
import type { BrazilAddressField } from '@/lib/br-address';
import { afterCepTyped, placeOfCep } from '@/lib/cep';
import { checkoutAddressSchema, checkoutContactSchema, cpfSchema, fieldErrors } from '@/lib/checkout-inputs';
import { formatCpf } from '@/lib/cpf';
import type { CheckoutTender } from '@/lib/payment-options';
import { allocateTenders } from '@/lib/tenders';
import { formatPhone, type Country, type MessageKey } from '@/lib/validation';
import type { AddressCheckResult } from './AddressCheckDialog';
import type { OrderQuote } from './checkout-api';

/**
 * A checkout address as the form holds it (the phone is the contact's, sent with each address).
 * Brazil's form also holds the número and the bairro (src/lib/br-address.ts); elsewhere they stay empty and are not sent.
 */
export type AddressField = (typeof POSTAL_FIELDS)[number] | BrazilAddressField;
export type Address = Record<AddressField, string>;
export const EMPTY_ADDRESS: Address = { firstName: '', lastName: '', address1: '', address2: '', city: '', state: '', zipCode: '', number: '', neighborhood: '' };

/** Brazil's address fields in the order Brazilians write them (BrazilAddressFields.tsx): CEP first, then rua, número, complemento, bairro, cidade, UF. */
export const BRAZIL_FIELD_ORDER = ['firstName', 'lastName', 'zipCode', 'address1', 'number', 'address2', 'neighborhood', 'city', 'state'] as const satisfies readonly AddressField[];

/** The address fields a market's form shows and checks, in the form's order (the first in error is focused). */
export const addressFieldsOf = (country: Country): readonly AddressField[] => (country === 'BR' ? BRAZIL_FIELD_ORDER : POSTAL_FIELDS);

/** What an address sends for the market: Brazil's número and bairro only there. */
export function addressToSend(address: Address, country: Country): Partial<Address> {
  if (country === 'BR') return address;
  return Object.fromEntries(Object.entries(address).filter(([field]) => field !== 'number' && field !== 'neighborhood'));
}

/** A gift card the shopper applied, with the balance its check answered. */
export interface AppliedGiftCard {
  cardNumber: string;
  pin: string;
  last4: string;
  balance: number;
}

/** `fields`: the failure is the form's own fields (the "fix the highlighted fields" message), gone once none is highlighted. */
export type CheckoutStatus = { state: 'idle' | 'placing' } | { state: 'failed'; message: string; fields?: true };

/** Everything the shopper chose and typed on the checkout form, and where the submission stands. */
export interface CheckoutState {
  email: string;
  phone: string;
  /** Brazil: the CPF for the invoice, as typed (000.000.000-00 once the shopper leaves it). */
  taxId: string;
  promo: boolean;
  texts: boolean;
  /** The lines picked up at the store, ascending; the others ship. */
  pickup: number[];
  shipping: Address;
  billingSame: boolean;
  billing: Address;
  method: string;
  /** A wallet card (its id), or null for a card typed into the frame. */
  savedCardId: string | null;
  /** The installments the card pays in (1: at once); the picker offers what the market's settings allow for the card's share. */
  installments: number;
  /** How the rest is paid: the card, or PIX, boleto or OXXO where offered (TenderPicker). */
  tender: CheckoutTender;
  giftCards: AppliedGiftCard[];
  /** Rewards the shopper chose to spend (minor units). */
  rewardsChosen: number;
  joinRewards: boolean;
  /** Message key of each field in error, by field name ("email", "shipping.city"); null once it is fixed or changed. */
  errors: Record<string, MessageKey | null>;
  /** The shipping address the carrier check passed or the shopper chose to keep; a change asks again. */
  acceptedAddress: string | null;
  /** The carrier's answer being shown (the address check dialog). */
  addressCheck: { result: AddressCheckResult | null } | null;
  status: CheckoutStatus;
}

/** What the form starts from: a member's contact, name, default address and default wallet card; every line that can be picked up, picked up. */
export function initialCheckoutState(start: {
  country: Country;
  lines: { lineId: number; pickupAvailable: boolean }[];
  member: { email: string; phone: string; firstName: string; lastName: string; address: Address | null; savedCards: { id: string; isDefault: boolean }[] } | null;
}): CheckoutState {
  const { member } = start;
  const named: Address = member?.address ?? { ...EMPTY_ADDRESS, firstName: member?.firstName ?? '', lastName: member?.lastName ?? '' };
  return {
    email: member?.email ?? '',
    phone: member?.phone ? formatPhone(member.phone, start.country) : '',
    taxId: '',
    promo: true,
    texts: false,
    pickup: start.lines.filter((l) => l.pickupAvailable).map((l) => l.lineId).sort((a, b) => a - b),
    shipping: named,
    billingSame: true,
    billing: named,
    method: 'regular',
    savedCardId: member?.savedCards.find((c) => c.isDefault)?.id ?? null,
    installments: 1,
    tender: 'card',
    giftCards: [],
    rewardsChosen: 0,
    joinRewards: false,
    errors: {},
    acceptedAddress: null,
    addressCheck: null,
    status: { state: 'idle' },
  };
}

type Choice = Pick<CheckoutState, 'promo' | 'texts' | 'billingSame' | 'method' | 'savedCardId' | 'installments' | 'tender' | 'giftCards' | 'rewardsChosen' | 'joinRewards'>;

export type CheckoutAction =
  | { type: 'typed'; field: 'email' | 'phone' | 'taxId'; value: string }
  | { type: 'addressTyped'; address: 'shipping' | 'billing'; field: AddressField; value: string }
  /** Brazil: the CEP typed; a whole CEP fills the UF and (where the data knows it, and the shopper has not typed another) the city. */
  | { type: 'cepTyped'; address: 'shipping' | 'billing'; value: string }
  | { [K in keyof Choice]: { type: 'chose'; field: K; value: Choice[K] } }[keyof Choice]
  | { type: 'fulfilment'; lineId: number; pickup: boolean }
  /** The shopper left a field: its rule speaks (the phone is also shown in the market's format). */
  | { type: 'left'; name: string; country: Country; ships: boolean }
  /** Place order was pressed and these fields are wrong: every error shows, and the form says to fix them. */
  | { type: 'refused'; errors: Record<string, MessageKey | null>; message: string }
  /** Place order was pressed and every field passes: the order is on its way (every error cleared). */
  | { type: 'placing'; errors: Record<string, MessageKey | null> }
  | { type: 'failed'; message: string }
  | { type: 'idle' }
  | { type: 'addressChecked'; result: AddressCheckResult | null }
  | { type: 'addressAccepted'; address: Address }
  | { type: 'editAddress' };

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  const next = reduce(state, action);
  // "Please fix the highlighted fields" goes as the last highlighted field is fixed.
  if (next.status.state === 'failed' && next.status.fields && Object.values(next.errors).every((error) => !error)) return { ...next, status: { state: 'idle' } };
  return next;
}

function reduce(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'typed':
      return { ...state, [action.field]: action.value, errors: { ...state.errors, [action.field === 'phone' ? 'phoneNumber' : action.field]: null } };
    case 'addressTyped':
      return { ...state, [action.address]: { ...state[action.address], [action.field]: action.value }, errors: { ...state.errors, [`${action.address}.${action.field}`]: null } };
    case 'cepTyped': {
      const current = state[action.address];
      const next = afterCepTyped(current, action.value);
      const errors = { ...state.errors, [`${action.address}.zipCode`]: null, ...(placeOfCep(action.value) ? { [`${action.address}.state`]: null } : {}), ...(next.city !== current.city ? { [`${action.address}.city`]: null } : {}) };
      return { ...state, [action.address]: next, errors };
    }
    case 'chose':
      return { ...state, [action.field]: action.value };
    case 'fulfilment': {
      const others = state.pickup.filter((id) => id !== action.lineId);
      return { ...state, pickup: action.pickup ? [...others, action.lineId].sort((a, b) => a - b) : others };
    }
    case 'left': {
      const phone = action.name === 'phoneNumber' ? formatPhone(state.phone, action.country) : state.phone;
      const taxId = action.name === 'taxId' ? formatCpf(state.taxId.trim()) : state.taxId;
      const errors = checkoutErrors({ ...state, phone, taxId }, action.ships, action.country);
      return { ...state, phone, taxId, errors: { ...state.errors, [action.name]: errors[action.name] ?? null } };
    }
    case 'refused':
      return { ...state, errors: action.errors, status: { state: 'failed', message: action.message, fields: true } };
    case 'placing':
      return { ...state, errors: action.errors, status: { state: 'placing' } };
    case 'failed':
      return { ...state, status: { state: 'failed', message: action.message } };
    case 'idle':
      return { ...state, status: { state: 'idle' } };
    case 'addressChecked':
      return { ...state, status: { state: 'idle' }, addressCheck: { result: action.result } };
    case 'addressAccepted':
      return { ...state, shipping: action.address, acceptedAddress: JSON.stringify(action.address), addressCheck: null };
    case 'editAddress':
      return { ...state, addressCheck: null };
  }
}

/** Whether any line ships (else every line is picked up, and there is no shipping address). */
export const shipsAny = (state: Pick<CheckoutState, 'pickup'>, lines: readonly { lineId: number }[]) => lines.some((l) => !state.pickup.includes(l.lineId));

/** The state the quote's tax and shipping are for: the shipping address's, or the billing address's for a pickup order billed elsewhere. */
export const destinationState = (state: Pick<CheckoutState, 'shipping' | 'billing' | 'billingSame'>, ships: boolean) => (ships ? state.shipping.state : state.billingSame ? '' : state.billing.state);

/**
 * Every field's message key, null where it passes: contact always, the shipping address when a
 * line ships, the billing address when it is not the shipping one. The schemas are the commit
 * route's (src/lib/checkout-inputs.ts).
 */
export function checkoutErrors(state: CheckoutState, ships: boolean, country: Country): Record<string, MessageKey | null> {
  const address = (prefix: 'shipping' | 'billing', value: Address) => fieldErrors(checkoutAddressSchema(country), { ...addressToSend(value, country), phoneNumber: state.phone }, addressFieldsOf(country), `${prefix}.`);
  return {
    ...fieldErrors(checkoutContactSchema(country), { email: state.email, phoneNumber: state.phone }, ['email', 'phoneNumber']),
    ...(country === 'BR' ? fieldErrors(cpfSchema, state.taxId, [''], 'taxId') : {}),
    ...(ships ? address('shipping', state.shipping) : {}),
    ...(!ships || !state.billingSame ? address('billing', state.billing) : {}),
  };
}

/** The first field in error, in the order of the form. */
export const firstError = (errors: Record<string, MessageKey | null>) => Object.entries(errors).find(([, v]) => v)?.[0] ?? null;

/**
 * How the order will be paid (src/lib/tenders.ts): what the rewards and each gift card pay of the
 * quoted total, what is left for the card, and whether the card is needed (always while the total
 * may still grow, before shipping and tax are known).
 */
export function paymentPlan(state: Pick<CheckoutState, 'rewardsChosen' | 'giftCards' | 'method'>, quote: OrderQuote | null, ships: boolean) {
  const option = quote?.options.find((o) => o.method === state.method);
  const totalKnown = !!quote && (!ships || !!option?.available);
  const allocation = allocateTenders(quote?.total ?? 0, { rewards: state.rewardsChosen, giftCardBalances: state.giftCards.map((c) => c.balance) });
  const cardNeeded = (!state.giftCards.length && !allocation.rewards) || !totalKnown || allocation.card > 0;
  return { option, totalKnown, rewardsPaid: allocation.rewards, shares: allocation.giftCards, remaining: allocation.card, cardNeeded };
}
