import { and, eq } from 'drizzle-orm';
import { translatorFor } from '@/i18n/catalogues';
import { isLocale, localizedPath, type CurrencyCode, type Locale } from '@/lib/markets';
import { formatMoney, money } from '@/lib/money';
import { storeAddressLines } from '@/lib/store-address';
import { accountEmail } from '@/server/customers/account-emails';
import type { Executor } from '@/server/db/client';
import { enqueueEmail } from '@/server/platform/email/outbox';
import type { RenderedEmail } from '@/server/platform/email/rendered';
import { backgroundOrigin } from '@/server/platform/site-origin';
import { storeByNumber } from '@/server/stores/preferred';
import { trackOrderUrl } from './confirmation-email';
import { RETURN_WINDOW_DAYS } from './returns';
import { boletoRefundOwed } from './refunds';
import { orderLines, orderPayments, type Order, type Shipment } from './schema';

/**
 * What the shopper is told when a part of their order moves on (decisions 074, 076): it left with
 * a carrier, it waits at the store's counter, it was cancelled (and what went back), it was
 * delivered, it was handed over at the counter, or parts of it came back (the return's number and
 * what is refunded). Each is one e-mail per shipment and kind (per return for `returned`: dedupe
 * key), written in the transaction that moves the shipment, so there is one exactly when the move
 * happened.
 */
export type ShipmentNotice = 'shipped' | 'readyForPickup' | 'cancelled' | 'cancelledWhole' | 'delivered' | 'pickedUp' | 'returned';

/** The return a `returned` notice tells of: its own order number and the parts that came back. */
export interface ReturnNotice {
  returnOrderNumber: string;
  lines: { title: string; quantity: number }[];
}

export interface ShipmentNoticeData {
  notice: ShipmentNotice;
  orderNumber: string;
  firstName: string;
  lines: { title: string; quantity: number }[];
  carrier?: string | null;
  trackingNumber?: string | null;
  /** The pickup store: its number and its address as the market writes it. */
  store?: { storeNumber: string; address: string } | null;
  /**
   * Minor units given back by the cancellation or the return, with the order's currency. A boleto
   * pays back by bank transfer: with no account given yet, `accountUrl` is the order's page that
   * asks for one (the e-mail's button goes there).
   */
  refunded?: { amount: number; currency: CurrencyCode; accountUrl?: string | null } | null;
  returnOrderNumber?: string | null;
  trackUrl: string;
}

/** The e-mail itself, every word from the catalogue (`email.shipmentUpdate.*`), in the order's language. */
export async function shipmentNoticeEmail(data: ShipmentNoticeData, locale: Locale): Promise<RenderedEmail> {
  const t = await translatorFor(locale);
  const k = (key: string, values?: Record<string, string | number>): string => t(`email.shipmentUpdate.${key}` as never, values as never);
  const values = { orderNumber: data.orderNumber, store: data.store?.storeNumber ?? '', returnOrderNumber: data.returnOrderNumber ?? '' };
  const items = data.lines.map((line) => k('item', { quantity: line.quantity, title: line.title }));
  const units = data.lines.reduce((n, line) => n + line.quantity, 0);
  const refund =
    data.refunded && data.refunded.amount > 0
      ? [k(data.refunded.accountUrl ? 'refundedToAccount' : 'refunded', { amount: formatMoney(money(data.refunded.amount, data.refunded.currency), locale) })]
      : [];
  const detail: Record<ShipmentNotice, string[]> = {
    shipped: data.trackingNumber ? [k('shipped.tracking', { carrier: data.carrier ?? '', trackingNumber: data.trackingNumber })] : [],
    readyForPickup: [k('readyForPickup.where', { store: data.store?.storeNumber ?? '', address: data.store?.address ?? '' }), k('readyForPickup.bring')],
    cancelled: refund,
    cancelledWhole: refund,
    delivered: [k('returnWithin', { days: RETURN_WINDOW_DAYS, count: units })],
    pickedUp: [k('returnWithin', { days: RETURN_WINDOW_DAYS, count: units })],
    returned: refund.length ? refund : [k('returned.nothingBack')],
  };
  return accountEmail({
    brand: t('email.orderConfirmation.brand'),
    subject: k(`${data.notice}.subject`, values),
    title: k(`${data.notice}.title`, values),
    lines: [k('greeting', { name: data.firstName }), k(`${data.notice}.body`, values), ...items, ...detail[data.notice]],
    action: data.refunded?.accountUrl ? { href: data.refunded.accountUrl, label: k('giveAccount') } : { href: data.trackUrl, label: k('track') },
    footer: t('email.orderConfirmation.footer'),
  });
}

/**
 * Writes the notice of `shipment`'s move into the outbox, in the moving transaction (`tx`). The
 * shipment as it is now (carrier and tracking number included), the amount refunded, and for a
 * return the return itself (its lines are the parts that came back, not the whole shipment).
 */
export async function enqueueShipmentNotice(tx: Executor, order: Order, shipment: Shipment, notice: ShipmentNotice, refunded: number, returned?: ReturnNotice): Promise<void> {
  const locale: Locale = isLocale(order.locale) ? order.locale : 'en-US';
  const lines =
    returned?.lines ??
    (await tx
      .select({ title: orderLines.title, quantity: orderLines.quantity })
      .from(orderLines)
      .where(and(eq(orderLines.orderId, order.id), eq(orderLines.shipmentId, shipment.id))));
  const store = (notice === 'readyForPickup' || notice === 'pickedUp') && shipment.storeNumber ? await storeByNumber(tx, shipment.storeNumber) : null;
  const origin = backgroundOrigin();
  const email = await shipmentNoticeEmail(
    {
      notice,
      orderNumber: order.orderNumber,
      firstName: order.billingAddress.firstName,
      lines,
      carrier: shipment.carrier,
      trackingNumber: shipment.trackingNumber,
      store: store ? { storeNumber: store.storeNumber, address: storeAddressLines({ ...store, countryCode: store.country }).join(', ') } : null,
      refunded: refunded > 0 ? { amount: refunded, currency: order.currency as CurrencyCode, accountUrl: (await refundAwaitsAccount(tx, order)) ? orderPageUrl(origin, locale, order) : null } : null,
      returnOrderNumber: returned?.returnOrderNumber ?? null,
      // Moved by staff, a job or a command, not the shopper's request.
      trackUrl: trackOrderUrl(origin, locale, order.orderNumber),
    },
    locale,
  );
  await enqueueEmail(tx, { kind: 'shipmentUpdate', locale, to: order.email, ...email, dedupeKey: `shipmentUpdate:${shipment.id}:${notice}${returned ? `:${returned.returnOrderNumber}` : ''}` });
}

/** Whether a boleto's refund waits for the bank account to send it to (the refund recorded in `tx` included). */
async function refundAwaitsAccount(tx: Executor, order: Order): Promise<boolean> {
  const payments = await tx
    .select({ method: orderPayments.method, refundedAmount: orderPayments.refundedAmount, refundSent: orderPayments.refundSent, refundAccount: orderPayments.refundAccount })
    .from(orderPayments)
    .where(eq(orderPayments.orderId, order.id));
  return boletoRefundOwed(payments);
}

/** The page of the order that holds its refund-account form: the member's order page, or the guest's confirmation (their browser's). */
function orderPageUrl(origin: string, locale: Locale, order: Order): string {
  if (order.profileId) return new URL(localizedPath(`/user/orderHistory/${order.id}`, locale), origin).toString();
  const url = new URL(localizedPath('/orderConfirmation', locale), origin);
  url.searchParams.set('orderNumber', order.orderNumber);
  return url.toString();
}
