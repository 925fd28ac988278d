import { describe, expect, it } from 'vitest';
import { US_PHONE_DIGITS, ZIP_SENT_DIGITS } from '../constants';
import {
  EMAIL_MAX_LENGTH,
  formatPhone,
  formatZipCode,
  isEmail,
  phoneDigits,
  postalCodeToSend,
  validateEmail,
  validatePhone,
  validateZipCode,
  validateZipOrEmail,
} from './contact';
import type { Country } from './names';

describe('e-mail', () => {
  it.each<[unknown, string | null]>([
    ['', 'validation.email.missing'],
    ['   ', 'validation.email.missing'],
    [null, 'validation.email.missing'],
    ['jane@example.com', null],
    ['  jane@example.com  ', null],
    ['jane.doe+parts@mail.example.com.mx', null],
    ["o'brien@example.co", null],
    ['JANE_DOE@EXAMPLE.COM', null],
    ['jane@example', 'validation.email.invalid'],
    ['jane@@example.com', 'validation.email.invalid'],
    ['@example.com', 'validation.email.invalid'],
    ['jane@', 'validation.email.invalid'],
    ['jane.@example.com', 'validation.email.invalid'],
    ['.jane@example.com', 'validation.email.invalid'],
    ['ja..ne@example.com', 'validation.email.invalid'],
    ['jane doe@example.com', 'validation.email.invalid'],
    ['jane@-example.com', 'validation.email.invalid'],
    ['jane@example-.com', 'validation.email.invalid'],
    ['jane@example.c', 'validation.email.invalid'],
    ['jane@example.123', 'validation.email.invalid'],
    ['jane@exa_mple.com', 'validation.email.invalid'],
    [`${'a'.repeat(65)}@example.com`, 'validation.email.invalid'],
    [`${'a'.repeat(64)}@example.com`, null],
  ])('validateEmail(%j) = %s', (value, expected) => {
    expect(validateEmail(value)).toBe(expected);
  });

  it('refuses more than EMAIL_MAX_LENGTH characters and accepts exactly that many', () => {
    const domain = (length: number) => `${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(length - 183)}`;
    const at254 = `${'a'.repeat(EMAIL_MAX_LENGTH - 1 - 190)}@${domain(190)}`;
    expect(at254).toHaveLength(EMAIL_MAX_LENGTH);
    expect(isEmail(at254)).toBe(true);
    expect(isEmail(`a${at254}`)).toBe(false);
  });

  it('tells a username from an e-mail (login analytics)', () => {
    expect(isEmail('jdoe77')).toBe(false);
    expect(isEmail('jdoe77@example.com')).toBe(true);
  });
});

describe('phone', () => {
  it.each<[string, unknown, Country, string | null]>([
    ['blank', '', 'US', 'validation.phone.missing'],
    ["the spec's US example", '(123) 456-7890', 'US', null],
    ['US digits only', '5551234567', 'US', null],
    ['US with dots', '555.123.4567', 'US', null],
    ['US with +1', '+1 (555) 123-4567', 'US', null],
    ['US with a leading 1', '1-555-123-4567', 'US', null],
    ['US 9 digits', '555123456', 'US', 'validation.phone.invalid'],
    ['US 11 digits not starting 1', '25551234567', 'US', 'validation.phone.invalid'],
    ['US with letters', '555-CALL-NOW', 'US', 'validation.phone.characters'],
    ['US with letters inside', '512-ABC-0100', 'US', 'validation.phone.characters'],
    ['Brazil with letters', '(41) 9ABC-0100', 'BR', 'validation.phone.characters'],
    ['Mexico City', '55 1234 5678', 'MX', null],
    ['Puebla', '222 123 4567', 'MX', null],
    ['Mexico with +52', '+52 81 1234 5678', 'MX', null],
    ['Mexico 9 digits', '55 1234 567', 'MX', 'validation.phone.invalid'],
    ['Mexico starting with 0', '0123456789', 'MX', 'validation.phone.invalid'],
    ['Brazil landline', '(11) 3456-7890', 'BR', null],
    ['Brazil mobile', '(11) 98765-4321', 'BR', null],
    ['Brazil with +55', '+55 21 99876-5432', 'BR', null],
    ['Brazil landline with +55', '+55 (51) 3212-3456', 'BR', null],
    ['Brazil DDD 55 mobile', '(55) 99999-1234', 'BR', null],
    ['Brazil with trunk 0', '0 (11) 98765-4321', 'BR', null],
    ['Brazil 9 digits not starting with 9', '(11) 88765-4321', 'BR', 'validation.phone.invalid'],
    ['Brazil 8-digit number starting with 9 (old mobile)', '(11) 9876-5432', 'BR', 'validation.phone.invalid'],
    ['Brazil area code with a 0', '(10) 98765-4321', 'BR', 'validation.phone.invalid'],
    ['Brazil too short', '(11) 3456-789', 'BR', 'validation.phone.invalid'],
  ])('%s: %j in %s', (_, value, country, expected) => {
    expect(validatePhone(value, country)).toBe(expected);
  });

  it.each<[string, Country, string]>([
    ['(123) 456-7890', 'US', '1234567890'],
    ['+1 555 123 4567', 'US', '5551234567'],
    ['+52 55 1234 5678', 'MX', '5512345678'],
    ['+55 11 98765-4321', 'BR', '11987654321'],
    ['(55) 99999-1234', 'BR', '55999991234'],
  ])('phoneDigits(%j, %s) = %s', (value, country, digits) => {
    expect(phoneDigits(value, country)).toBe(digits);
  });

  it('sends US_PHONE_DIGITS digits for a US number', () => {
    expect(phoneDigits('(123) 456-7890', 'US')).toHaveLength(US_PHONE_DIGITS);
  });

  it.each<[string, Country, string]>([
    ['', 'US', ''],
    ['1234567890', 'US', '(123) 456-7890'],
    ['15554567890', 'US', '(555) 456-7890'],
    ['+1 555.456.7890', 'US', '(555) 456-7890'],
    // Not (yet) a phone number: kept exactly as typed, nothing dropped or moved.
    ['1', 'US', '1'],
    ['512-', 'US', '512-'],
    ['1234567', 'US', '1234567'],
    ['(555) 456-78901', 'US', '(555) 456-78901'],
    ['512-ABC-0100', 'US', '512-ABC-0100'],
    ['512-555-01OO', 'US', '512-555-01OO'],
    ['+44 20 7946 0958', 'US', '+44 20 7946 0958'],
    ['1134567890', 'BR', '(11) 3456-7890'],
    ['11987654321', 'BR', '(11) 98765-4321'],
    ['+55 41 98765 4321', 'BR', '(41) 98765-4321'],
    ['119', 'BR', '119'],
    ['(41) 98765-43210', 'BR', '(41) 98765-43210'],
    ['5512345678', 'MX', '55 1234 5678'],
    ['2221234567', 'MX', '222 123 4567'],
    ['8112345678', 'MX', '81 1234 5678'],
    ['3312345678', 'MX', '33 1234 5678'],
    ['2221', 'MX', '2221'],
    ['55 1234 5678 9', 'MX', '55 1234 5678 9'],
  ])('formatPhone(%j, %s) = %j', (value, country, formatted) => {
    expect(formatPhone(value, country)).toBe(formatted);
  });
});

describe('ZIP and postal codes', () => {
  it.each<[unknown, Country, string | null]>([
    ['', 'US', 'validation.zipCode.missing'],
    ['12345', 'US', null],
    ['12345-6789', 'US', null],
    ['123456789', 'US', null],
    ['12345 6789', 'US', null],
    ['1234', 'US', 'validation.zipCode.invalid'],
    ['123456', 'US', 'validation.zipCode.invalid'],
    ['12345-678', 'US', 'validation.zipCode.invalid'],
    ['ABCDE', 'US', 'validation.zipCode.invalid'],
    ['06600', 'MX', null],
    ['066001', 'MX', 'validation.zipCode.invalid'],
    ['06600-1234', 'MX', 'validation.zipCode.invalid'],
    ['01310-100', 'BR', null],
    ['01310100', 'BR', null],
    ['01310-10', 'BR', 'validation.zipCode.invalid'],
    ['01310', 'BR', 'validation.zipCode.invalid'],
  ])('validateZipCode(%j, %s) = %s', (value, country, expected) => {
    expect(validateZipCode(value, country)).toBe(expected);
  });

  it.each<[string, Country, string]>([
    ['12345-6789', 'US', '12345'],
    ['123456789', 'US', '12345'],
    ['12345', 'US', '12345'],
    ['06600', 'MX', '06600'],
    ['01310-100', 'BR', '01310100'],
  ])('postalCodeToSend(%j, %s) = %s', (value, country, sent) => {
    expect(postalCodeToSend(value, country)).toBe(sent);
  });

  it('sends ZIP_SENT_DIGITS digits of a US ZIP+4', () => {
    expect(postalCodeToSend('98052-6399', 'US')).toHaveLength(ZIP_SENT_DIGITS);
  });

  it.each<[string, Country, string]>([
    ['123456789', 'US', '12345-6789'],
    ['12345 6789', 'US', '12345-6789'],
    ['12345', 'US', '12345'],
    ['01310100', 'BR', '01310-100'],
    ['06600', 'MX', '06600'],
    // Not a valid code: kept exactly as typed.
    ['1234', 'US', '1234'],
    ['123456', 'US', '123456'],
    ['1234567890', 'US', '1234567890'],
    ['12345-67O9', 'US', '12345-67O9'],
    ['066001', 'MX', '066001'],
    ['0660A', 'MX', '0660A'],
    ['013101', 'BR', '013101'],
  ])('formatZipCode(%j, %s) = %s', (value, country, formatted) => {
    expect(formatZipCode(value, country)).toBe(formatted);
  });
});

describe('rewards ZIP or e-mail (spec §5)', () => {
  it.each<[unknown, string | null]>([
    ['30301', null],
    ['jane@example.com', null],
    ['', 'validation.zipOrEmail.invalid'],
    ['3030', 'validation.zipOrEmail.invalid'],
    ['30301-1234', 'validation.zipOrEmail.invalid'],
    ['jane', 'validation.zipOrEmail.invalid'],
  ])('validateZipOrEmail(%j) = %s', (value, expected) => {
    expect(validateZipOrEmail(value)).toBe(expected);
  });
});
