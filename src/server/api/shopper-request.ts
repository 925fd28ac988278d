import { memberFromHeaders, type Member } from '@/server/customers/member';
import type { NextRequest } from 'next/server';
import { ACES_HEADER } from '@/lib/channel';
import { getMarket, type Locale } from '@/lib/markets';
import { currentUserFor, headerDataFor, type ShopperParts } from '@/server/customers/current-user';
import type { CookieReader } from '@/server/platform/cookie-jar';
import { db } from '@/server/db/client';
import { env } from '@/server/platform/env';
import { loyaltyOf } from '@/server/rewards/member-summary';
import { requestLocale } from '@/server/platform/http';
import type { Store } from '@/server/stores/directory';
import { readGarage } from '@/server/vehicles/preferred';
import { miniCartOf } from './cart-responses';
import { shopperViewOf } from './shell-shopper';
import { preferredStoreOf } from './store-responses';

/**
 * The garage, the preferred store and the mini cart behind a shopper's cookies, for the header
 * data (API calls and the shell alike); `store` is the preferred store's row.
 */
export async function shopperParts(cookies: CookieReader, locale: Locale, member: Member | null = null): Promise<{ parts: ShopperParts; store: Store | null }> {
  const [garage, preferred, miniCart] = await Promise.all([readGarage(db(), cookies, locale), preferredStoreOf(cookies, locale), miniCartOf(cookies, locale)]);
  return {
    parts: { member, garage: { preferred: garage.preferred, count: garage.vehicles.length }, store: preferred?.details ?? null, miniCart },
    store: preferred?.store ?? null,
  };
}

/** What a shopper API request says about its caller: locale, ACES, cookies. */
export function shopperRequest(request: NextRequest) {
  const { locale } = requestLocale(request);
  const acesHeader = request.headers.get(ACES_HEADER);
  const aces = acesHeader === null ? env().ACES_ENABLED : acesHeader === 'true';
  const cookies = { get: (name: string) => request.cookies.get(name)?.value };
  const options = { aces, staging: env().IS_STAGING };
  let signedIn: Promise<Member | null> | undefined;
  const member = () => (signedIn ??= memberFromHeaders(request.headers));
  return {
    locale,
    aces,
    /** The signed-in member, looked up once per request. */
    member,
    headerData: async () => headerDataFor(cookies, locale, options, (await shopperParts(cookies, locale, await member())).parts),
    /** The header data and the shell's view of the same shopper (docs/decisions/041), from one read of their parts. */
    headerAndShell: async () => {
      const signedIn = await member();
      const { parts, store } = await shopperParts(cookies, locale, signedIn);
      const data = headerDataFor(cookies, locale, options, parts);
      return { data, shell: await shopperViewOf(data, signedIn, store, locale) };
    },
    // Only currentUser carries the loyalty alerts and balance; the page header does not read them.
    currentUser: async () => {
      const signedIn = await member();
      const [{ parts }, loyalty] = await Promise.all([shopperParts(cookies, locale, signedIn), signedIn ? loyaltyOf(db(), signedIn, getMarket(locale).currency) : null]);
      return currentUserFor(cookies, locale, options, { ...parts, loyalty });
    },
  };
}
