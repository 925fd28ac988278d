import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { isUuid } from '@/lib/ids';
import type { CurrencyCode } from '@/lib/markets';
import type { Executor } from '@/server/db/client';
import { orderLines, orders, shipmentEvents, shipments } from '@/server/orders/schema';
import { fulfilmentOf, type FulfilmentType, type OrderType, type ShipmentStatus } from '@/server/orders/status';
import { coverageAt, isCovered, isWarrantyTerm, WARRANTY_TERMS, type Coverage, type WarrantyTerm } from './coverage';

/**
 * A member's warranties, derived from what they bought (no tables of their own):
 *
 * - a **warranty** (`warrantyId`) is one purchase: an order of the member (`orders.profile_id`)
 *   with at least one line that carries a warranty term. Its id is the order's uuid, which,
 *   unlike the nine-digit order number, cannot be guessed;
 * - its **items** (`warrantyItemId`) are those lines; an item's id is the order line's id.
 *
 * Cover starts when the shopper received the part: the time its shipment first became
 * PICKED UP or DELIVERED (shipment_events). Store sales (INSTOREORDER, STOREORDER) start when
 * they were placed. Lines of a CANCELLED shipment never reached the shopper and are not
 * covered; RETURN and Adjustment orders are not purchases. Returned parts still show, as
 * returns are not recorded yet (applyEventToShipment refuses them).
 *
 * Anything that is not the member's (or does not exist, or is malformed) answers null, the same
 * way, so that a page can answer 404 and nobody learns whether someone else's exists.
 */

/** Order types that are purchases of parts. */
const PURCHASE_TYPES = ['ONLINEORDER', 'STOREORDER', 'INSTOREORDER'] as const satisfies readonly OrderType[];
/** Sold at the store: the shopper had the parts when the order was placed. */
const STORE_SALE_TYPES: ReadonlySet<OrderType> = new Set<OrderType>(['STOREORDER', 'INSTOREORDER']);
/** The shipment statuses in which the shopper has the parts in hand. */
const RECEIVED_STATUSES = ['PICKED UP', 'DELIVERED'] as const satisfies readonly ShipmentStatus[];

/** A serial id: 1 to 2^31 − 1, written without leading zeros. */
const SERIAL = /^[1-9]\d{0,9}$/;
const isWarrantyId = isUuid;
const isWarrantyItemId = (value: string) => SERIAL.test(value) && Number(value) <= 2_147_483_647;

export interface WarrantySummary {
  /** The order's id. */
  id: string;
  orderNumber: string;
  placedAt: Date;
  /** Items with a warranty term (lines of cancelled shipments left out). */
  itemCount: number;
  /** Items covered now: active or expiring soon. */
  coveredCount: number;
  /** Items whose cover starts when the shopper receives them. */
  notStartedCount: number;
  /** The earliest end among the items covered now; null when none of them ends (lifetime) or none is covered. */
  soonestExpiry: Date | null;
}

export interface WarrantyItemSummary {
  /** The order line's id, as a string (the route segment). */
  id: string;
  title: string;
  brand: string;
  partNumber: string;
  sku: string;
  quantity: number;
  term: WarrantyTerm;
  coverage: Coverage;
}

export interface Warranty {
  id: string;
  orderNumber: string;
  placedAt: Date;
  orderType: OrderType;
  currency: CurrencyCode;
  items: WarrantyItemSummary[];
}

export interface WarrantyItem extends WarrantyItemSummary {
  warrantyId: string;
  productId: number;
  /** Proof of purchase: what the store asks for at a claim. */
  purchase: {
    orderNumber: string;
    placedAt: Date;
    orderType: OrderType;
    currency: CurrencyCode;
    /** Minor units of `currency`, each; and for the line (times the quantity). Core charges are apart. */
    unitPrice: number;
    pricePaid: number;
    fulfilment: FulfilmentType;
    /** The store it was picked up at (store pickup), else null. */
    storeNumber: string | null;
    shipmentStatus: ShipmentStatus;
  };
}

/** How many of a line have come back in RETURN orders. */
const returnedQuantity = sql`(select coalesce(sum(returned.quantity), 0) from ${orderLines} as returned where returned.returned_from_line_id = ${orderLines.id})`;

/** The lines with a warranty term of the member's purchases (less what was returned), each with when it was received; one query. */
function coveredLines(executor: Executor, profileId: string, where?: { orderId: string; lineId?: number }) {
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
        inArray(orderLines.warranty, WARRANTY_TERMS),
        ne(shipments.status, 'CANCELLED'),
        sql`${orderLines.quantity} > ${returnedQuantity}`,
        where ? eq(orders.id, where.orderId) : undefined,
        where?.lineId !== undefined ? eq(orderLines.id, where.lineId) : undefined,
      ),
    )
    .orderBy(desc(orders.placedAt), desc(orders.id), asc(orderLines.id));
}

type Row = Awaited<ReturnType<typeof coveredLines>>[number];

function toItem(row: Row, now: Date): WarrantyItemSummary {
  const term = isWarrantyTerm(row.warranty) ? row.warranty : '90-day'; // the query keeps known terms only
  const start = STORE_SALE_TYPES.has(row.orderType) ? row.placedAt : row.receivedAt;
  return {
    id: String(row.lineId),
    title: row.title,
    brand: row.brand,
    partNumber: row.partNumber,
    sku: row.sku,
    quantity: row.quantity,
    term,
    coverage: coverageAt(term, start, now),
  };
}

/** The member's warranties, newest purchase first. */
export async function warrantiesFor(executor: Executor, profileId: string, now: Date): Promise<WarrantySummary[]> {
  if (!profileId) return [];
  const rows = await coveredLines(executor, profileId);
  const out: WarrantySummary[] = [];
  let current: WarrantySummary | undefined;
  for (const row of rows) {
    if (current?.id !== row.orderId) {
      current = { id: row.orderId, orderNumber: row.orderNumber, placedAt: row.placedAt, itemCount: 0, coveredCount: 0, notStartedCount: 0, soonestExpiry: null };
      out.push(current);
    }
    const { coverage } = toItem(row, now);
    current.itemCount++;
    if (coverage.status === 'not-started') current.notStartedCount++;
    if (isCovered(coverage)) {
      current.coveredCount++;
      if (coverage.endsAt && (!current.soonestExpiry || coverage.endsAt < current.soonestExpiry)) current.soonestExpiry = coverage.endsAt;
    }
  }
  return out;
}

/** One of the member's warranties with its items and their cover; null when it is not theirs. */
export async function warranty(executor: Executor, profileId: string, warrantyId: string, now: Date): Promise<Warranty | null> {
  if (!profileId || !isWarrantyId(warrantyId)) return null;
  const rows = await coveredLines(executor, profileId, { orderId: warrantyId });
  const [first] = rows;
  if (!first) return null;
  return {
    id: first.orderId,
    orderNumber: first.orderNumber,
    placedAt: first.placedAt,
    orderType: first.orderType,
    currency: first.currency,
    items: rows.map((row) => toItem(row, now)),
  };
}

/** One item of the member's warranty, with its proof of purchase; null when it is not theirs or not in that warranty. */
export async function warrantyItem(executor: Executor, profileId: string, warrantyId: string, warrantyItemId: string, now: Date): Promise<WarrantyItem | null> {
  if (!profileId || !isWarrantyId(warrantyId) || !isWarrantyItemId(warrantyItemId)) return null;
  const [row] = await coveredLines(executor, profileId, { orderId: warrantyId, lineId: Number(warrantyItemId) });
  if (!row) return null;
  return {
    ...toItem(row, now),
    warrantyId: row.orderId,
    productId: row.productId,
    purchase: {
      orderNumber: row.orderNumber,
      placedAt: row.placedAt,
      orderType: row.orderType,
      currency: row.currency,
      unitPrice: row.unitPrice,
      pricePaid: row.unitPrice * row.quantity,
      fulfilment: fulfilmentOf(row.shipmentType),
      storeNumber: row.shipmentType === 'inStore' ? row.storeNumber : null,
      shipmentStatus: row.shipmentStatus,
    },
  };
}
