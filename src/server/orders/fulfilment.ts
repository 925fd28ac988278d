import { and, asc, eq } from 'drizzle-orm';
import { db, type Database, type Executor } from '@/server/db/client';
import { releaseLineReservation } from '@/server/inventory/reservations';
import type { PaymentGateway } from '@/server/payments/gateway';
import { recordAudit } from '@/server/audit/audit';
import { DomainError } from '@/server/platform/domain-error';
import { logger } from '@/server/platform/logger';
import { authorize, type Actor } from '@/server/staff/actor';
import type { Permission } from '@/server/staff/permissions';
import { reassessCredit } from '@/server/rewards/earning';
import { purchaseReductions } from './purchased-lines';
import { cancelAwaitedPayment } from './paypal-tender';
import { refundTenders, refundableLeft, sendRefunds, shipmentRefund, type CardRefund } from './refunds';
import { recordReturn } from './returns';
import { enqueueShipmentNotice, type ReturnNotice, type ShipmentNotice } from './shipment-email';
import { orderLines, orderPayments, orders, shipmentEvents, shipments, type Order, type Shipment } from './schema';
import { submissionKeysOf } from './stock';
import { applyShipmentEvent, AWAITING_PAYMENT, deriveOrderStatus, type OrderStatus, type ShipmentEvent, type ShipmentStatus } from './status';

export interface ShipmentEventOutcome {
  orderNumber: string;
  shipmentId: number;
  from: ShipmentStatus;
  status: ShipmentStatus;
  orderStatus: OrderStatus;
  /** Minor units given back to the shopper's card and gift cards by this event. */
  refunded: number;
  /** The RETURN order a `return` event wrote. */
  returnOrderNumber?: string;
}

/** The shipment statuses the shopper is told of (a return is told of by its own notice). */
const NOTICE_OF_STATUS: Partial<Record<ShipmentStatus, ShipmentNotice>> = {
  SHIPPED: 'shipped',
  'READY FOR PICK UP': 'readyForPickup',
  CANCELLED: 'cancelled',
  DELIVERED: 'delivered',
  'PICKED UP': 'pickedUp',
};

const notFound = (what: string) => new DomainError('notFound', { errorCode: 'ORDER_NOT_FOUND', errorMessageKey: 'orders.errors.notFound', errorMessageDefault: `No such ${what}` });

/** Give back to stock what a cancelled shipment had taken: its lines' reservations at its store or in a distribution centre. */
async function releaseShipmentStock(tx: Executor, order: Order, shipment: Shipment): Promise<void> {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.shipmentId, shipment.id));
  const keys = lines.length ? await submissionKeysOf(tx, order.id) : [];
  for (const line of lines) await releaseLineReservation(tx, keys, line.productId, shipment.storeNumber ? 'store' : 'dc');
}

/**
 * Who moves a shipment: a member of staff (or the system) as an `Actor`, authorised for the
 * shipment's store and recorded in the audit log; or the shopper themselves, who may only ask to
 * cancel (their own order, proved by the caller: the order page's session or the lookup's proof).
 */
export type ShipmentEventActor = Actor | 'shopper';

/**
 * What a member of staff needs for an event: money going back (a cancellation, a return) is
 * `orders.refund`; every other step of fulfilment is `orders.fulfil`.
 */
export function eventPermission(type: ShipmentEvent['type']): Permission {
  return type === 'cancel' || type === 'return' || type === 'requestCancel' ? 'orders.refund' : 'orders.fulfil';
}

/** What a shipment event was asked with; `reason` is kept on its event (e.g. `paymentExpired`). */
export interface ShipmentEventInput {
  orderNumber: string;
  shipmentId?: number;
  event: ShipmentEvent;
  actor: ShipmentEventActor;
  reason?: string;
}

/**
 * Apply one event to a shipment (staff: ready, picked up, shipped with tracking, out for
 * delivery, delivered, cancelled...; shopper: request to cancel), with its effects: tracking
 * kept, stock given back and money refunded on cancellation, the order's status derived again.
 * A staff actor is authorised first (`eventPermission`, scoped to the shipment's store: a
 * delivery belongs to no store), and the change is written to the audit log in the same
 * transaction: the shipment's status before and after (`order.event`), and the money given back
 * (`order.refund`).
 */
export async function applyEventToShipment(input: ShipmentEventInput, gateway: PaymentGateway, database: Database = db(), now = new Date()): Promise<ShipmentEventOutcome> {
  const { outcome, currency, refunds, cancelDeferred } = await database.transaction((tx) => applyEventInTransaction(tx, input, now));
  // After the commit: money leaving through the gateway happens once the cancellation is recorded.
  await sendRefunds(gateway, database, refunds, currency);
  // An order cancelled while its PIX, boleto or OXXO was awaited: the payment can no longer be made.
  for (const { reference: paymentId, method } of cancelDeferred) {
    await cancelAwaitedPayment(gateway, method, paymentId).catch((error: unknown) => logger.error({ err: error, paymentId }, 'could not cancel the deferred payment of a cancelled order; it expires on its own'));
  }
  return outcome;
}

/**
 * applyEventToShipment's work inside the caller's transaction (settleDeferredPayment cancels an
 * unpaid order's shipments in its own): the outcome, and the refunds for the gateway to send
 * after the commit. While the order awaits its deferred payment, only a cancellation applies.
 */
export async function applyEventInTransaction(
  tx: Executor,
  input: ShipmentEventInput,
  now: Date,
): Promise<{ outcome: ShipmentEventOutcome; currency: Order['currency']; refunds: CardRefund[]; cancelDeferred: { reference: string; method: string }[] }> {
  const cardRefunds: CardRefund[] = [];
  const cancelDeferred: { reference: string; method: string }[] = [];
  const [order] = await tx.select().from(orders).where(eq(orders.orderNumber, input.orderNumber)).for('update');
  if (!order) throw notFound(`order ${input.orderNumber}`);
  if (order.orderType === 'RETURN' || order.orderType === 'Adjustment') {
    throw new DomainError('conflict', { errorCode: 'SHIPMENT_TRANSITION_NOT_ALLOWED', errorMessageKey: 'orders.errors.transitionNotAllowed', errorMessageDefault: `A ${order.orderType} order has nothing to fulfil` });
  }
  const awaiting = order.status === AWAITING_PAYMENT;
  if (awaiting && input.event.type !== 'cancel' && input.event.type !== 'requestCancel') {
    throw new DomainError('conflict', { errorCode: 'ORDER_AWAITING_PAYMENT', errorMessageKey: 'orders.errors.transitionNotAllowed', errorMessageDefault: 'The order awaits its payment: it can only be cancelled' });
  }
  const all = await tx.select().from(shipments).where(eq(shipments.orderId, order.id)).orderBy(asc(shipments.id));
  const shipment = input.shipmentId ? all.find((s) => s.id === input.shipmentId) : all.length === 1 ? all[0] : undefined;
  if (!shipment) throw notFound(input.shipmentId ? `shipment ${input.shipmentId}` : 'single shipment: name one');
  if (input.actor === 'shopper') {
    if (input.event.type !== 'requestCancel') throw new DomainError('forbidden', { errorCode: 'NOT_ALLOWED', errorMessageKey: 'orders.errors.transitionNotAllowed', errorMessageDefault: 'Shoppers may only ask to cancel' });
  } else {
    await authorize(input.actor, eventPermission(input.event.type), { storeId: shipment.storeNumber }, { type: 'order', id: order.orderNumber });
  }

  const result = applyShipmentEvent({ shipmentType: shipment.shipmentType, status: shipment.status }, input.event);
  if (!result.ok) throw new DomainError(result.error.kind, result.error.detail);

  // What the tenders could still give back, before this event: the refund line's "before".
  const refundableBefore = input.actor !== 'shopper' && result.effects.some((e) => e === 'refund' || e === 'createReturnOrder') ? await refundableLeft(tx, order) : null;
  let refunded = 0;
  let returned: ReturnNotice | undefined;
  if (result.effects.includes('createReturnOrder') && input.event.type === 'return') {
    const recorded = await recordReturn(tx, { order, shipment, all, lines: input.event.lines, restock: input.event.restock }, now);
    refunded = recorded.refunded;
    returned = { returnOrderNumber: recorded.returnOrderNumber, lines: recorded.lines };
    cardRefunds.push(...recorded.cardRefunds);
  }
  const returnOrderNumber = returned?.returnOrderNumber;
  if (result.effects.includes('releaseStock')) await releaseShipmentStock(tx, order, shipment);
  if (result.effects.includes('refund')) {
    refunded = await shipmentRefund(tx, order, shipment, all);
    cardRefunds.push(...(await refundTenders(tx, order, refunded, null, now)));
  }
  await tx
    .update(shipments)
    .set({
      status: result.status,
      updatedAt: now,
      ...(result.tracking ? { carrier: result.tracking.carrier, trackingNumber: result.tracking.trackingNumber } : {}),
    })
    .where(eq(shipments.id, shipment.id));
  await tx.insert(shipmentEvents).values({
    shipmentId: shipment.id,
    event: input.event.type,
    fromStatus: result.from,
    toStatus: result.status,
    detail: { actor: input.actor === 'shopper' ? 'shopper' : input.actor.label, ...(input.reason ? { reason: input.reason } : {}), ...(result.tracking ?? {}), ...(refunded ? { refunded } : {}), ...(returnOrderNumber ? { returnOrderNumber } : {}) },
    at: now,
  });
  const derived = deriveOrderStatus({
    orderType: order.orderType,
    shipments: all.map((s) => ({ shipmentType: s.shipmentType, status: s.id === shipment.id ? result.status : s.status })),
  });
  // An unpaid order stays AWAITING PAYMENT until all of it is cancelled (then its payment is called off).
  const orderStatus = awaiting && derived !== 'CANCELLED' ? AWAITING_PAYMENT : derived;
  if (awaiting && orderStatus === 'CANCELLED') {
    const pending = await tx
      .update(orderPayments)
      .set({ status: 'voided' })
      .where(and(eq(orderPayments.orderId, order.id), eq(orderPayments.status, 'pending')))
      .returning({ reference: orderPayments.reference, method: orderPayments.method });
    cancelDeferred.push(...pending);
  }
  await tx.update(orders).set({ status: orderStatus }).where(eq(orders.id, order.id));
  // The shopper hears each move of their order: on its way, at the counter, cancelled, delivered,
  // handed over, parts returned (an order cancelled because its payment never came has the
  // payment's own e-mail instead).
  const moved = returned ? 'returned' : result.from === result.status ? null : (NOTICE_OF_STATUS[result.status] ?? null);
  // The last shipment cancelled cancels the order: said as the whole order when it was its only one, or all went together.
  const notice = moved === 'cancelled' && orderStatus === 'CANCELLED' && all.length === 1 ? 'cancelledWhole' : moved;
  if (notice && !(moved === 'cancelled' && (input.reason === 'paymentExpired' || input.reason === 'paymentFailed'))) {
    await enqueueShipmentNotice(tx, order, { ...shipment, ...result.tracking, status: result.status }, notice, refunded, returned);
  }
  if (result.effects.includes('refund') || result.effects.includes('createReturnOrder')) await reassessCredit(tx, order, await purchaseReductions(tx, order), now);
  if (input.actor !== 'shopper') {
    const restock = input.event.type === 'return' ? input.event.restock !== false : undefined;
    await recordAudit(tx, input.actor, {
      action: 'order.event',
      entityType: 'order',
      entityId: order.orderNumber,
      before: { shipmentId: shipment.id, status: result.from, orderStatus: order.status },
      after: { shipmentId: shipment.id, event: input.event.type, status: result.status, orderStatus, ...(input.reason ? { reason: input.reason } : {}), ...(result.tracking ?? {}), ...(returnOrderNumber ? { returnOrderNumber, restock } : {}) },
    });
    if (refunded > 0) {
      await recordAudit(tx, input.actor, {
        action: 'order.refund',
        entityType: 'order',
        entityId: order.orderNumber,
        before: { refundable: refundableBefore },
        after: { refunded, currency: order.currency, refundable: (refundableBefore ?? 0) - refunded, ...(returnOrderNumber ? { returnOrderNumber, restock } : {}) },
      });
    }
  }
  const outcome: ShipmentEventOutcome = { orderNumber: order.orderNumber, shipmentId: shipment.id, from: result.from, status: result.status, orderStatus, refunded, ...(returnOrderNumber ? { returnOrderNumber } : {}) };
  return { outcome, currency: order.currency, refunds: cardRefunds, cancelDeferred };
}
