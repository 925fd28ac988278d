/**
 * Gift-card rules (spec §3 payment options, §9 formats). Payment cards are not checked here: their
 * fields live in the payment gateway's own frame (src/server/payments, decision 014), so the
 * storefront never handles a card number.
 *
 * Decisions: the number has CARD_NUMBER_DIGITS digits (spaces and hyphens removed), with no Luhn
 * check (gift-card ranges do not all carry one); the PIN has 4 to 8 digits, which covers the
 * common 4-digit PINs and the spec's 6-digit code (CARD_CODE_DIGITS).
 */
import { z } from 'zod';
import { CARD_NUMBER_DIGITS } from '../constants';
import { inputText, type MessageKey } from './names';

export const GIFT_CARD_PIN_MIN_DIGITS = 4;
export const GIFT_CARD_PIN_MAX_DIGITS = 8;

/** The digits of a typed number, spaces and hyphens removed ("" when anything else is in it). */
export function giftCardDigits(value: unknown): string {
  const text = inputText(value).replace(/[\s-]/g, '');
  return /^\d*$/.test(text) ? text : text ? 'x' : '';
}

export function validateGiftCardNumber(value: unknown): MessageKey | null {
  const digits = giftCardDigits(value);
  if (!digits) return 'validation.giftCardNumber.missing';
  return new RegExp(`^\\d{${CARD_NUMBER_DIGITS}}$`).test(digits) ? null : 'validation.giftCardNumber.invalid';
}

export function validateGiftCardPin(value: unknown): MessageKey | null {
  const pin = inputText(value).trim();
  if (!pin) return 'validation.giftCardPin.missing';
  return new RegExp(`^\\d{${GIFT_CARD_PIN_MIN_DIGITS},${GIFT_CARD_PIN_MAX_DIGITS}}$`).test(pin) ? null : 'validation.giftCardPin.invalid';
}

/** The gift-card form's zod schema (fields cardNumber, pin); output { cardNumber (digits), pin }. */
export const giftCardFormSchema = z
  .object({ cardNumber: z.unknown().optional(), pin: z.unknown().optional() }, { error: () => 'validation.form.incomplete' })
  .transform((values, ctx) => {
    const numberError = validateGiftCardNumber(values.cardNumber);
    const pinError = validateGiftCardPin(values.pin);
    if (numberError) ctx.addIssue({ code: 'custom', message: numberError, path: ['cardNumber'] });
    if (pinError) ctx.addIssue({ code: 'custom', message: pinError, path: ['pin'] });
    if (numberError || pinError) return z.NEVER;
    return { cardNumber: giftCardDigits(values.cardNumber), pin: inputText(values.pin).trim() };
  });
