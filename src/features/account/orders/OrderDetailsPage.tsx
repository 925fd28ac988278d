import { Link } from '@/components/Link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AccountPageShell } from '@/components/AccountPageShell';
import { TrackingNumber } from '@/components/TrackingNumber';
import { formatDate, marketTimeZone } from '@/lib/dates';
import { localizedPath, type CurrencyCode, type Locale } from '@/lib/markets';
import { paidInstallmentsText } from '@/lib/installments';
import { formatMoney, money } from '@/lib/money';
import type { Member } from '@/server/customers/member';
import { aftercareOf, memberOrder, arrivalTexts } from '@/server/orders/queries';
import { creditHeld } from '@/server/rewards/queries';
import { trackingText } from '@/server/orders/shipment-text';
import { cancellableShipmentIds } from '@/server/orders/shopper-cancel';
import { canShopperCancelOrder, fulfilmentOf, statusLabelKey } from '@/server/orders/status';
import { PaymentInstructions } from '@/components/PaymentInstructions';
import { RefundAccountForm } from '@/components/RefundAccountForm';
import { awaitingPayment } from '@/server/orders/deferred-payments';
import { boletoRefundOwed } from '@/server/orders/refunds';
import { sandboxGateway } from '@/server/payments/gateway';
import { cancelMemberOrderAction } from './actions';
import { ConfirmStep } from '@/components/ConfirmStep';
import { orderAftercareView } from '@/components/OrderAftercare';
import { OrderAftercareView } from '@/components/OrderAftercareView';

/** /user/orderHistory/:orderId (spec §2.2): shipments with status and tracking, line items, totals, payments, and cancel where allowed. */
export async function OrderDetailsPage({
  locale,
  member,
  orderId,
  notice,
  refundNotice,
  needHelp,
}: {
  locale: Locale;
  member: Member;
  orderId: string;
  notice?: string;
  /** The outcome of the boleto refund account form (`sent`, `invalid`). */
  refundNotice?: string;
  /** The "Need help?" button (features/contact), from the page. */
  needHelp: ReactNode;
}) {
  const found = await memberOrder(member.id, orderId);
  if (!found) notFound();
  const t = await getTranslations({ locale, namespace: 'account.orders' });
  const shippingT = await getTranslations({ locale, namespace: 'checkout.shipping' });
  const statusT = await getTranslations({ locale, namespace: 'orders' });
  const track = await getTranslations({ locale, namespace: 'trackOrder' });
  const { order, shipments, payments } = found;
  const isReturn = order.orderType === 'RETURN';
  // Cancelled or returned: said, with what went back to each tender and how (this page lists the returns and a RETURN's refunds itself).
  const aftercare = await aftercareOf(found);
  const { original, returnedByLine } = aftercare;
  const refunds = isReturn ? aftercare.refunds : [];
  const returns = isReturn ? [] : aftercare.returns;
  const aftercareView = await orderAftercareView(found, aftercare, locale, { without: { headlines: isReturn, returns: true, refunds: isReturn } });
  const arrivals = await arrivalTexts(order, shipments, locale);
  const tracking = await Promise.all(shipments.map((s) => (isReturn ? null : trackingText(s, locale))));
  const format = (amount: number) => formatMoney(money(amount, order.currency as CurrencyCode), locale);
  const installmentsT = await getTranslations({ locale, namespace: 'payments.installments' });
  const inInstallments = (p: (typeof payments)[number]) => {
    const text = paidInstallmentsText(p, format, locale);
    return text ? (
      <span data-testid="order-installments" className="block text-sm">
        {installmentsT(text.key, text.values)}
      </span>
    ) : null;
  };
  const groups = new Set(cancellableShipmentIds(found));
  const wholeOrder = canShopperCancelOrder({ orderType: order.orderType, shipments });
  const deferredT = await getTranslations({ locale, namespace: 'payments.deferred' });
  const awaited = awaitingPayment(order, payments);
  const tenderLabel = (method: string, last4: string | null, paid: boolean) =>
    method === 'pix' || method === 'boleto' || method === 'oxxo' || method === 'paypal' ? deferredT(`paidWith.${method}`) : method === 'giftCard' ? t(paid ? 'paidGiftCard' : 'refundedGiftCard', { last4: last4 ?? '' }) : t(paid ? 'paidCard' : 'refundedCard', { last4: last4 ?? '' });
  const cancelButton = (shipmentId: number | null, label: string) => (
    <form action={cancelMemberOrderAction} className="mt-3">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="orderId" value={order.id} />
      {shipmentId ? <input type="hidden" name="shipmentId" value={shipmentId} /> : null}
      <ConfirmStep
        labels={{ question: track(shipmentId ? 'confirmCancelShipment' : 'confirmCancel'), yes: track('confirmYes'), no: track('keepOrder') }}
        className="min-h-11 rounded-md border border-ink px-4 text-sm font-semibold hover:bg-panel"
      >
        {label}
      </ConfirmStep>
    </form>
  );
  return (
    <AccountPageShell back={{ href: localizedPath('/user/orderHistory', locale), label: t('title'), aside: needHelp }} wide title={isReturn ? t('returnTitle', { number: order.orderNumber }) : t('order', { number: order.orderNumber })}>
      <p className="mt-1 text-muted">
        {formatDate(order.placedAt, locale, marketTimeZone(locale), 'long')}
        {isReturn ? null : (
          <>
            {' · '}
            <span data-testid="member-order-status">{statusT(`status.${statusLabelKey(order.status)}` as never)}</span>
          </>
        )}
      </p>
      {original ? (
        <p className="mt-1 text-sm">
          {t('returnOf')}{' '}
          <Link href={localizedPath(`/user/orderHistory/${original.id}`, locale)} className="font-semibold underline">
            #{original.orderNumber}
          </Link>
        </p>
      ) : null}
      {!isReturn && (await creditHeld(order.id)) ? (
        <p className="mt-1 text-sm font-semibold text-ok" data-testid="order-rewards-credit">
          {t('rewardsCredit')}
        </p>
      ) : null}
      {notice ? <p className="mt-3 rounded-md bg-ok/10 px-3 py-2 text-sm font-semibold text-ok">{track(notice === 'shipment' ? 'shipmentCancelled' : 'cancelled')}</p> : null}
      {awaited?.instructions ? <PaymentInstructions locale={locale} currency={order.currency} payment={{ reference: awaited.reference, amount: awaited.amount, instructions: awaited.instructions }} sandbox={sandboxGateway() !== null} /> : null}
      {boletoRefundOwed(payments) ? <RefundAccountForm locale={locale} orderNumber={order.orderNumber} returnTo={localizedPath(`/user/orderHistory/${order.id}`, locale)} notice={refundNotice} /> : null}
      {refundNotice === 'sent' ? <p className="mt-3 rounded-md bg-ok/10 px-3 py-2 text-sm font-semibold text-ok">{deferredT('refundAccount.sent')}</p> : null}
      {shipments.map((s, i) => (
        <section key={s.id} className="mt-6 rounded-lg border border-line p-4" data-testid="member-order-shipment">
          {isReturn ? (
            <h2 className="font-bold">{s.storeNumber ? t('returnedAtStore', { store: s.storeNumber }) : t('returnedItems')}</h2>
          ) : (
            <h2 className="font-bold">
              {statusT(`fulfilment.${fulfilmentOf(s.shipmentType)}` as never)}
              {s.storeNumber ? ` · #${s.storeNumber}` : ''}: {statusT(`status.${statusLabelKey(s.status)}` as never)}
            </h2>
          )}
          {tracking[i] ? <TrackingNumber tracking={tracking[i]!} className="text-sm" /> : null}
          {!isReturn && arrivals.get(s.id) ? <p data-testid="shipment-arrival" className="text-sm text-muted">{arrivals.get(s.id)}</p> : null}
          <ul className="mt-2 divide-y divide-line text-sm">
            {s.lines.map((l) => (
              <li key={l.id} className="flex justify-between gap-3 py-2">
                <span>
                  {l.quantity} × {l.title} <span className="text-muted">({l.brand} {l.partNumber})</span>
                  {returnedByLine.get(l.id) ? (
                    <span className="ml-2 rounded bg-panel px-1.5 py-0.5 text-xs font-semibold" data-testid="line-returned">
                      {t('returnedCount', { count: returnedByLine.get(l.id)! })}
                    </span>
                  ) : null}
                </span>
                <span className="font-semibold">{format(l.unitPrice * l.quantity)}</span>
              </li>
            ))}
          </ul>
          {groups.has(s.id) ? cancelButton(s.id, track('cancelShipment')) : null}
        </section>
      ))}
      <dl className="mt-6 ml-auto max-w-sm space-y-1 text-sm">
        {(
          [
            ['subtotal', order.subtotal],
            ['discount', -order.discount],
            ['cores', order.coreTotal],
            ['shipping', order.shippingTotal],
            ['tax', order.tax],
          ] as const
        )
          .filter(([key, amount]) => amount !== 0 || key === 'subtotal' || (key === 'shipping' && !isReturn))
          .map(([key, amount]) => (
            <div key={key} className="flex justify-between">
              <dt>{t(`totals.${key}`)}</dt>
              {/* Free shipping reads as checkout and the confirmation say it. */}
              <dd>{key === 'shipping' && amount === 0 ? shippingT('free') : amount < 0 ? `−${format(-amount)}` : format(amount)}</dd>
            </div>
          ))}
        <div className="flex justify-between border-t border-line pt-1 text-base font-bold">
          <dt>{isReturn ? t('refundTotal') : t('totals.total')}</dt>
          <dd>{format(order.total)}</dd>
        </div>
        {refunds.map((r) => (
          <div key={r.paymentId} className="flex justify-between text-muted">
            <dt>{tenderLabel(r.method, r.last4, false)}</dt>
            <dd>{format(r.amount)}</dd>
          </div>
        ))}
        {payments.map((p) => (
          <div key={p.id} className="flex justify-between text-muted">
            <dt>
              {/* A hold released when the order was cancelled before it was charged. */}
              {p.status === 'voided' || p.status === 'expired' ? t('released', { tender: tenderLabel(p.method, p.last4, true) }) : tenderLabel(p.method, p.last4, true)}
              {inInstallments(p)}
            </dt>
            <dd>{format(p.amount)}</dd>
          </div>
        ))}
      </dl>
      {wholeOrder ? cancelButton(null, track('cancel')) : null}
      {returns.length ? (
        <section className="mt-6 rounded-lg border border-line p-4" aria-labelledby="order-returns">
          <h2 id="order-returns" className="font-bold">
            {t('returns')}
          </h2>
          <ul className="mt-2 divide-y divide-line text-sm">
            {returns.map((r) => (
              <li key={r.id}>
                <Link href={localizedPath(`/user/orderHistory/${r.id}`, locale)} className="flex min-h-11 items-center justify-between gap-2 py-2 hover:underline">
                  <span>{t('returnLink', { number: r.orderNumber, date: formatDate(r.placedAt, locale, marketTimeZone(locale), 'long') })}</span>
                  <span className="font-semibold">{format(r.total)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <OrderAftercareView view={aftercareView} className="mt-6" />
      {/* Nothing of a cancelled order can come back. */}
      {isReturn || aftercare.cancelled === 'all' ? null : <p className="mt-6 text-sm text-muted">{t('returnHelp')}</p>}
    </AccountPageShell>
  );
}
