import { getTranslations } from 'next-intl/server';
import { headlinePlan, planTextValues, type InstallmentSettings } from '@/lib/installments';
import type { Locale } from '@/lib/markets';
import { formatMoney, money } from '@/lib/money';

/**
 * The installments a price may be paid in, as the product page and the cart advertise them: "ou 10x de
 * R$ 25,99 sem juros", "Hasta 12 meses sin intereses de $108.33" (docs/decisions/058). It depends on the
 * market's settings and the amount alone, so it sits in the cached page shell. Nothing where the market
 * offers no installments (the US) or the amount cannot be split.
 */
export async function InstallmentsLine({ amount, locale, settings, className = 'text-sm text-muted', testId = 'installments-line' }: { amount: number; locale: Locale; settings: InstallmentSettings | null; className?: string; testId?: string }) {
  const plan = settings ? headlinePlan(amount, settings) : null;
  if (!plan || !settings) return null;
  const t = await getTranslations({ locale, namespace: 'payments.installments' });
  const values = planTextValues(plan, (value) => formatMoney(money(value, settings.currency), locale), locale);
  return (
    <p data-testid={testId} className={className}>
      {plan.interest ? t('headlineInterest', values) : t('headline', values)}
    </p>
  );
}
