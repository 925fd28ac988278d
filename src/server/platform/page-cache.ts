import { RESPONSE_CACHE_SECONDS } from '@/lib/constants';
import { deviceFromUserAgent } from '@/lib/device';
import { LOCALES, type Locale } from '@/lib/markets';

/**
 * The page cache (docs/decisions/040): catalogue pages rendered once per market, locale and
 * device class, without the shopper's cookies, and served to every shopper with a fresh CSP
 * nonce. This file is the pure part (which pages, the key, the stored entry and its nonce
 * sites, the byte-bounded LRU, tags and their invalidation); `page-cache-proxy.ts` is what the
 * proxy does with it, `page-cache-tags.ts` what a render calls to say what it showed.
 *
 * One store per process, shared by the proxy's bundle and the pages' bundle through
 * `globalThis` (under `next start` the Node proxy is `require`d into the same process as the
 * pages: page-cache.int.test.ts and tests/e2e/page-cache.spec.ts prove the tags and the
 * invalidations reach it).
 */

/** The spec's 300 s, as the response cache. */
export const PAGE_CACHE_SECONDS = RESPONSE_CACHE_SECONDS;

// ---------------------------------------------------------------------------------------------
// Which pages

/**
 * The first path segments (after the locale) of every page that is not the catch-all: the
 * catch-all (`[...rest]`: departments, categories, shelves, product shelves with a brand) is
 * whatever else. page-cache.test.ts checks this list against `src/app/[locale]/(shop)`.
 */
export const NAMED_ROUTES = [
  'brands', 'cart', 'checkRewardAccount', 'checkout', 'circular', 'completeAccount', 'contactus', 'coupons',
  'createRewardsAccount', 'customerinfo', 'deals', 'diy', 'errorPage', 'giftCard', 'lp', 'mergeConfirmation',
  'myWarranties', 'orderConfirmation', 'p', 'products', 'recommendations', 'repairGuideContent', 'resetPassword',
  'rewards', 'searchresult', 'shopbymake', 'shopbymodel', 'signin', 'signincheckout', 'signinnotcheckout',
  'siteMap', 'sms', 'store', 'survey', 'test-fault', 'trackOrder', 'updateRewardsAccount', 'user', 'vin-decoder', 'wallet',
] as const;

/**
 * The catalogue pages served from cache (ROUND/issue 21): home, brands and brand shelves, deals
 * shelves and the deals landing page, landing pages, product pages, search results, the store
 * directory and store pages, the site map, shop by make/model, and the catch-all's
 * departments and shelves. Not cart, checkout, account, sign-in, order, rewards or any form.
 */
const CACHED_ROUTES = new Set<string>(['brands', 'deals', 'lp', 'p', 'products', 'searchresult', 'shopbymake', 'shopbymodel', 'siteMap', 'store']);
const NAMED = new Set<string>(NAMED_ROUTES);

/**
 * Query parameters a cached page reads: the shelf's and the search's (lib/shelf-query.ts,
 * searchText). `fits`, `store` and `ignoreVehicleSpecificProductsCheck` narrow the listing to the
 * shopper's vehicle or store (docs/decisions/042), and any parameter
 * not listed here may be personal (a token, an e-mail, a locator search): a query with one of
 * them is never cached.
 */
const PAGE_PARAMS = new Set(['page', 'sort', 'brand', 'minPrice', 'maxPrice', 'attr', 'type', 'searchText']);

/** Campaign and click tracking: no page reads them; they are left out of the key and of the fill. */
const TRACKING = /^(?:utm_[a-z0-9_]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|yclid|twclid|mc_cid|mc_eid|_ga|_gl|intcmp|cmpid)$/i;

const LOCALE_PREFIX = new RegExp(`^/(${LOCALES.join('|')})(?=/|$)`);

/** The locale a path names by its prefix, and the rest of the path. */
function splitLocale(pathname: string): { locale: Locale | null; rest: string } {
  const match = LOCALE_PREFIX.exec(pathname);
  return match ? { locale: match[1] as Locale, rest: pathname.slice(match[0].length) || '/' } : { locale: null, rest: pathname };
}

/** Whether the page at this path (with or without its locale prefix) is one the cache serves. */
export function isCachedPage(pathname: string): boolean {
  const { rest } = splitLocale(pathname);
  if (rest === '/') return true;
  const first = rest.split('/')[1] ?? '';
  if (!first) return false;
  return CACHED_ROUTES.has(first) || !NAMED.has(first);
}

/** How a render differs by device: crawlers get a crawlable nav, iPhones and Android phones the app banner. */
export type DeviceClass = 'bot' | 'ios' | 'android' | 'other';

export function deviceClass(userAgent: string | null | undefined): DeviceClass {
  const kind = deviceFromUserAgent(userAgent);
  if (kind === 'bot') return 'bot';
  if (kind !== 'mobile') return 'other';
  const ua = userAgent ?? '';
  if (/iphone|ipod/i.test(ua)) return 'ios';
  if (/android/i.test(ua)) return 'android';
  return 'other';
}

/** A user agent of each class, sent on the fill so that the render depends on the class alone. */
const CLASS_USER_AGENT: Record<DeviceClass, string> = {
  bot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  other: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
};

export function fillUserAgent(device: DeviceClass): string {
  return CLASS_USER_AGENT[device];
}

export interface PageKeyInput {
  /** The site's origin as the render sees it (siteOriginOrNull): host, scheme, port. */
  origin: string;
  /** The requested path, as the shopper sent it. */
  pathname: string;
  search: URLSearchParams;
  userAgent: string | null;
}

export interface PageKey {
  key: string;
  /** The path and query the fill renders: the shopper's, without tracking parameters, sorted. */
  fillPath: string;
  device: DeviceClass;
}

/**
 * Whether a request asks for the page as a document, which the cache may answer. Next strips the
 * flight headers (`RSC`, `Next-Router-Prefetch`, ...) and `_rsc` from the request before the proxy
 * sees it (next/dist/server/web/adapter.js), so a client navigation or prefetch (which must get
 * the RSC payload, never the stored HTML) is told apart by what the browser and the router add:
 * `Sec-Fetch-Dest` other than `document` (a fetch says `empty`), or the router's `Next-Url`. A
 * client without Sec-Fetch headers (a crawler, curl) asks for a document.
 */
export function isDocumentRequest(headers: Headers): boolean {
  const dest = headers.get('sec-fetch-dest');
  return (dest === null || dest === 'document') && !headers.has('next-url');
}

/**
 * The entry a request is served from, or null when the request is not for a cached page (or
 * carries a query that may be personal). Host, locale (the path's prefix, or the host's
 * locale when unprefixed: both are in origin + path), path, the page's parameters sorted
 * (names, then values in order), and the device class.
 */
export function pageKey({ origin, pathname, search, userAgent }: PageKeyInput): PageKey | null {
  if (!isCachedPage(pathname)) return null;
  const kept: [string, string][] = [];
  for (const [name, value] of search) {
    if (TRACKING.test(name)) continue;
    if (!PAGE_PARAMS.has(name)) return null;
    kept.push([name, value]);
  }
  // Stable by name: the order of a repeated parameter's values (brand=a&brand=b) is kept.
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(kept).toString();
  const fillPath = `${pathname}${query ? `?${query}` : ''}`;
  const device = deviceClass(userAgent);
  return { key: `${origin}${fillPath}#${device}`, fillPath, device };
}

// ---------------------------------------------------------------------------------------------
// The stored page and its nonce

/**
 * The stored HTML split at every place the fill's placeholder nonce stood: the exact
 * `nonce="<placeholder>"` attributes React and Next wrote, and the same value in the RSC
 * payload where a server component passed the nonce as a prop (`\"nonce\":\"<placeholder>\"`).
 * Serving joins the parts with a fresh nonce. Null when the placeholder occurs anywhere else
 * (then the page is not stored, so the placeholder never reaches a browser). The parts are kept
 * as UTF-8 bytes: a hit then costs one copy of the page, not a string join, a scan for lone
 * surrogates and an encoding (which took a fifth of a busy server's time, docs/performance.md).
 */
export function splitAtNonce(html: string, placeholder: string): Buffer[] | null {
  const sites = [`nonce="${placeholder}"`, `\\"nonce\\":\\"${placeholder}\\"`];
  const parts: string[] = [];
  let from = 0;
  for (;;) {
    let at = -1;
    let site = '';
    for (const candidate of sites) {
      const found = html.indexOf(candidate, from);
      if (found !== -1 && (at === -1 || found < at)) [at, site] = [found, candidate];
    }
    if (at === -1) break;
    const before = site.indexOf(placeholder);
    parts.push(html.slice(from, at + before));
    from = at + before + placeholder.length;
  }
  parts.push(html.slice(from));
  if (parts.some((part) => part.includes(placeholder))) return null;
  return parts.map((part) => Buffer.from(part, 'utf8'));
}

/** The page's HTML (UTF-8) with this response's nonce in place of the placeholder: one copy of the page. */
export function withNonce(parts: readonly Buffer[], nonce: string): Uint8Array<ArrayBuffer> {
  const between = Buffer.from(nonce, 'utf8');
  let length = between.length * (parts.length - 1);
  for (const part of parts) length += part.length;
  const page = new Uint8Array(length);
  let at = 0;
  parts.forEach((part, i) => {
    if (i > 0) {
      page.set(between, at);
      at += between.length;
    }
    page.set(part, at);
    at += part.length;
  });
  return page;
}

export interface StoredPage {
  status: 200;
  /** The response headers that matter (content type, cache control, language, alternates, vary). */
  headers: [string, string][];
  /** The HTML as UTF-8, split where the nonce goes (splitAtNonce). */
  parts: Buffer[];
  tags: string[];
  bytes: number;
  expiresAt: number;
}

/** Response headers kept with a page; never Set-Cookie, never the CSP (each response gets its own). */
export const STORED_HEADERS = ['content-type', 'cache-control', 'content-language', 'link', 'vary', 'x-robots-tag'] as const;

// ---------------------------------------------------------------------------------------------
// The store: bounded in bytes, least recently used first out, tags

export class PageStore {
  private readonly entries = new Map<string, StoredPage>();
  private readonly byTag = new Map<string, Set<string>>();
  private used = 0;
  /** The fills rendering now, each with the tags invalidated since it started (`all` after a clear). */
  private readonly watches = new Set<{ tags: Set<string>; all: boolean }>();

  constructor(
    readonly maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.used;
  }

  get(key: string): StoredPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.delete(key);
      return undefined;
    }
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** Store a page; one larger than the whole budget is not kept. Older pages make room. */
  set(key: string, entry: StoredPage): boolean {
    this.delete(key);
    if (entry.bytes > this.maxBytes) return false;
    while (this.used + entry.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
    this.entries.set(key, entry);
    this.used += entry.bytes;
    for (const tag of entry.tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    return true;
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.used -= entry.bytes;
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }

  /**
   * Starts noting what is invalidated while a fill renders. A write during the render may not show
   * in it, so the fill is stored only if none of the tags it showed was invalidated meanwhile
   * (`touched`); a write to something else (another product's stock, another page) does not cost it.
   */
  watch(): { touched: (tags: Iterable<string>) => boolean; done: () => void } {
    const seen = { tags: new Set<string>(), all: false };
    this.watches.add(seen);
    return {
      touched: (tags) => seen.all || [...tags].some((tag) => seen.tags.has(tag)),
      done: () => void this.watches.delete(seen),
    };
  }

  /** Drop every page that showed one of these tags. */
  invalidate(tags: Iterable<string>): number {
    const list = [...tags];
    for (const seen of this.watches) for (const tag of list) seen.tags.add(tag);
    let dropped = 0;
    for (const tag of list) {
      for (const key of [...(this.byTag.get(tag) ?? [])]) {
        this.delete(key);
        dropped += 1;
      }
    }
    return dropped;
  }

  clear(): void {
    for (const seen of this.watches) seen.all = true;
    for (const key of [...this.entries.keys()]) this.delete(key);
  }
}

/** Bytes a page costs in the store: its HTML as UTF-8 plus its headers and tags. */
export function pageBytes(parts: readonly Buffer[], headers: readonly [string, string][], tags: readonly string[]): number {
  let bytes = 0;
  for (const part of parts) bytes += part.byteLength;
  for (const [name, value] of headers) bytes += name.length + value.length;
  for (const tag of tags) bytes += tag.length;
  return bytes;
}

// ---------------------------------------------------------------------------------------------
// Tags: what a page showed, so a write drops exactly the pages that showed what it changed

/** The tags a fill records (through tagPage, page-cache-tags.ts) and the writers invalidate. */
export const pageTags = {
  /** A product's page, or its card on a shelf, a search page, a deals page (price, stock, name, image). */
  product: (id: number) => `product:${id}`,
  /** A listing whose members or order may change when products are added, removed or re-fitted (shelves, brands, deals, search, site map). */
  listings: 'listings',
  /** A listing sorted or filtered by price, or the deals pages: a price change may reorder it or bring a product in. */
  priceListings: 'listings:price',
  /** The content documents (header, footer, top nav, home, ...) and banners of a site (a locale). */
  content: (locale: Locale) => `content:${locale}`,
  /** A landing page (/lp/<slug>), in every locale (each lists the locales that share its slug). */
  contentPage: (slug: string) => `content-page:${slug}`,
  /** The taxonomy promotions, circulars and coupons of a locale. */
  promotions: (locale: Locale) => `promotions:${locale}`,
  /** A store's page; the directory of a locale's stores. */
  store: (storeNumber: string) => `store:${storeNumber}`,
  stores: (locale: Locale) => `stores:${locale}`,
  /** A market's card-installment line (product pages): the retailer's installment settings of that country. */
  installments: (country: string) => `installments:${country}`,
} as const;

// ---------------------------------------------------------------------------------------------
// This process's cache and fills

/** The fill's id on the render's request: the render reads it to record its tags (page-cache-tags.ts). */
export const PAGE_FILL_ID_HEADER = 'x-redline-page-fill-id';

export interface Fill {
  placeholder: string;
  tags: Set<string>;
}

interface ProcessState {
  store: PageStore | null;
  /** Fills under way, by the id their request carries (the render reads it to record its tags). */
  fills: Map<string, Fill>;
  /** Misses being filled, by key: concurrent misses for one page wait for one render. */
  inflight: Map<string, Promise<StoredPage | null>>;
  /** Proves a fill request came from this process's proxy (never leaves the process). */
  secret: string;
}

const shared = globalThis as unknown as { __redlinePageCache?: ProcessState };

export function pageCacheState(): ProcessState {
  return (shared.__redlinePageCache ??= {
    store: null,
    fills: new Map(),
    inflight: new Map(),
    secret: Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url'),
  });
}

export const DEFAULT_PAGE_CACHE_MB = 64;

export function pageStore(maxMegabytes = DEFAULT_PAGE_CACHE_MB): PageStore {
  const state = pageCacheState();
  return (state.store ??= new PageStore(maxMegabytes * 1024 * 1024));
}

/** Record what the page being filled showed (no-op when this id is no fill of this process). */
export function recordFillTags(fillId: string | null | undefined, tags: readonly string[]): void {
  if (!fillId) return;
  const fill = pageCacheState().fills.get(fillId);
  if (fill) for (const tag of tags) fill.tags.add(tag);
}

// ---------------------------------------------------------------------------------------------
// Invalidation: PostgreSQL's NOTIFY, or Redis with REDIS_URL

/**
 * How a write reaches every instance's page cache: `page-cache-channel.ts` implements it with
 * this process's store and PostgreSQL's NOTIFY (delivered at commit to every listening process),
 * or with REDIS_URL a Redis channel published after the commit (docs/decisions/046), without
 * changing a writer (they call `invalidatePageTags`).
 */
export interface PageTagChannel {
  publish(tags: readonly string[]): Promise<void>;
}
