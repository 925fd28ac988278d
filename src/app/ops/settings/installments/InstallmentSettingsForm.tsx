'use client';

import { useActionState } from 'react';
import { describedBy } from '@/components/Field';
import { emptyFormState } from '@/features/ops/inventory/form-state';
import { buttonClass, Field, inputClass, Outcome, SelectField } from '@/features/ops/inventory/ui';
import { saveInstallmentSettingsAction } from './actions';

export interface InstallmentFormLabels {
  maxCount: string;
  interestFreeUpTo: string;
  monthlyRate: string;
  monthlyRateHint: string;
  minInstallment: string;
  months: string;
  save: string;
  saving: string;
  /** The options of Brazil's two selects (value, text), and Mexico's months with their minimum's label. */
  maxCountOptions: { value: string; label: string }[];
  interestFreeOptions: { value: string; label: string }[];
  monthOptions: { count: number; label: string; minAmount: string }[];
}

/**
 * One market's installment settings (Brazil's or Mexico's form), saved by the settings use case;
 * what was typed stays after an error, and the outcome is announced.
 */
export function InstallmentSettingsForm({ country, initial, labels }: { country: 'BR' | 'MX'; initial: Record<string, string>; labels: InstallmentFormLabels }) {
  const [state, action, pending] = useActionState(saveInstallmentSettingsAction, emptyFormState(initial));
  const v = state.values;
  const e = state.fieldErrors;
  const id = (name: string) => `${country}-${name.replace('.', '-')}`;
  const choice = (name: 'maxCount' | 'interestFreeUpTo', label: string, options: { value: string; label: string }[]) => (
    <SelectField id={id(name)} name={name} label={label} error={e[name]} defaultValue={v[name]} options={options} />
  );
  return (
    <form action={action} className="mt-3 grid gap-4 md:grid-cols-2" data-testid={`installments-form-${country}`}>
      <input type="hidden" name="country" value={country} />
      {country === 'BR' ? (
        <>
          {choice('maxCount', labels.maxCount, labels.maxCountOptions)}
          {choice('interestFreeUpTo', labels.interestFreeUpTo, labels.interestFreeOptions)}
          <Field id={id('monthlyRate')} label={labels.monthlyRate} error={e.monthlyRate}>
            <input id={id('monthlyRate')} name="monthlyRate" inputMode="decimal" defaultValue={v.monthlyRate} className={inputClass} {...describedBy(id('monthlyRate'), true, e.monthlyRate)} />
            <p id={`${id('monthlyRate')}-hint`} className="text-xs text-muted">
              {labels.monthlyRateHint}
            </p>
          </Field>
          <Field id={id('minInstallment')} label={labels.minInstallment} error={e.minInstallment}>
            <input id={id('minInstallment')} name="minInstallment" inputMode="decimal" defaultValue={v.minInstallment} className={inputClass} {...describedBy(id('minInstallment'), false, e.minInstallment)} />
          </Field>
        </>
      ) : (
        <fieldset className="grid gap-3 md:col-span-2" aria-describedby={e.months ? `${id('months')}-error` : undefined}>
          <legend className="text-sm font-semibold">{labels.months}</legend>
          {labels.monthOptions.map((o) => (
            <div key={o.count} className="grid items-end gap-2 md:grid-cols-[10rem_1fr]">
              <label className="flex min-h-11 items-center gap-2 text-base">
                <input type="checkbox" name={`month.${o.count}`} defaultChecked={v[`month.${o.count}`] === 'on'} className="size-5" />
                {o.label}
              </label>
              <Field id={id(`minAmount.${o.count}`)} label={o.minAmount} error={e[`minAmount.${o.count}`]}>
                <input id={id(`minAmount.${o.count}`)} name={`minAmount.${o.count}`} inputMode="decimal" defaultValue={v[`minAmount.${o.count}`]} className={inputClass} {...describedBy(id(`minAmount.${o.count}`), false, e[`minAmount.${o.count}`])} />
              </Field>
            </div>
          ))}
          {e.months ? (
            <p id={`${id('months')}-error`} className="text-sm text-brand-dark">
              {e.months}
            </p>
          ) : null}
          <input type="hidden" name="minInstallment" value={v.minInstallment ?? ''} />
        </fieldset>
      )}
      <div className="md:col-span-2">
        <button type="submit" className={buttonClass} disabled={pending}>
          {pending ? labels.saving : labels.save}
        </button>
        <Outcome state={state} testId={`installments-${country}`} />
      </div>
    </form>
  );
}
