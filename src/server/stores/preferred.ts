import { eq, inArray } from 'drizzle-orm';
import { DEFAULT_STORE_NUMBER } from '@/lib/constants';
import type { Market } from '@/lib/markets';
import { COOKIES } from '@/lib/storage-keys';
import type { Executor } from '@/server/db/client';
import { DomainError } from '@/server/platform/domain-error';
import { cachedStoreRead } from './cache';
import { countryFilters } from './geo';
import { stores, type Store } from './schema';

/** How long the preferred-store cookies last. */
export const STORE_COOKIE_MAX_AGE_DAYS = 365;

/** A store's row, null when there is no such store (kept in the cache: cache.ts). */
export async function storeByNumber(executor: Executor, storeNumber: string): Promise<Store | null> {
  if (!/^\d{1,6}$/.test(storeNumber)) return null;
  return cachedStoreRead(['store', storeNumber], async () => {
    const [store] = await executor.select().from(stores).where(eq(stores.storeNumber, storeNumber));
    return store ?? null;
  });
}

/** Which of these store numbers are stores. */
export async function knownStoreNumbers(executor: Executor, storeNumbers: string[]): Promise<Set<string>> {
  const known = new Set<string>();
  const asked = [...new Set(storeNumbers)];
  for (let i = 0; i < asked.length; i += 10_000) {
    const rows = await executor.select({ n: stores.storeNumber }).from(stores).where(inArray(stores.storeNumber, asked.slice(i, i + 10_000)));
    for (const r of rows) known.add(r.n);
  }
  return known;
}

/** Every store's number (the demo's shelf stock is drawn for each). */
export async function allStoreNumbers(executor: Executor): Promise<string[]> {
  const rows = await executor.select({ n: stores.storeNumber }).from(stores).orderBy(stores.storeNumber);
  return rows.map((r) => r.n);
}

/** A market's shoppers can use the stores its locator finds (spec §7 country filters). */
export function storeServesMarket(store: Pick<Store, 'country'>, country: Market['country']): boolean {
  return countryFilters(country).includes(store.country);
}

/** Whether the preferred-store cookie names a store the shopper chose: not unset, and not the default 6997 (spec §4). */
function storeChosen(storeNumber: string | undefined): storeNumber is string {
  return !!storeNumber && storeNumber !== DEFAULT_STORE_NUMBER;
}

/** A store the market's shoppers can use: null when none was chosen (`storeChosen`), unknown, or of another market. */
export async function marketStore(executor: Executor, storeNumber: string | undefined, country: Market['country']): Promise<Store | null> {
  if (!storeChosen(storeNumber)) return null;
  const store = await storeByNumber(executor, storeNumber);
  return store && storeServesMarket(store, country) ? store : null;
}

/**
 * Choose the preferred store (POST /ecomm/b2c/v1/store/preferredStore): it must exist and
 * serve the shopper's market. Answers the store and the cookies that remember it.
 */
export async function choosePreferredStore(executor: Executor, storeNumber: string, country: Market['country']): Promise<{ store: Store; cookies: Record<string, string> }> {
  const store = await storeByNumber(executor, storeNumber);
  if (!store) throw new DomainError('notFound', { errorCode: 'STORE_NOT_FOUND', errorMessageKey: 'stores.errors.notFound', errorMessageDefault: `There is no store ${storeNumber}` });
  if (!storeServesMarket(store, country)) {
    throw new DomainError('invalid', { errorCode: 'STORE_NOT_IN_MARKET', errorMessageKey: 'stores.errors.otherMarket', errorMessageDefault: `Store ${storeNumber} is not in this market` });
  }
  return { store, cookies: { [COOKIES.preferredStoreId]: store.storeNumber, [COOKIES.preferredZipCode]: store.postalCode.slice(0, 5) } };
}
