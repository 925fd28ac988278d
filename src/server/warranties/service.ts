import { isUuid } from '@/lib/ids';
import type { CurrencyCode } from '@/lib/markets';
import type { Executor } from '@/server/db/client';
import { purchasedLines, type PurchasedLine } from '@/server/orders/purchased-lines';
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
 * covered; RETURN and Adjustment orders are not purchases, and what came back in a RETURN
 * order is no longer covered. The lines come from the orders module (`purchasedLines`).
 *
 * Anything that is not the member's (or does not exist, or is malformed) answers null, the same
 * way, so that a page can answer 404 and nobody learns whether someone else's exists.
 */

/** Sold at the store: the shopper had the parts when the order was placed. */
const STORE_SALE_TYPES: ReadonlySet<OrderType> = new Set<OrderType>(['STOREORDER', 'INSTOREORDER']);

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

/** The lines with a warranty term of the member's purchases (less what was returned), each with when it was received. */
function coveredLines(executor: Executor, profileId: string, where?: { orderId: string; lineId?: number }) {
  return purchasedLines(executor, profileId, { terms: WARRANTY_TERMS, ...where });
}

type Row = PurchasedLine;

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
