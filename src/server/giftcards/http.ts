import type { z } from 'zod';
import type { ErrorDetail } from '@/lib/errors';
import { giftCardDigits } from '@/lib/validation/gift-card';
import type { CurrencyCode } from '@/lib/markets';
import type { Executor } from '@/server/db/client';
import { FailureBackoff, KeyedSerial, RateLimiter, type BackoffPolicy } from '@/server/platform/rate-limit';
import { giftCardNumberDigest } from './secrets';
import { checkBalance, GiftCardError, type GiftCardBalance, type GiftCardCredentials } from './service';

/**
 * Balance checks per caller per minute: enough for a shopper with a few cards and a typo or
 * two, too few to try PINs or numbers at any speed (each wrong PIN also counts on the card).
 */
export const GIFT_CARD_BALANCE_RATE_LIMIT_PER_MINUTE = 10;

const globalLimiter = globalThis as unknown as { __giftCardBalanceLimiter?: RateLimiter };
export const giftCardBalanceLimiter = (globalLimiter.__giftCardBalanceLimiter ??= new RateLimiter(GIFT_CARD_BALANCE_RATE_LIMIT_PER_MINUTE, 60_000));

/**
 * Wrong PINs per (card, caller) (docs/decisions/030): three, then the caller waits a minute
 * before its next PIN on that card, doubling up to an hour; the right PIN forgets them. Only a
 * caller's first GIFT_CARD_PIN_SHARE wrong PINs count on the card itself (service.ts
 * GIFT_CARD_PIN_BACKOFF), so no single caller can slow the card down for its owner.
 */
export const GIFT_CARD_PIN_CALLER_BACKOFF: BackoffPolicy = { free: 3, firstDelayMs: 60_000, maxDelayMs: 60 * 60_000, forgetAfterMs: 24 * 60 * 60_000 };
export const GIFT_CARD_PIN_SHARE = 3;
const pinHolder = globalThis as unknown as { __giftCardPinFailures?: FailureBackoff; __giftCardPinSerial?: KeyedSerial };
export const giftCardPinFailures = (pinHolder.__giftCardPinFailures ??= new FailureBackoff(GIFT_CARD_PIN_CALLER_BACKOFF));
const pinSerial = (pinHolder.__giftCardPinSerial ??= new KeyedSerial());

/**
 * checkBalance as `caller` (clientKey): refused with `pinWait` while this caller waits on this
 * card, else checked, counting a wrong PIN on the card only within the caller's share.
 */
export async function checkBalanceAs(executor: Executor, input: GiftCardCredentials & { currency: CurrencyCode }, caller: string, now: Date = new Date()): Promise<GiftCardBalance> {
  const pair = `${giftCardNumberDigest(giftCardDigits(input.number))}|${caller}`;
  // One PIN at a time per (card, caller): parallel guesses each meet the failures before them.
  return pinSerial.run(pair, async () => {
    const wait = await giftCardPinFailures.check(pair);
    if (!wait.allowed) throw new GiftCardError('pinWait', undefined, wait.retryAfterSeconds);
    const countFailure = (await giftCardPinFailures.failures(pair)) < GIFT_CARD_PIN_SHARE;
    try {
      const result = await checkBalance(executor, { ...input, countFailure }, now);
      await giftCardPinFailures.clear(pair);
      return result;
    } catch (error) {
      if (error instanceof GiftCardError && error.reason === 'invalid') await giftCardPinFailures.fail(pair);
      throw error;
    }
  });
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
