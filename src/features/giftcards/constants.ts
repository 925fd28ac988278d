import { CARD_NUMBER_DIGITS } from '@/lib/constants';
import type { Locale } from '@/lib/markets';
import { GIFT_CARD_PIN_MAX_DIGITS } from '@/lib/validation/gift-card';

/**
 * The third-party site that sells and ships our gift cards online (spec §2.4 external links),
 * in the markets it serves. It sells US cards only: in Mexico and Brazil cards are sold in
 * stores, so the landing page there names no online shop.
 */
export const GIFT_CARD_ORDER_SITE: Partial<Record<Locale, string>> = {
  'en-US': 'https://www.giftcards.com/redline-auto-parts',
};

/** The gift card pages (spec §2.1), as app paths. */
export const GIFT_CARD_PATHS = { landing: '/giftCard', balance: '/giftCard/cardBalance' } as const;

/** The card number field takes the 16 digits in groups of four with a space or hyphen between (3 separators). */
export const GIFT_CARD_NUMBER_INPUT_MAX_LENGTH = CARD_NUMBER_DIGITS + 3;
export const GIFT_CARD_PIN_INPUT_MAX_LENGTH = GIFT_CARD_PIN_MAX_DIGITS;
