import type { z } from 'zod';
import type { ErrorDetail } from '@/lib/errors';
import { RateLimiter } from '@/server/platform/rate-limit';

/**
 * Balance checks per caller per minute: enough for a shopper with a few cards and a typo or
 * two, too few to try PINs or numbers at any speed (each wrong PIN also counts on the card).
 */
export const GIFT_CARD_BALANCE_RATE_LIMIT_PER_MINUTE = 10;

const globalLimiter = globalThis as unknown as { __giftCardBalanceLimiter?: RateLimiter };
export const giftCardBalanceLimiter = (globalLimiter.__giftCardBalanceLimiter ??= new RateLimiter(GIFT_CARD_BALANCE_RATE_LIMIT_PER_MINUTE, 60_000));

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
