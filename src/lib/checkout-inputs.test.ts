import { describe, expect, it } from 'vitest';
import { CHECKOUT_ADDRESS_FIELDS, checkoutAddressSchema, checkoutContactSchema, commitBodySchema, fieldErrors } from './checkout-inputs';

const ADDRESS = { firstName: 'Ana', lastName: 'Díaz', address1: '100  Congress Ave', address2: '', city: 'Austin', state: 'tx', zipCode: '78701-1234', phoneNumber: '(512) 555-0100' };
const SAO_PAULO = { firstName: 'Ana', lastName: 'Souza', address1: 'Avenida Paulista', number: '1578', address2: 'Apto 12', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP', zipCode: '01310-100', phoneNumber: '(11) 91234-5678' };

describe('checkout inputs', () => {
  it('keeps an address as the order does: squeezed, state upper-case, ZIP cut, phone digits, the market country', () => {
    expect(checkoutAddressSchema('US').parse(ADDRESS)).toEqual({ firstName: 'Ana', lastName: 'Díaz', address1: '100 Congress Ave', address2: '', city: 'Austin', state: 'TX', postalCode: '78701', phoneNumber: '5125550100', country: 'US' });
  });

  it('names each bad field of an address by its message key, and the good ones null', () => {
    const errors = fieldErrors(checkoutAddressSchema('US'), { ...ADDRESS, city: '', zipCode: '7870' }, CHECKOUT_ADDRESS_FIELDS, 'shipping.');
    expect(errors).toMatchObject({ 'shipping.city': 'validation.error_Validation_YouAreMissingACityName', 'shipping.zipCode': 'validation.zipCode.invalid', 'shipping.firstName': null, 'shipping.state': null });
  });

  it("checks an address by its market's rules", () => {
    expect(fieldErrors(checkoutAddressSchema('BR'), ADDRESS, CHECKOUT_ADDRESS_FIELDS)).toMatchObject({ state: 'validation.state.invalid', zipCode: 'validation.zipCode.invalid' });
    expect(checkoutAddressSchema('BR').parse({ ...SAO_PAULO })).toMatchObject({ postalCode: '01310100', country: 'BR', number: '1578', neighborhood: 'Bela Vista' });
  });

  it("asks Brazil's address for its número and bairro apart, and a CEP of the UF chosen", () => {
    expect(fieldErrors(checkoutAddressSchema('BR'), { ...SAO_PAULO, number: '', neighborhood: ' ' }, ['number', 'neighborhood'])).toEqual({ number: 'validation.houseNumber.missing', neighborhood: 'validation.neighborhood.missing' });
    expect(fieldErrors(checkoutAddressSchema('BR'), { ...SAO_PAULO, number: 'perto da praça' }, ['number'])).toEqual({ number: 'validation.houseNumber.invalid' });
    expect(checkoutAddressSchema('BR').parse({ ...SAO_PAULO, number: 's/n' })).toMatchObject({ number: 's/n' });
    // 01310-100 is a CEP of São Paulo (SP): with Rio de Janeiro chosen, the CEP is said to be of another state.
    expect(fieldErrors(checkoutAddressSchema('BR'), { ...SAO_PAULO, state: 'RJ' }, ['zipCode', 'state'])).toEqual({ zipCode: 'validation.zipCode.otherState', state: null });
  });

  it('requires a CPF with right check digits on a Brazilian order, kept as digits, and asks none elsewhere', () => {
    const body = { email: 'ana@example.com', phoneNumber: '11912345678', billingAddress: SAO_PAULO, cardToken: 'tok_12345678' };
    expect(commitBodySchema('BR').parse({ ...body, taxId: '529.982.247-25' })).toMatchObject({ taxId: '52998224725', installments: 1 });
    expect(commitBodySchema('BR').safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['taxId', 'validation.cpf.missing']]);
    expect(commitBodySchema('BR').safeParse({ ...body, taxId: '111.111.111-11' }).error?.issues.map((i) => i.message)).toEqual(['validation.cpf.invalid']);
    expect(commitBodySchema('US').parse({ ...body, billingAddress: ADDRESS, phoneNumber: '5125550100', taxId: '529.982.247-25' })).toMatchObject({ taxId: null });
  });

  it('takes a whole number of installments from 1 to 24', () => {
    const body = { email: 'ana@example.com', phoneNumber: '5125550100', billingAddress: ADDRESS, cardToken: 'tok_12345678' };
    expect(commitBodySchema('US').parse({ ...body, installments: 10 })).toMatchObject({ installments: 10 });
    for (const installments of [0, 25, 2.5, '10']) expect(commitBodySchema('US').safeParse({ ...body, installments }).error?.issues.map((i) => i.message)).toEqual(['validation.installments.invalid']);
  });

  it('refuses an address that is not an object as an incomplete form', () => {
    const parsed = checkoutAddressSchema('US').safeParse('100 Congress Ave, Austin TX');
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('validation.form.incomplete');
  });

  it('keeps the e-mail lower-case and the phone as digits', () => {
    expect(checkoutContactSchema('US').parse({ email: ' Ana@Example.com ', phoneNumber: '(512) 555-0100' })).toEqual({ email: 'ana@example.com', phoneNumber: '5125550100' });
    expect(fieldErrors(checkoutContactSchema('US'), { email: 'ana@', phoneNumber: '' }, ['email', 'phoneNumber'])).toEqual({ email: 'validation.email.invalid', phoneNumber: 'validation.phone.missing' });
  });

  it('parses a commit body with its addresses checked, and no shipping address for a pickup order', () => {
    const body = commitBodySchema('US').parse({ email: 'ana@example.com', phoneNumber: '5125550100', billingAddress: ADDRESS, cardToken: 'tok_12345678' });
    expect(body).toMatchObject({ shippingAddress: null, billingAddress: { state: 'TX', postalCode: '78701' }, giftCards: [], rewardsAmount: 0 });
    const bad = commitBodySchema('US').safeParse({ email: 'ana@example.com', phoneNumber: '5125550100', billingAddress: { ...ADDRESS, firstName: ' ' }, shippingAddress: { ...ADDRESS, state: 'ZZ' } });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['billingAddress.firstName', 'validation.firstName.missing'],
      ['shippingAddress.state', 'validation.state.invalid'],
    ]);
  });
});
