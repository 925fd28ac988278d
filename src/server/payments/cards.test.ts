import { describe, expect, it } from 'vitest';
import {
  CARD_ERROR_KEYS,
  checkCardNumber,
  checkCvc,
  checkExpiry,
  detectBrand,
  formatCardNumber,
  luhnValid,
  normaliseCardNumber,
  sandboxOutcome,
  TEST_CARDS,
  validateCard,
} from './cards';

const NOW = new Date('2026-05-15T12:00:00Z');

describe('card numbers', () => {
  it.each([
    ['4242 4242 4242 4242', '4242424242424242'],
    ['4242-4242-4242-4242', '4242424242424242'],
    [' 378282246310005 ', '378282246310005'],
    ['4242 4242 4242 424x', null],
    ['', null],
  ])('normalise %j to %j', (raw, digits) => {
    expect(normaliseCardNumber(raw)).toBe(digits);
  });

  it.each([
    ['4242424242424242', true],
    ['4242424242424241', false],
    ['378282246310005', true],
    ['6011111111111117', true],
    ['5555555555554444', true],
    ['79927398713', true],
    ['79927398710', false],
    ['0', true],
    ['12a4', false],
  ])('Luhn of %s is %s', (digits, valid) => {
    expect(luhnValid(digits)).toBe(valid);
  });

  it.each([
    ['4242424242424242', 'visa'],
    ['5105105105105100', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['2720990000000007', 'mastercard'],
    ['378282246310005', 'amex'],
    ['341111111111111', 'amex'],
    ['6011111111111117', 'discover'],
    ['6445644564456445', 'discover'],
    ['6500000000000002', 'discover'],
    ['6221260000000000', 'discover'],
    ['3530111333300000', null],
    ['3056930009020004', null],
    ['2720', 'mastercard'],
    ['2721000000000004', null],
  ])('the brand of %s is %s', (digits, brand) => {
    expect(detectBrand(digits)).toBe(brand);
  });

  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['378282246310005', '3782 822463 10005'],
    ['42424', '4242 4'],
    ['4242424242424242123', '4242 4242 4242 4242 123'],
    ['', ''],
  ])('%s is shown as %j', (digits, shown) => {
    expect(formatCardNumber(digits)).toBe(shown);
  });

  it.each([
    ['', CARD_ERROR_KEYS.numberRequired],
    ['   ', CARD_ERROR_KEYS.numberRequired],
    ['4242 4242 4242 4241', CARD_ERROR_KEYS.invalidNumber],
    ['4242', CARD_ERROR_KEYS.invalidNumber],
    ['abcd efgh ijkl mnop', CARD_ERROR_KEYS.invalidNumber],
    ['3530 1113 3330 0000', CARD_ERROR_KEYS.unsupportedBrand],
    ['5555 5555 5555 4444 0', CARD_ERROR_KEYS.invalidNumber],
  ])('%j is refused with %s', (raw, key) => {
    expect(checkCardNumber(raw)).toEqual({ ok: false, error: key });
  });

  it('keeps the brand and the last four digits of a good number', () => {
    expect(checkCardNumber('3782 822463 10005')).toEqual({ ok: true, digits: '378282246310005', brand: 'amex', last4: '0005' });
  });
});

describe('expiry', () => {
  it.each([
    ['05/26', { ok: true, month: 5, year: 2026 }],
    ['5/26', { ok: true, month: 5, year: 2026 }],
    ['12 / 30', { ok: true, month: 12, year: 2030 }],
    ['0127', { ok: true, month: 1, year: 2027 }],
    ['06/2031', { ok: true, month: 6, year: 2031 }],
    ['04/26', { ok: false, error: CARD_ERROR_KEYS.expired }],
    ['12/25', { ok: false, error: CARD_ERROR_KEYS.expired }],
    ['13/27', { ok: false, error: CARD_ERROR_KEYS.invalidExpiry }],
    ['00/27', { ok: false, error: CARD_ERROR_KEYS.invalidExpiry }],
    ['1/2/27', { ok: false, error: CARD_ERROR_KEYS.invalidExpiry }],
    ['ab/cd', { ok: false, error: CARD_ERROR_KEYS.invalidExpiry }],
    ['05/47', { ok: false, error: CARD_ERROR_KEYS.invalidExpiry }],
    ['', { ok: false, error: CARD_ERROR_KEYS.expiryRequired }],
  ])('%j on 15 May 2026 is %j', (raw, result) => {
    expect(checkExpiry(raw, NOW)).toEqual(result);
  });

  it('counts a card good through the last day of its month, in UTC', () => {
    expect(checkExpiry('05/26', new Date('2026-05-31T23:59:59Z')).ok).toBe(true);
    expect(checkExpiry('05/26', new Date('2026-06-01T00:00:00Z'))).toEqual({ ok: false, error: CARD_ERROR_KEYS.expired });
  });
});

describe('security code', () => {
  it.each([
    ['123', 'visa', null],
    ['1234', 'amex', null],
    ['1234', 'visa', CARD_ERROR_KEYS.invalidCvc],
    ['123', 'amex', CARD_ERROR_KEYS.invalidCvcAmex],
    ['12a', 'mastercard', CARD_ERROR_KEYS.invalidCvc],
    ['', 'discover', CARD_ERROR_KEYS.cvcRequired],
    ['123', null, null],
  ] as const)('%j for %s is %s', (cvc, brand, key) => {
    expect(checkCvc(cvc, brand)).toBe(key);
  });
});

describe('a whole card', () => {
  it('is valid with its brand, last four and expiry', () => {
    expect(validateCard({ number: '5555 5555 5555 4444', expiry: '09/28', cvc: '321', name: 'Ana López' }, NOW)).toEqual({
      ok: true,
      card: { digits: '5555555555554444', brand: 'mastercard', last4: '4444', expMonth: 9, expYear: 2028 },
    });
  });

  it('reports every field in error at once', () => {
    expect(validateCard({ number: '4242 4242 4242 4241', expiry: '01/20', cvc: '12', name: 'x'.repeat(101) }, NOW)).toEqual({
      ok: false,
      fields: { number: CARD_ERROR_KEYS.invalidNumber, expiry: CARD_ERROR_KEYS.expired, cvc: CARD_ERROR_KEYS.invalidCvc, name: CARD_ERROR_KEYS.invalidName },
    });
  });
});

describe('test cards', () => {
  it.each(TEST_CARDS.map((card) => [card.number, card.brand, card.outcome] as const))('%s is a valid %s card that does %s', (number, brand, outcome) => {
    const checked = checkCardNumber(number);
    expect(checked.ok && checked.brand).toBe(brand);
    expect(sandboxOutcome(normaliseCardNumber(number)!)).toBe(outcome);
  });

  it("Stripe's 3-D Secure test card asks the shopper to authenticate, as it does on Stripe (decision 059)", () => {
    expect(sandboxOutcome('4000002760003184')).toBe('authenticate');
  });

  it('any other valid number approves', () => {
    expect(sandboxOutcome('4111111111111111')).toBe('approve');
  });
});
