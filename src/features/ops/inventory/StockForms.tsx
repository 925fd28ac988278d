'use client';

import { useActionState } from 'react';
import { adjustStockAction, transferStockAction } from './actions';
import { emptyFormState } from './form-state';
import { buttonClass, Field, inputClass, Outcome, SelectField } from './ui';

export interface LocationChoice {
  value: string;
  label: string;
}

export interface AdjustLabels {
  heading: string;
  location: string;
  change: string;
  reason: string;
  note: string;
  submit: string;
  reasons: { value: string; label: string }[];
}

export interface TransferLabels {
  heading: string;
  from: string;
  to: string;
  quantity: string;
  note: string;
  submit: string;
}

const invalid = (error: string | undefined) => (error ? { 'aria-invalid': true as const, 'aria-describedby': undefined } : {});

/** Adjust one location's stock with a reason; what was typed stays on an error. */
export function AdjustForm({ sku, locations, labels }: { sku: string; locations: LocationChoice[]; labels: AdjustLabels }) {
  const [state, action, pending] = useActionState(adjustStockAction, emptyFormState({ sku }));
  const v = state.values;
  const e = state.fieldErrors;
  return (
    <form action={action} className="grid gap-3 sm:grid-cols-2" data-testid="adjust-form" key={state.done ?? 'adjust'}>
      <h2 className="text-lg font-bold sm:col-span-2">{labels.heading}</h2>
      <input type="hidden" name="sku" value={sku} />
      <SelectField id="adjust-location" name="location" label={labels.location} error={e.location} defaultValue={v.location ?? locations[0]?.value} options={locations} />
      <SelectField id="adjust-reason" name="reason" label={labels.reason} error={e.reason} defaultValue={v.reason ?? 'received'} options={labels.reasons} />
      <Field id="adjust-change" label={labels.change} error={e.change}>
        <input id="adjust-change" name="change" inputMode="numeric" defaultValue={v.change ?? ''} className={inputClass} {...invalid(e.change)} />
      </Field>
      <Field id="adjust-note" label={labels.note}>
        <input id="adjust-note" name="note" maxLength={500} defaultValue={v.note ?? ''} className={inputClass} />
      </Field>
      <div className="sm:col-span-2">
        <button type="submit" className={buttonClass} disabled={pending}>
          {labels.submit}
        </button>
        <Outcome state={state} testId="adjust" />
      </div>
    </form>
  );
}

/** Move units from one location to another. */
export function TransferForm({ sku, locations, labels }: { sku: string; locations: LocationChoice[]; labels: TransferLabels }) {
  const [state, action, pending] = useActionState(transferStockAction, emptyFormState({ sku }));
  const v = state.values;
  const e = state.fieldErrors;
  return (
    <form action={action} className="grid gap-3 sm:grid-cols-2" data-testid="transfer-form" key={state.done ?? 'transfer'}>
      <h2 className="text-lg font-bold sm:col-span-2">{labels.heading}</h2>
      <input type="hidden" name="sku" value={sku} />
      <SelectField id="transfer-from" name="from" label={labels.from} error={e.from} defaultValue={v.from ?? locations[0]?.value} options={locations} />
      <SelectField id="transfer-to" name="to" label={labels.to} error={e.to} defaultValue={v.to ?? locations[1]?.value} options={locations} />
      <Field id="transfer-quantity" label={labels.quantity} error={e.quantity}>
        <input id="transfer-quantity" name="quantity" inputMode="numeric" defaultValue={v.quantity ?? ''} className={inputClass} {...invalid(e.quantity)} />
      </Field>
      <Field id="transfer-note" label={labels.note}>
        <input id="transfer-note" name="note" maxLength={500} defaultValue={v.note ?? ''} className={inputClass} />
      </Field>
      <div className="sm:col-span-2">
        <button type="submit" className={buttonClass} disabled={pending}>
          {labels.submit}
        </button>
        <Outcome state={state} testId="transfer" />
      </div>
    </form>
  );
}
