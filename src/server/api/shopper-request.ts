import type { NextRequest } from 'next/server';
import { ACES_HEADER } from '@/lib/channel';
import { headerDataFor, currentUserFor } from '@/server/customers/current-user';
import { db } from '@/server/db/client';
import type { Locale } from '@/lib/markets';
import { miniCartOf } from './cart-responses';
import { preferredStoreOf } from './store-responses';
import { readGarage } from '@/server/vehicles/preferred';
import { env } from '@/server/platform/env';
import { requestLocale } from '@/server/platform/http';

async function garageOf(cookies: { get: (name: string) => string | undefined }) {
  const garage = await readGarage(db(), cookies);
  return { preferred: garage.preferred, count: garage.vehicles.length };
}

/** The garage, the preferred store and the mini cart behind a shopper's cookies. */
async function shopperParts(cookies: { get: (name: string) => string | undefined }, locale: Locale) {
  const [garage, store] = await Promise.all([garageOf(cookies), preferredStoreOf(cookies, locale)]);
  const miniCart = await miniCartOf(cookies, locale, store?.store.storeNumber ?? null);
  return [garage, store?.details ?? null, miniCart] as const;
}

/** What a shopper API request says about its caller: locale, ACES, cookies. */
export function shopperRequest(request: NextRequest) {
  const { locale } = requestLocale(request);
  const acesHeader = request.headers.get(ACES_HEADER);
  const aces = acesHeader === null ? env().ACES_ENABLED : acesHeader === 'true';
  const cookies = { get: (name: string) => request.cookies.get(name)?.value };
  const options = { aces, staging: env().IS_STAGING };
  return {
    locale,
    aces,
    headerData: async () => headerDataFor(cookies, locale, options, ...(await shopperParts(cookies, locale))),
    currentUser: async () => currentUserFor(cookies, locale, options, ...(await shopperParts(cookies, locale))),
  };
}
