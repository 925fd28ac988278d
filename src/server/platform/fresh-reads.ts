import { AsyncLocalStorage } from 'node:async_hooks';
import { headers } from 'next/headers';
import { PAGE_FILL_ID_HEADER } from './page-cache';

/**
 * Which replica reads must see every write committed before they began (docs/decisions/050).
 * A read replica lags its primary by a moment; most reads may show that moment (a shelf a
 * shopper browses), but some would keep or show it for longer, or show a caller its own write
 * undone:
 *
 * - a fill of the response cache (`cached()` runs its computation in `freshReads`) or of the
 *   page cache (the proxy's fill request): a write invalidates, then a fill on a lagging replica
 *   would store the old answer again for 300 s;
 * - a server action (the `Next-Action` request header): it may read back what it just wrote;
 * - an operator's request (the operators' session cookie, sent to /ops only): an operator
 *   previews what they just saved.
 *
 * For those, the replica's reads wait (a moment, bounded) until it has replayed the primary's
 * WAL up to where it stood when the first read began, else go to the primary
 * (db/read-routing.ts). A scope is what that wait is done once for: a `freshReads` call, a fill,
 * a request.
 */
export interface FreshScope {
  /** Resolves true once the replica has replayed up to the primary's position (taken once per scope), false when it did not in time. */
  caughtUp?: Promise<boolean>;
}

/** The operators' session cookie (platform/ops-auth.ts' OPS_COOKIE; ops-auth imports the database, which imports this). */
export const OPS_SESSION_COOKIE = 'redline.ops';
const OPS_COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${OPS_SESSION_COOKIE.replace('.', '\\.')}=`);

const holder = globalThis as unknown as { __redlineFreshReads?: AsyncLocalStorage<FreshScope> };
const scopes = (holder.__redlineFreshReads ??= new AsyncLocalStorage<FreshScope>());
/** Per request: Next hands a request's code the same headers object. */
const byRequest = new WeakMap<object, FreshScope>();

/** Runs `work` with its replica reads fresh (a new scope: its own position on the primary, taken when its first read begins). */
export function freshReads<T>(work: () => Promise<T>): Promise<T> {
  return scopes.run({}, work);
}

/** Whether a request with these headers reads fresh: a page-cache fill, a server action, an operator. */
export function requestReadsFresh(requestHeaders: Pick<Headers, 'get' | 'has'>): boolean {
  return requestHeaders.has(PAGE_FILL_ID_HEADER) || requestHeaders.has('next-action') || OPS_COOKIE_PATTERN.test(requestHeaders.get('cookie') ?? '');
}

/** The scope the current read must be fresh in, or null when it may lag a moment. */
export async function freshScope(): Promise<FreshScope | null> {
  const scope = scopes.getStore();
  if (scope) return scope;
  let requestHeaders: Awaited<ReturnType<typeof headers>>;
  try {
    requestHeaders = await headers();
  } catch {
    // Not in a request (a script, a job, a test): no caller's write to read back.
    return null;
  }
  if (!requestReadsFresh(requestHeaders)) return null;
  let found = byRequest.get(requestHeaders);
  if (!found) byRequest.set(requestHeaders, (found = {}));
  return found;
}
