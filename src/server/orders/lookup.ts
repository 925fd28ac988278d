import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { groupBy } from '@/lib/group-by';
import type { Executor } from '@/server/db/client';
import { attemptGuard, failureBackoff, keyedSerial } from '@/server/platform/rate-limit';
import { orderLines, orderPayments, orders, shipmentEvents, shipments } from './schema';

/** Who is looking at an order page: the signed-in member (if any) and the carts the browser's cookies name (cart/cookies.ts `cartIdsOf`). */
export interface OrderViewer {
  profileId: string | null;
  cartIds: readonly string[];
}

/**
 * Whether `viewer` placed `order`: a member's order is their session's alone (a shared browser
 * keeps its cart cookies for 30 days after the member's session has ended); a guest's, the browser
 * whose cart cookies name the cart it was ordered from (guests have nothing else). The one rule of
 * the confirmation page, the boleto's PDF and the refund account's form.
 */
export function viewerPlaced(order: { profileId: string | null; cartId: string | null }, viewer: OrderViewer): boolean {
  if (order.profileId) return viewer.profileId === order.profileId;
  return order.cartId !== null && viewer.cartIds.includes(order.cartId);
}

/** An order with its shipments, lines and payment, for the shopper who placed it (`viewerPlaced`). Null otherwise. */
export async function orderForViewer(executor: Executor, orderNumber: string, viewer: OrderViewer) {
  const held = viewer.cartIds.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if ((!held.length && !viewer.profileId) || !/^\d{9}$/.test(orderNumber)) return null;
  const [order] = await executor.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return order && viewerPlaced(order, { profileId: viewer.profileId, cartIds: held }) ? withDetails(executor, order) : null;
}

/**
 * Lookups that find nothing (docs/decisions/030): per caller on one order number (five, then
 * growing waits), per order number from all callers (a caller's first five count; twenty, then
 * growing waits of at most 15 minutes, and the right details end them), and per caller over
 * all numbers (guessing numbers: twenty, then growing waits). Lookups that find the order cost
 * nothing, so the owner can look as often as they like.
 */
export const ORDER_LOOKUP_LIMITS = {
  perCaller: { free: 5, firstDelayMs: 30_000, maxDelayMs: 15 * 60_000, forgetAfterMs: 60 * 60_000 },
  perTarget: { free: 20, firstDelayMs: 30_000, maxDelayMs: 15 * 60_000, forgetAfterMs: 60 * 60_000 },
  share: 5,
  callerOverall: { free: 20, firstDelayMs: 30_000, maxDelayMs: 15 * 60_000, forgetAfterMs: 60 * 60_000 },
} as const;

function createLookupLimits() {
  return { orders: attemptGuard('order-lookup', ORDER_LOOKUP_LIMITS), callers: failureBackoff('order-lookup:caller', ORDER_LOOKUP_LIMITS.callerOverall), serial: keyedSerial('order-lookup') };
}
const lookupHolder = globalThis as unknown as { __orderLookupLimits?: ReturnType<typeof createLookupLimits> };
export const orderLookupLimits = (lookupHolder.__orderLookupLimits ??= createLookupLimits());

export type GuardedLookup = { kind: 'found'; order: OrderDetails } | { kind: 'notFound' } | { kind: 'wait'; retryAfterSeconds: number };

/** Track an order as `caller` (clientKey): lookupOrder behind the limits above. */
export async function lookupOrderAs(executor: Executor, caller: string, orderNumber: string, emailOrZip: string): Promise<GuardedLookup> {
  const target = orderNumber.trim();
  // One lookup at a time per caller: parallel guesses each meet the failures before them.
  return orderLookupLimits.serial.run(caller, async (): Promise<GuardedLookup> => {
    for (const decision of [await orderLookupLimits.callers.check(caller), await orderLookupLimits.orders.check(target, caller)]) {
      if (!decision.allowed) return { kind: 'wait', retryAfterSeconds: decision.retryAfterSeconds };
    }
    const order = await lookupOrder(executor, orderNumber, emailOrZip);
    if (!order) {
      await orderLookupLimits.callers.fail(caller);
      await orderLookupLimits.orders.fail(target, caller);
      return { kind: 'notFound' };
    }
    await orderLookupLimits.orders.succeed(target, caller);
    await orderLookupLimits.orders.release(target);
    return { kind: 'found', order };
  });
}

/**
 * Whether `typed` is the address's postal code: all of it (a Brazilian CEP's 8 digits, a Mexican
 * código postal's 5); a US ZIP by its 5 digits, with or without the ZIP+4 on either side. A
 * CEP's first five digits name a whole neighbourhood: too little to read or cancel an order.
 */
function samePostalCode(stored: string, typed: string, country: string | undefined): boolean {
  const a = stored.replace(/\D/g, '');
  const b = typed.replace(/\D/g, '');
  if (country === 'US') return a.length >= 5 && (b.length === 5 || b.length === 9) && a.slice(0, 5) === b.slice(0, 5);
  return a.length >= 5 && a === b;
}

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
  const addresses = [order.billingAddress, order.shippingAddress].filter((a) => a !== null);
  const matches = proof.includes('@') ? order.email === proof : addresses.some((a) => samePostalCode(a.postalCode, proof, a.country));
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
