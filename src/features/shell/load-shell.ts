import { currentMember } from '@/server/customers/member';
import { cookies, headers } from 'next/headers';
import { deviceFromUserAgent } from '@/lib/device';
import { parseConsent } from '@/lib/consent';
import type { Locale } from '@/lib/markets';
import { COOKIES } from '@/lib/storage-keys';
import { getFooter, getHeaderContent, getTopNav } from '@/server/content/queries';
import { shopperParts } from '@/server/api/shopper-request';
import { headerDataFor } from '@/server/customers/current-user';
import { env } from '@/server/platform/env';

/** Everything the shell shows, for one request: the shopper's header data and the content. */
export async function loadShell(locale: Locale) {
  const [jar, requestHeaders] = await Promise.all([cookies(), headers()]);
  const reader = { get: (name: string) => jar.get(name)?.value };
  const shopper = await shopperParts(reader, locale, await currentMember());
  const header = headerDataFor(reader, locale, { aces: env().ACES_ENABLED, staging: env().IS_STAGING }, shopper.parts);
  const [content, nav, footer] = await Promise.all([
    getHeaderContent(locale, header.segments),
    getTopNav(locale),
    getFooter(locale),
  ]);
  return {
    header,
    member: shopper.parts.member,
    myStore: shopper.store,
    content,
    nav,
    footer,
    consent: parseConsent(reader.get(COOKIES.cookieConsent)),
    device: deviceFromUserAgent(requestHeaders.get('user-agent')),
  };
}
