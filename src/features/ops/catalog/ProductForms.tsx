'use client';

import { useActionState, useEffect, useState } from 'react';
import { emptyFormState } from '../inventory/form-state';
import { buttonClass, Field, inputClass, Outcome, secondaryButtonClass, SelectField } from '../inventory/ui';
import { addFitmentAction, removeFitmentAction, saveProductAction, savePriceAction } from './actions';

const invalid = (error: string | undefined) => (error ? { 'aria-invalid': true as const } : {});

export interface ProductFormLabels {
  heading: string;
  name: Record<string, string>;
  description: Record<string, string>;
  brand: string;
  save: string;
}

/** Names and descriptions in the three locales, and the brand. */
export function ProductForm({ sku, initial, brands, labels }: { sku: string; initial: Record<string, string>; brands: { id: number; name: string }[]; labels: ProductFormLabels }) {
  const [state, action, pending] = useActionState(saveProductAction, emptyFormState({ sku, ...initial }));
  const v = state.values;
  const e = state.fieldErrors;
  return (
    <form action={action} className="grid gap-3" data-testid="product-form">
      <h2 className="text-lg font-bold">{labels.heading}</h2>
      <input type="hidden" name="sku" value={sku} />
      <div className="grid gap-3 lg:grid-cols-3">
        {Object.entries(labels.name).map(([locale, label]) => (
          <Field key={locale} id={`title-${locale}`} label={label} error={e[`title.${locale}`]}>
            <input id={`title-${locale}`} name={`title.${locale}`} defaultValue={v[`title.${locale}`] ?? ''} maxLength={200} className={inputClass} {...invalid(e[`title.${locale}`])} />
          </Field>
        ))}
      </div>
      <div className="grid gap-3 lg:grid-cols-3">
        {Object.entries(labels.description).map(([locale, label]) => (
          <Field key={locale} id={`description-${locale}`} label={label} error={e[`description.${locale}`]}>
            <textarea id={`description-${locale}`} name={`description.${locale}`} defaultValue={v[`description.${locale}`] ?? ''} maxLength={4000} rows={4} className={`${inputClass} py-2`} {...invalid(e[`description.${locale}`])} />
          </Field>
        ))}
      </div>
      <div className="max-w-sm">
        <SelectField id="brand" name="brandId" label={labels.brand} error={e.brandId} defaultValue={v.brandId ?? ''} options={brands.map((b) => ({ value: String(b.id), label: b.name }))} />
      </div>
      <div>
        <button type="submit" className={buttonClass} disabled={pending}>
          {labels.save}
        </button>
        <Outcome state={state} testId="product" />
      </div>
    </form>
  );
}

export interface PriceLabels {
  market: string;
  regular: string;
  sale: string;
  core: string;
  save: string;
}

/** One market's price: regular, sale and core charge, in its currency. */
export function PriceForm({ sku, currency, initial, labels }: { sku: string; currency: string; initial: Record<string, string>; labels: PriceLabels }) {
  const [state, action, pending] = useActionState(savePriceAction, emptyFormState({ sku, currency, ...initial }));
  const v = state.values;
  const e = state.fieldErrors;
  const id = (name: string) => `price-${currency}-${name}`;
  return (
    <form action={action} className="grid gap-3 rounded-md border border-line p-3" data-testid={`price-form-${currency}`}>
      <h3 className="font-bold">{labels.market}</h3>
      <input type="hidden" name="sku" value={sku} />
      <input type="hidden" name="currency" value={currency} />
      <Field id={id('regular')} label={`${labels.regular} (${currency})`} error={e.regular}>
        <input id={id('regular')} name="regular" inputMode="decimal" defaultValue={v.regular ?? ''} className={inputClass} {...invalid(e.regular)} />
      </Field>
      <Field id={id('sale')} label={`${labels.sale} (${currency})`} error={e.sale}>
        <input id={id('sale')} name="sale" inputMode="decimal" defaultValue={v.sale ?? ''} className={inputClass} {...invalid(e.sale)} />
      </Field>
      <Field id={id('core')} label={`${labels.core} (${currency})`} error={e.coreCharge}>
        <input id={id('core')} name="coreCharge" inputMode="decimal" defaultValue={v.coreCharge ?? ''} className={inputClass} {...invalid(e.coreCharge)} />
      </Field>
      <div>
        <button type="submit" className={buttonClass} disabled={pending}>
          {labels.save}
        </button>
        <Outcome state={state} testId={`price-${currency}`} />
      </div>
    </form>
  );
}

/** Remove one application (a small form per row). */
export function RemoveFitmentButton({ sku, applicationId, label }: { sku: string; applicationId: number; label: string }) {
  const [state, action, pending] = useActionState(removeFitmentAction, null);
  return (
    <form action={action}>
      <input type="hidden" name="sku" value={sku} />
      <input type="hidden" name="applicationId" value={applicationId} />
      <button type="submit" className={secondaryButtonClass} disabled={pending}>
        {label}
      </button>
      {state?.error ? (
        <p role="alert" className="text-sm text-brand-dark">
          {state.error}
        </p>
      ) : null}
    </form>
  );
}

export interface FitmentLabels {
  heading: string;
  year: string;
  make: string;
  model: string;
  engine: string;
  anyEngine: string;
  choose: string;
  position: string;
  qualifier: string;
  quantity: string;
  submit: string;
}

type Option = { id: number; name: string };

/** The storefront's vehicle data (its selector's calls, /ecomm/b2c/v1/vehicles), one list after another. */
async function options(path: string, key: string): Promise<Option[]> {
  const response = await fetch(`/ecomm/b2c/v1/vehicles/${path}`, { headers: { accept: 'application/json' } });
  if (!response.ok) return [];
  const body = (await response.json()) as Record<string, Option[]>;
  return body[key] ?? [];
}

/** Add an application: year, make, model (and engine) chosen as on the storefront, then position, qualifier and quantity. */
export function AddFitmentForm({ sku, labels }: { sku: string; labels: FitmentLabels }) {
  const [state, action, pending] = useActionState(addFitmentAction, emptyFormState({ sku }));
  const [year, setYear] = useState(state.values.year ?? '');
  const [makeId, setMakeId] = useState(state.values.makeId ?? '');
  const [modelId, setModelId] = useState(state.values.modelId ?? '');
  const [years, setYears] = useState<Option[]>([]);
  const [makes, setMakes] = useState<Option[]>([]);
  const [models, setModels] = useState<Option[]>([]);
  const [engines, setEngines] = useState<Option[]>([]);
  const e = state.fieldErrors;

  useEffect(() => {
    void options('years', 'years').then(setYears);
  }, []);
  useEffect(() => {
    if (year) void options(`makes?year=${year}`, 'makes').then(setMakes);
  }, [year]);
  useEffect(() => {
    if (year && makeId) void options(`models?year=${year}&makeId=${makeId}`, 'models').then(setModels);
  }, [year, makeId]);
  useEffect(() => {
    if (year && makeId && modelId) void options(`engines?year=${year}&makeId=${makeId}&modelId=${modelId}`, 'engines').then(setEngines);
  }, [year, makeId, modelId]);

  const select = (id: string, name: string, label: string, value: string, list: Option[], onChange: (v: string) => void, disabled: boolean) => (
    <Field id={id} label={label} error={e[name]}>
      <select id={id} name={name} value={value} onChange={(event) => onChange(event.target.value)} disabled={disabled} className={inputClass} {...invalid(e[name])}>
        <option value="">{labels.choose}</option>
        {list.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </Field>
  );

  return (
    <form action={action} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="fitment-form">
      <h3 className="font-bold sm:col-span-2 lg:col-span-4">{labels.heading}</h3>
      <input type="hidden" name="sku" value={sku} />
      {select('fit-year', 'year', labels.year, year, years, (v) => (setYear(v), setMakeId(''), setModelId('')), false)}
      {select('fit-make', 'makeId', labels.make, makeId, makes, (v) => (setMakeId(v), setModelId('')), !year)}
      {select('fit-model', 'modelId', labels.model, modelId, models, setModelId, !makeId)}
      <Field id="fit-engine" label={labels.engine}>
        <select id="fit-engine" name="engineId" defaultValue={state.values.engineId ?? ''} disabled={!modelId} className={inputClass}>
          <option value="">{labels.anyEngine}</option>
          {engines.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
      </Field>
      <Field id="fit-position" label={labels.position} error={e.position}>
        <input id="fit-position" name="position" maxLength={40} defaultValue={state.values.position ?? ''} className={inputClass} />
      </Field>
      <Field id="fit-qualifier" label={labels.qualifier} error={e.qualifier}>
        <input id="fit-qualifier" name="qualifier" maxLength={200} defaultValue={state.values.qualifier ?? ''} className={inputClass} />
      </Field>
      <Field id="fit-quantity" label={labels.quantity} error={e.quantity}>
        <input id="fit-quantity" name="quantity" inputMode="numeric" defaultValue={state.values.quantity ?? '1'} className={inputClass} {...invalid(e.quantity)} />
      </Field>
      <div className="sm:col-span-2 lg:col-span-4">
        <button type="submit" className={buttonClass} disabled={pending || !modelId}>
          {labels.submit}
        </button>
        <Outcome state={state} testId="fitment" />
      </div>
    </form>
  );
}
