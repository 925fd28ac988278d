import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { distributionCentreStock, storeStock } from '@/server/catalog/schema';
import type { Executor } from '@/server/db/client';
import { stockReservations } from './schema';

/** Give back the stock of the reservations `where` picks that are still held: to the store shelf or distribution centre each came from. */
export async function releaseReservations(tx: Executor, where: SQL | undefined): Promise<void> {
  const held = await tx
    .update(stockReservations)
    .set({ releasedAt: new Date() })
    .where(and(where, isNull(stockReservations.releasedAt)))
    .returning();
  for (const r of held) {
    if (r.locationType === 'store') {
      await tx
        .update(storeStock)
        .set({ quantity: sql`${storeStock.quantity} + ${r.quantity}` })
        .where(and(eq(storeStock.productId, r.productId), eq(storeStock.storeNumber, r.location)));
    } else {
      await tx
        .update(distributionCentreStock)
        .set({ quantity: sql`${distributionCentreStock.quantity} + ${r.quantity}` })
        .where(and(eq(distributionCentreStock.productId, r.productId), eq(distributionCentreStock.dc, r.location)));
    }
  }
}
