import type { CurrencyCode } from '@/lib/markets';
import type { Money } from '@/lib/money';
import { giftCardDigits, validateGiftCardNumber, validateGiftCardPin } from '@/lib/validation/gift-card';
import { inputText } from '@/lib/validation/names';
import { giftCardBalanceLimiter } from '@/server/giftcards/http';
import { checkBalanceAs } from '@/server/giftcards/queries';
import { GiftCardError, type GiftCardErrorReason } from '@/server/giftcards/service';

/** The messages of the gift card form's fields (validation.*), as the catalogue types them. */
export const GIFT_CARD_FIELD_MESSAGES = [
  'validation.giftCardNumber.missing',
  'validation.giftCardNumber.invalid',
  'validation.giftCardPin.missing',
  'validation.giftCardPin.invalid',
] as const;
export type GiftCardFieldMessage = (typeof GIFT_CARD_FIELD_MESSAGES)[number];

/** Why a well-formed check got no balance: keys under giftCards.error. */
export type BalanceRefusal = 'invalid' | 'otherCurrency' | 'blocked' | 'tooManyAttempts' | 'pinWait' | 'generic';

export type BalanceOutcome =
  | { kind: 'balance'; balance: Money; last4: string }
  | { kind: 'invalidInput'; errors: { cardNumber?: GiftCardFieldMessage; pin?: GiftCardFieldMessage } }
  | { kind: 'refused'; refusal: BalanceRefusal; retryAfterSeconds?: number };

const isFieldMessage = (key: string | null): key is GiftCardFieldMessage => (GIFT_CARD_FIELD_MESSAGES as readonly (string | null)[]).includes(key);

/** Only these refusals are the shopper's to know; they come only after the right PIN (decision 016). */
const TOLD: Partial<Record<GiftCardErrorReason, BalanceRefusal>> = { invalid: 'invalid', otherCurrency: 'otherCurrency', blocked: 'blocked', pinWait: 'pinWait' };

/**
 * The balance page's check (/giftCard/cardBalance): the form's rules first (a malformed entry
 * never reaches the card, so it costs no attempt), then the same per-caller limit as the
 * balance API and checkout (one bucket for all three), then the gift card service behind the
 * per-(card, caller) wrong-PIN waits (checkBalanceAs). A wrong number and a wrong PIN are both
 * `invalid`; `pinWait` says how long until the next PIN on that card is looked at.
 */
export async function lookUpBalance(
  input: { cardNumber: unknown; pin: unknown; currency: CurrencyCode; caller: string },
  now: Date = new Date(),
): Promise<BalanceOutcome> {
  const numberError = validateGiftCardNumber(input.cardNumber);
  const pinError = validateGiftCardPin(input.pin);
  if (numberError || pinError) {
    return {
      kind: 'invalidInput',
      errors: {
        ...(numberError ? { cardNumber: isFieldMessage(numberError) ? numberError : 'validation.giftCardNumber.invalid' } : {}),
        ...(pinError ? { pin: isFieldMessage(pinError) ? pinError : 'validation.giftCardPin.invalid' } : {}),
      },
    };
  }
  const limit = await giftCardBalanceLimiter.take(input.caller);
  if (!limit.allowed) return { kind: 'refused', refusal: 'tooManyAttempts', retryAfterSeconds: limit.retryAfterSeconds };
  try {
    const { balance, last4 } = await checkBalanceAs({ number: giftCardDigits(input.cardNumber), pin: inputText(input.pin).trim(), currency: input.currency }, input.caller, now);
    return { kind: 'balance', balance, last4 };
  } catch (error) {
    if (error instanceof GiftCardError) return { kind: 'refused', refusal: TOLD[error.reason] ?? 'generic', ...(error.retryAfterSeconds ? { retryAfterSeconds: error.retryAfterSeconds } : {}) };
    throw error;
  }
}
