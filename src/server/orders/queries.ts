import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { groupBy } from '@/lib/group-by';
import type { Executor } from '@/server/db/client';
import { RateLimiter } from '@/server/platform/rate-limit';
import { orderLines, orderPayments, orders, shipmentEvents, shipments } from './schema';

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

/** The statuses that end a shipment's journey to the shopper: when it reached one is its delivery (or pickup) date. */
const ARRIVED_STATUSES = ['DELIVERED', 'PICKED UP'] as const;

/** When each of these shipments was delivered or picked up (its last such event), by shipment id. */
async function arrivals(executor: Executor, shipmentIds: number[]): Promise<Map<number, Date>> {
  if (!shipmentIds.length) return new Map();
  const rows = await executor
    .select({ shipmentId: shipmentEvents.shipmentId, at: shipmentEvents.at })
    .from(shipmentEvents)
    .where(and(inArray(shipmentEvents.shipmentId, shipmentIds), inArray(shipmentEvents.toStatus, [...ARRIVED_STATUSES])))
    .orderBy(desc(shipmentEvents.at));
  const found = new Map<number, Date>();
  for (const row of rows) if (!found.has(row.shipmentId)) found.set(row.shipmentId, row.at);
  return found;
}

/** A shipment as pages read it: its lines, and when it reached the shopper (null while it has not). */
function detailed(s: typeof shipments.$inferSelect, lines: (typeof orderLines.$inferSelect)[], arrived: Map<number, Date>) {
  const arrivedAt = (ARRIVED_STATUSES as readonly string[]).includes(s.status) ? (arrived.get(s.id) ?? s.updatedAt) : null;
  return { ...s, lines: lines.filter((l) => l.shipmentId === s.id), arrivedAt };
}

/** An order with its shipments (each with its lines and arrival) and payments; one query after another, as a transaction needs. */
export async function withDetails(executor: Executor, order: typeof orders.$inferSelect) {
  const groups = await executor.select().from(shipments).where(eq(shipments.orderId, order.id)).orderBy(asc(shipments.id));
  const lines = await executor.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
  const payments = await executor.select().from(orderPayments).where(eq(orderPayments.orderId, order.id)).orderBy(asc(orderPayments.id));
  const arrived = await arrivals(executor, groups.map((s) => s.id));
  return { order, shipments: groups.map((s) => detailed(s, lines, arrived)), payments };
}

/** withDetails for several orders in four queries (not four per order), in the orders' order; same shape as withDetails. */
export async function withDetailsMany(executor: Executor, list: (typeof orders.$inferSelect)[]): Promise<OrderDetails[]> {
  if (!list.length) return [];
  const ids = list.map((o) => o.id);
  const allGroups = await executor.select().from(shipments).where(inArray(shipments.orderId, ids)).orderBy(asc(shipments.id));
  const groups = groupBy(allGroups, (s) => s.orderId);
  const lines = groupBy(await executor.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id)), (l) => l.orderId);
  const payments = groupBy(await executor.select().from(orderPayments).where(inArray(orderPayments.orderId, ids)).orderBy(asc(orderPayments.id)), (p) => p.orderId);
  const arrived = await arrivals(executor, allGroups.map((s) => s.id));
  return list.map((order) => {
    const orderLinesOf = lines.get(order.id) ?? [];
    return {
      order,
      shipments: (groups.get(order.id) ?? []).map((s) => detailed(s, orderLinesOf, arrived)),
      payments: payments.get(order.id) ?? [],
    };
  });
}
