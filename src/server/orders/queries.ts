import { and, asc, eq, inArray } from 'drizzle-orm';
import { groupBy } from '@/lib/group-by';
import type { Executor } from '@/server/db/client';
import { RateLimiter } from '@/server/platform/rate-limit';
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
  return order ? withDetails(executor, order) : null;
}

/** Order lookups per caller per minute: plenty for a shopper, too few to guess order numbers. */
export const orderLookupLimiter = ((globalThis as unknown as { __orderLookupLimiter?: RateLimiter }).__orderLookupLimiter ??= new RateLimiter(10, 60_000));

/**
 * Track an order (spec §1, /trackOrder): by its number and the e-mail it was placed with, or
 * the billing or shipping postal code. One answer (null) for a wrong number and a wrong proof.
 */
export async function lookupOrder(executor: Executor, orderNumber: string, emailOrZip: string) {
  const number = orderNumber.trim();
  const proof = emailOrZip.trim().toLowerCase();
  if (!/^\d{9}$/.test(number) || !proof) return null;
  const [order] = await executor.select().from(orders).where(eq(orders.orderNumber, number));
  if (!order) return null;
  const digits = proof.replace(/\D/g, '');
  const zips = [order.billingAddress.postalCode, order.shippingAddress?.postalCode].filter(Boolean).map((z) => z!.replace(/\D/g, ''));
  const matches = proof.includes('@') ? order.email === proof : digits.length >= 5 && zips.some((z) => z.slice(0, 5) === digits.slice(0, 5));
  return matches ? withDetails(executor, order) : null;
}

export type OrderDetails = NonNullable<Awaited<ReturnType<typeof lookupOrder>>>;

/** An order with its shipments (each with its lines) and payments; one query after another, as a transaction needs. */
export async function withDetails(executor: Executor, order: typeof orders.$inferSelect) {
  const groups = await executor.select().from(shipments).where(eq(shipments.orderId, order.id)).orderBy(asc(shipments.id));
  const lines = await executor.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
  const payments = await executor.select().from(orderPayments).where(eq(orderPayments.orderId, order.id)).orderBy(asc(orderPayments.id));
  return { order, shipments: groups.map((s) => ({ ...s, lines: lines.filter((l) => l.shipmentId === s.id) })), payments };
}

/** withDetails for several orders in three queries (not three per order), in the orders' order; same shape as withDetails. */
export async function withDetailsMany(executor: Executor, list: (typeof orders.$inferSelect)[]): Promise<OrderDetails[]> {
  if (!list.length) return [];
  const ids = list.map((o) => o.id);
  const groups = groupBy(await executor.select().from(shipments).where(inArray(shipments.orderId, ids)).orderBy(asc(shipments.id)), (s) => s.orderId);
  const lines = groupBy(await executor.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id)), (l) => l.orderId);
  const payments = groupBy(await executor.select().from(orderPayments).where(inArray(orderPayments.orderId, ids)).orderBy(asc(orderPayments.id)), (p) => p.orderId);
  return list.map((order) => {
    const orderLinesOf = lines.get(order.id) ?? [];
    return {
      order,
      shipments: (groups.get(order.id) ?? []).map((s) => ({ ...s, lines: orderLinesOf.filter((l) => l.shipmentId === s.id) })),
      payments: payments.get(order.id) ?? [],
    };
  });
}
