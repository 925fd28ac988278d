import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Field } from '@/components/Field';
import { CheckoutSection } from './CheckoutSection';
import type { CheckoutAction, CheckoutState } from './checkout-state';

const inputClass = 'min-h-11 rounded-md border border-line px-3 text-base aria-[invalid=true]:border-brand-dark';

/** Contact: e-mail and phone (formatted for the market when the shopper leaves it), and what they may be sent. */
export function ContactSection(props: { state: Pick<CheckoutState, 'email' | 'phone' | 'promo' | 'texts'>; dispatch: (action: CheckoutAction) => void; errorOf: (name: string) => string; onLeave: (name: string) => void; /** What a market adds (Brazil's CPF). */ children?: ReactNode }) {
  const t = useTranslations('checkout.form');
  const { state, dispatch, errorOf, onLeave } = props;
  const aria = (name: string) => (errorOf(name) ? { 'aria-invalid': true, 'aria-describedby': `field-${name}-error` } : {});
  return (
    <CheckoutSection id="contact" title={t('contact')}>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field announce={false} id="field-email" label={t('email')} error={errorOf('email')}>
          <input
            id="field-email"
            type="email"
            required
            value={state.email}
            onChange={(e) => dispatch({ type: 'typed', field: 'email', value: e.target.value })}
            onBlur={() => onLeave('email')}
            autoComplete="email"
            className={inputClass}
            {...aria('email')}
          />
        </Field>
        <Field announce={false} id="field-phoneNumber" label={t('phone')} error={errorOf('phoneNumber')}>
          <input
            id="field-phoneNumber"
            type="tel"
            required
            value={state.phone}
            onChange={(e) => dispatch({ type: 'typed', field: 'phone', value: e.target.value })}
            onBlur={() => onLeave('phoneNumber')}
            autoComplete="tel-national"
            className={inputClass}
            {...aria('phoneNumber')}
          />
        </Field>
      </div>
      {props.children}
      <label className="mt-3 flex min-h-11 items-center gap-2 text-sm">
        <input type="checkbox" checked={state.promo} onChange={(e) => dispatch({ type: 'chose', field: 'promo', value: e.target.checked })} className="h-5 w-5" />
        {t('promoEmails')}
      </label>
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input type="checkbox" checked={state.texts} onChange={(e) => dispatch({ type: 'chose', field: 'texts', value: e.target.checked })} className="h-5 w-5" />
        {t('textMessages')}
      </label>
    </CheckoutSection>
  );
}
