import { cartIdsOf } from '@/server/cart/cookies';
import { currentMember } from '@/server/customers/member';
import { cookies } from 'next/headers';
import { Link } from '@/components/Link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageView } from '@/components/PageView';
import { pageViewData } from '@/lib/page-view';
import { PurchaseEvent } from '@/components/PurchaseEvent';
import { TrackingNumber } from '@/components/TrackingNumber';
import { getMarket, localizedPath, type CurrencyCode, type Locale } from '@/lib/markets';
import { paidInstallmentsText } from '@/lib/installments';
import { formatMoney, money } from '@/lib/money';
import { formatRewardsId } from '@/lib/rewards';
import { personAddressLines, storeAddressLines } from '@/lib/store-address';
import { aftercareOf, orderForViewer, arrivalTexts } from '@/server/orders/queries';
import { orderRewards } from '@/server/rewards/queries';
import { storeByNumber } from '@/server/stores/queries';
import { trackingText } from '@/server/orders/shipment-text';
import { statusLabelKey } from '@/server/orders/status';
import { awaitingPayment } from '@/server/orders/deferred-payments';
import { sandboxGateway } from '@/server/payments/gateway';
import { boletoRefundOwed } from '@/server/orders/refunds';
import { PaymentInstructions } from '@/components/PaymentInstructions';
import { orderAftercareView } from '@/components/OrderAftercare';
import { OrderAftercareView } from '@/components/OrderAftercareView';
import type { PayPalNotice } from '@/components/PayPalContinue';
import { RefundAccountForm } from '@/components/RefundAccountForm';

/** /orderConfirmation?orderNumber=: thanks, the order number, where each part goes, and what was paid. */
export async function ConfirmationPage({ locale, orderNumber, refundNotice, paypalNotice }: { locale: Locale; orderNumber: string; refundNotice?: string; /** Back from PayPal without paying (decision 060). */ paypalNotice?: PayPalNotice }) {
  const t = await getTranslations({ locale, namespace: 'checkout.confirmation' });
  const orderT = await getTranslations({ locale, namespace: 'orders' });
  const checkoutT = await getTranslations({ locale, namespace: 'checkout' });
  const brands = await getTranslations({ locale, namespace: 'payments.brand' });
  const jar = await cookies();
  const member = await currentMember();
  const found = await orderForViewer(orderNumber, { profileId: member?.id ?? null, cartIds: cartIdsOf({ get: (name) => jar.get(name)?.value }) });
  if (!found) notFound();
  const { order, shipments, payments } = found;
  const rewards = await orderRewards(order.id);
  // Cancelled or returned since: said, with what went back to each tender (as the account's order page says it).
  const aftercare = await aftercareOf(found);
  const aftercareT = await getTranslations({ locale, namespace: 'orderAftercare' });
  const aftercareView = await orderAftercareView(found, aftercare, locale);
  const wholeCancelled = aftercare.cancelled === 'all';
  const arrivals = await arrivalTexts(order, shipments, locale);
  const tracking = await Promise.all(shipments.map((s) => trackingText(s, locale)));
  // Where each part goes: the pickup store's address, or the shipping address (as the e-mail says).
  const stores = new Map((await Promise.all([...new Set(shipments.map((s) => s.storeNumber).filter((n) => n !== null))].map((n) => storeByNumber(n)))).filter((x) => x !== null).map((x) => [x.storeNumber, x]));
  const shipTo = order.shippingAddress ? personAddressLines(order.shippingAddress, getMarket(locale).country) : [];
  const format = (amount: number) => formatMoney(money(amount, order.currency as CurrencyCode), locale);
  const giftCardT = await getTranslations({ locale, namespace: 'giftCards.payment' });
  const installmentsT = await getTranslations({ locale, namespace: 'payments.installments' });
  const inInstallments = (p: (typeof payments)[number]) => {
    const text = paidInstallmentsText(p, format, locale);
    return text ? (
      <span data-testid="confirmation-installments" className="block text-sm">
        {installmentsT(text.key, text.values)}
      </span>
    ) : null;
  };
  const deferredT = await getTranslations({ locale, namespace: 'payments.deferred' });
  const awaited = awaitingPayment(order, payments);
  const paidWith = (p: (typeof payments)[number]) =>
    p.method === 'pix' || p.method === 'boleto' || p.method === 'oxxo' || p.method === 'paypal'
      ? `${deferredT(`paidWith.${p.method}`)}${p.status === 'pending' ? ` · ${deferredT('pending')}` : ''}`
      : p.method === 'giftCard' ? giftCardT('cardEnding', { last4: p.last4 ?? '' }) : p.method === 'rewards' ? t('rewards.paid') : t('paidWith', { brand: p.brand && brands.has(p.brand as never) ? brands(p.brand as never) : (p.brand ?? ''), last4: p.last4 ?? '' });
  return (
    <div className="mx-auto max-w-[900px] px-4 py-8">
      <PageView data={pageViewData(locale, 'order-confirmation', 'orderConfirmation')} />
      <PurchaseEvent
        order={{
          orderNumber: order.orderNumber,
          currency: order.currency,
          total: order.total,
          tax: order.tax,
          shipping: order.shippingTotal,
          discount: order.discount,
          promoCode: order.promoCode,
          lines: shipments.flatMap((s) => s.lines.map((l) => ({ sku: l.sku, name: l.title, brand: l.brand, unitPrice: l.unitPrice, quantity: l.quantity }))),
        }}
      />
      <h1 className="text-2xl font-extrabold md:text-3xl">{wholeCancelled ? aftercareT('cancelledTitle') : aftercare.kind === 'return' ? aftercareT('returnStatus') : t('title')}</h1>
      <p className="mt-2">
        {t.rich('number', { number: order.orderNumber, strong: (chunks) => <strong data-testid="order-number">{chunks}</strong> })}
      </p>
      <p className="mt-1 text-muted">{t('emailed', { email: order.email })}</p>
      <OrderAftercareView view={aftercareView} />
      {awaited?.instructions ? <PaymentInstructions locale={locale} currency={order.currency} payment={{ reference: awaited.reference, amount: awaited.amount, instructions: awaited.instructions }} sandbox={sandboxGateway() !== null} paypalNotice={paypalNotice} /> : null}
      {boletoRefundOwed(payments) ? <RefundAccountForm locale={locale} orderNumber={order.orderNumber} returnTo={localizedPath(`/orderConfirmation?orderNumber=${order.orderNumber}`, locale)} notice={refundNotice} /> : null}
      {refundNotice === 'sent' ? <p className="mt-3 rounded-md bg-ok/10 px-3 py-2 text-sm font-semibold text-ok">{deferredT('refundAccount.sent')}</p> : null}
      {rewards ? (
        <section className="mt-6 rounded-lg border border-line p-4" aria-labelledby="rewards-title" data-testid="confirmation-rewards">
          <h2 id="rewards-title" className="font-bold">
            {rewards.credited ? t('rewards.earned') : t('rewards.title')}
          </h2>
          <p className="text-sm">
            {t('rewards.id', { rewardsId: formatRewardsId(rewards.rewardsId) })} ·{' '}
            {t('rewards.progress', { credits: rewards.balances.credits, perReward: rewards.balances.creditsPerReward })}
            {rewards.balances.available ? ` · ${t('rewards.available', { amount: format(rewards.balances.available) })}` : ''}
          </p>
          {rewards.linked ? null : <p className="mt-1 text-sm text-muted">{t('rewards.linkByAccount')}</p>}
        </section>
      ) : null}
      {order.profileId ? null : (
        <section className="mt-6 flex flex-col gap-3 rounded-lg border border-line bg-panel p-4 sm:flex-row sm:items-center sm:justify-between" aria-labelledby="create-account-title" data-testid="confirmation-create-account">
          <div>
            <h2 id="create-account-title" className="font-bold">
              {t('createAccount.title')}
            </h2>
            <p className="text-sm text-muted">{t('createAccount.body')}</p>
          </div>
          <Link href={localizedPath(`/completeAccount?orderNumber=${order.orderNumber}`, locale)} className="flex min-h-11 shrink-0 items-center justify-center rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark">
            {t('createAccount.action')}
          </Link>
        </section>
      )}
      {shipments.map((s, i) => {
        const store = s.storeNumber ? stores.get(s.storeNumber) : undefined;
        const address = s.storeNumber ? (store ? storeAddressLines({ ...store, countryCode: store.country }) : []) : shipTo;
        return (
        <section key={s.id} data-testid="confirmation-shipment" className="mt-6 rounded-lg border border-line p-4">
          <h2 className="font-bold">
            {s.storeNumber ? t('pickup', { store: s.storeNumber }) : t('delivery')} · {orderT(`status.${statusLabelKey(s.status)}` as never)}
          </h2>
          {arrivals.get(s.id) ? <p data-testid="shipment-arrival" className="text-sm text-muted">{arrivals.get(s.id)}</p> : null}
          {tracking[i] ? <TrackingNumber tracking={tracking[i]!} className="text-sm" /> : null}
          {s.storeNumber ? <p className="text-sm text-muted">{t('pickupWhen')}</p> : null}
          {address.length ? (
            <address data-testid={s.storeNumber ? 'confirmation-pickup-store' : 'confirmation-ship-to'} className="mt-2 text-sm not-italic">
              <span className="font-semibold">{s.storeNumber ? t('pickupAddress') : t('shipTo')}</span>
              {address.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          ) : null}
          <ul className="mt-2 divide-y divide-line text-sm">
            {s.lines.map((l) => (
              <li key={l.id} className="flex justify-between gap-3 py-2">
                <span>
                  {l.quantity} × {l.title} <span className="text-muted">({l.partNumber})</span>
                  {aftercare.returnedByLine.get(l.id) ? (
                    <span className="ml-2 rounded bg-panel px-1.5 py-0.5 text-xs font-semibold" data-testid="confirmation-line-returned">
                      {aftercareT('lineReturned', { count: aftercare.returnedByLine.get(l.id)! })}
                    </span>
                  ) : null}
                </span>
                <span className="font-semibold">{format(l.unitPrice * l.quantity)}</span>
              </li>
            ))}
          </ul>
        </section>
        );
      })}
      <dl className="mt-6 ml-auto max-w-sm space-y-1 text-sm">
        <div className="flex justify-between">
          <dt>{t('subtotal')}</dt>
          <dd>{format(order.subtotal)}</dd>
        </div>
        {order.discount ? (
          <div className="flex justify-between">
            <dt>{t('discount')}</dt>
            <dd>−{format(order.discount)}</dd>
          </div>
        ) : null}
        {order.coreTotal ? (
          <div className="flex justify-between">
            <dt>{t('cores')}</dt>
            <dd>{format(order.coreTotal)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between">
          <dt>{t('shipping')}</dt>
          <dd>{order.shippingTotal ? format(order.shippingTotal) : checkoutT('shipping.free')}</dd>
        </div>
        {order.tax ? (
          <div className="flex justify-between">
            <dt>{t('tax')}</dt>
            <dd>{format(order.tax)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between border-t border-line pt-1 text-base font-bold">
          <dt>{t('total')}</dt>
          <dd data-testid="confirmation-total">{format(order.total)}</dd>
        </div>

        {payments.map((p) => (
          <div key={p.id} data-testid="confirmation-payment" className="flex justify-between text-muted">
            <dt>
              {/* A payment that never came (or a hold released) when the order was cancelled: not charged. */}
              {wholeCancelled && (p.status === 'voided' || p.status === 'expired') ? aftercareT('notChargedTender', { tender: paidWith(p) }) : paidWith(p)}
              {inInstallments(p)}
            </dt>
            <dd>{format(p.amount)}</dd>
          </div>
        ))}
      </dl>
      {/* Mexico and Brazil: the tax is inside the prices; the order says how much, as checkout did. */}
      {order.taxIncluded ? <p className="mt-1 ml-auto max-w-sm text-xs text-muted">{checkoutT('form.taxIncluded', { amount: format(order.taxIncluded) })}</p> : null}
    </div>
  );
}
