'use client';

import { useKeptForm } from '@/components/useKeptForm';
import type { Locale } from '@/lib/markets';
import { NICKNAME_MAX_LENGTH, type MileageUnit } from '@/lib/validation/garage';
import { saveVehicleDetailsAction, type VehicleFormState } from './actions';
import { describedBy, Field, inputClass, SaveOrCancel } from '@/components/Field';

export interface VehicleDetailsLabels {
  nickname: string;
  nicknameHint: string;
  vin: string;
  vinHint: string;
  mileage: string;
  mileageHint: string;
  unit: string;
  units: Record<MileageUnit, string>;
  save: string;
  saving: string;
  cancel: string;
}

export interface VehicleDetailsValues {
  nickname: string;
  vin: string;
  mileage: string;
  mileageUnit: MileageUnit;
}

/** The VIN, mileage and nickname of a garage vehicle. What was typed stays after an error; messages come translated from the action. */
export function AddVehicleDetailsForm({ locale, vehicleId, initial, labels, cancelHref }: { locale: Locale; vehicleId: string; initial: VehicleDetailsValues; labels: VehicleDetailsLabels; cancelHref: string }) {
  const { state, pending: saving, formProps } = useKeptForm<VehicleFormState | null>(saveVehicleDetailsAction, null);
  const values = { ...initial, ...state?.values };
  const errors = state?.errors ?? {};
  return (
    <form {...formProps} noValidate className="mt-4 grid max-w-xl gap-4" data-testid="vehicle-details-form">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="vehicleId" value={vehicleId} />
      {state?.formError ? (
        <p role="alert" className="rounded-md bg-alert px-3 py-2 text-sm font-semibold">
          {state.formError}
        </p>
      ) : null}
      <Field id="vd-nickname" label={labels.nickname} hint={labels.nicknameHint} error={errors.nickname}>
        <input id="vd-nickname" name="nickname" defaultValue={values.nickname} maxLength={NICKNAME_MAX_LENGTH} autoComplete="off" className={inputClass} {...describedBy('vd-nickname', true, errors.nickname)} />
      </Field>
      <Field id="vd-vin" label={labels.vin} hint={labels.vinHint} error={errors.vin}>
        <input
          id="vd-vin"
          name="vin"
          defaultValue={values.vin}
          maxLength={25}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className={`${inputClass} font-mono uppercase`}
          {...describedBy('vd-vin', true, errors.vin)}
        />
      </Field>
      <div className="grid grid-cols-[1fr_auto] gap-3">
        <Field id="vd-mileage" label={labels.mileage} hint={labels.mileageHint} error={errors.mileage}>
          <input id="vd-mileage" name="mileage" defaultValue={values.mileage} inputMode="numeric" autoComplete="off" className={inputClass} {...describedBy('vd-mileage', true, errors.mileage)} />
        </Field>
        <Field id="vd-unit" label={labels.unit} error={errors.mileageUnit}>
          <select id="vd-unit" name="mileageUnit" defaultValue={values.mileageUnit} className={`${inputClass} bg-white`} {...describedBy('vd-unit', false, errors.mileageUnit)}>
            {(Object.keys(labels.units) as MileageUnit[]).map((unit) => (
              <option key={unit} value={unit}>
                {labels.units[unit]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <SaveOrCancel saving={saving} labels={labels} cancelHref={cancelHref} />
    </form>
  );
}
