import { and, asc, between, eq, sql } from 'drizzle-orm';
import { productPrices, products } from '@/server/catalog/schema';
import type { Executor } from '@/server/db/client';
import { stores } from '@/server/stores/schema';
import { createUnlinkedAccount, type UnlinkedAccountInput } from './accounts';
import { recordStorePurchase } from './earning';

/**
 * Demo members who joined in a store (README "Rewards"), to find by the lookup and link with
 * their security question, each with a few counter purchases already credited.
 */
const MEMBERS: (UnlinkedAccountInput & { purchases: number; country: 'US' | 'MX' })[] = [
  { firstName: 'Rosa', lastName: 'Martinez', email: 'rosa.martinez@example.com', phoneNumber: '5125550142', postalCode: '78701', securityQuestion: 'firstCar', securityAnswer: 'Civic', currency: 'USD', source: 'store', country: 'US', purchases: 3 },
  { firstName: 'James', lastName: 'Martinez', email: 'j.martinez@example.net', phoneNumber: '2105550178', postalCode: '78205', securityQuestion: 'birthCity', securityAnswer: 'El Paso', currency: 'USD', source: 'store', country: 'US', purchases: 1 },
  { firstName: 'Lucía', lastName: 'Hernández', email: 'lucia.hernandez@example.com', phoneNumber: '5555550142', postalCode: '06600', securityQuestion: 'birthCity', securityAnswer: 'Puebla', currency: 'MXN', source: 'store', country: 'MX', purchases: 4 },
];

export async function seedRewardsMembers(tx: Executor): Promise<number> {
  const now = new Date();
  for (const { purchases, country, ...member } of MEMBERS) {
    const { rewardsId } = await createUnlinkedAccount(tx, member, now);
    const [store] = await tx.select({ storeNumber: stores.storeNumber }).from(stores).where(eq(stores.country, country)).orderBy(asc(stores.storeNumber)).limit(1);
    const price = sql<number>`coalesce(${productPrices.sale}, ${productPrices.regular})`;
    const low = member.currency === 'USD' ? 2500 : 45000;
    const parts = await tx
      .select({ sku: products.sku })
      .from(products)
      .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.currency, member.currency)))
      .where(between(price, low, low * 3))
      .orderBy(asc(products.id))
      .limit(purchases);
    if (!store) continue;
    for (const [n, part] of parts.entries()) {
      const at = new Date(now.getTime() - (purchases - n) * 9 * 86_400_000);
      await recordStorePurchase(tx, { rewardsId, storeNumber: store.storeNumber, lines: [{ sku: part.sku, quantity: 1 }], at }, at);
    }
  }
  return MEMBERS.length;
}
