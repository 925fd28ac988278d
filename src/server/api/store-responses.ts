import { storeStatusText } from '@/server/stores/status-text';
import { getMarket, type Locale } from '@/lib/markets';
import { COOKIES } from '@/lib/storage-keys';
import type { StoreDetails } from '@/server/customers/current-user';
import type { CookieReader } from '@/server/platform/cookie-jar';
import { readDb } from '@/server/db/client';
import { storeStatus } from '@/server/stores/hours';
import { marketStore } from '@/server/stores/preferred';
import type { Store } from '@/server/stores/directory';

/** The header data's storeDetails (spec §3) for a store, its message in the shopper's language. */
export async function storeDetailsView(store: Store, locale: Locale, now = new Date()): Promise<StoreDetails> {
  return {
    storeNumber: store.storeNumber,
    address1: store.address1,
    address2: store.address2 ?? '',
    messageToDisplay: await storeStatusText(storeStatus(store.hours, store.timeZone, now, store.country), locale),
    bopusEnabled: store.bopusEnabled,
  };
}

/** The shopper's preferred store from the cookie, with its details; null while unset. */
export async function preferredStoreOf(cookies: CookieReader, locale: Locale): Promise<{ store: Store; details: StoreDetails } | null> {
  const store = await marketStore(readDb(), cookies.get(COOKIES.preferredStoreId), getMarket(locale).country);
  return store ? { store, details: await storeDetailsView(store, locale) } : null;
}
