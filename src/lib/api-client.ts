import { RESPONSE_CACHE_SECONDS } from './constants';
import { ACES_HEADER, PAGE_TYPE_HEADER, REQUESTED_BY_HEADER, REQUESTED_BY_VALUE, SALES_CHANNEL_HEADER, salesChannelForWidth } from './channel';
import { readErrorPayload, type ErrorDetail } from './errors';
import { getMarket, type Locale } from './markets';

/**
 * The browser's client for our API (spec §7): every request carries the sales channel,
 * the requested-by marker, credentials and JSON; POSTs add the page type when known;
 * /ecomm/b2c requests say whether ACES is on. Cacheable GETs are kept 300 s in memory,
 * Mexico's apart from the other sites'.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: ErrorDetail | null,
  ) {
    super(detail?.errorMessageDefault || `Request failed with status ${status}`);
    this.name = 'ApiError';
  }
}

export interface ApiClientOptions {
  locale: Locale;
  aces: boolean;
  viewportWidth: () => number;
  pageType?: () => string | undefined;
  fetch?: typeof fetch;
  now?: () => number;
}

function parseOrNull(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const now = options.now ?? Date.now;
  const site = getMarket(options.locale).siteKey;
  const cache = new Map<string, { expiresAt: number; value: unknown }>();

  function headers(path: string, method: string): Headers {
    const h = new Headers({
      accept: 'application/json',
      [SALES_CHANNEL_HEADER]: salesChannelForWidth(options.viewportWidth()),
      [REQUESTED_BY_HEADER]: REQUESTED_BY_VALUE,
    });
    if (method !== 'GET') h.set('content-type', 'application/json');
    if (path.startsWith('/ecomm/b2c')) h.set(ACES_HEADER, String(options.aces));
    const pageType = options.pageType?.();
    if (method === 'POST' && pageType) h.set(PAGE_TYPE_HEADER, pageType);
    return h;
  }

  async function send<T>(method: string, path: string, body?: unknown): Promise<T> {
    const url = path.includes('?') ? `${path}&locale=${options.locale}` : `${path}?locale=${options.locale}`;
    const response = await doFetch(url, {
      method,
      credentials: 'include',
      headers: headers(path, method),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new ApiError(response.status, readErrorPayload(parseOrNull(text)));
    return (text ? JSON.parse(text) : null) as T;
  }

  return {
    /** A GET whose answer may be reused for the response-cache lifetime. */
    async getCached<T>(path: string): Promise<T> {
      const key = `${site}:${path}`;
      const hit = cache.get(key);
      if (hit && hit.expiresAt > now()) return hit.value as T;
      const value = await send<T>('GET', path);
      cache.set(key, { value, expiresAt: now() + RESPONSE_CACHE_SECONDS * 1000 });
      return value;
    },
    get: <T>(path: string) => send<T>('GET', path),
    post: <T>(path: string, body: unknown) => send<T>('POST', path, body),
    put: <T>(path: string, body: unknown) => send<T>('PUT', path, body),
    delete: <T>(path: string) => send<T>('DELETE', path),
    clearCache: () => cache.clear(),
  };
}
