import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/**
 * The request id (decision 049). scripts/server.mjs (scripts/lib/web-server.mjs) gives every
 * request one: the caller's `X-Request-Id` when it is sane, else a new UUID; it sends it back in
 * the `X-Request-Id` header and runs the request's handling inside this AsyncLocalStorage, which
 * lives on globalThis: that server is not bundled, and Next bundles this module into several
 * chunks, so a module-level store would be a different one in each. Every log line (logger.ts's
 * mixin) and every error envelope (http.ts) of the request reads it from here.
 */

export interface RequestContext {
  requestId: string;
}

/** The same rule as scripts/lib/web-server.mjs (web-server.test.ts keeps them equal). */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:+=@/-]{1,128}$/;

/** The caller's request id when it is one sane value, else a new one. */
export function requestIdOf(incoming: string | string[] | null | undefined): string {
  return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
}

const holder = globalThis as unknown as { __redlineRequestContext?: AsyncLocalStorage<RequestContext> };

export function requestContext(): AsyncLocalStorage<RequestContext> {
  return (holder.__redlineRequestContext ??= new AsyncLocalStorage<RequestContext>());
}

/** The id of the request being handled, or undefined outside one (boot, a job, a CLI). */
export function currentRequestId(): string | undefined {
  return holder.__redlineRequestContext?.getStore()?.requestId;
}

/** Run `work` as the handling of the request `requestId` (the server does this; tests and jobs may). */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return requestContext().run({ requestId }, work);
}
