import type { Executor } from '@/server/db/client';
import { staffChange } from '@/server/staff/staff-change';
import type { Actor } from '@/server/staff/actor';
import { recordStorePurchase, type StorePurchase } from './store-sales';

/**
 * A store's till (or staff at its counter) reports a rewards member's purchase (issue 23): the
 * in-store order is the store's, so it asks `orders.fulfil` for that store (a store manager of
 * another store is refused), and the audit log records the order and its credit.
 */
export function recordStorePurchaseAs(executor: Executor, input: StorePurchase, actor: Actor, now = new Date()) {
  return staffChange(
    executor,
    actor,
    'orders.fulfil',
    async (tx, audit) => {
      const bought = await recordStorePurchase(tx, input, now);
      await audit({ action: 'rewards.storePurchase', entityType: 'order', entityId: bought.orderNumber, after: { ...input, at: (input.at ?? now).toISOString(), total: bought.total, credit: bought.credit } });
      return bought;
    },
    { storeId: input.storeNumber },
  );
}
