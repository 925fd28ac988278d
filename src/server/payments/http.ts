import type { ErrorDetail } from '@/lib/errors';
import { type CallLimiter, callLimiter } from '@/server/platform/rate-limit';
import { CARD_ERROR_KEYS, type CardErrorKey, type CardField, type CardFieldErrors } from './cards';

/** Card tokenisations per caller per minute: enough for a shopper's typos, too few to test stolen cards by the thousand. */
export const TOKENIZE_RATE_LIMIT_PER_MINUTE = 30;
/** A tokenisation body is four short fields. */
export const TOKENIZE_MAX_BYTES = 2048;

const globalLimiter = globalThis as unknown as { __tokenizeLimiter?: CallLimiter };
export const tokenizeLimiter = (globalLimiter.__tokenizeLimiter ??= callLimiter('payment-tokenize', TOKENIZE_RATE_LIMIT_PER_MINUTE, 60_000));

/** The English of each card error: the envelope's default text (the catalogue has all three languages). */
const DEFAULTS: Record<CardErrorKey, string> = {
  [CARD_ERROR_KEYS.numberRequired]: 'Enter your card number.',
  [CARD_ERROR_KEYS.invalidNumber]: 'Check your card number: it is not valid.',
  [CARD_ERROR_KEYS.unsupportedBrand]: 'We accept Visa, Mastercard, American Express and Discover.',
  [CARD_ERROR_KEYS.expiryRequired]: 'Enter the expiration date.',
  [CARD_ERROR_KEYS.invalidExpiry]: 'Enter the expiration date as MM/YY.',
  [CARD_ERROR_KEYS.expired]: 'This card has expired.',
  [CARD_ERROR_KEYS.cvcRequired]: 'Enter the security code.',
  [CARD_ERROR_KEYS.invalidCvc]: 'Enter the 3-digit security code.',
  [CARD_ERROR_KEYS.invalidCvcAmex]: 'Enter the 4-digit security code.',
  [CARD_ERROR_KEYS.invalidName]: 'Check the name on the card.',
};

const FIELD_ORDER: CardField[] = ['number', 'expiry', 'cvc', 'name'];

/** One envelope detail per field in error, in the form's order, each naming its field. */
export function cardErrorDetails(fields: CardFieldErrors): (ErrorDetail & { field: CardField })[] {
  return FIELD_ORDER.filter((field) => fields[field]).map((field) => ({
    errorCode: 'CARD_INVALID',
    errorMessageKey: fields[field]!,
    errorMessageDefault: DEFAULTS[fields[field]!],
    field,
  }));
}
