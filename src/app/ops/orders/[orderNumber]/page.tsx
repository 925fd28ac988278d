import { getTranslations } from 'next-intl/server';
import { opsRequestLocale, opsMetadata } from '@/features/ops/i18n';
import { Link } from '@/components/Link';
import { forbidden, notFound } from 'next/navigation';
import { OpsHeader } from '@/features/ops/OpsHeader';
import { OpsNotice } from '@/features/ops/OpsNotice';
import { ConfirmEvent, EventButtons } from '@/features/ops/orders/EventButtons';
import { messageKeyOf, refusalText } from '@/features/ops/orders/flash';
import { staffMoney, staffTime, statusKey } from '@/features/ops/orders/format';
import { orderTimeZone } from '@/features/ops/orders/zone';
import { staffPage } from '@/features/ops/session';
import { staffOrder, type StaffOrderView } from '@/server/orders/queries';
import { wasPaid } from '@/server/orders/refunds';
import { DomainError } from '@/server/platform/domain-error';

export const generateMetadata = opsMetadata('titles.order');

type Props = { params: Promise<{ orderNumber: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

async function load(actor: Awaited<ReturnType<typeof staffPage>>, orderNumber: string): Promise<StaffOrderView | 'forbidden'> {
  try {
    return await staffOrder(actor, orderNumber);
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'notFound') notFound();
    if (error instanceof DomainError && error.kind === 'forbidden') return 'forbidden';
    throw error;
  }
}

const section = 'mt-6';
const h2 = 'text-lg font-bold';

/** /ops/orders/{orderNumber}: an order in full, with the next events of each shipment as buttons (decision 054). */
export default async function OrderRoute({ params, searchParams }: Props) {
  const { orderNumber } = await params;
  const query = await searchParams;
  const actor = await staffPage(`/ops/orders/${encodeURIComponent(orderNumber)}`);
  const t = await getTranslations({ locale: await opsRequestLocale(), namespace: 'ops.orders' });
  const root = await getTranslations({ locale: await opsRequestLocale() });
  const status = await getTranslations({ locale: await opsRequestLocale(), namespace: 'orders.status' });
  const locale = await opsRequestLocale();
  const view = await load(actor, orderNumber);
  if (view === 'forbidden') {
    // A store manager's refusal is the store's (the order is picked up elsewhere, or shipped); any other is the role's 403.
    if (actor.storeIds === null) forbidden();
    return <OpsNotice title={t('detail.otherStoreTitle')} text={t('detail.otherStoreText', { order: orderNumber, stores: actor.storeIds.join(', ') })} back={root('ops.forbidden.back')} />;
  }
  const { order, shipments, payments } = view.details;
  const money = (amount: number) => staffMoney(amount, order.currency, locale);
  // As the order list: the pickup store's zone (its counter's day), else the market's.
  const zone = await orderTimeZone(order, shipments);
  const time = (date: Date) => staffTime(date, locale, zone);
  const statusText = (s: string) => status(statusKey(s) as 'PROCESSING');
  const confirm = query.confirm === 'cancel' || query.confirm === 'return' ? query.confirm : null;
  const confirmShipment = confirm ? shipments.find((s) => String(s.id) === query.shipment && view.allowedEvents[s.id]?.includes(confirm)) : undefined;
  // What was paid and not yet given back: a PIX, boleto or OXXO payment still awaited (or lapsed) paid nothing.
  const refundable = payments.filter(wasPaid).reduce((n, p) => n + p.amount - p.refundedAmount, 0);
  const done = typeof query.done === 'string' ? shipments.find((s) => String(s.id) === query.done) : undefined;
  const refunded = typeof query.refunded === 'string' && /^\d{1,12}$/.test(query.refunded) ? Number(query.refunded) : 0;
  const error = typeof query.error === 'string' ? refusalText(root as never, messageKeyOf(query.error), t('detail.error')) : null;
  const name = `${order.billingAddress.firstName} ${order.billingAddress.lastName}`.trim();

  return (
    <>
      <OpsHeader />
      <main id="ops-main" tabIndex={-1} className="mx-auto max-w-[1280px] px-4 py-6 focus:outline-none">
        <Link href="/ops/orders" className="inline-flex min-h-11 items-center text-sm font-semibold underline underline-offset-4">
          {t('detail.back')}
        </Link>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h1 className="text-2xl font-extrabold">{t('detail.heading', { orderNumber: order.orderNumber })}</h1>
          <span className="rounded bg-panel px-3 py-1 font-semibold" data-testid="order-status">
            {statusText(order.status)}
          </span>
        </div>
        <p className="text-sm text-muted">
          {t('detail.placed', { date: time(order.placedAt) })} · {root(`orders.orderType.${order.orderType}` as 'orders.orderType.ONLINEORDER')} · {order.locale}
        </p>

        {done ? (
          <p role="status" className="mt-4 rounded-lg border border-ok p-4 font-semibold text-ok" data-testid="event-done">
            {refunded ? t('detail.doneRefund', { amount: money(refunded) }) : t('detail.done', { status: statusText(done.status) })}
          </p>
        ) : null}
        {error ? (
          <p role="alert" className="mt-4 rounded-lg border border-brand p-4 font-semibold text-brand-dark" data-testid="event-error">
            {error}
          </p>
        ) : null}
        {confirm && confirmShipment ? <ConfirmEvent orderNumber={order.orderNumber} shipmentId={confirmShipment.id} event={confirm} refundable={refundable > 0 ? money(refundable) : null} /> : null}

        <div className="mt-4 grid gap-4 md:grid-cols-3">
          <section className="rounded-lg border border-line p-4">
            <h2 className={h2}>{t('detail.customer')}</h2>
            <p className="font-semibold">{name}</p>
            <p className="break-all">{order.email}</p>
            <p>{order.phoneNumber}</p>
          </section>
          <section className="rounded-lg border border-line p-4">
            <h2 className={h2}>{order.shippingAddress ? t('detail.shippingAddress') : t('detail.billing')}</h2>
            {[order.shippingAddress ?? order.billingAddress].map((a) => (
              <p key="address">
                {a.address1}
                {a.address2 ? `, ${a.address2}` : ''}
                <br />
                {a.city}, {a.state} {a.postalCode} · {a.country}
              </p>
            ))}
          </section>
          <section className="rounded-lg border border-line p-4">
            <h2 className={h2}>{t('detail.totals')}</h2>
            <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 text-sm tabular-nums">
              <dt>{t('detail.subtotal')}</dt>
              <dd className="text-right">{money(order.subtotal)}</dd>
              {order.discount ? (
                <>
                  <dt>{t('detail.discount')}</dt>
                  <dd className="text-right">−{money(order.discount)}</dd>
                </>
              ) : null}
              <dt>{t('detail.shipping')}</dt>
              <dd className="text-right">{money(order.shippingTotal)}</dd>
              <dt>{t('detail.tax')}</dt>
              <dd className="text-right">{money(order.tax || order.taxIncluded)}</dd>
              <dt className="font-bold">{t('detail.total')}</dt>
              <dd className="text-right font-bold">{money(order.total)}</dd>
            </dl>
          </section>
        </div>

        <section className={section} aria-labelledby="shipments">
          <h2 id="shipments" className={h2}>
            {t('detail.shipments')}
          </h2>
          <ul className="mt-2 grid gap-3">
            {shipments.map((s) => (
              <li key={s.id} className="rounded-lg border border-line p-4" data-testid={`shipment-${s.id}`}>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="font-bold">
                    {t('detail.shipment', { id: s.id })} · {s.storeNumber ? t('detail.atStore', { store: s.storeNumber }) : t('detail.toAddress')}
                  </h3>
                  <span className="rounded bg-panel px-2 py-1 text-sm font-semibold" data-testid="shipment-status">
                    {statusText(s.status)}
                  </span>
                </div>
                {s.trackingNumber ? <p className="text-sm">{t('detail.tracking', { carrier: s.carrier ?? '', trackingNumber: s.trackingNumber })}</p> : null}
                <table className="mt-2 w-full text-left text-sm">
                  <thead>
                    <tr className="text-muted">
                      <th className="pr-2 font-semibold">{t('detail.sku')}</th>
                      <th className="pr-2 font-semibold">{t('detail.item')}</th>
                      <th className="pr-2 text-right font-semibold">{t('detail.quantity')}</th>
                      <th className="text-right font-semibold">{t('detail.price')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {s.lines.map((l) => (
                      <tr key={l.id} className="border-t border-line align-top">
                        <td className="py-1 pr-2 font-mono">{l.sku}</td>
                        <td className="py-1 pr-2">
                          {l.brand} {l.title}
                        </td>
                        <td className="py-1 pr-2 text-right tabular-nums">{l.quantity}</td>
                        <td className="py-1 text-right tabular-nums">{money(l.unitPrice)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <h4 className="mt-3 text-sm font-bold">{t('detail.actions')}</h4>
                <div className="mt-1">
                  <EventButtons orderNumber={order.orderNumber} shipmentId={s.id} events={view.allowedEvents[s.id] ?? []} />
                </div>
              </li>
            ))}
          </ul>
        </section>

        <div className="grid gap-4 md:grid-cols-2">
          <section className={section} aria-labelledby="payments">
            <h2 id="payments" className={h2}>
              {t('detail.payments')}
            </h2>
            {payments.length ? (
              <ul className="mt-2 divide-y divide-line rounded-lg border border-line" data-testid="payments">
                {payments.map((p) => (
                  <li key={p.id} className="flex flex-wrap justify-between gap-2 p-3 text-sm">
                    <span>
                      {t(`detail.method.${p.method}` as 'detail.method.card')}
                      {p.last4 ? ` ${p.brand ?? ''} •••• ${p.last4}` : ''} · {t(`detail.paymentStatus.${p.status}` as 'detail.paymentStatus.captured')}
                    </span>
                    <span className="tabular-nums">
                      {money(p.amount)}
                      {p.refundedAmount ? ` · ${t('detail.refundedOf', { refunded: money(p.refundedAmount) })}` : ''}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-muted">{t('detail.noPayments')}</p>
            )}
            <h2 className={`${h2} mt-4`}>{t('detail.refunds')}</h2>
            {view.refunds.length ? (
              <ul className="mt-2 divide-y divide-line rounded-lg border border-line" data-testid="refunds">
                {view.refunds.map((r) => (
                  <li key={r.id} className="flex flex-wrap justify-between gap-2 p-3 text-sm">
                    <span>
                      {time(r.at)} · {r.returnOrderNumber ? t('detail.refundFor', { returnOrderNumber: r.returnOrderNumber }) : t('detail.refundCancel')}
                    </span>
                    <span className="tabular-nums">{money(r.amount)}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-muted">{t('detail.noRefunds')}</p>
            )}
            {view.returns.length ? (
              <>
                <h2 className={`${h2} mt-4`}>{t('detail.returns')}</h2>
                <ul className="mt-2 divide-y divide-line rounded-lg border border-line">
                  {view.returns.map((r) => (
                    <li key={r.orderNumber} className="flex flex-wrap justify-between gap-2 px-3 text-sm">
                      <Link href={`/ops/orders/${r.orderNumber}`} className="flex min-h-11 items-center font-mono underline underline-offset-4">
                        {r.orderNumber}
                      </Link>
                      <span className="flex items-center tabular-nums">{money(r.total)}</span>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>

          <section className={section} aria-labelledby="history">
            <h2 id="history" className={h2}>
              {t('detail.history')}
            </h2>
            {view.history.length ? (
              <ol className="mt-2 divide-y divide-line rounded-lg border border-line" data-testid="history">
                {view.history.map((h, i) => (
                  <li key={i} className="p-3 text-sm">
                    <span className="block text-muted">
                      {time(h.at)} · {t('detail.shipment', { id: h.shipmentId })}
                      {h.by ? ` · ${t('detail.by', { who: h.by })}` : ''}
                    </span>
                    <span className="block">
                      {h.fromStatus === h.toStatus ? (
                        // An event that kept the status (the order placed, a return, a delay): the status and what happened.
                        <span className="font-semibold">
                          {statusText(h.toStatus)}
                          {h.event === 'return' ? ` · ${t('detail.returned')}` : t.has(`events.${h.event}` as 'events.delay') ? ` · ${t(`events.${h.event}` as 'events.delay')}` : ''}
                        </span>
                      ) : (
                        <>
                          {statusText(h.fromStatus)} → <span className="font-semibold">{statusText(h.toStatus)}</span>
                        </>
                      )}
                    </span>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="mt-2 text-muted">{t('detail.noHistory')}</p>
            )}
            <h2 className={`${h2} mt-4`}>{t('detail.emails')}</h2>
            {view.emails.length ? (
              <ul className="mt-2 divide-y divide-line rounded-lg border border-line" data-testid="emails">
                {view.emails.map((e) => (
                  <li key={e.id} className="px-3 text-sm">
                    <Link href={`/ops/outbox/${e.id}`} className="flex min-h-11 flex-wrap items-center gap-x-2 underline-offset-4 hover:underline">
                      <span className="font-semibold">{e.subject}</span>
                      <span className="text-muted">
                        {time(e.createdAt)} · {t(`detail.emailStatus.${e.status}` as 'detail.emailStatus.sent')}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-muted">{t('detail.noEmails')}</p>
            )}
          </section>
        </div>
      </main>
    </>
  );
}
