import { eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { checkoutSubmissions } from './schema';

/** The checkout submissions (their keys) that placed this order: what holds its stock in the inventory module. */
export async function submissionKeysOf(executor: Executor, orderId: string): Promise<string[]> {
  const rows = await executor.select({ key: checkoutSubmissions.key }).from(checkoutSubmissions).where(eq(checkoutSubmissions.orderId, orderId));
  return rows.map((r) => r.key);
}
