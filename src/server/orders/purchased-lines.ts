import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { orderLines, orders, shipmentEvents, shipments, type Order } from './schema';
import type { OrderType, ShipmentStatus } from './status';

/** Order types that are purchases of parts (RETURN and Adjustment orders are not). */
const PURCHASE_TYPES = ['ONLINEORDER', 'STOREORDER', 'INSTOREORDER'] as const satisfies readonly OrderType[];
/** The shipment statuses in which the shopper has the parts in hand. */
const RECEIVED_STATUSES = ['PICKED UP', 'DELIVERED'] as const satisfies readonly ShipmentStatus[];

/** How many of a line have come back in RETURN orders. */
const returnedQuantity = sql`(select coalesce(sum(returned.quantity), 0) from ${orderLines} as returned where returned.returned_from_line_id = ${orderLines.id})`;

export interface PurchasedLinesFilter {
  /** Only lines bought with one of these warranty terms. */
  terms: readonly string[];
  orderId?: string;
  lineId?: number;
}

/**
 * The lines of a member's purchases still in their hands: lines of cancelled shipments left
 * out, quantities less what came back in RETURN orders, each with the time its shipment first
 * became PICKED UP or DELIVERED (null until then). Newest purchase first; one query.
 */
export function purchasedLines(executor: Executor, profileId: string, filter: PurchasedLinesFilter) {
  const receivedAt = sql`(
    select min(${shipmentEvents.at}) from ${shipmentEvents}
    where ${shipmentEvents.shipmentId} = ${shipments.id}
      and ${shipmentEvents.toStatus} in (${sql.join(
        RECEIVED_STATUSES.map((s) => sql`${s}`),
        sql`, `,
      )})
  )`.mapWith(shipmentEvents.at) as SQL<Date | null>; // decoded as the column is; null stays null
  return executor
    .select({
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      orderType: orders.orderType,
      placedAt: orders.placedAt,
      currency: orders.currency,
      lineId: orderLines.id,
      productId: orderLines.productId,
      sku: orderLines.sku,
      partNumber: orderLines.partNumber,
      brand: orderLines.brand,
      title: orderLines.title,
      quantity: sql<number>`(${orderLines.quantity} - ${returnedQuantity})::int`,
      unitPrice: orderLines.unitPrice,
      warranty: orderLines.warranty,
      shipmentType: shipments.shipmentType,
      storeNumber: shipments.storeNumber,
      shipmentStatus: shipments.status,
      receivedAt,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(shipments, eq(shipments.id, orderLines.shipmentId))
    .where(
      and(
        eq(orders.profileId, profileId),
        inArray(orders.orderType, PURCHASE_TYPES),
        inArray(orderLines.warranty, [...filter.terms]),
        ne(shipments.status, 'CANCELLED'),
        sql`${orderLines.quantity} > ${returnedQuantity}`,
        filter.orderId ? eq(orders.id, filter.orderId) : undefined,
        filter.lineId !== undefined ? eq(orderLines.id, filter.lineId) : undefined,
      ),
    )
    .orderBy(desc(orders.placedAt), desc(orders.id), asc(orderLines.id));
}

export type PurchasedLine = Awaited<ReturnType<typeof purchasedLines>>[number];

/** What came off a purchase since it was placed: its RETURN orders, and its cancelled shipments' merchandise with their share of the discount. */
export async function purchaseReductions(executor: Executor, order: Pick<Order, 'id' | 'subtotal' | 'discount'>): Promise<{ subtotal: number; discount: number }[]> {
  const returned = await executor
    .select({ subtotal: orders.subtotal, discount: orders.discount })
    .from(orders)
    .where(and(eq(orders.originalOrderId, order.id), eq(orders.orderType, 'RETURN')));
  const [cancelled] = await executor
    .select({ subtotal: sql<number>`coalesce(sum(${orderLines.unitPrice} * ${orderLines.quantity}), 0)::int` })
    .from(orderLines)
    .innerJoin(shipments, eq(shipments.id, orderLines.shipmentId))
    .where(and(eq(orderLines.orderId, order.id), eq(shipments.status, 'CANCELLED')));
  const cancelledSubtotal = cancelled?.subtotal ?? 0;
  return [...returned, { subtotal: cancelledSubtotal, discount: Math.round((order.discount * cancelledSubtotal) / Math.max(1, order.subtotal)) }];
}
