import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/markets';
import type { Executor } from '@/server/db/client';
import { restockReturn } from '@/server/inventory/reservations';
import { DomainError, type DomainErrorKind } from '@/server/platform/domain-error';
import { newOrderNumber } from './order-number';
import { refundableLeft, refundTenders, shipmentGross, type CardRefund } from './refunds';
import { orderLines, orders, shipmentEvents, shipments, type Order, type OrderLine, type Shipment } from './schema';
import type { ReturnedLine } from './status';
import { submissionKeysOf } from './stock';
import { withdrawalShippingRefund } from './withdrawal';

/** Days from delivery or pickup within which parts come back for a refund (the big parts retailers give 90). */
export const RETURN_WINDOW_DAYS = 90;

export interface RecordedReturn {
  returnOrderNumber: string;
  /** The parts that came back, as the shopper's notice lists them. */
  lines: { title: string; quantity: number }[];
  refunded: number;
  cardRefunds: CardRefund[];
}

const refuse = (kind: DomainErrorKind, errorCode: string, errorMessageDefault: string) =>
  new DomainError(kind, { errorCode, errorMessageKey: 'orders.errors.returnRefused', errorMessageDefault });

/** When the shipment reached the shopper (entered PICKED UP or DELIVERED). */
async function receivedAt(tx: Executor, shipment: Shipment): Promise<Date | null> {
  const [row] = await tx
    .select({ at: shipmentEvents.at })
    .from(shipmentEvents)
    .where(and(eq(shipmentEvents.shipmentId, shipment.id), eq(shipmentEvents.toStatus, shipment.status), sql`${shipmentEvents.fromStatus} <> ${shipmentEvents.toStatus}`))
    .orderBy(desc(shipmentEvents.at))
    .limit(1);
  return row?.at ?? null;
}

/** How many units of each of these lines returns have taken back already. */
async function returnedByLine(tx: Executor, lineIds: number[]): Promise<Map<number | null, number>> {
  if (!lineIds.length) return new Map();
  const rows = await tx
    .select({ lineId: orderLines.returnedFromLineId, n: sql<number>`sum(${orderLines.quantity})::int` })
    .from(orderLines)
    .where(inArray(orderLines.returnedFromLineId, lineIds))
    .groupBy(orderLines.returnedFromLineId);
  return new Map(rows.map((r) => [r.lineId, r.n]));
}

/** The shipment's lines with how many of each are still with the shopper. */
async function returnableLines(tx: Executor, shipment: Shipment): Promise<{ line: OrderLine; left: number }[]> {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.shipmentId, shipment.id));
  const returned = await returnedByLine(tx, lines.map((l) => l.id));
  return lines.map((line) => ({ line, left: line.quantity - (returned.get(line.id) ?? 0) }));
}

/** Of these shipments, those whose every unit has been returned already (nothing left to return). */
export async function fullyReturned(tx: Executor, shipmentIds: number[]): Promise<Set<number>> {
  if (!shipmentIds.length) return new Set();
  const lines = await tx.select({ id: orderLines.id, shipmentId: orderLines.shipmentId, quantity: orderLines.quantity }).from(orderLines).where(inArray(orderLines.shipmentId, shipmentIds));
  const returned = await returnedByLine(tx, lines.map((l) => l.id));
  const left = new Map<number, number>();
  for (const line of lines) if (line.shipmentId !== null) left.set(line.shipmentId, (left.get(line.shipmentId) ?? 0) + line.quantity - (returned.get(line.id) ?? 0));
  return new Set([...left].filter(([, units]) => units <= 0).map(([id]) => id));
}

/** The lines asked for (by SKU), or everything still with the shopper; refused when a SKU or quantity does not fit. */
function pickLines(available: { line: OrderLine; left: number }[], asked: ReturnedLine[] | undefined): { line: OrderLine; quantity: number }[] {
  if (!asked?.length) return available.filter((a) => a.left > 0).map((a) => ({ line: a.line, quantity: a.left }));
  const left = new Map(available.map((a) => [a.line.sku, { ...a }]));
  return asked.map(({ sku, quantity }) => {
    const found = left.get(sku);
    if (!found || !Number.isInteger(quantity) || quantity < 1 || quantity > found.left) {
      throw refuse('invalid', 'RETURN_QUANTITY_INVALID', `SKU ${sku}: ${found ? `at most ${found.left} can be returned` : 'not in this shipment'}`);
    }
    found.left -= quantity;
    return { line: found.line, quantity };
  });
}

/** Put returned parts back on the shelf they left: the pickup store, or the distribution centre that shipped them. */
async function restock(tx: Executor, order: Order, shipment: Shipment, line: OrderLine, quantity: number): Promise<void> {
  const submissionKeys = shipment.storeNumber ? [] : await submissionKeysOf(tx, order.id);
  await restockReturn(tx, { productId: line.productId, quantity, storeNumber: shipment.storeNumber, submissionKeys });
}

/**
 * A return of parts that reached the shopper (docs/decisions/013): within RETURN_WINDOW_DAYS,
 * at most what is still with them, it writes a RETURN order (the returned lines, pointing to the
 * lines they came from, and the refund), puts the parts back in stock unless `restock` is false
 * (damaged, used), and refunds their share of what was paid: merchandise and cores with the
 * order's discount and tax in proportion. Shipping is not refunded, except inside Brazil's 7-day
 * right of withdrawal (withdrawal.ts), where the returned parts' share of it comes back too.
 */
export async function recordReturn(
  tx: Executor,
  input: { order: Order; shipment: Shipment; all: Shipment[]; lines?: ReturnedLine[]; restock?: boolean },
  now: Date,
): Promise<RecordedReturn> {
  const { order, shipment } = input;
  const received = await receivedAt(tx, shipment);
  if (received && now.getTime() - received.getTime() > RETURN_WINDOW_DAYS * 86_400_000) {
    throw refuse('invalid', 'RETURN_WINDOW_CLOSED', `Returns are accepted within ${RETURN_WINDOW_DAYS} days of delivery or pickup`);
  }
  const available = await returnableLines(tx, shipment);
  if (!available.some((a) => a.left > 0)) throw refuse('conflict', 'NOTHING_TO_RETURN', 'Everything in this shipment has already been returned');
  const picked = pickLines(available, input.lines);

  const subtotal = picked.reduce((n, p) => n + p.line.unitPrice * p.quantity, 0);
  const coreTotal = picked.reduce((n, p) => n + p.line.corePrice * p.quantity, 0);
  const gross = await shipmentGross(tx, input.all);
  const share = (amount: number) => Math.round((amount * (subtotal + coreTotal)) / gross.whole);
  const discount = share(order.discount);
  const tax = share(order.tax);
  const shipmentValue = available.reduce((n, a) => n + (a.line.unitPrice + a.line.corePrice) * a.line.quantity, 0);
  const shippingBack = withdrawalShippingRefund({ locale: order.locale as Locale, receivedAt: received, now, shippingPrice: shipment.shippingPrice, returnedValue: subtotal + coreTotal, shipmentValue });
  const refunded = Math.max(0, Math.min(await refundableLeft(tx, order), subtotal + coreTotal - discount + tax + shippingBack));

  const [returnOrder] = await tx
    .insert(orders)
    .values({
      orderNumber: newOrderNumber(),
      orderType: 'RETURN',
      originalOrderId: order.id,
      profileId: order.profileId,
      locale: order.locale,
      currency: order.currency,
      email: order.email,
      phoneNumber: order.phoneNumber,
      billingAddress: order.billingAddress,
      shippingAddress: null,
      subtotal,
      discount,
      coreTotal,
      shippingTotal: shippingBack,
      tax,
      taxIncluded: share(order.taxIncluded),
      total: refunded,
      receivePromoAndSpecialEvents: order.receivePromoAndSpecialEvents,
      receiveTextMessage: order.receiveTextMessage,
      status: 'NO_PENDING_ACTION',
      placedAt: now,
      // Where the parts came back, as its shipment below says.
      pickupStore: shipment.storeNumber,
    })
    .returning();
  // The parts came back from where they were received: the same store, or by carrier.
  const [returnShipment] = await tx
    .insert(shipments)
    .values({ orderId: returnOrder!.id, shipmentType: shipment.shipmentType, storeNumber: shipment.storeNumber, status: shipment.status, shippingPrice: 0, updatedAt: now })
    .returning();
  for (const { line, quantity } of picked) {
    const { id: returnedFromLineId, ...copy } = line;
    await tx.insert(orderLines).values({ ...copy, orderId: returnOrder!.id, shipmentId: returnShipment!.id, quantity, returnedFromLineId });
    if (input.restock !== false) await restock(tx, order, shipment, line, quantity);
  }
  const cardRefunds = refunded ? await refundTenders(tx, order, refunded, returnOrder!.id, now) : [];
  return { returnOrderNumber: returnOrder!.orderNumber, lines: picked.map(({ line, quantity }) => ({ title: line.title, quantity })), refunded, cardRefunds };
}
