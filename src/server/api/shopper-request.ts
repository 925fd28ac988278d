import type { NextRequest } from 'next/server';
import { ACES_HEADER } from '@/lib/channel';
import { headerDataFor, currentUserFor } from '@/server/customers/current-user';
import { db } from '@/server/db/client';
import { preferredStoreOf } from './store-responses';
import { readGarage } from '@/server/vehicles/preferred';
import { env } from '@/server/platform/env';
import { requestLocale } from '@/server/platform/http';

async function garageOf(cookies: { get: (name: string) => string | undefined }) {
  const garage = await readGarage(db(), cookies);
  return { preferred: garage.preferred, count: garage.vehicles.length };
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
    headerData: async () => headerDataFor(cookies, locale, options, await garageOf(cookies), (await preferredStoreOf(cookies, locale))?.details),
    currentUser: async () => currentUserFor(cookies, locale, options, await garageOf(cookies), (await preferredStoreOf(cookies, locale))?.details),
  };
}
