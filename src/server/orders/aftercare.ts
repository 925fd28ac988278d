import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import type { OrderDetails } from './lookup';
import { wasPaid } from './refunds';
import { orderLines, orderPayments, orderRefunds, orders } from './schema';

/** The tenders money goes back to, each with its own way and time (decision 013's refunds). */
export type RefundTender = (typeof orderPayments.$inferSelect)['method'];

/** Money given back to one tender of the order (summed over the cancellations and returns asked for). */
export interface TenderRefund {
  paymentId: number;
  method: RefundTender;
  brand: string | null;
  last4: string | null;
  amount: number;
}

/** One RETURN of an order: its number, when, the parts that came back and what it refunded, by tender. */
export interface ReturnSummary {
  id: string;
  orderNumber: string;
  placedAt: Date;
  /** What it refunded (the RETURN order's total). */
  total: number;
  /** The store the parts came back to; null when they came back by carrier. */
  storeNumber: string | null;
  lines: { id: number; title: string; partNumber: string; quantity: number }[];
  refunds: TenderRefund[];
}

/**
 * What happened to an order after it was placed, as its shopper's pages show it: cancelled
 * (all or part), returned (all or part), the returns with their parts, and the money given back
 * to each tender. For a RETURN: the order it gives back to, itself as the one return, and what it refunded.
 */
export interface OrderAftercare {
  kind: 'purchase' | 'return';
  /** Every shipment cancelled ('all'), some ('some'), none (null). A RETURN: null. */
  cancelled: 'all' | 'some' | null;
  /** Every part that reached the shopper came back ('all'), some did ('some'), none (null). A RETURN: 'all' of its own. */
  returned: 'all' | 'some' | null;
  /** Whether any money was ever taken for it (a boleto, PIX or OXXO never paid, a hold released: false). */
  paid: boolean;
  /** A RETURN: the order it gives back to (its number only: what the shopper proved is the same). */
  original: { id: string; orderNumber: string } | null;
  /** A purchase: its RETURNs, oldest first; a RETURN: itself. */
  returns: ReturnSummary[];
  /** A purchase: how many units of each of its lines came back, by line id. */
  returnedByLine: Map<number, number>;
  /** Everything given back, by tender (a purchase: cancellations and returns; a RETURN: its own refund). */
  refunds: TenderRefund[];
  /** A purchase: what its cancellations gave back, by tender. */
  cancellationRefunds: TenderRefund[];
  refundedTotal: number;
  /** The tenders given money back, each once, in the order they were refunded to. */
  refundedTenders: RefundTender[];
}

type RefundRow = TenderRefund & { returnOrderId: string | null };

/** Sum refund rows per tender (payment), in the order of their first refund. */
function byTender(rows: RefundRow[]): TenderRefund[] {
  const sums = new Map<number, TenderRefund>();
  for (const { paymentId, method, brand, last4, amount } of rows) {
    const seen = sums.get(paymentId);
    if (seen) seen.amount += amount;
    else sums.set(paymentId, { paymentId, method, brand, last4, amount });
  }
  return [...sums.values()];
}

const refundColumns = {
  paymentId: orderPayments.id,
  method: orderPayments.method,
  brand: orderPayments.brand,
  last4: orderPayments.last4,
  amount: orderRefunds.amount,
  returnOrderId: orderRefunds.returnOrderId,
};

/** The lines of these RETURN orders, by order id. */
async function returnLines(executor: Executor, returnIds: string[]) {
  const rows = returnIds.length
    ? await executor
        .select({ id: orderLines.id, orderId: orderLines.orderId, title: orderLines.title, partNumber: orderLines.partNumber, quantity: orderLines.quantity, returnedFromLineId: orderLines.returnedFromLineId })
        .from(orderLines)
        .where(inArray(orderLines.orderId, returnIds))
        .orderBy(asc(orderLines.id))
    : [];
  return rows;
}

/**
 * An order's cancellations, returns and refunds (OrderAftercare), from the order its viewer was
 * allowed to see (lookupOrder's proof, orderForViewer's viewer, a member's own order): only what
 * belongs to that order (its RETURNs, its tenders' refunds) or, for a RETURN, its own lines and refunds.
 */
export async function orderAftercare(executor: Executor, found: OrderDetails): Promise<OrderAftercare> {
  const { order, shipments, payments } = found;
  if (order.orderType === 'RETURN') {
    const [original] = order.originalOrderId ? await executor.select({ id: orders.id, orderNumber: orders.orderNumber }).from(orders).where(eq(orders.id, order.originalOrderId)) : [];
    const rows = await executor.select(refundColumns).from(orderRefunds).innerJoin(orderPayments, eq(orderPayments.id, orderRefunds.paymentId)).where(eq(orderRefunds.returnOrderId, order.id)).orderBy(asc(orderRefunds.id));
    const refunds = byTender(rows);
    const self: ReturnSummary = {
      id: order.id,
      orderNumber: order.orderNumber,
      placedAt: order.placedAt,
      total: order.total,
      storeNumber: shipments.find((s) => s.storeNumber)?.storeNumber ?? null,
      lines: shipments.flatMap((s) => s.lines.map((l) => ({ id: l.id, title: l.title, partNumber: l.partNumber, quantity: l.quantity }))),
      refunds,
    };
    return {
      kind: 'return',
      cancelled: null,
      returned: 'all',
      paid: refunds.length > 0,
      original: original ?? null,
      returns: [self],
      returnedByLine: new Map(),
      refunds,
      cancellationRefunds: [],
      refundedTotal: refunds.reduce((n, r) => n + r.amount, 0),
      refundedTenders: [...new Set(refunds.map((r) => r.method))],
    };
  }

  const returnOrders = await executor
    .select({ id: orders.id, orderNumber: orders.orderNumber, total: orders.total, placedAt: orders.placedAt, pickupStore: orders.pickupStore })
    .from(orders)
    .where(eq(orders.originalOrderId, order.id))
    .orderBy(asc(orders.placedAt), asc(orders.orderNumber));
  const lines = await returnLines(executor, returnOrders.map((r) => r.id));
  const rows: RefundRow[] = payments.length
    ? await executor
        .select(refundColumns)
        .from(orderRefunds)
        .innerJoin(orderPayments, eq(orderPayments.id, orderRefunds.paymentId))
        .where(inArray(orderRefunds.paymentId, payments.map((p) => p.id)))
        .orderBy(asc(orderRefunds.id))
    : [];

  const returnedByLine = new Map<number, number>();
  for (const l of lines) if (l.returnedFromLineId) returnedByLine.set(l.returnedFromLineId, (returnedByLine.get(l.returnedFromLineId) ?? 0) + l.quantity);
  const returns: ReturnSummary[] = returnOrders.map((r) => ({
    id: r.id,
    orderNumber: r.orderNumber,
    placedAt: r.placedAt,
    total: r.total,
    storeNumber: r.pickupStore,
    lines: lines.filter((l) => l.orderId === r.id).map(({ id, title, partNumber, quantity }) => ({ id, title, partNumber, quantity })),
    refunds: byTender(rows.filter((row) => row.returnOrderId === r.id)),
  }));

  const cancelledCount = shipments.filter((s) => s.status === 'CANCELLED').length;
  const cancelled = shipments.length && cancelledCount === shipments.length ? 'all' : cancelledCount ? 'some' : null;
  // What reached the shopper is what was not cancelled; returned 'all' once none of it is left with them.
  const kept = shipments.filter((s) => s.status !== 'CANCELLED').flatMap((s) => s.lines);
  const left = kept.reduce((n, l) => n + l.quantity - (returnedByLine.get(l.id) ?? 0), 0);
  const returned = returns.length ? (left <= 0 ? 'all' : 'some') : null;
  const refunds = byTender(rows);
  return {
    kind: 'purchase',
    cancelled,
    returned,
    paid: payments.some((p) => wasPaid(p) || p.refundedAmount > 0) || rows.length > 0,
    original: null,
    returns,
    returnedByLine,
    refunds,
    cancellationRefunds: byTender(rows.filter((row) => row.returnOrderId === null)),
    refundedTotal: refunds.reduce((n, r) => n + r.amount, 0),
    refundedTenders: [...new Set(refunds.map((r) => r.method))],
  };
}
