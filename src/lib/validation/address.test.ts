import { describe, expect, it } from 'vitest';
import { ADDRESS_LINE_EXTRA_MAX, ADDRESS_LINE_MAX, ZIP_SENT_DIGITS } from '../constants';
import {
  ADDRESS_LINE_INPUT_MAX,
  CITY_MAX_LENGTH,
  addressFormSchema,
  toAddressPayload,
  validateActionType,
  validateAddress1,
  validateAddress2,
  validateAddressForm,
  validateCity,
  validateState,
  type AddressFormValues,
} from './address';
import type { Country } from './names';

const head = 'a'.repeat(ADDRESS_LINE_MAX);
const extra = 'b'.repeat(ADDRESS_LINE_EXTRA_MAX);

describe('address lines (spec §5)', () => {
  it.each<[string, unknown, Country, string | null]>([
    ['blank address1', '', 'US', 'validation.address1.missing'],
    ['spaces-only address1', '   ', 'US', 'validation.address1.missing'],
    ['plain', '123 Main St.', 'US', null],
    ['commas and hyphens', '1600 Pennsylvania Ave NW, Unit 4-B', 'US', null],
    ['one #', '123 Main St Apt #4', 'US', null],
    ['one &', 'Corner of 5th & Main', 'US', null],
    ['one /', '123 1/2 Main St', 'US', null],
    ['two separators', 'Apt #4 & #5', 'US', 'validation.addressLine.invalid'],
    ['apostrophe', "450 O'Farrell St", 'US', null],
    ['Puerto Rico accents in the US', 'Calle Ñandú 12', 'US', null],
    ['other symbols', '123 Main St; DROP', 'US', 'validation.addressLine.invalid'],
    ['@', 'c/o jane@x', 'US', 'validation.addressLine.invalid'],
    ['separator only', '#', 'US', 'validation.addressLine.invalid'],
    ['255 characters (the maximum)', head, 'US', null],
    ['256 characters', `${head}a`, 'US', 'validation.addressLine.tooLong'],
    ['255 + # + 20 (the maximum)', `${head}#${extra}`, 'US', null],
    ['255 + # + 21', `${head}#${extra}b`, 'US', 'validation.addressLine.tooLong'],
    ['Mexico', 'Av. Paseo de la Reforma #222, Int. 4', 'MX', null],
    ['Mexico accents', 'Calle Insurgentes Sur 1602, Crédito Constructor', 'MX', null],
    ['Brazil', 'Av. Paulista, nº 1578, 3º andar', 'BR', null],
    ['Brazil accents', 'Rua da Conceição, 100 - São João', 'BR', null],
    ['Portuguese ã in Mexico', 'Rua São João', 'MX', 'validation.addressLine.invalid'],
    ['ordinal sign in the US', 'Calle 3º', 'US', 'validation.addressLine.invalid'],
  ])('address1 %s: %j in %s', (_, value, country, expected) => {
    expect(validateAddress1(value, country)).toBe(expected);
  });

  it.each<[unknown, Country, string | null]>([
    ['', 'US', null],
    [undefined, 'US', null],
    ['#12', 'US', null],
    ['Apt 4B', 'US', null],
    ['Casa 2 & 3', 'MX', null],
    ['Bloco B, apto 12', 'BR', null],
    ['Suite <script>', 'US', 'validation.addressLine.invalid'],
  ])('address2 %j in %s = %s', (value, country, expected) => {
    expect(validateAddress2(value, country)).toBe(expected);
  });

  it('lets the input take 255 + 1 + 20 characters', () => {
    expect(ADDRESS_LINE_INPUT_MAX).toBe(ADDRESS_LINE_MAX + 1 + ADDRESS_LINE_EXTRA_MAX);
  });
});

describe('city (spec §5 City)', () => {
  const missing = 'validation.error_Validation_YouAreMissingACityName';
  const invalid = 'validation.label_MyAccountMyProfile_editProfile_PleaseEnterAValidCity';
  it.each<[unknown, Country, string | null]>([
    ['', 'US', missing],
    ['   ', 'MX', missing],
    [null, 'BR', missing],
    ['Austin', 'US', null],
    ['St. Louis', 'US', null],
    ['Winston-Salem', 'US', null],
    ["Coeur d'Alene", 'US', null],
    ['Mayagüez', 'US', null],
    ['Austin 2', 'US', invalid],
    ['Austin, TX', 'US', invalid],
    ['X', 'US', invalid],
    ['a'.repeat(CITY_MAX_LENGTH), 'US', null],
    ['a'.repeat(CITY_MAX_LENGTH + 1), 'US', invalid],
    ['Ciudad de México', 'MX', null],
    ['Col. 20 de Noviembre, Tlalpan', 'MX', null],
    ['Monterrey #1', 'MX', invalid],
    ['São Paulo', 'BR', null],
    ['Ribeirão Preto', 'BR', null],
    ['Campinas 2', 'BR', invalid],
  ])('validateCity(%j, %s) = %s', (value, country, expected) => {
    expect(validateCity(value, country)).toBe(expected);
  });
});

describe('state and action type', () => {
  it.each<[unknown, Country, string | null]>([
    ['', 'US', 'validation.state.missing'],
    ['TX', 'US', null],
    ['tx', 'US', null],
    ['PR', 'US', null],
    ['XX', 'US', 'validation.state.invalid'],
    ['Texas', 'US', 'validation.state.invalid'],
    ['CDMX', 'MX', null],
    ['NL', 'MX', null],
    ['TX', 'MX', 'validation.state.invalid'],
    ['SP', 'BR', null],
    ['PR', 'BR', null],
    ['CDMX', 'BR', 'validation.state.invalid'],
  ])('validateState(%j, %s) = %s', (value, country, expected) => {
    expect(validateState(value, country)).toBe(expected);
  });

  it.each<[unknown, string | null]>([
    ['shipping', null],
    ['shippingBilling', null],
    ['billing', null],
    ['', 'validation.actionType.invalid'],
    ['Shipping', 'validation.actionType.invalid'],
    [undefined, 'validation.actionType.invalid'],
  ])('validateActionType(%j) = %s', (value, expected) => {
    expect(validateActionType(value)).toBe(expected);
  });
});

const forms: Record<Country, AddressFormValues> = {
  US: {
    firstName: ' Jane ',
    lastName: "O'Neil",
    address1: '123  Main St Apt #4',
    address2: '',
    city: 'Austin',
    state: 'tx',
    zipCode: '78701-1234',
    phoneNumber: '(512) 555-0100',
    email: ' jane@example.com ',
    actionType: 'shipping',
  },
  MX: {
    firstName: 'José',
    lastName: 'Muñoz Peña',
    address1: 'Av. Paseo de la Reforma #222',
    address2: 'Piso 4',
    city: 'Cuauhtémoc',
    state: 'CDMX',
    zipCode: '06600',
    phoneNumber: '55 1234 5678',
    email: 'jose@example.com.mx',
    actionType: 'shippingBilling',
  },
  BR: {
    firstName: 'João',
    lastName: 'Gonçalves',
    address1: 'Av. Paulista, nº 1578',
    address2: 'Bloco B',
    city: 'São Paulo',
    state: 'SP',
    zipCode: '01310-100',
    phoneNumber: '(11) 98765-4321',
    email: 'joao@example.com.br',
    actionType: 'billing',
  },
};

describe('the address form (spec §3, §5 Address form)', () => {
  it.each<[Country, Record<string, string>]>([
    ['US', { postalCode: '78701', phoneNumber: '5125550100', state: 'TX', address1: '123 Main St Apt #4', firstName: 'Jane', email: 'jane@example.com' }],
    ['MX', { postalCode: '06600', phoneNumber: '5512345678', state: 'CDMX' }],
    ['BR', { postalCode: '01310100', phoneNumber: '11987654321', state: 'SP' }],
  ])('accepts a complete %s form and builds its payload', (country, expected) => {
    const result = validateAddressForm(forms[country], country);
    expect(result.valid).toBe(true);
    expect(result.errors).toEqual({});
    if (result.valid) expect(result.payload).toMatchObject(expected);
  });

  it('cuts the US ZIP to ZIP_SENT_DIGITS and sends the phone as digits only', () => {
    const payload = toAddressPayload({ ...forms.US, zipCode: '787011234' }, 'US');
    expect(payload.postalCode).toHaveLength(ZIP_SENT_DIGITS);
    expect(payload.phoneNumber).toMatch(/^\d+$/);
    expect(payload).not.toHaveProperty('zipCode');
  });

  it.each<[string, unknown]>([
    ['an empty object', {}],
    ['null', null],
    ['undefined', undefined],
    ['all blank strings', Object.fromEntries(Object.keys(forms.US).map((key) => [key, '']))],
  ])('counts a form with no values (%s) as invalid, with every required field missing', (_, values) => {
    const result = validateAddressForm(values, 'US');
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual({
      firstName: 'validation.firstName.missing',
      lastName: 'validation.lastName.missing',
      address1: 'validation.address1.missing',
      city: 'validation.error_Validation_YouAreMissingACityName',
      state: 'validation.state.missing',
      zipCode: 'validation.zipCode.missing',
      phoneNumber: 'validation.phone.missing',
      email: 'validation.email.missing',
      actionType: 'validation.actionType.invalid',
    });
  });

  it('reports a non-object input as an incomplete form', () => {
    const result = validateAddressForm('nope', 'US');
    expect(result.valid).toBe(false);
    if (!result.valid) expect(result.formError).toBe('validation.form.incomplete');
  });

  it.each<[keyof AddressFormValues, string, Country, string]>([
    ['firstName', 'Mary Ann Lee', 'US', 'validation.firstName.tooManySpaces'],
    ['lastName', 'Sm1th', 'US', 'validation.lastName.invalid'],
    ['address1', 'Apt #1 #2', 'MX', 'validation.addressLine.invalid'],
    ['address2', '<b>', 'BR', 'validation.addressLine.invalid'],
    ['city', 'Austin 2', 'US', 'validation.label_MyAccountMyProfile_editProfile_PleaseEnterAValidCity'],
    ['state', 'ZZ', 'BR', 'validation.state.invalid'],
    ['zipCode', '1234', 'US', 'validation.zipCode.invalid'],
    ['zipCode', '12345-6789', 'MX', 'validation.zipCode.invalid'],
    ['phoneNumber', '555-1234', 'US', 'validation.phone.invalid'],
    ['phoneNumber', '(11) 88765-4321', 'BR', 'validation.phone.invalid'],
    ['email', 'jane@', 'MX', 'validation.email.invalid'],
    ['actionType', 'pickup', 'US', 'validation.actionType.invalid'],
  ])('reports %s = %j in %s as %s, and only that field', (field, value, country, expected) => {
    const result = validateAddressForm({ ...forms[country], [field]: value }, country);
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual({ [field]: expected });
  });

  it('gives the server the same answer through the zod schema, with message keys and paths', () => {
    const parsed = addressFormSchema('US').safeParse({ ...forms.US, zipCode: '1234', email: 42 });
    expect(parsed.success).toBe(false);
    if (!parsed.success) {
      expect(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['zipCode', 'validation.zipCode.invalid'],
        ['email', 'validation.email.missing'],
      ]);
    }
    expect(addressFormSchema('BR').parse(forms.BR)).toMatchObject({ postalCode: '01310100', city: 'São Paulo' });
  });

  it('drops fields that are not in the form', () => {
    const result = validateAddressForm({ ...forms.US, isAdmin: true }, 'US');
    expect(result.valid && result.payload).not.toHaveProperty('isAdmin');
  });
});
