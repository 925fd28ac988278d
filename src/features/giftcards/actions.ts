'use server';

import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { getMarket, isLocale, type Locale } from '@/lib/markets';
import { formatMoney } from '@/lib/money';
import { clientKey, waitValues } from '@/server/platform/rate-limit';
import { lookUpBalance } from './balance';
import { maskedCardNumber } from './format';

/**
 * What the balance form shows after a check, every word in the shopper's language. The card
 * number stays as typed after an error (and is dropped once a balance is shown); the PIN is
 * never sent back (decision 016): the form keeps it in the browser after a refusal
 * (BalanceForm), and without JavaScript it comes back empty.
 */
export interface BalanceFormState {
  cardNumber: string;
  errors: { cardNumber?: string; pin?: string };
  formError: string | null;
  result: {
    /** "Your balance is $50.00". */
    balance: string;
    /** "Card ending in 7890", for screen readers beside the masked number. */
    cardEnding: string;
    masked: string;
  } | null;
}

const MAX_TYPED = 64;

/** /giftCard/cardBalance: the balance of a card, by its number and PIN. */
export async function checkGiftCardBalanceAction(_previous: BalanceFormState | null, formData: FormData): Promise<BalanceFormState> {
  const rawLocale = formData.get('locale');
  const locale: Locale = isLocale(rawLocale) ? rawLocale : 'en-US';
  const typedNumber = formData.get('cardNumber');
  const cardNumber = typeof typedNumber === 'string' ? typedNumber.slice(0, MAX_TYPED) : '';
  const outcome = await lookUpBalance({
    cardNumber,
    pin: formData.get('pin') ?? '',
    currency: getMarket(locale).currency,
    caller: clientKey(await headers()),
  });
  const t = await getTranslations({ locale });
  const state: BalanceFormState = { cardNumber, errors: {}, formError: null, result: null };
  switch (outcome.kind) {
    case 'balance':
      return {
        ...state,
        cardNumber: '',
        result: {
          balance: t('giftCards.balance.result', { amount: formatMoney(outcome.balance, locale) }),
          cardEnding: t('giftCards.balance.cardEnding', { last4: outcome.last4 }),
          masked: maskedCardNumber(outcome.last4),
        },
      };
    case 'invalidInput':
      return {
        ...state,
        errors: {
          ...(outcome.errors.cardNumber ? { cardNumber: t(outcome.errors.cardNumber) } : {}),
          ...(outcome.errors.pin ? { pin: t(outcome.errors.pin) } : {}),
        },
      };
    case 'refused':
      return { ...state, formError: outcome.refusal === 'pinWait' ? t('giftCards.error.pinWait', waitValues(outcome.retryAfterSeconds ?? 60)) : t(`giftCards.error.${outcome.refusal}`) };
  }
}
