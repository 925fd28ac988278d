import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { orders, type Order } from './schema';

export interface OrderRef {
  orderNumber: string;
  orderType: Order['orderType'];
}

/** The number and type of each of these orders, by id (for modules that keep an order's id). */
export async function orderRefs(executor: Executor, ids: readonly string[]): Promise<Map<string, OrderRef>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await executor.select({ id: orders.id, orderNumber: orders.orderNumber, orderType: orders.orderType }).from(orders).where(inArray(orders.id, unique));
  return new Map(rows.map(({ id, ...ref }) => [id, ref]));
}

/** The ids of the orders with this number, whatever its letters' case (receipts are typed by hand). */
export async function orderIdsByNumber(executor: Executor, orderNumber: string): Promise<string[]> {
  const rows = await executor.select({ id: orders.id }).from(orders).where(eq(sql`upper(${orders.orderNumber})`, orderNumber.toUpperCase()));
  return rows.map((r) => r.id);
}
