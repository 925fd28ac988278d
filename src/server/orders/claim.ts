import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { logger } from '@/server/platform/logger';
import { orders } from './schema';

/**
 * A guest's checkout details joining the account they then create (/completeAccount, or any
 * registration): their past guest orders, and the phone number of the order they came from.
 */

/**
 * Attaches to the account the guest orders (no profile yet) placed with its e-mail address,
 * ignoring case; other members' orders are never touched. Call it only once the address is
 * proven (the registration's e-mailed code): whoever reads that mailbox was sent those orders'
 * confirmations anyway. Answers the order numbers it attached.
 */
export async function claimGuestOrders(executor: Executor, profileId: string, email: string): Promise<string[]> {
  const address = email.trim();
  if (!profileId || !address) return [];
  const claimed = await executor
    .update(orders)
    .set({ profileId })
    .where(and(isNull(orders.profileId), sql`lower(${orders.email}) = lower(${address})`))
    .returning({ orderNumber: orders.orderNumber });
  if (claimed.length) logger.info({ profileId, orders: claimed.length }, 'guest orders joined a new account');
  return claimed.map((o) => o.orderNumber);
}

/** The phone number of the member's own order `orderNumber` (registration asks for none; checkout did), or null. */
export async function memberOrderPhone(executor: Executor, profileId: string, orderNumber: string): Promise<string | null> {
  if (!profileId || !/^\d{9}$/.test(orderNumber)) return null;
  const [order] = await executor
    .select({ phone: orders.phoneNumber })
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), eq(orders.profileId, profileId)));
  return order?.phone || null;
}
