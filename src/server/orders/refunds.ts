import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { creditBack } from '@/server/giftcards/service';
import { giveBack } from '@/server/rewards/ledger';
import { orderLines, orderPayments, orderRefunds, shipmentEvents, shipments, type Order, type Shipment } from './schema';

export interface CardRefund {
  authorizationId: string;
  amount: number;
}

/** What the order's tenders paid and has not yet gone back (cancellations and returns record what they refunded on their shipment events). */
export async function refundableLeft(tx: Executor, order: Order): Promise<number> {
  const [paid] = await tx
    .select({ n: sql<number>`coalesce(sum(${orderPayments.amount}), 0)::int` })
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, order.id), ne(orderPayments.status, 'voided')));
  const [refunded] = await tx
    .select({ n: sql<number>`coalesce(sum((${shipmentEvents.detail} ->> 'refunded')::int), 0)::int` })
    .from(shipmentEvents)
    .innerJoin(shipments, eq(shipments.id, shipmentEvents.shipmentId))
    .where(eq(shipments.orderId, order.id));
  return paid!.n - refunded!.n;
}

/** Each shipment's gross (its lines with cores, plus its shipping), and the order's: the shares refunds are counted in. */
export async function shipmentGross(tx: Executor, all: Shipment[]): Promise<{ of: (s: Shipment) => number; whole: number }> {
  const merchandise = new Map(
    (
      await tx
        .select({ shipmentId: orderLines.shipmentId, n: sql<number>`coalesce(sum((${orderLines.unitPrice} + ${orderLines.corePrice}) * ${orderLines.quantity}), 0)::int` })
        .from(orderLines)
        .where(inArray(orderLines.shipmentId, all.map((s) => s.id)))
        .groupBy(orderLines.shipmentId)
    ).map((r) => [r.shipmentId, r.n]),
  );
  const of = (s: Shipment) => (merchandise.get(s.id) ?? 0) + s.shippingPrice;
  return { of, whole: Math.max(1, all.reduce((n, s) => n + of(s), 0)) };
}

/**
 * What a cancelled shipment gives back: its share of the order total (merchandise, cores and
 * shipping, with the order's tax and discount in proportion); the last shipment cancelled
 * takes whatever is left, so the refunds add up to the total exactly.
 */
export async function shipmentRefund(tx: Executor, order: Order, shipment: Shipment, all: Shipment[]): Promise<number> {
  const left = await refundableLeft(tx, order);
  if (left <= 0) return 0;
  const stillOpen = all.filter((s) => s.id !== shipment.id && s.status !== 'CANCELLED');
  if (!stillOpen.length) return left;
  const gross = await shipmentGross(tx, all);
  return Math.min(left, Math.round((order.total * gross.of(shipment)) / gross.whole));
}

/**
 * Share a refund over the order's tenders: the card first (money back where the shopper's bank
 * holds it), then the gift cards and rewards in the order they paid, each at most what it paid
 * and has not had back. Gift cards and rewards (unless expired) are credited here, in the
 * transaction; card refunds are returned for the gateway after the commit. Each part is recorded in order_refunds (with the RETURN it belongs to).
 */
export async function refundTenders(tx: Executor, order: Order, amount: number, returnOrderId: string | null = null, now = new Date()): Promise<CardRefund[]> {
  const payments = await tx
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, order.id), ne(orderPayments.status, 'voided')))
    .orderBy(sql`${orderPayments.method} = 'card' desc`, asc(orderPayments.id))
    .for('update');
  const toCard: CardRefund[] = [];
  let left = amount;
  for (const payment of payments) {
    const part = Math.min(left, payment.amount - payment.refundedAmount);
    if (part <= 0) continue;
    if (payment.method === 'giftCard') await creditBack(tx, payment.reference, part);
    else if (payment.method === 'card') toCard.push({ authorizationId: payment.reference, amount: part });
    else await giveBack(tx, { rewardsId: payment.reference.split(':')[0]!, order, amount: part, returnOrderId }, now);
    const refundedAmount = payment.refundedAmount + part;
    await tx
      .update(orderPayments)
      .set({ refundedAmount, ...(refundedAmount === payment.amount ? { status: 'refunded' as const } : {}) })
      .where(eq(orderPayments.id, payment.id));
    await tx.insert(orderRefunds).values({ paymentId: payment.id, returnOrderId, amount: part });
    left -= part;
  }
  return toCard;
}
