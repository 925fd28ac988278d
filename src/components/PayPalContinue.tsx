import { getTranslations } from 'next-intl/server';
import type { CurrencyCode, Locale } from '@/lib/markets';
import { formatMoney, money } from '@/lib/money';
import { formatPaymentDeadline } from '@/lib/payment-options';
import { PaymentCountdown } from './PaymentCountdown';

/** Why the shopper is back from PayPal without having paid (the return and cancel routes say so in `?paypal=`). */
export const PAYPAL_NOTICES = ['cancelled', 'declined', 'notApproved'] as const;
export type PayPalNotice = (typeof PAYPAL_NOTICES)[number];

export const isPayPalNotice = (value: unknown): value is PayPalNotice => typeof value === 'string' && (PAYPAL_NOTICES as readonly string[]).includes(value);

/**
 * An order awaiting its PayPal approval (decision 060): the amount, why the shopper is back
 * without paying (left PayPal, or PayPal declined), until when the order is kept, and a link
 * that goes back to PayPal's approval page. A plain link: it works without JavaScript.
 */
export async function PayPalContinue({
  locale,
  currency,
  amount,
  approveUrl,
  expiresAt,
  notice,
}: {
  locale: Locale;
  currency: CurrencyCode;
  amount: number;
  approveUrl: string;
  expiresAt: string;
  notice?: PayPalNotice;
}) {
  const t = await getTranslations({ locale, namespace: 'payments.paypal' });
  const deferredT = await getTranslations({ locale, namespace: 'payments.deferred' });
  const deadline = formatPaymentDeadline(expiresAt, locale);
  return (
    <section className="mt-6 rounded-lg border-2 border-brand p-4" aria-labelledby="paypal-title" data-testid="payment-instructions" data-tender="paypal">
      <h2 id="paypal-title" className="text-lg font-bold">
        {t('title')}
      </h2>
      {notice ? (
        <p role="status" className="mt-2 rounded-md bg-panel px-3 py-2 font-semibold" data-testid="paypal-notice" data-notice={notice}>
          {t(`notice.${notice}`, { deadline })}
        </p>
      ) : null}
      <p className="mt-2 font-semibold" data-testid="payment-amount">
        {deferredT('amount', { amount: formatMoney(money(amount, currency), locale) })}
      </p>
      <p className="mt-1 text-sm">{t('steps')}</p>
      <a href={approveUrl} className="mt-3 inline-flex min-h-11 items-center rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark" data-testid="paypal-continue">
        {t('continue')}
      </a>
      <p className="mt-3 font-semibold" data-testid="payment-deadline">
        {t('keptUntil', { deadline })}
      </p>
      <PaymentCountdown expiresAt={expiresAt} labels={{ template: deferredT('timeLeft', { time: '{time}' }), expired: deferredT('expired') }} />
    </section>
  );
}
