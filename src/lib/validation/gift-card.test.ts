import { describe, expect, it } from 'vitest';
import { giftCardFormSchema, validateGiftCardNumber, validateGiftCardPin } from './gift-card';

describe('gift card', () => {
  it.each<[unknown, string | null]>([
    ['', 'validation.giftCardNumber.missing'],
    ['6006 4912 3456 7890', null],
    ['6006-4912-3456-7890', null],
    ['600649123456789', 'validation.giftCardNumber.invalid'],
    ['60064912345678901', 'validation.giftCardNumber.invalid'],
    ['6006 4912 3456 789X', 'validation.giftCardNumber.invalid'],
  ])('validateGiftCardNumber(%j) = %s', (value, expected) => {
    expect(validateGiftCardNumber(value)).toBe(expected);
  });

  it.each<[unknown, string | null]>([
    ['', 'validation.giftCardPin.missing'],
    ['123', 'validation.giftCardPin.invalid'],
    ['1234', null],
    ['123456', null],
    ['12345678', null],
    ['123456789', 'validation.giftCardPin.invalid'],
    ['12 34', 'validation.giftCardPin.invalid'],
  ])('validateGiftCardPin(%j) = %s', (value, expected) => {
    expect(validateGiftCardPin(value)).toBe(expected);
  });

  it('parses a gift card', () => {
    expect(giftCardFormSchema.parse({ cardNumber: '6006 4912 3456 7890', pin: '4321' })).toEqual({ cardNumber: '6006491234567890', pin: '4321' });
    const parsed = giftCardFormSchema.safeParse({ cardNumber: '123', pin: '' });
    expect(parsed.success || parsed.error.issues.map((issue) => issue.message)).toEqual([
      'validation.giftCardNumber.invalid',
      'validation.giftCardPin.missing',
    ]);
    const empty = giftCardFormSchema.safeParse({});
    expect(empty.success || empty.error.issues.map((issue) => issue.message)).toEqual([
      'validation.giftCardNumber.missing',
      'validation.giftCardPin.missing',
    ]);
  });
});
