'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { BusyButton } from '@/components/BusyButton';
import { useKeptForm } from '@/components/useKeptForm';
import type { CouponField, CouponFormState } from './coupon-form';
import { createCouponAction } from './promotion-actions';
import { buttonClass, inputClass } from './ui';

export interface CouponFormLabels {
  summary: string;
  fields: Record<CouponField, string>;
  kinds: { percent: string; amount: string; freeShipping: string };
  notCreated: string;
  create: string;
}

/**
 * "New coupon" on /ops/content: refused (the end before the start, a percent of 150, a code taken),
 * it stays open with what was typed and each problem beside its field, the first such field
 * focused; offered, the page comes back with its notice. Without JavaScript the form posts and the
 * answer comes back with the page, the same.
 */
export function CouponForm({ locale, today, labels }: { locale: string; today: string; labels: CouponFormLabels }) {
  const { state, pending, formProps } = useKeptForm<CouponFormState | null>(createCouponAction, null);
  const form = useRef<HTMLFormElement>(null);
  const values = state?.values;
  const issues = state?.issues ?? [];
  const general = issues.filter((i) => i.field === null);
  const errorOf = (name: CouponField) => issues.find((i) => i.field === name)?.message;

  useEffect(() => {
    if (!state?.issues.length) return;
    const first = state.issues.find((i) => i.field !== null)?.field;
    const target = first ? form.current?.querySelector<HTMLElement>(`[name="${first}"]`) : form.current?.querySelector<HTMLElement>('[data-coupon-issues]');
    target?.focus();
  }, [state]);

  const field = (name: CouponField, input: (aria: Record<string, unknown>) => ReactNode, wide = false) => {
    const error = errorOf(name);
    const aria = { id: `coupon-${name}`, name, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `coupon-${name}-error` : undefined };
    return (
      <div className={`grid content-start gap-1 ${wide ? 'md:col-span-2' : ''}`}>
        <label htmlFor={`coupon-${name}`} className="text-sm font-semibold">
          {labels.fields[name]}
        </label>
        {input(aria)}
        {error ? (
          <p id={`coupon-${name}-error`} className="text-sm font-semibold text-brand-dark" data-testid={`coupon-${name}-error`}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <details className="mt-3" open={issues.length ? true : undefined}>
      <summary className="flex min-h-11 cursor-pointer items-center font-semibold">{labels.summary}</summary>
      <form ref={form} {...formProps} className="mt-2 grid grid-cols-1 gap-3 md:grid-cols-2" data-testid="coupon-form">
        <input type="hidden" name="locale" value={locale} />
        {issues.length ? (
          <div role="alert" tabIndex={-1} data-coupon-issues className="rounded-md bg-alert px-3 py-2 text-sm md:col-span-2" data-testid="coupon-issues">
            <p className="font-semibold">{labels.notCreated}</p>
            {general.map((issue, index) => (
              <p key={index}>{issue.message}</p>
            ))}
          </div>
        ) : null}
        {field('promoCode', (aria) => <input {...aria} defaultValue={values?.promoCode ?? ''} required minLength={2} maxLength={40} pattern="[A-Za-z0-9]+" autoComplete="off" className={inputClass} />)}
        {field('discount', (aria) => <input {...aria} defaultValue={values?.discount ?? ''} required maxLength={60} className={inputClass} />)}
        {field('discountText', (aria) => <input {...aria} defaultValue={values?.discountText ?? ''} required maxLength={300} className={inputClass} />, true)}
        {field('kind', (aria) => (
          <select {...aria} defaultValue={values?.kind || 'percent'} className={inputClass}>
            <option value="percent">{labels.kinds.percent}</option>
            <option value="amount">{labels.kinds.amount}</option>
            <option value="freeShipping">{labels.kinds.freeShipping}</option>
          </select>
        ))}
        {field('value', (aria) => <input {...aria} defaultValue={values?.value ?? ''} type="number" min={0} step="0.01" inputMode="decimal" className={inputClass} />)}
        {field('minimum', (aria) => <input {...aria} defaultValue={values?.minimum ?? ''} type="number" min={0} step="0.01" inputMode="decimal" className={inputClass} />)}
        {field('from', (aria) => <input {...aria} defaultValue={values?.from ?? today} type="date" required className={inputClass} />)}
        {field('until', (aria) => <input {...aria} defaultValue={values?.until ?? ''} type="date" required className={inputClass} />)}
        <div className="flex items-end">
          <BusyButton type="submit" busy={pending} className={buttonClass}>
            {labels.create}
          </BusyButton>
        </div>
      </form>
    </details>
  );
}
