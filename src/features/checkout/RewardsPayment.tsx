'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';

/**
 * The rewards tender (a member with spendable rewards): spend them all, or part, before gift
 * cards and the card. The amount is typed in the market's major units.
 */
export function RewardsPayment(props: { available: number; total: number; chosen: number; onChange: (amount: number) => void; format: (amount: number) => string }) {
  const t = useTranslations('checkout.rewards');
  const amountId = useId();
  const using = props.chosen > 0;
  const most = Math.min(props.available, props.total);
  return (
    <fieldset className="mb-3 rounded-md border border-line p-3" data-testid="rewards-payment">
      <legend className="px-1 text-sm font-semibold">{t('legend')}</legend>
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input type="checkbox" className="h-5 w-5" checked={using} onChange={(e) => props.onChange(e.target.checked ? most : 0)} disabled={most <= 0} />
        {t('use', { amount: props.format(props.available) })}
      </label>
      {using ? (
        <div className="mt-1 flex flex-wrap items-center gap-2 text-sm">
          <label htmlFor={amountId}>{t('amount')}</label>
          <input
            id={amountId}
            inputMode="decimal"
            className="min-h-11 w-28 rounded-md border border-line px-2"
            defaultValue={(props.chosen / 100).toFixed(2)}
            onBlur={(e) => {
              const typed = Math.round(Number(e.target.value.replace(',', '.')) * 100);
              const amount = Number.isFinite(typed) ? Math.max(0, Math.min(typed, most)) : most;
              e.target.value = (amount / 100).toFixed(2);
              props.onChange(amount);
            }}
          />
          <span className="text-muted">{t('upTo', { amount: props.format(most) })}</span>
        </div>
      ) : null}
    </fieldset>
  );
}

/** The invitation to join at checkout (a guest, or a member without rewards, where the programme runs). */
export function JoinRewardsChoice(props: { checked: boolean; onChange: (checked: boolean) => void; reward: string; threshold: string }) {
  const t = useTranslations('checkout.rewards');
  const id = useId();
  return (
    <div className="mb-3 flex min-h-11 items-start gap-2 rounded-md border border-line p-3 text-sm" data-testid="join-rewards">
      <input id={id} type="checkbox" className="mt-0.5 h-5 w-5 shrink-0" checked={props.checked} onChange={(e) => props.onChange(e.target.checked)} aria-describedby={`${id}-body`} />
      <div>
        <label htmlFor={id} className="block font-semibold">
          {t('join')}
        </label>
        <p id={`${id}-body`} className="text-muted">
          {t('joinBody', { reward: props.reward, threshold: props.threshold })}
        </p>
      </div>
    </div>
  );
}
