import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { money } from '@/lib/money';
import { db, type Database, type Executor } from '@/server/db/client';
import { creditBack } from '@/server/giftcards/service';
import type { PaymentGateway } from '@/server/payments/gateway';
import { ApiError } from '@/server/platform/http';
import { checkoutSubmissions, orderLines, orderPayments, orders, shipmentEvents, shipments, stockReservations, type Order, type Shipment } from './schema';
import { releaseReservations } from './stock';
import { applyShipmentEvent, deriveOrderStatus, type OrderStatus, type ShipmentEvent, type ShipmentStatus } from './status';

export interface ShipmentEventOutcome {
  orderNumber: string;
  shipmentId: number;
  from: ShipmentStatus;
  status: ShipmentStatus;
  orderStatus: OrderStatus;
  /** Minor units given back to the shopper's card and gift cards by this event. */
  refunded: number;
}

const notFound = (what: string) => new ApiError(404, { errorCode: 'ORDER_NOT_FOUND', errorMessageKey: 'orders.errors.notFound', errorMessageDefault: `No such ${what}` });

/** Give back to stock what a cancelled shipment had taken: its lines' reservations at its store or in a distribution centre. */
async function releaseShipmentStock(tx: Executor, order: Order, shipment: Shipment): Promise<void> {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.shipmentId, shipment.id));
  for (const line of lines) {
    const [reservation] = await tx
      .select({ id: stockReservations.id })
      .from(stockReservations)
      .innerJoin(checkoutSubmissions, eq(checkoutSubmissions.key, stockReservations.submissionKey))
      .where(
        and(
          eq(checkoutSubmissions.orderId, order.id),
          eq(stockReservations.productId, line.productId),
          eq(stockReservations.locationType, shipment.storeNumber ? 'store' : 'dc'),
          isNull(stockReservations.releasedAt),
        ),
      )
      .limit(1);
    if (reservation) await releaseReservations(tx, eq(stockReservations.id, reservation.id));
  }
}

/**
 * What a cancelled shipment gives back: its share of the order total (merchandise, cores and
 * shipping, with the order's tax and discount in proportion); the last shipment cancelled
 * takes whatever is left, so the refunds add up to the total exactly.
 */
async function shipmentRefund(tx: Executor, order: Order, shipment: Shipment, all: Shipment[]): Promise<number> {
  const stillOpen = all.filter((s) => s.id !== shipment.id && s.status !== 'CANCELLED');
  const [paid] = await tx
    .select({ n: sql<number>`coalesce(sum(${orderPayments.amount}), 0)::int` })
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, order.id), ne(orderPayments.status, 'voided')));
  if (!paid!.n) return 0;
  const [refundedSoFar] = await tx
    .select({ n: sql<number>`coalesce(sum((${shipmentEvents.detail} ->> 'refunded')::int), 0)::int` })
    .from(shipmentEvents)
    .innerJoin(shipments, eq(shipments.id, shipmentEvents.shipmentId))
    .where(eq(shipments.orderId, order.id));
  const left = paid!.n - refundedSoFar!.n;
  if (!stillOpen.length) return left;
  // Each shipment's gross (lines with cores, plus shipping), from one query over them all.
  const merchandise = new Map(
    (
      await tx
        .select({ shipmentId: orderLines.shipmentId, n: sql<number>`coalesce(sum((${orderLines.unitPrice} + ${orderLines.corePrice}) * ${orderLines.quantity}), 0)::int` })
        .from(orderLines)
        .where(inArray(orderLines.shipmentId, all.map((s) => s.id)))
        .groupBy(orderLines.shipmentId)
    ).map((r) => [r.shipmentId, r.n]),
  );
  const gross = (s: Shipment) => (merchandise.get(s.id) ?? 0) + s.shippingPrice;
  const whole = all.reduce((n, s) => n + gross(s), 0);
  return Math.min(left, Math.round((order.total * gross(shipment)) / Math.max(1, whole)));
}

/**
 * Share a refund over the order's tenders: the card first (money back where the shopper's bank
 * holds it), then the gift cards in the order they paid, each at most what it paid and has not
 * had back. Gift cards are credited here, in the transaction; card refunds are returned for the
 * gateway after the commit.
 */
async function refundTenders(tx: Executor, order: Order, amount: number): Promise<{ authorizationId: string; amount: number }[]> {
  const payments = await tx
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, order.id), ne(orderPayments.status, 'voided')))
    .orderBy(sql`${orderPayments.method} = 'card' desc`, asc(orderPayments.id))
    .for('update');
  const toCard: { authorizationId: string; amount: number }[] = [];
  let left = amount;
  for (const payment of payments) {
    const part = Math.min(left, payment.amount - payment.refundedAmount);
    if (part <= 0) continue;
    if (payment.method === 'giftCard') await creditBack(tx, payment.reference, part);
    else if (payment.method === 'card') toCard.push({ authorizationId: payment.reference, amount: part });
    else throw new Error(`No refunds to ${payment.method} yet`);
    const refundedAmount = payment.refundedAmount + part;
    await tx
      .update(orderPayments)
      .set({ refundedAmount, ...(refundedAmount === payment.amount ? { status: 'refunded' as const } : {}) })
      .where(eq(orderPayments.id, payment.id));
    left -= part;
  }
  return toCard;
}

/**
 * Apply one event to a shipment (operator: ready, picked up, shipped with tracking, out for
 * delivery, delivered, cancelled...; shopper: request to cancel), with its effects: tracking
 * kept, stock given back and money refunded on cancellation, the order's status derived again.
 */
export async function applyEventToShipment(
  input: { orderNumber: string; shipmentId?: number; event: ShipmentEvent; actor: 'operator' | 'shopper' },
  gateway: PaymentGateway,
  database: Database = db(),
): Promise<ShipmentEventOutcome> {
  const cardRefunds: { authorizationId: string; amount: number }[] = [];
  const { outcome, currency } = await database.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.orderNumber, input.orderNumber)).for('update');
    if (!order) throw notFound(`order ${input.orderNumber}`);
    const all = await tx.select().from(shipments).where(eq(shipments.orderId, order.id)).orderBy(asc(shipments.id));
    const shipment = input.shipmentId ? all.find((s) => s.id === input.shipmentId) : all.length === 1 ? all[0] : undefined;
    if (!shipment) throw notFound(input.shipmentId ? `shipment ${input.shipmentId}` : 'single shipment: name one');
    if (input.actor === 'shopper' && input.event.type !== 'requestCancel') throw new ApiError(403, { errorCode: 'NOT_ALLOWED', errorMessageKey: 'orders.errors.transitionNotAllowed', errorMessageDefault: 'Shoppers may only ask to cancel' });

    const result = applyShipmentEvent({ shipmentType: shipment.shipmentType, status: shipment.status }, input.event);
    if (!result.ok) throw new ApiError(result.error.httpStatus, result.error.detail);
    if (result.effects.includes('createReturnOrder')) {
      // Returns (a RETURN order, the rewards credit reversed) come with the rewards issue.
      throw new ApiError(422, { errorCode: 'RETURNS_NOT_SUPPORTED', errorMessageKey: 'orders.errors.transitionNotAllowed', errorMessageDefault: 'Returns are not recorded online yet' });
    }

    let refunded = 0;
    if (result.effects.includes('releaseStock')) await releaseShipmentStock(tx, order, shipment);
    if (result.effects.includes('refund')) {
      refunded = await shipmentRefund(tx, order, shipment, all);
      cardRefunds.push(...(await refundTenders(tx, order, refunded)));
    }
    await tx
      .update(shipments)
      .set({
        status: result.status,
        updatedAt: new Date(),
        ...(result.tracking ? { carrier: result.tracking.carrier, trackingNumber: result.tracking.trackingNumber } : {}),
      })
      .where(eq(shipments.id, shipment.id));
    await tx.insert(shipmentEvents).values({
      shipmentId: shipment.id,
      event: input.event.type,
      fromStatus: result.from,
      toStatus: result.status,
      detail: { actor: input.actor, ...(result.tracking ?? {}), ...(refunded ? { refunded } : {}) },
    });
    const orderStatus = deriveOrderStatus({
      orderType: order.orderType,
      shipments: all.map((s) => ({ shipmentType: s.shipmentType, status: s.id === shipment.id ? result.status : s.status })),
    });
    await tx.update(orders).set({ status: orderStatus }).where(eq(orders.id, order.id));
    const outcome: ShipmentEventOutcome = { orderNumber: order.orderNumber, shipmentId: shipment.id, from: result.from, status: result.status, orderStatus, refunded };
    return { outcome, currency: order.currency };
  });
  // After the commit: money leaving through the gateway happens once the cancellation is recorded.
  for (const refund of cardRefunds) await gateway.refund(refund.authorizationId, money(refund.amount, currency));
  return outcome;
}
