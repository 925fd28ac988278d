'use client';

import { useKeptForm } from '@/components/useKeptForm';
import { BusyButton } from '@/components/BusyButton';
import { describedBy, Field, inputClass } from '@/components/Field';
import type { Locale } from '@/lib/markets';
import { requestCreditAction, type CreditRequestFormState } from './actions';

export interface RequestCreditLabels {
  receiptNumber: string;
  receiptHint: string;
  storeNumber: string;
  storeHint: string;
  purchaseDate: string;
  amount: string;
  amountHint: string;
  submit: string;
  sending: string;
}

/** The missed-credit form. What was typed stays after an error; messages come translated from the action. */
export function RequestCreditForm({ locale, labels, minDate, maxDate }: { locale: Locale; labels: RequestCreditLabels; minDate: string; maxDate: string }) {
  const { state, pending: sending, formProps: send } = useKeptForm<CreditRequestFormState | null>(requestCreditAction, null);
  const values = state?.values ?? {};
  const errors = state?.errors ?? {};
  return (
    <form {...send} noValidate className="mt-4 grid max-w-xl gap-4" data-testid="request-credit-form">
      <input type="hidden" name="locale" value={locale} />
      {state?.formError ? (
        <p role="alert" className="rounded-md bg-alert px-3 py-2 text-sm font-semibold">
          {state.formError}
        </p>
      ) : null}
      <Field id="rc-receipt" label={labels.receiptNumber} hint={labels.receiptHint} error={errors.receiptNumber}>
        <input id="rc-receipt" name="receiptNumber" required maxLength={40} autoComplete="off" defaultValue={values.receiptNumber} className={inputClass} {...describedBy('rc-receipt', true, errors.receiptNumber)} />
      </Field>
      <Field id="rc-store" label={labels.storeNumber} hint={labels.storeHint} error={errors.storeNumber}>
        <input id="rc-store" name="storeNumber" inputMode="numeric" maxLength={7} autoComplete="off" defaultValue={values.storeNumber} className={inputClass} {...describedBy('rc-store', true, errors.storeNumber)} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="rc-date" label={labels.purchaseDate} error={errors.purchaseDate}>
          <input id="rc-date" name="purchaseDate" type="date" required min={minDate} max={maxDate} defaultValue={values.purchaseDate} className={inputClass} {...describedBy('rc-date', false, errors.purchaseDate)} />
        </Field>
        <Field id="rc-amount" label={labels.amount} hint={labels.amountHint} error={errors.amount}>
          <input id="rc-amount" name="amount" inputMode="decimal" required autoComplete="off" defaultValue={values.amount} className={inputClass} {...describedBy('rc-amount', true, errors.amount)} />
        </Field>
      </div>
      <div>
        <BusyButton type="submit" busy={sending} className="min-h-11 rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark">
          {sending ? labels.sending : labels.submit}
        </BusyButton>
      </div>
    </form>
  );
}
