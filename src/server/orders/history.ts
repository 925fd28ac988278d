import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { isUuid } from '@/lib/ids';
import type { Executor } from '@/server/db/client';
import { withDetails } from './lookup';
import { orderLines, orderPayments, orderRefunds, orders } from './schema';
import { isOrderType, type OrderType } from './status';

/** A member's orders, newest first, optionally of some order types (spec §3: STOREORDER, ONLINEORDER, INSTOREORDER, RETURN, Adjustment). */
export async function orderHistory(executor: Executor, profileId: string, options: { orderTypes?: OrderType[]; limit?: number } = {}) {
  const types = options.orderTypes?.filter(isOrderType);
  return executor
    .select()
    .from(orders)
    .where(and(eq(orders.profileId, profileId), ...(types?.length ? [inArray(orders.orderType, types)] : [])))
    .orderBy(desc(orders.placedAt))
    .limit(Math.min(options.limit ?? 50, 200));
}

/** One of the member's orders with its shipments, lines and payments; null when it is not theirs (the page answers 404). */
export async function memberOrder(executor: Executor, profileId: string, orderId: string) {
  if (!isUuid(orderId)) return null;
  const [order] = await executor.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.profileId, profileId)));
  return order ? withDetails(executor, order) : null;
}

/** A RETURN's links (the order it gives back to, the tenders refunded) or a purchase's (its RETURNs, how many of each line came back). */
export async function returnsOf(executor: Executor, order: typeof orders.$inferSelect) {
  if (order.orderType === 'RETURN') {
    const [original] = order.originalOrderId ? await executor.select({ id: orders.id, orderNumber: orders.orderNumber }).from(orders).where(eq(orders.id, order.originalOrderId)) : [];
    const refunds = await executor
      .select({ id: orderRefunds.id, method: orderPayments.method, last4: orderPayments.last4, amount: orderRefunds.amount })
      .from(orderRefunds)
      .innerJoin(orderPayments, eq(orderPayments.id, orderRefunds.paymentId))
      .where(eq(orderRefunds.returnOrderId, order.id))
      .orderBy(asc(orderRefunds.id));
    return { original: original ?? null, refunds, returns: [], returnedByLine: new Map<number, number>() };
  }
  const returns = await executor
    .select({ id: orders.id, orderNumber: orders.orderNumber, total: orders.total, placedAt: orders.placedAt })
    .from(orders)
    .where(eq(orders.originalOrderId, order.id))
    .orderBy(asc(orders.placedAt));
  const returnedLines = returns.length
    ? await executor
        .select({ lineId: orderLines.returnedFromLineId, quantity: orderLines.quantity })
        .from(orderLines)
        .where(inArray(orderLines.orderId, returns.map((r) => r.id)))
    : [];
  const returnedByLine = new Map<number, number>();
  for (const { lineId, quantity } of returnedLines) if (lineId) returnedByLine.set(lineId, (returnedByLine.get(lineId) ?? 0) + quantity);
  return { original: null, refunds: [], returns, returnedByLine };
}
