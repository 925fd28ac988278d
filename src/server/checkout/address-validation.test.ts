import { describe, expect, it } from 'vitest';
import { DOMAIN_ERROR_STATUS } from '@/server/platform/http';
import {
  AddressInputError,
  addressInputErrorBody,
  brStateOfCep,
  cityKey,
  mxStateOfPostalCode,
  parseAddressInput,
  rulesAddressValidator,
  sameCity,
  standardizeUsSecondaryLine,
  standardizeUsStreetLine,
  tidyLatinLine,
  validateAddress,
} from './address-validation';

const us = (over: Record<string, unknown> = {}) => ({
  firstName: 'Ana',
  lastName: 'Lopez',
  address1: '1600 Pennsylvania Ave NW',
  address2: '',
  city: 'Washington',
  state: 'DC',
  zipCode: '20500',
  phoneNumber: '(202) 456-1111',
  email: 'ana@example.com',
  actionType: 'shipping',
  ...over,
});

const mx = (over: Record<string, unknown> = {}) => ({
  ...us(),
  address1: 'Av. Insurgentes Sur 1602',
  address2: 'Col. Crédito Constructor',
  city: 'Benito Juárez',
  state: 'CDMX',
  zipCode: '03940',
  phoneNumber: '55 1234 5678',
  ...over,
});

const br = (over: Record<string, unknown> = {}) => ({
  ...us(),
  address1: 'Av. Paulista, 1578',
  address2: '',
  city: 'São Paulo',
  state: 'SP',
  zipCode: '01310-200',
  phoneNumber: '(11) 98765-4321',
  ...over,
});

describe('validateAddress, United States', () => {
  it('answers success for an exact match, echoing the address with its country', () => {
    const result = validateAddress(us(), 'US');
    expect(result).toEqual({
      status: 'success',
      suggestion: { ...us(), zipCode: undefined, postalCode: '20500', phoneNumber: '2024561111', country: 'US' },
      corrections: [],
      messages: [],
    });
  });

  it('does not count case, periods and spaces as corrections, but echoes the standard form', () => {
    const result = validateAddress(us({ address1: '1600  pennsylvania ave. nw', city: 'WASHINGTON' }), 'US');
    expect(result.status).toBe('success');
    expect(result.suggestion).toMatchObject({ address1: '1600 Pennsylvania Ave NW', city: 'Washington' });
  });

  it('suggests the city of the ZIP', () => {
    const result = validateAddress(us({ address1: '20 W 34th St', city: 'Austin', state: 'NY', zipCode: '10001' }), 'US');
    expect(result.status).toBe('edit-not-found');
    expect(result.suggestion).toMatchObject({ address1: '20 W 34th St', city: 'New York', state: 'NY', postalCode: '10001' });
    expect(result.corrections).toEqual(['city']);
    expect(result.messages).toEqual(['checkout.addressValidation.reasons.cityMismatch']);
  });

  it('fixes the state, and both city and state when both are wrong', () => {
    const stateOnly = validateAddress(us({ address1: '301 Congress Ave', city: 'Austin', state: 'CA', zipCode: '78701' }), 'US');
    expect(stateOnly).toMatchObject({ status: 'edit-not-found', corrections: ['state'], suggestion: { city: 'Austin', state: 'TX' } });
    const both = validateAddress(us({ address1: '20 W 34th St', city: 'Austin', state: 'TX', zipCode: '10001' }), 'US');
    expect(both).toMatchObject({ status: 'edit-not-found', corrections: ['city', 'state'], suggestion: { city: 'New York', state: 'NY' } });
  });

  it('accepts the common short forms of city names', () => {
    expect(validateAddress(us({ address1: '1 Market St', city: 'St. Louis', state: 'MO', zipCode: '63101' }), 'US').status).toBe('success');
    expect(validateAddress(us({ address1: '1 Main St', city: 'Ft Worth', state: 'TX', zipCode: '76102' }), 'US').status).toBe('success');
    expect(validateAddress(us({ address1: '1 Main St', city: 'Mt Vernon', state: 'NY', zipCode: '10550' }), 'US').status).toBe('success');
    expect(sameCity("St. Mary's", 'Saint Marys')).toBe(true);
    expect(sameCity('Mayagüez', 'Mayaguez')).toBe(true);
    expect(sameCity('New York', 'New York Mills')).toBe(false);
    expect(cityKey('constructor')).toBe('constructor');
  });

  it('standardises the street line (USPS Publication 28) and names the corrected lines', () => {
    const result = validateAddress(us({ address1: '123 main street apartment 4', city: 'Austin', state: 'TX', zipCode: '78701' }), 'US');
    expect(result).toMatchObject({ status: 'edit-not-found', corrections: ['address1'], suggestion: { address1: '123 Main St Apt 4' } });
    expect(result.messages).toEqual(['checkout.addressValidation.reasons.streetStandardized']);
    const line2 = validateAddress(us({ address1: '123 Main St', address2: 'suite 200', city: 'Austin', state: 'TX', zipCode: '78701' }), 'US');
    expect(line2).toMatchObject({ corrections: ['address2'], suggestion: { address2: 'Ste 200' } });
  });

  it.each([
    ['123 main street apartment 4', '123 Main St Apt 4'],
    ['123 North Main Street', '123 N Main St'],
    ['123 North Street', '123 North St'],
    ['1600 Pennsylvania Avenue Northwest', '1600 Pennsylvania Ave NW'],
    ['500 west 5TH street suite 200', '500 W 5th St Ste 200'],
    ['12 Avenue B', '12 Avenue B'],
    ['77 SUNSET BOULEVARD', '77 Sunset Blvd'],
    ['9 oak lane, unit 3b', '9 Oak Ln Unit 3B'],
    ['10 Elm Court #4', '10 Elm Ct #4'],
    ['8 Park Place apt # 2', '8 Park Pl Apt 2'],
    ['4 Blue Ridge Parkway', '4 Blue Ridge Pkwy'],
    ['2 Lakeview Terrace', '2 Lakeview Ter'],
    ['3 Forest Trail', '3 Forest Trl'],
    ['5 Washington Square', '5 Washington Sq'],
    ['6 Pine Circle', '6 Pine Cir'],
    ['7 Ocean Drive', '7 Ocean Dr'],
    ['11 Mill Road', '11 Mill Rd'],
    ['12500 State Highway 20', '12500 State Hwy 20'],
    ['450 o\'farrell street', "450 O'Farrell St"],
    ['1 McDonald Avenue', '1 McDonald Ave'],
    ['120 Space Center Blvd', '120 Space Center Blvd'],
    ['P.O. Box 12', 'PO Box 12'],
    ['p o box 77', 'PO Box 77'],
    ['Post Office Box 5', 'PO Box 5'],
  ])('standardizeUsStreetLine(%j) is %j', (line, expected) => {
    expect(standardizeUsStreetLine(line)).toBe(expected);
  });

  it('standardises a second line as a secondary unit', () => {
    expect(standardizeUsSecondaryLine('apartment 4')).toBe('Apt 4');
    expect(standardizeUsSecondaryLine('SUITE 12A')).toBe('Ste 12A');
    expect(standardizeUsSecondaryLine('#7')).toBe('#7');
    expect(standardizeUsSecondaryLine('')).toBe('');
  });

  it('finds nothing for an unknown ZIP', () => {
    expect(validateAddress(us({ zipCode: '99999' }), 'US')).toEqual({
      status: 'not-found-without-suggestion',
      corrections: [],
      messages: ['checkout.addressValidation.reasons.unknownPostalCode'],
    });
    // A ZIP of the Freely Associated States is not one of the form's states.
    expect(validateAddress(us({ zipCode: '96960', state: 'TX', city: 'Majuro' }), 'US').status).toBe('not-found-without-suggestion');
  });

  it('finds nothing for a street line without a house number, unless it is a PO Box', () => {
    expect(validateAddress(us({ address1: 'Pennsylvania Avenue' }), 'US')).toMatchObject({
      status: 'not-found-without-suggestion',
      messages: ['checkout.addressValidation.reasons.noHouseNumber'],
    });
    expect(validateAddress(us({ address1: 'PO Box 12', city: 'Austin', state: 'TX', zipCode: '78701' }), 'US').status).toBe('success');
    const dotted = validateAddress(us({ address1: 'P.O. Box 12', city: 'Austin', state: 'TX', zipCode: '78701' }), 'US');
    expect(dotted).toMatchObject({ status: 'edit-not-found', corrections: ['address1'], suggestion: { address1: 'PO Box 12' } });
  });

  it('accepts territory addresses whose ZIP it knows, as entered', () => {
    expect(validateAddress(us({ address1: 'Calle Fortaleza 150', city: 'Viejo San Juan', state: 'PR', zipCode: '00901' }), 'US').status).toBe('success');
    // The store does not ship to military (APO/FPO) addresses or Guam: their ZIPs are unknown, whatever the state says.
    expect(validateAddress(us({ address1: 'PSC 802 Box 74', city: 'New York', state: 'NY', zipCode: '09001' }), 'US')).toMatchObject({
      status: 'not-found-without-suggestion',
      messages: ['checkout.addressValidation.reasons.unknownPostalCode'],
    });
    expect(validateAddress(us({ address1: '100 Marine Corps Dr', city: 'Hagatna', state: 'TX', zipCode: '96910' }), 'US').status).toBe('not-found-without-suggestion');
    // A territory ZIP with the wrong state: only the state is corrected when the city is right.
    expect(validateAddress(us({ address1: 'Calle Fortaleza 150', city: 'San Juan', state: 'NY', zipCode: '00901' }), 'US')).toMatchObject({
      status: 'edit-not-found',
      corrections: ['state'],
      suggestion: { address1: 'Calle Fortaleza 150', city: 'San Juan', state: 'PR' },
    });
  });
});

describe('validateAddress, Mexico', () => {
  it('maps the first two digits of the código postal to the state', () => {
    expect(mxStateOfPostalCode('06600')).toBe('CDMX');
    expect(mxStateOfPostalCode('44100')).toBe('JAL');
    expect(mxStateOfPostalCode('64000')).toBe('NL');
    expect(mxStateOfPostalCode('77500')).toBe('QROO');
    expect(mxStateOfPostalCode('57000')).toBe('MEX');
    expect(mxStateOfPostalCode('35000')).toBe('DGO');
    expect(mxStateOfPostalCode('99000')).toBe('ZAC');
    expect(mxStateOfPostalCode('18000')).toBeNull();
    expect(mxStateOfPostalCode('00100')).toBeNull();
  });

  it('answers success when the state matches, tidying a line typed in capitals', () => {
    const result = validateAddress(mx({ address1: 'AV. INSURGENTES SUR 1602', address2: 'COL. CRÉDITO CONSTRUCTOR' }), 'MX');
    expect(result).toMatchObject({
      status: 'success',
      corrections: [],
      suggestion: { address1: 'Av. Insurgentes Sur 1602', address2: 'Col. Crédito Constructor', state: 'CDMX', country: 'MX' },
    });
    expect(tidyLatinLine('CALLE 20 DE NOVIEMBRE S/N', 'MX')).toBe('Calle 20 de Noviembre S/N');
    expect(tidyLatinLine('avenida   juárez 5', 'MX')).toBe('avenida juárez 5');
  });

  it('corrects the state from the código postal, and finds nothing for an unassigned prefix', () => {
    expect(validateAddress(mx({ state: 'JAL' }), 'MX')).toMatchObject({
      status: 'edit-not-found',
      corrections: ['state'],
      suggestion: { state: 'CDMX' },
      messages: ['checkout.addressValidation.reasons.stateMismatch'],
    });
    expect(validateAddress(mx({ zipCode: '18000' }), 'MX').status).toBe('not-found-without-suggestion');
  });
});

describe('validateAddress, Brazil', () => {
  it('maps the CEP to its UF', () => {
    expect(brStateOfCep('01310100')).toBe('SP');
    expect(brStateOfCep('20040-020')).toBe('RJ');
    expect(brStateOfCep('69400000')).toBe('AM');
    expect(brStateOfCep('69301000')).toBe('RR');
    expect(brStateOfCep('72800000')).toBe('GO');
    expect(brStateOfCep('73000000')).toBe('DF');
    expect(brStateOfCep('76801000')).toBe('RO');
    expect(brStateOfCep('68900000')).toBe('AP');
    expect(brStateOfCep('90000')).toBe('RS');
    expect(brStateOfCep('00999000')).toBeNull();
  });

  it('accepts the CEP with or without its hyphen and keeps its 8 digits', () => {
    expect(validateAddress(br(), 'BR')).toMatchObject({ status: 'success', suggestion: { postalCode: '01310200', state: 'SP', country: 'BR' } });
    expect(validateAddress(br({ zipCode: '01310200' }), 'BR').status).toBe('success');
  });

  it('corrects the UF, and finds nothing for a CEP outside every range', () => {
    expect(validateAddress(br({ state: 'RJ' }), 'BR')).toMatchObject({ status: 'edit-not-found', corrections: ['state'], suggestion: { state: 'SP' } });
    expect(validateAddress(br({ zipCode: '00500-000' }), 'BR').status).toBe('not-found-without-suggestion');
  });
});

describe('billing addresses', () => {
  it('are not checked with the carrier', async () => {
    expect(validateAddress(us({ actionType: 'billing', zipCode: '99999' }), 'US')).toEqual({ status: 'not-required', corrections: [], messages: [] });
    expect((await rulesAddressValidator.check(parseAddressInput(br({ actionType: 'billing' }), 'BR'), 'BR')).status).toBe('not-required');
    expect(validateAddress(us({ actionType: 'shippingBilling', zipCode: '99999' }), 'US').status).toBe('not-found-without-suggestion');
  });
});

describe('invalid input', () => {
  it('is a 400 AddressInputError naming each field with its message key, billing or not', () => {
    const error = (() => {
      try {
        validateAddress(us({ actionType: 'billing', firstName: '', zipCode: '1234', state: 'ZZ' }), 'US');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(AddressInputError);
    const input = error as AddressInputError;
    expect(DOMAIN_ERROR_STATUS[input.kind]).toBe(400);
    expect(input.fields).toEqual([
      { field: 'firstName', errorMessageKey: 'validation.firstName.missing' },
      { field: 'state', errorMessageKey: 'validation.state.invalid' },
      { field: 'zipCode', errorMessageKey: 'validation.zipCode.invalid' },
    ]);
    expect(input.detail).toMatchObject({ errorCode: 'VALIDATION_FAILED', errorMessageKey: 'validation.firstName.missing' });
  });

  it('reports an incomplete form for a body that is not an object', () => {
    expect(() => validateAddress(null, 'US')).toThrow(AddressInputError);
    expect(() => validateAddress([1], 'US')).toThrow(AddressInputError);
  });

  it('takes postalCode for zipCode, as the carrier payload names it', () => {
    expect(parseAddressInput({ ...us({ zipCode: undefined }), postalCode: '20500-0003' }, 'US').postalCode).toBe('20500');
  });

  it('answers the field messages in the shopper’s language', async () => {
    let error: unknown;
    try {
      validateAddress(mx({ zipCode: '123' }), 'MX');
    } catch (e) {
      error = e;
    }
    const body = await addressInputErrorBody(error as AddressInputError, 'es-MX');
    expect(body).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      errorMessageKey: 'validation.zipCode.invalid',
      errorMessageDefault: 'Ingresa un código postal válido de 5 dígitos.',
      errorDetails: [{ errorCode: 'VALIDATION_FAILED', field: 'zipCode', errorMessageKey: 'validation.zipCode.invalid', errorMessageDefault: 'Ingresa un código postal válido de 5 dígitos.' }],
    });
  });
});
