'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { ApiCallError } from '@/lib/api-client';
import { recordAction } from '@/lib/client-log';
import { giftCardDigits, validateGiftCardNumber, validateGiftCardPin } from '@/lib/validation/gift-card';
import { BusyButton } from '@/components/BusyButton';
import type { AppliedGiftCard } from './checkout-state';

/**
 * Gift cards as a tender: the shopper enters a number and PIN, the balance is checked (the
 * same rate-limited call as the balance page), and the card is listed with what it will pay.
 * Nothing is held until the order is placed.
 *
 * The focus follows what the shopper did (it never drops to the page body): "Add a gift card"
 * puts it in the card-number field that appears; a card applied puts it on the card's line
 * (which says what it pays, and is announced); removing a card puts it on "Add a gift card"
 * (or the field, when the form is open, or the line above when the list is full).
 */
export function GiftCardPayment(props: {
  cards: AppliedGiftCard[];
  onChange: (cards: AppliedGiftCard[]) => void;
  /** What each card pays (src/lib/tenders.ts), in order. */
  shares: number[];
  maxCards: number;
  format: (amount: number) => string;
  checkBalance: (body: { cardNumber: string; pin: string }) => Promise<{ balance: number; last4: string }>;
}) {
  const t = useTranslations();
  const [open, setOpen] = useState(false);
  const [cardNumber, setCardNumber] = useState('');
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const full = props.cards.length >= props.maxCards;
  const box = useRef<HTMLDivElement>(null);
  const numberField = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  /** Where the focus goes once the render that the shopper's action asked for is on the page. */
  const focusNext = useRef<'number' | 'applied' | 'add' | null>(null);
  /** The card applied last: its line is said in the status region below (what it pays follows the order's total). */
  const [applied, setApplied] = useState<string | null>(null);
  const appliedIndex = props.cards.findIndex((c) => c.cardNumber === applied);
  const appliedCard = props.cards[appliedIndex];

  useEffect(() => {
    const next = focusNext.current;
    if (!next) return;
    focusNext.current = null;
    // A card applied is the list's last line.
    const lastLine = () => [...(box.current?.querySelectorAll<HTMLElement>('[data-gift-card-line]') ?? [])].at(-1);
    const target = next === 'number' ? numberField.current : next === 'applied' ? lastLine() : (addButton.current ?? numberField.current ?? lastLine());
    target?.focus();
  });

  const apply = async (event: SyntheticEvent) => {
    event.preventDefault();
    const digits = giftCardDigits(cardNumber);
    const problem = validateGiftCardNumber(cardNumber) ?? validateGiftCardPin(pin) ?? (props.cards.some((c) => c.cardNumber === digits) ? 'validation.giftCardNumber.duplicate' : null);
    if (problem) return setError(t(problem as never));
    setChecking(true);
    setError(null);
    try {
      const { balance, last4 } = await props.checkBalance({ cardNumber: digits, pin: pin.trim() });
      if (balance <= 0) {
        setError(t('giftCards.error.noBalance'));
      } else {
        focusNext.current = 'applied';
        setApplied(digits);
        props.onChange([...props.cards, { cardNumber: digits, pin: pin.trim(), last4, balance }]);
        setCardNumber('');
        setPin('');
        setOpen(false);
      }
    } catch (failure) {
      recordAction('GIFT_CARD_PAYMENT_FAILURE', { errorCode: failure instanceof ApiCallError ? failure.detail?.errorCode : undefined });
      const key = failure instanceof ApiCallError ? failure.detail?.errorMessageKey : undefined;
      // A wait (giftCards.error.pinWait) says how long: the answer's errorMessageValues.
      const values = failure instanceof ApiCallError ? failure.detail?.errorMessageValues : undefined;
      setError(key && t.has(key as never) ? t(key as never, values as never) : t('giftCards.error.generic'));
    } finally {
      setChecking(false);
    }
  };

  return (
    <div ref={box} className="mb-4 flex flex-col gap-3" data-testid="gift-cards">
      <p role="status" className="sr-only">
        {appliedCard ? t('giftCards.payment.applied', { amount: props.format(props.shares[appliedIndex] ?? 0), last4: appliedCard.last4 }) : ''}
      </p>
      {props.cards.length ? (
        <ul className="flex flex-col gap-2">
          {props.cards.map((card, i) => (
            <li key={card.cardNumber} data-gift-card-line tabIndex={-1} className="flex items-center justify-between gap-2 rounded-md bg-panel px-3 py-2 text-sm">
              <span>{t('giftCards.payment.applied', { amount: props.format(props.shares[i] ?? 0), last4: card.last4 })}</span>
              <button
                type="button"
                onClick={() => {
                  focusNext.current = 'add';
                  props.onChange(props.cards.filter((c) => c !== card));
                }}
                className="min-h-11 px-2 font-semibold underline"
              >
                {t('giftCards.payment.remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {open && !full ? (
        // A form of its own would nest inside the checkout form; this is a group with its own button.
        <div
          role="group"
          aria-labelledby="gift-card-title"
          onKeyDown={(e) => {
            if (e.key === 'Enter') void apply(e);
          }}
          className="grid gap-3 rounded-md border border-line p-3 sm:grid-cols-[1fr_8rem_auto] sm:items-end">
          <p id="gift-card-title" className="font-semibold sm:col-span-3">
            {t('giftCards.payment.title')}
          </p>
          <label className="flex flex-col gap-1 text-sm font-semibold">
            {t('giftCards.balance.cardNumber')}
            <input ref={numberField} value={cardNumber} onChange={(e) => setCardNumber(e.target.value)} inputMode="numeric" autoComplete="off" maxLength={23} className="min-h-11 rounded-md border border-line px-3 text-base font-normal" />
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold">
            {t('giftCards.balance.pin')}
            <input value={pin} onChange={(e) => setPin(e.target.value)} inputMode="numeric" autoComplete="off" maxLength={8} type="password" className="min-h-11 rounded-md border border-line px-3 text-base font-normal" />
          </label>
          <BusyButton type="button" onClick={(e) => void apply(e)} busy={checking} className="min-h-11 rounded-md border border-ink px-4 font-semibold hover:bg-panel">
            {checking ? t('giftCards.balance.checking') : t('giftCards.payment.apply')}
          </BusyButton>
          {error ? (
            <p role="alert" className="text-sm font-semibold text-brand-dark sm:col-span-3">
              {error}
            </p>
          ) : null}
        </div>
      ) : full ? (
        <p className="text-sm text-muted">{t('giftCards.payment.maxCards', { count: props.maxCards })}</p>
      ) : (
        <button
          ref={addButton}
          type="button"
          onClick={() => {
            focusNext.current = 'number';
            setOpen(true);
          }}
          className="min-h-11 self-start font-semibold underline"
        >
          {t('giftCards.payment.add')}
        </button>
      )}
    </div>
  );
}
