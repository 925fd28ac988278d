import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { CurrencyCode } from '@/lib/markets';
import type { Executor } from '@/server/db/client';
import { pageTags } from '@/server/platform/page-cache';
import { invalidatePageTags } from '@/server/platform/page-cache-channel';
import { distributionCentres, distributionCentreStock, stockReservations, storeStock } from './schema';

/** One line to take stock for. */
export interface StockRequest {
  productId: number;
  quantity: number;
  /** Pickup: the store whose shelf it comes from. Null: it ships, from one distribution centre of the market. */
  storeNumber: string | null;
}

export type ReserveResult = { reserved: true } | { reserved: false; short: StockRequest };

class Short extends Error {
  constructor(readonly request: StockRequest) {
    super('short of stock');
  }
}

/** Take one line's stock; the location it came from, or undefined when there is not enough. */
async function take(executor: Executor, request: StockRequest, currency: CurrencyCode): Promise<string | undefined> {
  const { productId, quantity, storeNumber } = request;
  if (storeNumber) {
    const [taken] = await executor
      .update(storeStock)
      .set({ quantity: sql`${storeStock.quantity} - ${quantity}` })
      .where(and(eq(storeStock.productId, productId), eq(storeStock.storeNumber, storeNumber), sql`${storeStock.quantity} >= ${quantity}`))
      .returning({ location: storeStock.storeNumber });
    return taken?.location;
  }
  // The market's distribution centre with the most of it, among those that have all of the line.
  const [taken] = await executor
    .execute<{ dc: string }>(
      sql`
      UPDATE ${distributionCentreStock} SET quantity = quantity - ${quantity}
      WHERE product_id = ${productId} AND dc = (
        SELECT dc FROM ${distributionCentreStock}
        WHERE product_id = ${productId} AND quantity >= ${quantity}
          AND dc IN (SELECT ${distributionCentres.code} FROM ${distributionCentres} WHERE ${distributionCentres.currency} = ${currency})
        ORDER BY quantity DESC, dc LIMIT 1 FOR UPDATE)
      AND quantity >= ${quantity}
      RETURNING dc`,
    )
    .then((r) => r.rows);
  return taken?.dc;
}

/**
 * Take the stock of a checkout submission (its key), for the market with this currency: a pickup
 * line from its store's shelf, a shipped line from one distribution centre that has all of it.
 * All or nothing: when a line cannot be had, nothing stays taken and the result names that line.
 */
export async function reserveStock(executor: Executor, submissionKey: string, currency: CurrencyCode, requests: StockRequest[]): Promise<ReserveResult> {
  try {
    await executor.transaction(async (tx) => {
      for (const request of requests) {
        const location = await take(tx, request, currency);
        if (!location) throw new Short(request);
        await tx.insert(stockReservations).values({
          submissionKey,
          productId: request.productId,
          locationType: request.storeNumber ? 'store' : 'dc',
          location,
          quantity: request.quantity,
        });
      }
      // A product page shows whether it ships (distribution centre stock): its cached pages go when this commits (decision 040).
      await invalidatePageTags(tx, requests.filter((r) => !r.storeNumber).map((r) => pageTags.product(r.productId)));
    });
    return { reserved: true };
  } catch (error) {
    if (error instanceof Short) return { reserved: false, short: error.request };
    throw error;
  }
}

/** Give back the stock of the reservations `where` picks that are still held: to the store shelf or distribution centre each came from. */
async function releaseWhere(executor: Executor, where: SQL | undefined): Promise<number> {
  const held = await executor
    .update(stockReservations)
    .set({ releasedAt: new Date() })
    .where(and(where, isNull(stockReservations.releasedAt)))
    .returning();
  for (const r of held) {
    if (r.locationType === 'store') {
      await executor
        .update(storeStock)
        .set({ quantity: sql`${storeStock.quantity} + ${r.quantity}` })
        .where(and(eq(storeStock.productId, r.productId), eq(storeStock.storeNumber, r.location)));
    } else {
      await executor
        .update(distributionCentreStock)
        .set({ quantity: sql`${distributionCentreStock.quantity} + ${r.quantity}` })
        .where(and(eq(distributionCentreStock.productId, r.productId), eq(distributionCentreStock.dc, r.location)));
    }
  }
  await invalidatePageTags(executor, held.filter((r) => r.locationType === 'dc').map((r) => pageTags.product(r.productId)));
  return held.length;
}

/**
 * Give back everything these submissions still hold (a submission that failed, was abandoned
 * or is taken over by its retry). Returns how many reservations were released.
 */
export async function releaseReservations(executor: Executor, submissionKeys: string | string[]): Promise<number> {
  const keys = typeof submissionKeys === 'string' ? [submissionKeys] : submissionKeys;
  if (!keys.length) return 0;
  return releaseWhere(executor, inArray(stockReservations.submissionKey, keys));
}

/**
 * Give back one line's stock still held by a submission (a cancelled shipment; an order's submission keys may be passed): the product's
 * reservation on a store shelf (`from` 'store') or in a distribution centre ('dc'). False when
 * nothing of it was held.
 */
export async function releaseLineReservation(executor: Executor, submissionKeys: string | string[], productId: number, from: 'store' | 'dc'): Promise<boolean> {
  const keys = typeof submissionKeys === 'string' ? [submissionKeys] : submissionKeys;
  if (!keys.length) return false;
  const [reservation] = await executor
    .select({ id: stockReservations.id })
    .from(stockReservations)
    .where(
      and(
        inArray(stockReservations.submissionKey, keys),
        eq(stockReservations.productId, productId),
        eq(stockReservations.locationType, from),
        isNull(stockReservations.releasedAt),
      ),
    )
    .limit(1);
  if (!reservation) return false;
  return (await releaseWhere(executor, eq(stockReservations.id, reservation.id))) > 0;
}

/** Which of these submissions still hold stock. */
export async function submissionsHoldingStock(executor: Executor, submissionKeys: string[]): Promise<string[]> {
  if (!submissionKeys.length) return [];
  const rows = await executor
    .selectDistinct({ key: stockReservations.submissionKey })
    .from(stockReservations)
    .where(and(inArray(stockReservations.submissionKey, submissionKeys), isNull(stockReservations.releasedAt)));
  return rows.map((r) => r.key);
}

/** A returned part and where it goes back to. */
export interface Restock {
  productId: number;
  quantity: number;
  /** Picked up at this store: back on its shelf. */
  storeNumber: string | null;
  /** Shipped: back to the distribution centre the submission (the order's) took it from. */
  submissionKeys: string[];
}

/**
 * Put returned parts back where they left: the pickup store's shelf, or the distribution centre
 * that shipped them (found from the submission's reservation). A location with no stock line for
 * the product, or a shipped part whose distribution centre is not known, changes nothing.
 */
export async function restockReturn(executor: Executor, restock: Restock): Promise<void> {
  const { productId, quantity, storeNumber, submissionKeys } = restock;
  if (storeNumber) {
    await executor
      .update(storeStock)
      .set({ quantity: sql`${storeStock.quantity} + ${quantity}` })
      .where(and(eq(storeStock.productId, productId), eq(storeStock.storeNumber, storeNumber)));
    return;
  }
  if (!submissionKeys.length) return;
  const [from] = await executor
    .select({ dc: stockReservations.location })
    .from(stockReservations)
    .where(
      and(
        inArray(stockReservations.submissionKey, submissionKeys),
        eq(stockReservations.productId, productId),
        eq(stockReservations.locationType, 'dc'),
        isNull(stockReservations.releasedAt),
      ),
    )
    .limit(1);
  if (!from) return;
  await executor
    .update(distributionCentreStock)
    .set({ quantity: sql`${distributionCentreStock.quantity} + ${quantity}` })
    .where(and(eq(distributionCentreStock.productId, productId), eq(distributionCentreStock.dc, from.dc)));
  // A part back in a distribution centre may ship again: the cached pages that said it could not go (docs/decisions/040).
  await invalidatePageTags(executor, [pageTags.product(productId)]);
}
