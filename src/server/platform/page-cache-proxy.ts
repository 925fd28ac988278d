import { request as httpRequest } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { newNonce } from '@/lib/csp';
import { PAGE_FILL_HEADER } from '@/lib/page-cache';
import { envVar, trustProxy } from './env';
import { logger } from './logger';
import { listenForPageTags } from './page-cache-channel';
import { isDocumentRequest, PAGE_FILL_ID_HEADER, pageBytes, pageCacheState, pageKey, pageStore, PAGE_CACHE_SECONDS, splitAtNonce, STORED_HEADERS, withNonce, fillUserAgent, type PageKey, type StoredPage } from './page-cache';
import { setPageSecurityHeaders } from './security-headers';
import { currentOriginConfig, siteOriginOrNull } from './site-origin';

/**
 * What the proxy does with the page cache (docs/decisions/040): serve a cached page, fill it on a
 * miss through an internal request to this server, and recognise that request when it comes back.
 */

/** The per-process secret that proves a fill request came from this process's proxy. */
const PAGE_FILL_KEY_HEADER = 'x-redline-page-fill-key';

/** The response header that says where a cached page came from. */
export const PAGE_CACHE_HEADER = 'x-page-cache';

/** Whether the page cache is on: `PAGE_CACHE=off` turns it off (read on every request: tests switch it). */
export function pageCacheOn(): boolean {
  return envVar('PAGE_CACHE') === 'on';
}

function sameSecret(given: string | null): boolean {
  const secret = Buffer.from(pageCacheState().secret);
  const offered = Buffer.from(given ?? '');
  return offered.length === secret.length && timingSafeEqual(offered, secret);
}

/**
 * For a request the proxy itself sent to fill the cache: the placeholder nonce to render with
 * and the request headers the page must see (the fill header, its id). For every other request
 * (null), the caller's fill headers are dropped by `fillRequestHeaders`.
 */
export function verifiedFill(request: NextRequest): { nonce: string; id: string } | null {
  if (!sameSecret(request.headers.get(PAGE_FILL_KEY_HEADER))) return null;
  const id = request.headers.get(PAGE_FILL_ID_HEADER) ?? '';
  const fill = pageCacheState().fills.get(id);
  return fill ? { nonce: fill.placeholder, id } : null;
}

/** The fill headers the page renders with: set for this process's fill, dropped for anyone else's request. */
export function fillRequestHeaders(fill: { id: string } | null): Record<string, string | null> {
  return fill
    ? { [PAGE_FILL_HEADER]: '1', [PAGE_FILL_ID_HEADER]: fill.id, [PAGE_FILL_KEY_HEADER]: null }
    : { [PAGE_FILL_HEADER]: null, [PAGE_FILL_ID_HEADER]: null, [PAGE_FILL_KEY_HEADER]: null };
}

/**
 * The key of a request the cache may answer, or null: a GET for a cached page, not a server
 * action, not an RSC request (a client navigation or prefetch), not a query that may be personal.
 */
export function cacheableRequest(request: NextRequest): PageKey | null {
  if (!pageCacheOn() || request.method !== 'GET') return null;
  const h = request.headers;
  if (h.has('next-action') || !isDocumentRequest(h)) return null;
  const origin = siteOriginOrNull(h, currentOriginConfig());
  if (!origin) return null;
  return pageKey({ origin: origin.origin, pathname: request.nextUrl.pathname, search: request.nextUrl.searchParams, userAgent: h.get('user-agent') });
}

/**
 * The cached page for this request, filled first on a miss; null when the page cannot be cached
 * (the fill answered something other than a plain 200 page): the proxy then renders it for the
 * shopper as usual.
 */
export async function servePage(request: NextRequest, key: PageKey): Promise<NextResponse | null> {
  // Without the invalidation listener, writes of other processes would not reach the cache: render per request.
  if (!(await listenForPageTags().then(() => true, () => false))) return null;
  const store = pageStore(envVar('PAGE_CACHE_MAX_MB'));
  let entry = store.get(key.key);
  let state: 'hit' | 'miss' = 'hit';
  if (!entry) {
    state = 'miss';
    entry = (await fillOnce(request, key)) ?? undefined;
    if (!entry) return null;
  }
  const headers = new Headers(entry.headers);
  const nonce = newNonce();
  setPageSecurityHeaders(request, headers, nonce);
  headers.set(PAGE_CACHE_HEADER, state);
  return new NextResponse(withNonce(entry.parts, nonce), { status: entry.status, headers });
}

function fillOnce(request: NextRequest, key: PageKey): Promise<StoredPage | null> {
  const { inflight } = pageCacheState();
  let pending = inflight.get(key.key);
  if (!pending) {
    pending = fill(request, key)
      .catch((error: unknown) => {
        logger.warn({ err: error, page: key.fillPath }, 'page cache fill failed');
        return null;
      })
      .finally(() => inflight.delete(key.key));
    inflight.set(key.key, pending);
  }
  return pending;
}

interface Rendered {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** The page rendered by this server for the fill: no cookies, the fill's id and secret. */
function render(request: NextRequest, key: PageKey, headers: Record<string, string>): Promise<Rendered> {
  const target = new URL(request.url);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: target.hostname, port: target.port, path: key.fillPath, method: 'GET', headers, timeout: 30_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('page cache fill timed out')));
    outgoing.on('error', reject);
    outgoing.end();
  });
}

async function fill(request: NextRequest, key: PageKey): Promise<StoredPage | null> {
  const state = pageCacheState();
  const store = pageStore(envVar('PAGE_CACHE_MAX_MB'));
  const id = crypto.randomUUID();
  const placeholder = newNonce();
  const fill = { placeholder, tags: new Set<string>() };
  state.fills.set(id, fill);
  const watch = store.watch();
  try {
    const headers: Record<string, string> = {
      host: request.headers.get('host') ?? '',
      'user-agent': fillUserAgent(key.device),
      accept: 'text/html',
      'accept-encoding': 'identity',
      [PAGE_FILL_HEADER]: '1',
      [PAGE_FILL_ID_HEADER]: id,
      [PAGE_FILL_KEY_HEADER]: state.secret,
    };
    // The origin the render writes (links, canonical URLs) is the shopper's: behind a trusted proxy it comes from these.
    if (trustProxy()) {
      for (const name of ['x-forwarded-host', 'x-forwarded-proto']) {
        const value = request.headers.get(name);
        if (value) headers[name] = value;
      }
    }
    const rendered = await render(request, key, headers);
    if (rendered.status !== 200 || rendered.headers['set-cookie'] !== undefined) return null;
    if (!String(rendered.headers['content-type'] ?? '').startsWith('text/html')) return null;
    const parts = splitAtNonce(rendered.body, placeholder);
    if (!parts) {
      logger.warn({ page: key.fillPath }, 'page cache: the placeholder nonce appears outside the nonce attributes; the page is not cached');
      return null;
    }
    const kept: [string, string][] = [];
    for (const name of STORED_HEADERS) {
      const value = rendered.headers[name];
      if (value !== undefined) kept.push([name, Array.isArray(value) ? value.join(', ') : value]);
    }
    const tags = [...fill.tags];
    const entry: StoredPage = { status: 200, headers: kept, parts, tags, bytes: pageBytes(parts, kept, tags), expiresAt: Date.now() + PAGE_CACHE_SECONDS * 1000 };
    // A write during the render to something it showed may not show in it: serve this once, store nothing.
    if (!watch.touched(tags)) store.set(key.key, entry);
    return entry;
  } finally {
    watch.done();
    state.fills.delete(id);
  }
}
