import type { Locale } from '@/lib/markets';
import { storeAddressLines } from '@/lib/store-address';
import type { Executor } from '@/server/db/client';
import { enqueueEmail } from '@/server/platform/email/outbox';
import { backgroundOrigin } from '@/server/platform/site-origin';
import { storeByNumber } from '@/server/stores/preferred';
import { orderConfirmationEmail, trackOrderUrl, type OrderConfirmationData } from './confirmation-email';
import { asc, eq } from 'drizzle-orm';
import { withDetails } from './lookup';
import { orderLines, orderPayments, orders, type shipments } from './schema';

type Shipment = typeof shipments.$inferSelect;
type Line = typeof orderLines.$inferSelect;
type Payment = typeof orderPayments.$inferSelect;

/** What a confirmation is written from: the order's row, its shipments with their lines, and its payments (in the order they were made). */
export interface WrittenOrder {
  order: typeof orders.$inferSelect;
  shipments: (Pick<Shipment, 'shipmentType' | 'storeNumber' | 'estimatedDeliveryFrom' | 'estimatedDeliveryTo'> & { lines: Pick<Line, 'title' | 'brand' | 'partNumber' | 'quantity' | 'unitPrice' | 'corePrice'>[] })[];
  payments: (Pick<Payment, 'method' | 'brand' | 'last4' | 'amount'> & { instructions?: Payment['instructions']; status?: Payment['status']; installments?: Payment['installments']; installmentPlan?: Payment['installmentPlan'] })[];
}

/** The order as its confirmation e-mail tells it. */
export async function confirmationData(
  executor: Executor,
  { order, shipments, payments }: WrittenOrder,
  origin: string,
  stage: OrderConfirmationData['stage'] = order.status === 'AWAITING PAYMENT' ? 'awaitingPayment' : 'placed',
): Promise<{ data: OrderConfirmationData; locale: Locale }> {
  const locale = order.locale as Locale;
  const shipmentData = [];
  for (const s of shipments) {
    const store = s.storeNumber ? await storeByNumber(executor, s.storeNumber) : null;
    shipmentData.push({
      shipmentType: s.shipmentType,
      store: store ? { storeNumber: store.storeNumber, addressLines: storeAddressLines({ ...store, countryCode: store.country }) } : null,
      estimatedDelivery: s.estimatedDeliveryFrom && s.estimatedDeliveryTo ? { earliest: s.estimatedDeliveryFrom, latest: s.estimatedDeliveryTo } : null,
      lines: s.lines.map((l) => ({ title: l.title, brand: l.brand, partNumber: l.partNumber, quantity: l.quantity, unitPrice: l.unitPrice, corePrice: l.corePrice })),
    });
  }
  const { subtotal, discount, coreTotal, shippingTotal, tax, taxIncluded, total } = order;
  return {
    locale,
    data: {
      orderNumber: order.orderNumber,
      placedAt: order.placedAt,
      firstName: order.billingAddress.firstName,
      email: order.email,
      currency: order.currency,
      totals: { subtotal, discount, coreTotal, shippingTotal, tax, taxIncluded, total },
      shipments: shipmentData,
      shippingAddress: order.shippingAddress,
      payments: payments.map((p) => ({
        method: p.method,
        brand: p.brand,
        last4: p.last4,
        amount: p.amount,
        instructions: stage === 'awaitingPayment' ? (p.instructions ?? null) : null,
        installments: p.installments ?? 1,
        installmentPlan: p.installmentPlan ?? null,
      })),
      trackUrl: trackOrderUrl(origin, locale, order.orderNumber),
      stage,
    },
  };
}

/**
 * Put the order's confirmation e-mail in the outbox, in the shopper's language. Called in the
 * transaction that writes the order, so there is an e-mail exactly when there is an order; the
 * dedupe key keeps it to one however often this runs. It is made from the rows the caller has
 * just written and holds (not read back: placing an order is a chain of statements already).
 */
export async function enqueueOrderConfirmation(executor: Executor, written: WrittenOrder, origin: string): Promise<void> {
  const { data, locale } = await confirmationData(executor, written, origin);
  const email = await orderConfirmationEmail(data, locale);
  await enqueueEmail(executor, { kind: 'orderConfirmation', locale, to: data.email, ...email, dedupeKey: `orderConfirmation:${written.order.id}` });
}

/**
 * The e-mail that follows a deferred payment's outcome (decision 057): `paid`, the order confirmed
 * and on its way as a card order's; `expired`, the order cancelled because the money did not
 * arrive in time. Written in the settling transaction, once per order and outcome (dedupe key).
 */
export async function enqueuePaymentNotice(
  executor: Executor,
  known: string | { order: typeof orders.$inferSelect; shipments: Shipment[] },
  outcome: 'paid' | 'expired',
): Promise<void> {
  let written: WrittenOrder;
  if (typeof known === 'string') {
    const [order] = await executor.select().from(orders).where(eq(orders.id, known));
    if (!order) return;
    const details = await withDetails(executor, order);
    written = { order, shipments: details.shipments, payments: details.payments };
  } else {
    // The settling transaction's own rows (the order as it just wrote it, its shipments): only the lines and payments are read.
    const { order } = known;
    const lines = await executor.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
    const payments = await executor.select().from(orderPayments).where(eq(orderPayments.orderId, order.id)).orderBy(asc(orderPayments.id));
    written = { order, shipments: known.shipments.map((s) => ({ ...s, lines: lines.filter((l) => l.shipmentId === s.id) })), payments };
  }
  const { order } = written;
  // Settled by a job or a webhook, not a shopper's request: the links use SITE_URL (the demo: the Host it would default to).
  const origin = backgroundOrigin();
  const { data, locale } = await confirmationData(executor, written, origin, outcome === 'paid' ? 'paid' : 'paymentExpired');
  const email = await orderConfirmationEmail(data, locale);
  const kind = outcome === 'paid' ? 'orderPaymentReceived' : 'orderPaymentExpired';
  await enqueueEmail(executor, { kind, locale, to: data.email, ...email, dedupeKey: `${kind}:${order.id}` });
}
