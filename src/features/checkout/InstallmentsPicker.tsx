import { useTranslations } from 'next-intl';
import { installmentPlans, planTextValues, type InstallmentPlan, type InstallmentSettings } from '@/lib/installments';
import type { Locale } from '@/lib/markets';

/** The count the form sends: the one chosen while the card's share still allows it, else 1 (at once). */
export function effectiveInstallments(chosen: number, amount: number, settings: InstallmentSettings | null): number {
  return installmentPlans(amount, settings).some((plan) => plan.count === chosen) ? chosen : 1;
}

/**
 * In the card section: the plans the card's share may be paid in under the market's settings
 * (docs/decisions/058), at once first, each with its installment and, with interest, its rate and
 * total. Radio buttons in a fieldset, so the keyboard moves through them with the arrows. Nothing
 * where the market offers no installments or the amount cannot be split.
 */
export function InstallmentsPicker(props: { amount: number; settings: InstallmentSettings | null; chosen: number; locale: Locale; format: (amount: number) => string; onChange: (count: number) => void }) {
  const t = useTranslations('payments.installments');
  const plans = installmentPlans(props.amount, props.settings);
  if (plans.length < 2) return null;
  const chosen = effectiveInstallments(props.chosen, props.amount, props.settings);
  const label = (plan: InstallmentPlan) => {
    const values = planTextValues(plan, props.format, props.locale);
    if (plan.count === 1) return t('once', values);
    const text = plan.interest ? t('planInterest', values) : t('plan', values);
    return plan.first !== plan.installment ? `${text} · ${t('firstDiffers', values)}` : text;
  };
  return (
    <fieldset className="mb-3 flex flex-col gap-1" data-testid="installments">
      <legend className="mb-1 text-sm font-semibold">{t('legend')}</legend>
      <div className="grid gap-1 sm:grid-cols-2">
        {plans.map((plan) => (
          <label key={plan.count} className="flex min-h-11 items-center gap-2 rounded-md border border-line px-3 py-1 text-sm has-[:checked]:border-brand-dark has-[:checked]:bg-panel">
            <input type="radio" name="installments" value={plan.count} checked={chosen === plan.count} onChange={() => props.onChange(plan.count)} className="h-5 w-5 shrink-0" />
            <span>{label(plan)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
