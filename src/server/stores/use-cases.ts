import type { PreferredStoreInput } from '@/lib/store-inputs';
import { getMarket, type Locale } from '@/lib/markets';
import { db } from '@/server/db/client';
import { choosePreferredStore, STORE_COOKIE_MAX_AGE_DAYS } from './preferred';
import type { Store } from './schema';

/** A cookie the use case asks its adapter to write (the spec §3 store cookies, readable by scripts). */
export interface StoreCookie {
  name: string;
  value: string;
  options: { path: string; maxAge: number; sameSite: 'lax'; secure: boolean; httpOnly: boolean };
}

/**
 * Choose the shopper's preferred store, whichever way they asked (POST
 * /ecomm/b2c/v1/store/preferredStore, or the "Set as my store" form): it must exist and serve
 * their market (refused otherwise). Answers the store and the cookies that remember it (a year,
 * Lax, Secure over https); the adapters write them and shape the answer.
 */
export async function setPreferredStore(caller: { locale: Locale; secure: boolean }, input: PreferredStoreInput): Promise<{ store: Store; cookies: StoreCookie[] }> {
  const { store, cookies } = await choosePreferredStore(db(), input.storeNumber, getMarket(caller.locale).country);
  return {
    store,
    cookies: Object.entries(cookies).map(([name, value]) => ({
      name,
      value,
      options: { path: '/', maxAge: STORE_COOKIE_MAX_AGE_DAYS * 86_400, sameSite: 'lax', secure: caller.secure, httpOnly: false },
    })),
  };
}
