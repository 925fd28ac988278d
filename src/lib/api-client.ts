import { RESPONSE_CACHE_SECONDS, RETRY_WAIT_OTHERWISE_MS, RETRY_WAIT_WHEN_TWO_LEFT_MS } from './constants';
import { ACES_HEADER, PAGE_TYPE_HEADER, REQUESTED_BY_HEADER, REQUESTED_BY_VALUE, SALES_CHANNEL_HEADER, salesChannelForWidth } from './channel';
import { readErrorPayload, type ErrorDetail } from './errors';
import { getMarket, type Locale } from './markets';
import { announceSessionState, announceSignInExpired, SESSION_HEADER } from './session-events';

/**
 * The browser's client for our API (spec §7): every request carries the sales channel,
 * the requested-by marker, credentials and JSON; POSTs add the page type when known;
 * /ecomm/b2c requests say whether ACES is on. Cacheable GETs are kept 300 s in memory,
 * Mexico's apart from the other sites'.
 *
 * On top of that (spec §8 HTTP, §9 Requests and caching):
 * - Retries. 401, 500, 502, 503 and 504 from a retried endpoint (see RETRIED_PREFIXES) are
 *   tried again. The budget is RETRY_BUDGET = 3 and counts down 3, 2, 1: on a failure with
 *   `remaining` left, stop when remaining <= 1, else wait (remaining === 2 ? 2 s : 4 s),
 *   decrement and send again. So a call is sent at most 3 times, and the waits are 4 s (before
 *   the 2nd send) then 2 s (before the 3rd).
 * - Only safe requests are retried. GET, PUT and DELETE are idempotent by HTTP's rules. POST
 *   and PATCH are retried only when the caller sends an Idempotency-Key header (the server
 *   dedupes on it: the order commit) or the endpoint is read-only by nature
 *   (READ_ONLY_POST_PREFIXES: re-verifying the cart changes nothing a second time).
 * - Cart re-verify. Before retrying an order call whose error code is 7081, 7082 or 7083, the
 *   `reverifyCart` callback runs, except for GETs, for a PATCH to a payment path and for the
 *   verify call itself. If the re-verify fails, the call is not retried.
 * - 401. Unless the call is the login call (`login: true`, or under /api/auth), a 401 that is
 *   not (or no longer) retried announces sign-in-expired (session-events.ts), then throws.
 * - Session. An answer carrying the jsession-authenticated header announces it (spec §4
 *   Session); the session watcher reconciles the page with it.
 * - Timeouts. Each send is cut after `timeoutMs` (per call, else per client, else
 *   REQUEST_TIMEOUT_MS.default) with AbortSignal.timeout; the fetch then rejects with a
 *   TimeoutError DOMException. A timeout is not retried: the spec retries on statuses only.
 *
 * ApiCallError is such a call answered with an error status: the server's ApiError or
 * DomainError, seen from the browser as its status and envelope.
 */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly detail: ErrorDetail | null,
  ) {
    super(detail?.errorMessageDefault || `Request failed with status ${status}`);
    this.name = 'ApiCallError';
  }
}

/**
 * Per-endpoint timeouts: the spec names the tiers, not their values (§9), so these are ours.
 * Suggestions and the like use extraSmall; reads use default; order commit and payment use
 * extraLarge, since cutting them short only makes the shopper try again.
 */
export const REQUEST_TIMEOUT_MS = {
  extraSmall: 5_000,
  small: 10_000,
  default: 15_000,
  medium: 30_000,
  extraLarge: 60_000,
} as const;

/** How many sends the retry rule's countdown starts from (3, 2, 1: at most 3 sends). */
export const RETRY_BUDGET = 3;

export const RETRIED_STATUSES: ReadonlySet<number> = new Set([401, 500, 502, 503, 504]);

/**
 * "The listed order, cart, browse and page endpoints" (spec §8). Matched on whole path
 * segments, so /ecomm/b2c/v1/order covers /ecomm/b2c/v1/order/item but not .../orderX.
 * Not listed, on purpose: currentUser (shopper data, not one of the four groups, and its 401
 * is the signed-out answer, which should prompt at once rather than after 6 s), stores,
 * vehicles, rewards, /api/cms and third parties.
 */
export const ORDER_PREFIXES = ['/ecomm/b2c/v1/order', '/ecomm/b2c/v2/order', '/ecomm/b2c/v3/order', '/ecomm/b2c/v4/order'] as const;
export const RETRIED_PREFIXES = [
  ...ORDER_PREFIXES, // order item, address, commit, details, history, payment, shipment, verify...
  '/ecomm/b2c/v1/shoppingCart', // cart details, mini cart
  '/ecomm/b2c/browse', // sku-details, topNavMenu, page-type
  '/ecomm/b2c/v2/page', // header (ACES off)
  '/ecomm/b2c/v3/page', // header (ACES on)
] as const;

export const VERIFY_FOR_CHECKOUT_PATH = '/ecomm/b2c/v1/order/verifyForCheckout';
/** POSTs that read or check rather than create: safe to send twice. */
export const READ_ONLY_POST_PREFIXES = [VERIFY_FOR_CHECKOUT_PATH] as const;

/** The login and session calls of better-auth: exempt from 401 handling (spec §7). */
export const LOGIN_PREFIXES = ['/api/auth'] as const;

/** Error codes on order calls that mean the cart must be verified again (spec §8). */
export const CART_REVERIFY_CODES: ReadonlySet<string> = new Set(['7081', '7082', '7083']);

const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

function pathname(path: string): string {
  const end = path.search(/[?#]/);
  return end === -1 ? path : path.slice(0, end);
}

function underAny(path: string, prefixes: readonly string[]): boolean {
  const p = pathname(path);
  return prefixes.some((prefix) => p === prefix || p.startsWith(`${prefix}/`));
}

export const isRetriedEndpoint = (path: string) => underAny(path, RETRIED_PREFIXES);
export const isOrderEndpoint = (path: string) => underAny(path, ORDER_PREFIXES);

/** The wait before the next send, given how many the countdown has left (spec §9). */
export function retryWaitMs(remaining: number): number {
  return remaining === 2 ? RETRY_WAIT_WHEN_TWO_LEFT_MS : RETRY_WAIT_OTHERWISE_MS;
}

export interface ApiClientOptions {
  locale: Locale;
  aces: boolean;
  viewportWidth: () => number;
  pageType?: () => string | undefined;
  fetch?: typeof fetch;
  now?: () => number;
  /** Waits between retries; tests pass one that resolves at once. */
  sleep?: (ms: number) => Promise<void>;
  /** Verifies the cart again (POST /ecomm/b2c/v1/order/verifyForCheckout) before a retry on 7081-7083. */
  reverifyCart?: () => Promise<void>;
  /** The client's default timeout per send; REQUEST_TIMEOUT_MS.default when absent. */
  timeoutMs?: number;
}

export interface RequestOptions {
  /** Extra headers, set after the client's own (e.g. { 'Idempotency-Key': key }). */
  headers?: Record<string, string>;
  /** This call's timeout per send, e.g. REQUEST_TIMEOUT_MS.extraLarge. */
  timeoutMs?: number;
  /** The login/token call: a 401 there is a wrong password, not an expired sign-in. */
  login?: boolean;
}

function parseOrNull(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? defaultSleep;
  const site = getMarket(options.locale).siteKey;
  const cache = new Map<string, { expiresAt: number; value: unknown }>();

  function headers(path: string, method: string, extra: Record<string, string> | undefined): Headers {
    const h = new Headers({
      accept: 'application/json',
      [SALES_CHANNEL_HEADER]: salesChannelForWidth(options.viewportWidth()),
      [REQUESTED_BY_HEADER]: REQUESTED_BY_VALUE,
    });
    if (method !== 'GET') h.set('content-type', 'application/json');
    if (path.startsWith('/ecomm/b2c')) h.set(ACES_HEADER, String(options.aces));
    const pageType = options.pageType?.();
    if (method === 'POST' && pageType) h.set(PAGE_TYPE_HEADER, pageType);
    for (const [name, value] of Object.entries(extra ?? {})) h.set(name, value);
    return h;
  }

  function safeToRepeat(method: string, path: string, h: Headers): boolean {
    if (method === 'GET' || method === 'PUT' || method === 'DELETE') return true;
    return h.has(IDEMPOTENCY_KEY_HEADER) || underAny(path, READ_ONLY_POST_PREFIXES);
  }

  function wantsReverify(method: string, path: string, error: ApiCallError): boolean {
    if (!options.reverifyCart || method === 'GET') return false;
    if (method === 'PATCH' && /payment/i.test(pathname(path))) return false;
    if (underAny(path, [VERIFY_FOR_CHECKOUT_PATH])) return false;
    return isOrderEndpoint(path) && CART_REVERIFY_CODES.has(error.detail?.errorCode ?? '');
  }

  function timeoutSignal(ms: number): AbortSignal | undefined {
    return ms > 0 && Number.isFinite(ms) ? AbortSignal.timeout(ms) : undefined;
  }

  async function send<T>(method: string, path: string, body?: unknown, request: RequestOptions = {}): Promise<T> {
    const url = path.includes('?') ? `${path}&locale=${options.locale}` : `${path}?locale=${options.locale}`;
    const timeoutMs = request.timeoutMs ?? options.timeoutMs ?? REQUEST_TIMEOUT_MS.default;
    const payload = body === undefined ? undefined : JSON.stringify(body);
    let remaining = RETRY_BUDGET;
    for (;;) {
      const h = headers(path, method, request.headers);
      const response = await doFetch(url, { method, credentials: 'include', headers: h, body: payload, signal: timeoutSignal(timeoutMs) });
      const text = await response.text();
      const session = response.headers.get(SESSION_HEADER);
      if (session === 'true' || session === 'false') announceSessionState(session === 'true');
      if (response.ok) return (text ? JSON.parse(text) : null) as T;
      const error = new ApiCallError(response.status, readErrorPayload(parseOrNull(text)));
      if (remaining > 1 && RETRIED_STATUSES.has(error.status) && isRetriedEndpoint(path) && safeToRepeat(method, path, h)) {
        await sleep(retryWaitMs(remaining));
        remaining -= 1;
        let verified = true;
        if (wantsReverify(method, path, error)) {
          try {
            await options.reverifyCart?.();
          } catch {
            verified = false;
          }
        }
        if (verified) continue;
      }
      if (error.status === 401 && !request.login && !underAny(path, LOGIN_PREFIXES)) announceSignInExpired({ path: pathname(path) });
      throw error;
    }
  }

  return {
    /** A GET whose answer may be reused for the response-cache lifetime. */
    async getCached<T>(path: string, request?: RequestOptions): Promise<T> {
      const key = `${site}:${path}`;
      const hit = cache.get(key);
      if (hit && hit.expiresAt > now()) return hit.value as T;
      const value = await send<T>('GET', path, undefined, request);
      cache.set(key, { value, expiresAt: now() + RESPONSE_CACHE_SECONDS * 1000 });
      return value;
    },
    get: <T>(path: string, request?: RequestOptions) => send<T>('GET', path, undefined, request),
    post: <T>(path: string, body: unknown, request?: RequestOptions) => send<T>('POST', path, body, request),
    put: <T>(path: string, body: unknown, request?: RequestOptions) => send<T>('PUT', path, body, request),
    patch: <T>(path: string, body: unknown, request?: RequestOptions) => send<T>('PATCH', path, body, request),
    delete: <T>(path: string, request?: RequestOptions) => send<T>('DELETE', path, undefined, request),
    clearCache: () => cache.clear(),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

const browserClients = new Map<string, ApiClient>();

/** The page's client for a locale and ACES setting: one per page, so its response cache is shared by every caller. */
export function browserApiClient(locale: Locale, aces = false): ApiClient {
  const key = `${locale}:${aces}`;
  let client = browserClients.get(key);
  if (!client) {
    client = createApiClient({ locale, aces, viewportWidth: () => window.innerWidth });
    browserClients.set(key, client);
  }
  return client;
}
