import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { CurrencyCode } from '@/lib/markets';
import type { Executor } from '@/server/db/client';
import { orderLines, orders } from './schema';

/** The products most ordered in a currency's market since a time (units; returns left out), most first. */
export async function mostOrderedProducts(executor: Executor, currency: CurrencyCode, since: Date, limit: number): Promise<number[]> {
  const units = sql<number>`sum(${orderLines.quantity})`;
  const ranked = await executor
    .select({ productId: orderLines.productId, units })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.currency, currency), gte(orders.placedAt, since), sql`${orderLines.quantity} > 0`))
    .groupBy(orderLines.productId)
    .orderBy(desc(units), orderLines.productId)
    .limit(limit);
  return ranked.map((r) => r.productId);
}
