import type { Metadata } from 'next';
import { staffTranslator } from '@/features/ops/catalog/staff-text';
import { formatAmount } from '@/features/ops/catalog/money-input';
import { sectionClass } from '@/features/ops/inventory/ui';
import { OpsHeader } from '@/features/ops/OpsHeader';
import { staffPage } from '@/features/ops/session';
import { headlinePlan, planTextValues, type InstallmentSettings } from '@/lib/installments';
import type { CurrencyCode } from '@/lib/markets';
import { formatMoney, money } from '@/lib/money';
import { installmentSettingsForStaff } from '@/server/payments/queries';
import { BRAZIL_MAX_COUNTS, INSTALLMENTS_PATH, MEXICO_MONTHS } from './form';
import { InstallmentSettingsForm } from './InstallmentSettingsForm';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await staffTranslator();
  return { title: t('ops.settings.installments.title') };
}

/** An order of this much shows what a shopper of the market is offered under the settings (minor units). */
const EXAMPLE_AMOUNT: Record<'BR' | 'MX', number> = { BR: 100_000, MX: 150_000 };

/** The form's values from a market's settings (what the retailer has now). */
function initialValues(country: 'BR' | 'MX', settings: InstallmentSettings | null): Record<string, string> {
  if (country === 'MX') {
    const values: Record<string, string> = { minInstallment: formatAmount(settings?.minInstallment ?? 0) };
    for (const count of MEXICO_MONTHS) {
      if (settings?.counts.includes(count)) values[`month.${count}`] = 'on';
      values[`minAmount.${count}`] = formatAmount(settings?.minAmountByCount[String(count)] ?? 0);
    }
    return values;
  }
  const most = settings?.counts.at(-1) ?? 12;
  return {
    maxCount: String(Math.min(Math.max(most, 2), 12)),
    interestFreeUpTo: String(Math.min(settings?.interestFreeUpTo ?? 1, 12)),
    monthlyRate: formatAmount(settings?.monthlyRateBasisPoints ?? 0),
    minInstallment: formatAmount(settings?.minInstallment ?? 0),
  };
}

/** /ops/settings/installments (settings.manage): each market's card installments, as shoppers will be offered them. */
export default async function InstallmentSettingsRoute() {
  const actor = await staffPage(INSTALLMENTS_PATH);
  const markets = await installmentSettingsForStaff(actor);
  const { locale, t } = await staffTranslator();
  const k = (key: string, values: Record<string, string | number> = {}) => t(`ops.settings.installments.${key}` as never, values as never);
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const countLabel = (count: number) => k('countOption', { count });
  return (
    <>
      <OpsHeader />
      <main id="ops-main" tabIndex={-1} className="mx-auto w-full max-w-[1280px] px-4 py-6 focus:outline-none">
        <h1 className="text-2xl font-extrabold">{k('title')}</h1>
        <p className="mt-1 max-w-3xl text-sm text-muted">{k('intro')}</p>
        {markets.map(({ country, currency, settings, updatedAt }) => {
          const price = (amount: number) => formatMoney(money(amount, currency as CurrencyCode), locale);
          const example = headlinePlan(EXAMPLE_AMOUNT[country], settings);
          const plan = example ? t(`payments.installments.${example.interest ? 'planInterest' : 'plan'}`, planTextValues(example, price, locale)) : null;
          return (
            <section key={country} className={sectionClass} aria-labelledby={`installments-${country}`} data-testid={`installments-${country}-section`}>
              <h2 id={`installments-${country}`} className="text-lg font-bold">
                {k(`heading.${country}`)}
              </h2>
              <p className="mt-1 text-sm text-muted">{updatedAt ? k('updated', { date: dates.format(updatedAt) }) : k('notSet')}</p>
              <p className="mt-1 text-sm" data-testid={`installments-${country}-example`}>
                {plan ? k('example', { amount: price(EXAMPLE_AMOUNT[country]), plan }) : k('exampleNone', { amount: price(EXAMPLE_AMOUNT[country]) })}
              </p>
              <InstallmentSettingsForm
                country={country}
                initial={initialValues(country, settings)}
                labels={{
                  maxCount: k('maxCount'),
                  interestFreeUpTo: k('interestFreeUpTo'),
                  monthlyRate: k('monthlyRate'),
                  monthlyRateHint: k('monthlyRateHint'),
                  minInstallment: k('minInstallment', { currency }),
                  months: k('months'),
                  save: k('save'),
                  saving: k('saving'),
                  maxCountOptions: BRAZIL_MAX_COUNTS.map((count) => ({ value: String(count), label: countLabel(count) })),
                  interestFreeOptions: [{ value: '1', label: k('noneFree') }, ...BRAZIL_MAX_COUNTS.map((count) => ({ value: String(count), label: countLabel(count) }))],
                  monthOptions: MEXICO_MONTHS.map((count) => ({ count, label: k('monthsOption', { count }), minAmount: k('minAmount', { count, currency }) })),
                }}
              />
            </section>
          );
        })}
      </main>
    </>
  );
}
