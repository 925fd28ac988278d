'use client';

import { Link } from '@/components/Link';
import { useKeptForm } from '@/components/useKeptForm';
import { BusyButton } from '@/components/BusyButton';
import { describedBy, Field, inputClass } from '@/components/Field';
import type { Locale } from '@/lib/markets';
import { checkGiftCardBalanceAction, type BalanceFormState } from './actions';
import { startsAfresh } from './balance-form';
import { GIFT_CARD_NUMBER_INPUT_MAX_LENGTH, GIFT_CARD_PIN_INPUT_MAX_LENGTH } from './constants';

export interface BalanceFormLabels {
  cardNumber: string;
  cardNumberHint: string;
  pin: string;
  pinHint: string;
  submit: string;
  checking: string;
  checkAnother: string;
  shopNow: string;
  goToCheckout: string;
}

/**
 * The gift card balance check: number and PIN, then the balance with the card's last four and
 * the ways to spend it. A refused check (a malformed entry, a wrong number or PIN, a wait after
 * too many tries) keeps both fields as typed, as checkout's gift card entry does: the rate limit
 * is the server's, not the shopper's retyping. Once a balance is shown the form starts afresh,
 * empty, for another card. Without JavaScript the page comes back with the number only: the PIN
 * is never sent back (docs/decisions/016).
 */
export function BalanceForm({ locale, labels, shopHref, checkoutHref }: { locale: Locale; labels: BalanceFormLabels; shopHref: string; checkoutHref: string }) {
  const { state, pending: checking, formProps, formKey } = useKeptForm<BalanceFormState | null>(checkGiftCardBalanceAction, null, { clearWhen: startsAfresh });
  const errors = state?.errors ?? {};
  const result = state?.result;
  return (
    <div className="mt-6 grid gap-6">
      <div aria-live="polite">
        {result ? (
          <section data-testid="gift-card-balance" className="rounded-lg border border-line p-4 md:p-5">
            <p className="font-mono text-sm tracking-wider text-muted" aria-hidden="true">
              {result.masked}
            </p>
            <p className="sr-only">{result.cardEnding}</p>
            <p className="mt-1 text-2xl font-extrabold" data-testid="gift-card-balance-amount">
              {result.balance}
            </p>
            <div className="mt-4 flex flex-wrap gap-3">
              <Link href={shopHref} className="inline-flex min-h-11 items-center rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark">
                {labels.shopNow}
              </Link>
              <Link href={checkoutHref} className="inline-flex min-h-11 items-center rounded-md border border-line px-5 font-semibold hover:bg-panel">
                {labels.goToCheckout}
              </Link>
            </div>
          </section>
        ) : null}
      </div>

      <form key={formKey} {...formProps} noValidate className="grid max-w-md gap-4" data-testid="gift-card-balance-form" aria-labelledby={result ? 'gc-another' : undefined}>
        {result ? (
          <h2 id="gc-another" className="text-lg font-bold">
            {labels.checkAnother}
          </h2>
        ) : null}
        <input type="hidden" name="locale" value={locale} />
        {state?.formError ? (
          <p role="alert" data-testid="gift-card-error" className="rounded-md bg-alert px-3 py-2 text-sm font-semibold">
            {state.formError}
          </p>
        ) : null}
        <Field id="gc-number" label={labels.cardNumber} hint={labels.cardNumberHint} error={errors.cardNumber}>
          <input
            id="gc-number"
            name="cardNumber"
            defaultValue={state?.cardNumber ?? ''}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            maxLength={GIFT_CARD_NUMBER_INPUT_MAX_LENGTH}
            className={`${inputClass} font-mono tracking-wider`}
            {...describedBy('gc-number', true, errors.cardNumber)}
          />
        </Field>
        <Field id="gc-pin" label={labels.pin} hint={labels.pinHint} error={errors.pin}>
          <input
            id="gc-pin"
            name="pin"
            defaultValue=""
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            maxLength={GIFT_CARD_PIN_INPUT_MAX_LENGTH}
            className={`${inputClass} max-w-40 font-mono tracking-widest`}
            {...describedBy('gc-pin', true, errors.pin)}
          />
        </Field>
        <BusyButton type="submit" busy={checking} className="min-h-11 w-fit rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark">
          {checking ? labels.checking : labels.submit}
        </BusyButton>
      </form>
    </div>
  );
}
