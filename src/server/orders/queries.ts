import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { orderLines, orderPayments, orders, shipments } from './schema';

/**
 * An order with its shipments, lines and payment, for the shopper who placed it: the one whose
 * cart cookie names the cart it was ordered from (guests have nothing else). Null otherwise.
 */
export async function orderForCartHolder(executor: Executor, orderNumber: string, cartId: string | undefined) {
  if (!cartId || !/^\d{9}$/.test(orderNumber) || !/^[0-9a-f-]{36}$/i.test(cartId)) return null;
  const [order] = await executor
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), eq(orders.cartId, cartId)));
  if (!order) return null;
  const [groups, lines, payments] = await Promise.all([
    executor.select().from(shipments).where(eq(shipments.orderId, order.id)).orderBy(asc(shipments.id)),
    executor.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)),
    executor.select().from(orderPayments).where(eq(orderPayments.orderId, order.id)),
  ]);
  return { order, shipments: groups.map((s) => ({ ...s, lines: lines.filter((l) => l.shipmentId === s.id) })), payments };
}
