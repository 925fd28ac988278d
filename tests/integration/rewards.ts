import { and, between, eq, sql } from 'drizzle-orm';
import { productPrices, products } from '@/server/catalog/schema';
import { db } from '@/server/db/client';
import { recordStorePurchase } from '@/server/orders/store-sales';
import { rewardsAccounts } from '@/server/rewards/schema';
import { stores } from '@/server/stores/schema';

/** Shared by the rewards tests: members joined in a store, and purchases at a store's counter. */
let ids = 0;
export async function storeMember(overrides: Partial<typeof rewardsAccounts.$inferInsert> = {}): Promise<string> {
  const rewardsId = `9${String(process.pid % 100_000).padStart(5, '0')}${String(++ids).padStart(5, '0')}`;
  await db()
    .insert(rewardsAccounts)
    .values({ rewardsId, currency: 'USD', firstName: 'Rosa', lastName: 'Parks', source: 'store', ...overrides });
  return rewardsId;
}

/** A US product whose price (sale or regular) is within [min, max] minor units. */
export async function usProductPriced(min: number, max: number): Promise<{ sku: string; price: number }> {
  const price = sql<number>`coalesce(${productPrices.sale}, ${productPrices.regular})`;
  const [row] = await db()
    .select({ sku: products.sku, price })
    .from(products)
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.currency, 'USD')))
    .where(between(price, min, max))
    .limit(1);
  return row!;
}

let storeNumber: string | undefined;
/** A US store of the seeded directory. */
export async function usStore(): Promise<string> {
  if (!storeNumber) {
    const [store] = await db().select({ storeNumber: stores.storeNumber }).from(stores).where(eq(stores.country, 'US')).limit(1);
    storeNumber = store!.storeNumber;
  }
  return storeNumber;
}

/** A counter purchase of `quantity` of `sku` at a US store, at `at`. */
export async function buyInStore(rewardsId: string, sku: string, quantity = 1, at = new Date(), transactionId?: string) {
  const store = await usStore();
  return db().transaction((tx) => recordStorePurchase(tx, { rewardsId, storeNumber: store, lines: [{ sku, quantity }], at, transactionId }, at));
}
