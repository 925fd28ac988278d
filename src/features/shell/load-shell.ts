import { currentMember } from '@/server/customers/member';
import { cookies, headers } from 'next/headers';
import { deviceFromUserAgent, type DeviceKind } from '@/lib/device';
import { parseConsent, type ConsentChoices } from '@/lib/consent';
import type { Locale } from '@/lib/markets';
import { COOKIES } from '@/lib/storage-keys';
import { getFooter, getHeaderContent, getTopNav } from '@/server/content/queries';
import { shopperParts } from '@/server/api/shopper-request';
import { shopperViewOf, type ShopperView } from '@/server/api/shell-shopper';
import type { Footer, HeaderContent, TopNav } from '@/server/content/documents';
import { headerDataFor, type HeaderData, type SignedInMember } from '@/server/customers/current-user';
import type { CookieReader } from '@/server/platform/cookie-jar';
import { env } from '@/server/platform/env';
import { isPageCacheFill } from '@/server/platform/page-fill';

/** Where the shell reads a request's cookies and headers (tests give their own). */
export interface ShellRequest {
  fill: () => Promise<boolean>;
  cookies: () => Promise<CookieReader>;
  userAgent: () => Promise<string | null>;
  member: typeof currentMember;
}

const nextRequest: ShellRequest = {
  fill: isPageCacheFill,
  cookies: async () => {
    const jar = await cookies();
    return { get: (name: string) => jar.get(name)?.value };
  },
  userAgent: async () => (await headers()).get('user-agent'),
  member: currentMember,
};

/** No cookies at all: what the header data says of nobody in particular. */
const NO_COOKIES: CookieReader = { get: () => undefined };

/** What the shell shows for one request. */
export interface Shell {
  /** Whether this render fills the page cache (the same for every shopper of the market). */
  fill: boolean;
  header: HeaderData;
  /** The member as the server-rendered slots show them: null for a guest, undefined on a fill (nobody in particular). */
  member: SignedInMember | null | undefined;
  /** The shopper's parts for the client shell; null on a fill (the browser loads them). */
  shopper: ShopperView | null;
  content: HeaderContent;
  nav: TopNav;
  footer: Footer;
  /** The stored cookie choice: undefined on a fill (the banner reads its cookie in the browser). */
  consent: ConsentChoices | null | undefined;
  device: DeviceKind;
}

/**
 * Everything the shell shows, for one request: the content and, on a per-request page, the
 * shopper's parts. A page cache fill (docs/decisions/040, 041) reads no cookie and no member:
 * the header is the anonymous one and its content the part meant for everyone (no segment).
 */
export async function loadShell(locale: Locale, request: ShellRequest = nextRequest): Promise<Shell> {
  const options = { aces: env().ACES_ENABLED, staging: env().IS_STAGING };
  const fill = await request.fill();
  const device = deviceFromUserAgent(await request.userAgent());
  const [nav, footer, perShopper] = await Promise.all([getTopNav(locale), getFooter(locale), fill ? null : shopperShell(locale, request, options)]);
  if (perShopper) return { fill, ...perShopper, nav, footer, device };
  return {
    fill,
    header: headerDataFor(NO_COOKIES, locale, options),
    member: undefined,
    shopper: null,
    content: await getHeaderContent(locale, []),
    nav,
    footer,
    consent: undefined,
    device,
  };
}

async function shopperShell(locale: Locale, request: ShellRequest, options: { aces: boolean; staging: boolean }) {
  const reader = await request.cookies();
  const signedIn = await request.member();
  const { parts, store } = await shopperParts(reader, locale, signedIn);
  const header = headerDataFor(reader, locale, options, parts);
  const [content, shopper] = await Promise.all([getHeaderContent(locale, header.segments), shopperViewOf(header, signedIn, store, locale)]);
  return { header, member: parts.member ?? null, shopper, content, consent: parseConsent(reader.get(COOKIES.cookieConsent)) };
}
