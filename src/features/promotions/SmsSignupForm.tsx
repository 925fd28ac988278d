'use client';

import { useId } from 'react';
import { useKeptForm } from '@/components/useKeptForm';
import { BusyButton } from '@/components/BusyButton';
import { smsSignupAction, type SmsFormState } from './sms-actions';

export interface SmsSignupLabels {
  phone: string;
  phoneHint: string;
  consent: string;
  submit: string;
  submitting: string;
}

/** The /sms opt-in: a phone number in the market's format and the consent box; a failed submission keeps what was typed. */
export function SmsSignupForm({ locale, labels, defaultPhone = '' }: { locale: string; labels: SmsSignupLabels; defaultPhone?: string }) {
  const { state, pending, formProps } = useKeptForm<SmsFormState | null>(smsSignupAction, null);
  const id = useId();
  if (state?.done) {
    return (
      <p role="status" data-testid="sms-done" className="rounded-lg bg-ok/10 p-4 font-semibold text-ok">
        {state.done}
      </p>
    );
  }
  const phoneError = state?.errors.phone;
  const consentError = state?.errors.consent;
  return (
    <form {...formProps} noValidate className="flex flex-col gap-4">
      <input type="hidden" name="locale" value={locale} />
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-phone`} className="font-semibold">
          {labels.phone}
        </label>
        <input
          id={`${id}-phone`}
          name="phone"
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          defaultValue={state?.values.phone ?? defaultPhone}
          aria-invalid={phoneError ? true : undefined}
          aria-describedby={`${id}-phone-hint${phoneError ? ` ${id}-phone-error` : ''}`}
          className="min-h-11 rounded-md border border-line px-3 text-base aria-invalid:border-brand"
        />
        <p id={`${id}-phone-hint`} className="text-sm text-muted">
          {labels.phoneHint}
        </p>
        {phoneError ? (
          <p id={`${id}-phone-error`} role="alert" className="text-sm font-semibold text-brand-dark">
            {phoneError}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-1">
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            name="consent"
            defaultChecked={state?.values.consent ?? false}
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? `${id}-consent-error` : undefined}
            className="mt-0.5 h-5 w-5 shrink-0"
          />
          <span>{labels.consent}</span>
        </label>
        {consentError ? (
          <p id={`${id}-consent-error`} role="alert" className="text-sm font-semibold text-brand-dark">
            {consentError}
          </p>
        ) : null}
      </div>
      {state?.formError ? (
        <p role="alert" className="rounded-md bg-alert px-3 py-2 text-sm">
          {state.formError}
        </p>
      ) : null}
      <BusyButton type="submit" busy={pending} className="min-h-11 self-start rounded-md bg-brand px-6 font-semibold text-white hover:bg-brand-dark">
        {pending ? labels.submitting : labels.submit}
      </BusyButton>
    </form>
  );
}
