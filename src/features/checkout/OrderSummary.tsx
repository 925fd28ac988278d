import { useTranslations } from 'next-intl';
import { BusyButton } from '@/components/BusyButton';
import { CheckoutSection } from './CheckoutSection';
import type { AppliedGiftCard, CheckoutStatus, paymentPlan } from './checkout-state';
import type { OrderQuote } from './checkout-api';

/**
 * The order summary beside the form: the quote's amounts (shipping and tax "with the address"
 * until the shipping address has a state), then what rewards and each gift card pay and what is
 * left for the card, the failure of the last try, and Place order.
 */
export function OrderSummary(props: { quote: OrderQuote | null; ships: boolean; country: 'US' | 'MX' | 'BR'; plan: ReturnType<typeof paymentPlan>; giftCards: AppliedGiftCard[]; status: CheckoutStatus; format: (amount: number) => string }) {
  const t = useTranslations();
  const { quote, ships, country, plan, giftCards, status, format } = props;
  const pending = ships && !plan.option?.available;
  return (
    <CheckoutSection id="summary" title={t('checkout.form.summary')} aside>
      {quote ? (
        <dl className="space-y-2 text-sm">
          <div className="flex justify-between">
            <dt>{t('checkout.form.subtotal')}</dt>
            <dd>{format(quote.subtotal)}</dd>
          </div>
          {quote.discount ? (
            <div className="flex justify-between text-ok">
              <dt>{t('checkout.form.discount')}</dt>
              <dd>−{format(quote.discount)}</dd>
            </div>
          ) : null}
          {quote.coreTotal ? (
            <div className="flex justify-between">
              <dt>{t('checkout.form.cores')}</dt>
              <dd>{format(quote.coreTotal)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between">
            <dt>{t('checkout.form.shipping')}</dt>
            <dd>{pending ? t('checkout.form.withAddress') : quote.shippingTotal ? format(quote.shippingTotal) : t('checkout.shipping.free')}</dd>
          </div>
          {country === 'US' ? (
            <div className="flex justify-between">
              <dt>{t('checkout.form.tax')}</dt>
              <dd>{pending ? t('checkout.form.withAddress') : format(quote.tax)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between border-t border-line pt-2 text-base font-bold">
            <dt>{t('checkout.form.total')}</dt>
            <dd data-testid="checkout-total">{format(quote.total)}</dd>
          </div>
          {plan.rewardsPaid ? (
            <div className="flex justify-between text-ok">
              <dt>{t('checkout.rewards.paid')}</dt>
              <dd data-testid="checkout-rewards-amount">−{format(plan.rewardsPaid)}</dd>
            </div>
          ) : null}
          {giftCards.map((c, i) => (
            <div key={c.cardNumber} className="flex justify-between text-ok">
              <dt>{t('giftCards.payment.cardEnding', { last4: c.last4 })}</dt>
              <dd>−{format(plan.shares[i] ?? 0)}</dd>
            </div>
          ))}
          {giftCards.length || plan.rewardsPaid ? (
            <div className="flex justify-between font-semibold">
              <dt>{t('giftCards.payment.toPayByCard')}</dt>
              <dd data-testid="checkout-card-amount">{format(plan.remaining)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {/* The tax included in the prices is the destination's: said once the address is known, never "$0.00 of IVA" before. */}
      {quote && country !== 'US' && !pending ? <p className="mt-2 text-xs text-muted">{t('checkout.form.taxIncluded', { amount: format(quote.taxIncluded) })}</p> : null}
      {status.state === 'failed' ? (
        <p role="alert" data-testid="checkout-error" className="mt-3 rounded-md bg-alert px-3 py-2 text-sm font-semibold">
          {status.message}
        </p>
      ) : null}
      <BusyButton type="submit" busy={status.state === 'placing'} className="mt-4 min-h-12 w-full rounded-md bg-brand px-4 text-lg font-bold text-white hover:bg-brand-dark disabled:opacity-70">
        {status.state === 'placing' ? t('checkout.form.placing') : t('checkout.form.placeOrder')}
      </BusyButton>
      <p className="mt-2 text-xs text-muted">{t('checkout.form.secure')}</p>
    </CheckoutSection>
  );
}
