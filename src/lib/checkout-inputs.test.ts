import { describe, expect, it } from 'vitest';
import { CHECKOUT_ADDRESS_FIELDS, checkoutAddressSchema, checkoutContactSchema, commitBodySchema, fieldErrors } from './checkout-inputs';

const ADDRESS = { firstName: 'Ana', lastName: 'Díaz', address1: '100  Congress Ave', address2: '', city: 'Austin', state: 'tx', zipCode: '78701-1234', phoneNumber: '(512) 555-0100' };

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
    expect(checkoutAddressSchema('BR').parse({ ...ADDRESS, city: 'São Paulo', state: 'SP', zipCode: '01310-100', phoneNumber: '(11) 91234-5678' })).toMatchObject({ postalCode: '01310100', country: 'BR' });
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
