import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/markets';
import { giveRefundAccountAction } from './refund-account-action';

/**
 * The bank account a cancelled or returned boleto order's refund goes to (decision 057): bank,
 * branch, account and the holder's CPF. A plain form posted to a server action (works without
 * JavaScript); `notice` is the outcome of the last try.
 */
export async function RefundAccountForm({ locale, orderNumber, returnTo, notice }: { locale: Locale; orderNumber: string; returnTo: string; notice?: string }) {
  const t = await getTranslations({ locale, namespace: 'payments.deferred.refundAccount' });
  const field = (name: 'bank' | 'agency' | 'account' | 'holderTaxId', inputMode: 'numeric' | 'text', autoComplete?: string) => (
    <label className="flex flex-col gap-1 text-sm font-semibold">
      {t(name)}
      <input name={name} required inputMode={inputMode} autoComplete={autoComplete} className="min-h-11 rounded-md border border-line px-3 font-normal" />
    </label>
  );
  return (
    <section className="mt-6 rounded-lg border border-line p-4" aria-labelledby="refund-account-title" data-testid="refund-account">
      <h2 id="refund-account-title" className="font-bold">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm">{t('body')}</p>
      {notice === 'invalid' ? (
        <p role="alert" className="mt-2 rounded-md bg-alert px-3 py-2 text-sm font-semibold">
          {t('invalid')}
        </p>
      ) : null}
      <form action={giveRefundAccountAction} className="mt-3 grid gap-3 sm:grid-cols-2">
        <input type="hidden" name="orderNumber" value={orderNumber} />
        <input type="hidden" name="returnTo" value={returnTo} />
        {field('bank', 'numeric')}
        {field('agency', 'numeric')}
        {field('account', 'text')}
        {field('holderTaxId', 'numeric')}
        <button type="submit" className="min-h-11 rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark sm:col-span-2 sm:justify-self-start">
          {t('submit')}
        </button>
      </form>
    </section>
  );
}
