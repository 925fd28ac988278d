import { eq } from 'drizzle-orm';
import type { Locale } from '@/lib/markets';
import { storeAddressLines } from '@/lib/store-address';
import type { Executor } from '@/server/db/client';
import { enqueueEmail } from '@/server/platform/email/outbox';
import { storeByNumber } from '@/server/stores/preferred';
import { orderConfirmationEmail, trackOrderUrl, type OrderConfirmationData } from './confirmation-email';
import { withDetails } from './lookup';
import { orders } from './schema';

/** The order as its confirmation e-mail tells it, read back from the tables (inside the transaction that wrote it). */
async function confirmationData(executor: Executor, orderId: string, origin: string): Promise<{ data: OrderConfirmationData; locale: Locale }> {
  const [row] = await executor.select().from(orders).where(eq(orders.id, orderId));
  const { order, shipments, payments } = await withDetails(executor, row!);
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
      payments: payments.map((p) => ({ method: p.method, brand: p.brand, last4: p.last4, amount: p.amount })),
      trackUrl: trackOrderUrl(origin, locale, order.orderNumber),
    },
  };
}

/**
 * Put the order's confirmation e-mail in the outbox, in the shopper's language. Called in the
 * transaction that writes the order, so there is an e-mail exactly when there is an order; the
 * dedupe key keeps it to one however often this runs.
 */
export async function enqueueOrderConfirmation(executor: Executor, orderId: string, origin: string): Promise<void> {
  const { data, locale } = await confirmationData(executor, orderId, origin);
  const email = await orderConfirmationEmail(data, locale);
  await enqueueEmail(executor, { kind: 'orderConfirmation', locale, to: data.email, ...email, dedupeKey: `orderConfirmation:${orderId}` });
}
