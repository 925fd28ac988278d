import { describe, expect, it } from 'vitest';
import { addressToSend, checkoutErrors, checkoutReducer, destinationState, firstError, initialCheckoutState, paymentPlan, shipsAny, type CheckoutState } from './checkout-state';
import type { OrderQuote } from './checkout-api';

const LINES = [
  { lineId: 3, pickupAvailable: true },
  { lineId: 1, pickupAvailable: true },
  { lineId: 2, pickupAvailable: false },
];
const HOME = { firstName: 'Ana', lastName: 'Díaz', address1: '100 Congress Ave', address2: '', city: 'Austin', state: 'TX', zipCode: '78701', number: '', neighborhood: '' };

const guest = () => initialCheckoutState({ country: 'US', lines: LINES, member: null });
const filled = (): CheckoutState => ({ ...guest(), email: 'ana@example.com', phone: '(512) 555-0100', shipping: HOME });

function quote(total: number, options: { method: string; available: boolean }[] = [{ method: 'regular', available: true }]): OrderQuote {
  return { total, options } as unknown as OrderQuote;
}

describe('the checkout form state', () => {
  it('starts with every line that can be picked up picked up, a member filled in, their default wallet card chosen', () => {
    expect(guest()).toMatchObject({ email: '', phone: '', pickup: [1, 3], billingSame: true, method: 'regular', savedCardId: null, promo: true, texts: false, status: { state: 'idle' } });
    const member = initialCheckoutState({
      country: 'US',
      lines: LINES,
      member: { email: 'ana@example.com', phone: '5125550100', firstName: 'Ana', lastName: 'Díaz', address: null, savedCards: [{ id: 'a', isDefault: false }, { id: 'b', isDefault: true }] },
    });
    expect(member).toMatchObject({ email: 'ana@example.com', phone: '(512) 555-0100', savedCardId: 'b', shipping: { firstName: 'Ana', lastName: 'Díaz', city: '' }, billing: { firstName: 'Ana' } });
  });

  it('moves a line between pickup and shipping, and says whether anything ships', () => {
    let state = checkoutReducer(guest(), { type: 'fulfilment', lineId: 2, pickup: false });
    expect(shipsAny(state, LINES)).toBe(true);
    state = checkoutReducer(state, { type: 'fulfilment', lineId: 3, pickup: false });
    expect(state.pickup).toEqual([1]);
    state = checkoutReducer(state, { type: 'fulfilment', lineId: 3, pickup: true });
    expect(state.pickup).toEqual([1, 3]);
    expect(shipsAny({ pickup: [1, 2, 3] }, LINES)).toBe(false);
  });

  it('finds every wrong field in the order of the form, and only the addresses in use', () => {
    const state = { ...guest(), email: 'ana@', shipping: { ...HOME, zipCode: '7870' } };
    const errors = checkoutErrors(state, true, 'US');
    expect(errors).toMatchObject({ email: 'validation.email.invalid', phoneNumber: 'validation.phone.missing', 'shipping.zipCode': 'validation.zipCode.invalid', 'shipping.city': null });
    expect(Object.keys(errors).some((k) => k.startsWith('billing.'))).toBe(false);
    expect(firstError(errors)).toBe('email');
    // Billing elsewhere: its fields count too. Nothing ships: only billing is asked.
    expect(checkoutErrors({ ...filled(), billingSame: false }, true, 'US')['billing.address1']).toBe('validation.address1.missing');
    expect(Object.keys(checkoutErrors(filled(), false, 'US')).some((k) => k.startsWith('shipping.'))).toBe(false);
    expect(firstError(checkoutErrors(filled(), true, 'US'))).toBeNull();
  });

  it("checks by the market's rules", () => {
    expect(checkoutErrors({ ...filled(), phone: '(11) 91234-5678' }, true, 'BR')).toMatchObject({ 'shipping.state': 'validation.state.invalid', 'shipping.zipCode': 'validation.zipCode.invalid', phoneNumber: null });
  });

  it('shows a field’s error when the shopper leaves it, and clears it as they type again', () => {
    let state = checkoutReducer(guest(), { type: 'left', name: 'shipping.city', country: 'US', ships: true });
    expect(state.errors['shipping.city']).toBe('validation.error_Validation_YouAreMissingACityName');
    expect(state.errors.email).toBeUndefined();
    state = checkoutReducer(state, { type: 'addressTyped', address: 'shipping', field: 'city', value: 'Aus' });
    expect(state.shipping.city).toBe('Aus');
    expect(state.errors['shipping.city']).toBeNull();
  });

  it('formats the phone for the market when the shopper leaves it', () => {
    let state = checkoutReducer(guest(), { type: 'typed', field: 'phone', value: '5125550100' });
    state = checkoutReducer(state, { type: 'left', name: 'phoneNumber', country: 'US', ships: true });
    expect(state.phone).toBe('(512) 555-0100');
    expect(state.errors.phoneNumber).toBeNull();
  });

  it('keeps everything typed through a refusal and a failed order', () => {
    const typed = filled();
    let state = checkoutReducer(typed, { type: 'refused', errors: { email: 'validation.email.invalid' }, message: 'Fix the fields' });
    expect(state.status).toEqual({ state: 'failed', message: 'Fix the fields', fields: true });
    state = checkoutReducer(state, { type: 'placing', errors: {} });
    state = checkoutReducer(state, { type: 'failed', message: 'Declined' });
    expect(state).toMatchObject({ email: typed.email, phone: typed.phone, shipping: typed.shipping, errors: {}, status: { state: 'failed', message: 'Declined' } });
  });

  it('keeps the address the carrier check accepted, and asks again after a change', () => {
    let state = checkoutReducer(filled(), { type: 'addressChecked', result: null });
    expect(state.addressCheck).toEqual({ result: null });
    state = checkoutReducer(state, { type: 'addressAccepted', address: { ...HOME, zipCode: '78701-1234' } });
    expect(state.addressCheck).toBeNull();
    expect(state.acceptedAddress).toBe(JSON.stringify(state.shipping));
    state = checkoutReducer(state, { type: 'addressTyped', address: 'shipping', field: 'address2', value: '#12' });
    expect(state.acceptedAddress).not.toBe(JSON.stringify(state.shipping));
  });

  it('quotes for the shipping state, or the billing state of a pickup order billed elsewhere', () => {
    const state = { ...filled(), billing: { ...HOME, state: 'OR' } };
    expect(destinationState(state, true)).toBe('TX');
    expect(destinationState(state, false)).toBe('');
    expect(destinationState({ ...state, billingSame: false }, false)).toBe('OR');
  });

  it('pays with rewards, then gift cards in order, then the card, and asks for a card while the total may grow', () => {
    const cards = [
      { cardNumber: '1', pin: '1', last4: '0001', balance: 2_000 },
      { cardNumber: '2', pin: '2', last4: '0002', balance: 5_000 },
    ];
    expect(paymentPlan({ method: 'regular', rewardsChosen: 1_000, giftCards: cards }, quote(6_000), true)).toMatchObject({ rewardsPaid: 1_000, shares: [2_000, 3_000], remaining: 0, cardNeeded: false, totalKnown: true });
    expect(paymentPlan({ method: 'regular', rewardsChosen: 0, giftCards: cards }, quote(9_000), true)).toMatchObject({ shares: [2_000, 5_000], remaining: 2_000, cardNeeded: true });
    // No state yet for shipping: the total is not known, so the card stays even if the cards cover today's total.
    expect(paymentPlan({ method: 'regular', rewardsChosen: 0, giftCards: cards }, quote(1_000, [{ method: 'regular', available: false }]), true).cardNeeded).toBe(true);
    expect(paymentPlan({ method: 'regular', rewardsChosen: 0, giftCards: cards }, quote(1_000, [{ method: 'regular', available: false }]), false).cardNeeded).toBe(false);
    expect(paymentPlan({ method: 'regular', rewardsChosen: 0, giftCards: [] }, quote(1_000), true).cardNeeded).toBe(true);
    expect(paymentPlan({ method: 'regular', rewardsChosen: 5_000, giftCards: [] }, quote(1_000), true)).toMatchObject({ rewardsPaid: 1_000, remaining: 0, cardNeeded: false });
  });

  describe('in Brazil', () => {
    const brazil = () => initialCheckoutState({ country: 'BR', lines: LINES, member: null });

    it('fills the UF and the city from a whole CEP, formatted 00000-000, and keeps a city the shopper typed', () => {
      let state = checkoutReducer(brazil(), { type: 'cepTyped', address: 'shipping', value: '8002' });
      expect(state.shipping).toMatchObject({ zipCode: '8002', state: '', city: '' });
      state = checkoutReducer(state, { type: 'cepTyped', address: 'shipping', value: '80020310' });
      expect(state.shipping).toMatchObject({ zipCode: '80020-310', state: 'PR', city: 'Curitiba' });
      // Another CEP replaces what the data filled...
      state = checkoutReducer(state, { type: 'cepTyped', address: 'shipping', value: '01310-100' });
      expect(state.shipping).toMatchObject({ state: 'SP', city: 'São Paulo' });
      // ...but never a city the shopper typed; a CEP the data has no city for leaves the city alone.
      state = checkoutReducer(state, { type: 'addressTyped', address: 'shipping', field: 'city', value: 'Osasco' });
      state = checkoutReducer(state, { type: 'cepTyped', address: 'shipping', value: '04538-133' });
      expect(state.shipping).toMatchObject({ state: 'SP', city: 'Osasco' });
      state = checkoutReducer(state, { type: 'cepTyped', address: 'shipping', value: '14010-000' });
      expect(state.shipping).toMatchObject({ state: 'SP', city: 'Osasco', zipCode: '14010-000' });
    });

    it('asks for the CPF, número and bairro, formats the CPF when the shopper leaves it, and sends número and bairro only there', () => {
      const typed = { ...brazil(), email: 'ana@example.com', phone: '(41) 98765-4321', shipping: { ...HOME, address1: 'Rua XV de Novembro', city: 'Curitiba', state: 'PR', zipCode: '80020-310' } };
      const errors = checkoutErrors(typed, true, 'BR');
      expect(errors).toMatchObject({ taxId: 'validation.cpf.missing', 'shipping.number': 'validation.houseNumber.missing', 'shipping.neighborhood': 'validation.neighborhood.missing' });
      // The first field in error is the CPF (contact, above the address), then the address in the order Brazilians write it.
      expect(firstError(errors)).toBe('taxId');
      expect(firstError({ ...errors, taxId: null })).toBe('shipping.number');
      const left = checkoutReducer({ ...typed, taxId: '52998224725' }, { type: 'left', name: 'taxId', country: 'BR', ships: true });
      expect(left.taxId).toBe('529.982.247-25');
      expect(left.errors.taxId).toBeNull();
      expect(checkoutReducer({ ...typed, taxId: '529.982.247-24' }, { type: 'left', name: 'taxId', country: 'BR', ships: true }).errors.taxId).toBe('validation.cpf.invalid');
      expect(addressToSend({ ...typed.shipping, number: '700' }, 'BR')).toMatchObject({ number: '700', neighborhood: '' });
      expect(addressToSend(HOME, 'US')).not.toHaveProperty('number');
      expect(checkoutErrors(filled(), true, 'US')).not.toHaveProperty('taxId');
    });
  });
});

describe('the form-level message of a refused checkout', () => {
  it('goes as the last highlighted field is fixed, and not before', () => {
    let state = checkoutReducer(guest(), { type: 'refused', errors: { email: 'validation.email.invalid', phoneNumber: 'validation.email.invalid' }, message: 'Please fix the highlighted fields.' });
    expect(state.status).toMatchObject({ state: 'failed' });
    state = checkoutReducer(state, { type: 'typed', field: 'email', value: 'ana@example.com' });
    expect(state.status).toMatchObject({ state: 'failed' });
    state = checkoutReducer(state, { type: 'typed', field: 'phone', value: '5125550100' });
    expect(state.status).toEqual({ state: 'idle' });
  });

  it('stays when the failure is the order’s, not a field’s', () => {
    const state = checkoutReducer(checkoutReducer(guest(), { type: 'failed', message: 'The card was declined.' }), { type: 'typed', field: 'email', value: 'ana@example.com' });
    expect(state.status).toEqual({ state: 'failed', message: 'The card was declined.' });
  });
});
