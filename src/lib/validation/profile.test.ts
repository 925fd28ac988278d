import { describe, expect, it } from 'vitest';
import { profileFieldErrors, profileNamesSchema, promoPreferencesSchema, savedAddressSchema, validateProfilePhone } from './profile';

function errorsOf(result: { success: boolean; error?: unknown }) {
  return result.success ? {} : profileFieldErrors(result.error as Parameters<typeof profileFieldErrors>[0]);
}

describe('profile names and phone', () => {
  it('keeps the spec §5 name keys and makes the phone optional but checked by market', () => {
    expect(errorsOf(profileNamesSchema('US').safeParse({}))).toEqual({ firstName: 'validation.firstName.missing', lastName: 'validation.lastName.missing' });
    expect(errorsOf(profileNamesSchema('US').safeParse({ firstName: 'Ana Lu Mar', lastName: 'a b c d e' }))).toEqual({
      firstName: 'validation.firstName.tooManySpaces',
      lastName: 'validation.lastName.tooManySpaces',
    });
    expect(validateProfilePhone('  ', 'BR')).toBeNull();
    expect(validateProfilePhone('(11) 2345-678', 'BR')).toBe('validation.phone.invalid');
    expect(profileNamesSchema('BR').parse({ firstName: ' João ', lastName: 'Conceição', phone: '(11) 98765-4321' })).toEqual({ firstName: 'João', lastName: 'Conceição', phone: '11987654321' });
  });

  it('answers a non-object with the incomplete-form key', () => {
    expect(errorsOf(profileNamesSchema('MX').safeParse('x'))).toEqual({ _form: 'validation.form.incomplete' });
  });
});

describe('saved address', () => {
  it("checks each field by the market's address rules and keeps the payload the address form sends", () => {
    const brazil = { firstName: 'Ana', lastName: 'Souza', address1: 'Av. Paulista, 1000', address2: '', city: 'São Paulo', state: 'sp', zipCode: '01310-100', phoneNumber: '(11) 3456-7890' };
    expect(savedAddressSchema('BR').parse(brazil)).toEqual({ firstName: 'Ana', lastName: 'Souza', address1: 'Av. Paulista, 1000', address2: '', city: 'São Paulo', state: 'SP', postalCode: '01310100', phoneNumber: '1134567890' });
    expect(errorsOf(savedAddressSchema('US').safeParse({ ...brazil, state: 'SP', zipCode: '01310-100' }))).toEqual({
      // "São" has a Portuguese letter the US address letters do not take.
      city: 'validation.label_MyAccountMyProfile_editProfile_PleaseEnterAValidCity',
      state: 'validation.state.invalid',
      zipCode: 'validation.zipCode.invalid',
    });
    expect(Object.keys(errorsOf(savedAddressSchema('MX').safeParse({})))).toEqual(['firstName', 'lastName', 'address1', 'city', 'state', 'zipCode', 'phoneNumber']);
  });
});

describe('promotion preferences', () => {
  it('takes exactly two booleans', () => {
    expect(promoPreferencesSchema.safeParse({ receivePromoAndSpecialEvents: true, receivePromoPrint: false }).success).toBe(true);
    expect(promoPreferencesSchema.safeParse({ receivePromoAndSpecialEvents: 'true', receivePromoPrint: false }).success).toBe(false);
    expect(promoPreferencesSchema.safeParse({ receivePromoAndSpecialEvents: true }).success).toBe(false);
    expect(promoPreferencesSchema.safeParse({ receivePromoAndSpecialEvents: true, receivePromoPrint: false, extra: 1 }).success).toBe(false);
  });
});
