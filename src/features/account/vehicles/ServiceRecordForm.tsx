'use client';

import { useKeptForm } from '@/components/useKeptForm';
import type { Locale } from '@/lib/markets';
import { SERVICE_DESCRIPTION_MAX_LENGTH, SERVICE_NOTES_MAX_LENGTH } from '@/lib/validation/garage';
import { saveServiceRecordAction, type VehicleFormState } from './actions';
import { describedBy, Field, inputClass, SaveOrCancel } from '@/components/Field';

export interface ServiceRecordLabels {
  serviceDate: string;
  mileage: string;
  mileageHint: string;
  cost: string;
  costHint: string;
  description: string;
  descriptionHint: string;
  notes: string;
  notesHint: string;
  save: string;
  saving: string;
  cancel: string;
}

export interface ServiceRecordValues {
  serviceDate: string;
  mileage: string;
  cost: string;
  description: string;
  notes: string;
}

/** Log a service or correct one. What was typed stays after an error; messages come translated from the action. */
export function ServiceRecordForm({
  locale,
  vehicleId,
  serviceItemId,
  initial,
  labels,
  minDate,
  maxDate,
  cancelHref,
}: {
  locale: Locale;
  vehicleId: string;
  serviceItemId?: string;
  initial: ServiceRecordValues;
  labels: ServiceRecordLabels;
  minDate: string;
  maxDate: string;
  cancelHref: string;
}) {
  const { state, pending: saving, formProps } = useKeptForm<VehicleFormState | null>(saveServiceRecordAction, null);
  const values = { ...initial, ...state?.values };
  const errors = state?.errors ?? {};
  return (
    <form {...formProps} noValidate className="mt-4 grid max-w-xl gap-4" data-testid="service-record-form">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="vehicleId" value={vehicleId} />
      {serviceItemId ? <input type="hidden" name="serviceItemId" value={serviceItemId} /> : null}
      {state?.formError ? (
        <p role="alert" className="rounded-md bg-alert px-3 py-2 text-sm font-semibold">
          {state.formError}
        </p>
      ) : null}
      <Field id="sr-description" label={labels.description} hint={labels.descriptionHint} error={errors.description}>
        <input
          id="sr-description"
          name="description"
          required
          defaultValue={values.description}
          maxLength={SERVICE_DESCRIPTION_MAX_LENGTH}
          className={inputClass}
          {...describedBy('sr-description', true, errors.description)}
        />
      </Field>
      <div className="grid gap-4 md:grid-cols-3">
        <Field id="sr-date" label={labels.serviceDate} error={errors.serviceDate}>
          <input id="sr-date" name="serviceDate" type="date" required defaultValue={values.serviceDate} min={minDate} max={maxDate} className={inputClass} {...describedBy('sr-date', false, errors.serviceDate)} />
        </Field>
        <Field id="sr-mileage" label={labels.mileage} hint={labels.mileageHint} error={errors.mileage}>
          <input id="sr-mileage" name="mileage" inputMode="numeric" defaultValue={values.mileage} autoComplete="off" className={inputClass} {...describedBy('sr-mileage', true, errors.mileage)} />
        </Field>
        <Field id="sr-cost" label={labels.cost} hint={labels.costHint} error={errors.cost}>
          <input id="sr-cost" name="cost" inputMode="decimal" defaultValue={values.cost} autoComplete="off" className={inputClass} {...describedBy('sr-cost', true, errors.cost)} />
        </Field>
      </div>
      <Field id="sr-notes" label={labels.notes} hint={labels.notesHint} error={errors.notes}>
        <textarea
          id="sr-notes"
          name="notes"
          rows={4}
          defaultValue={values.notes}
          maxLength={SERVICE_NOTES_MAX_LENGTH}
          className="w-full rounded-md border border-line px-3 py-2 text-base aria-[invalid=true]:border-brand"
          {...describedBy('sr-notes', true, errors.notes)}
        />
      </Field>
      <SaveOrCancel saving={saving} labels={labels} cancelHref={cancelHref} />
    </form>
  );
}
