import { and, desc, eq, inArray } from 'drizzle-orm';
import { isUuid } from '@/lib/ids';
import type { Executor } from '@/server/db/client';
import { withDetails } from './lookup';
import { orders } from './schema';
import { isOrderType, type OrderType } from './status';

/** A member's orders, newest first, optionally of some order types (spec §3: STOREORDER, ONLINEORDER, INSTOREORDER, RETURN, Adjustment). */
export async function orderHistory(executor: Executor, profileId: string, options: { orderTypes?: OrderType[]; limit?: number } = {}) {
  const types = options.orderTypes?.filter(isOrderType);
  return executor
    .select()
    .from(orders)
    .where(and(eq(orders.profileId, profileId), ...(types?.length ? [inArray(orders.orderType, types)] : [])))
    .orderBy(desc(orders.placedAt))
    .limit(Math.min(options.limit ?? 50, 200));
}

/** One of the member's orders with its shipments, lines and payments; null when it is not theirs (the page answers 404). */
export async function memberOrder(executor: Executor, profileId: string, orderId: string) {
  if (!isUuid(orderId)) return null;
  const [order] = await executor.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.profileId, profileId)));
  return order ? withDetails(executor, order) : null;
}
