import type { z } from 'zod';
import type { ErrorDetail } from '@/lib/errors';
import type { CurrencyCode } from '@/lib/markets';
import type { Executor } from '@/server/db/client';
import { type CallLimiter, callLimiter } from '@/server/platform/rate-limit';
import { checkBalance, pinCheckAs, type GiftCardBalance, type GiftCardCredentials } from './service';

/**
 * Balance checks per caller per minute: enough for a shopper with a few cards and a typo or
 * two, too few to try PINs or numbers at any speed (each wrong PIN also counts on the card).
 */
export const GIFT_CARD_BALANCE_RATE_LIMIT_PER_MINUTE = 10;

const globalLimiter = globalThis as unknown as { __giftCardBalanceLimiter?: CallLimiter };
export const giftCardBalanceLimiter = (globalLimiter.__giftCardBalanceLimiter ??= callLimiter('gift-card-balance', GIFT_CARD_BALANCE_RATE_LIMIT_PER_MINUTE, 60_000));

/** Wrong PINs per (card, caller): one count for the balance checks and checkout's holds (service.ts pinCheckAs). */
export { GIFT_CARD_PIN_CALLER_BACKOFF, GIFT_CARD_PIN_SHARE, giftCardPinFailures } from './service';

/**
 * checkBalance as `caller` (clientKey): refused with `pinWait` while this caller waits on this
 * card, else checked, counting a wrong PIN on the card only within the caller's share.
 */
export async function checkBalanceAs(executor: Executor, input: GiftCardCredentials & { currency: CurrencyCode }, caller: string, now: Date = new Date()): Promise<GiftCardBalance> {
  return pinCheckAs(input.number, caller, (countFailure) => checkBalance(executor, { ...input, countFailure }, now));
}

export const GIFT_CARD_RATE_LIMITED: ErrorDetail = {
  errorCode: 'RATE_LIMITED',
  errorMessageKey: 'giftCards.error.tooManyAttempts',
  errorMessageDefault: 'Too many attempts. Please wait a minute and try again.',
};

/** The English of the gift-card form's message keys (the catalogue has all three languages). */
const DEFAULTS: Record<string, string> = {
  'validation.giftCardNumber.missing': 'Please enter your gift card number.',
  'validation.giftCardNumber.invalid': 'Please enter the 16-digit gift card number.',
  'validation.giftCardPin.missing': 'Please enter your PIN.',
  'validation.giftCardPin.invalid': 'Please enter a valid PIN (4 to 8 digits).',
  'validation.form.incomplete': 'Please fill in the required fields.',
};

/** One envelope detail per field in error, each with its message key and naming its field; never the values. */
export function giftCardFormErrors(issues: z.core.$ZodIssue[]): (ErrorDetail & { field?: string })[] {
  return issues.map((issue) => ({
    errorCode: 'VALIDATION_FAILED',
    errorMessageKey: issue.message in DEFAULTS ? issue.message : 'validation.form.incomplete',
    errorMessageDefault: DEFAULTS[issue.message] ?? DEFAULTS['validation.form.incomplete']!,
    ...(issue.path.length ? { field: issue.path.join('.') } : {}),
  }));
}
