// @ts-check
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';

/**
 * The Node HTTP server around Next's request handler (scripts/server.mjs), with what every
 * request gets before Next sees it and the graceful shutdown (decision 049):
 *
 * - A request id: the caller's `X-Request-Id` when it is sane (REQUEST_ID_PATTERN: 1 to 128 of
 *   letters, digits and `._:+=@/-`, so it cannot forge a log line), else a new UUID. It is set on
 *   the request (Next's code reads the header), sent back in the `X-Request-Id` response header,
 *   and held in an AsyncLocalStorage on globalThis (`__redlineRequestContext`, the one
 *   src/server/platform/request-context.ts reads: Next bundles that module into several chunks,
 *   and this file is not bundled at all) for the whole of the request's handling, so every log
 *   line and error envelope of the request carries it.
 * - Each finished request is handed to `globalThis.__redlineObserveRequest` (set by
 *   src/server/platform/metrics.ts) with its method, path, status and duration.
 * - `shutdown()` (SIGTERM): the process is marked shutting down (`__redlineShuttingDown`:
 *   /healthz and /readyz answer 503), the listener closes (new connections are refused), idle
 *   keep-alive connections close, a connection with a request in flight closes once its answer
 *   is sent (`Connection: close`), event streams (which never end by themselves) and upgraded
 *   sockets are cut at once; after `graceMs` whatever is left is cut. Then
 *   `globalThis.__redlineShutdown()` (src/server/platform/shutdown.ts) closes the pools, Redis
 *   and the jobs.
 */

/** A request id the server keeps as the caller sent it; anything else gets a new one. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:+=@/-]{1,128}$/;

/**
 * The request id for a request: the incoming header when it is one sane value, else a new UUID.
 * @param {string | string[] | undefined} incoming
 * @returns {string}
 */
export function requestIdOf(incoming) {
  return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
}

/**
 * The process's request context, shared with the bundled server code through globalThis.
 * @returns {AsyncLocalStorage<{ requestId: string }>}
 */
export function requestContext() {
  const holder = /** @type {{ __redlineRequestContext?: AsyncLocalStorage<{ requestId: string }> }} */ (globalThis);
  return (holder.__redlineRequestContext ??= new AsyncLocalStorage());
}

/**
 * @typedef {import('node:http').IncomingMessage} IncomingMessage
 * @typedef {import('node:http').ServerResponse} ServerResponse
 * @typedef {{ method: string, path: string, status: number, seconds: number, pageCache?: string }} ObservedRequest
 * @typedef {{
 *   __redlineShuttingDown?: boolean,
 *   __redlineShutdown?: () => Promise<void>,
 *   __redlineObserveRequest?: (request: ObservedRequest) => void,
 * }} ServerGlobals
 */

/**
 * @param {{
 *   handle: (request: IncomingMessage, response: ServerResponse) => unknown,
 *   upgrade?: (request: IncomingMessage, socket: import('node:stream').Duplex, head: Buffer) => unknown,
 *   graceMs: number,
 *   log?: (line: string) => void,
 * }} options
 */
export function createWebServer({ handle, upgrade, graceMs, log = (line) => console.log(line) }) {
  const globals = /** @type {ServerGlobals} */ (globalThis);
  const context = requestContext();
  /** @type {Set<ServerResponse>} */ const inFlight = new Set();
  /** @type {Set<import('node:stream').Duplex>} */ const upgraded = new Set();
  let stopping = false;

  const server = createServer((request, response) => {
    const requestId = requestIdOf(request.headers['x-request-id']);
    request.headers['x-request-id'] = requestId;
    response.setHeader('X-Request-Id', requestId);
    if (stopping) response.setHeader('Connection', 'close');
    const started = process.hrtime.bigint();
    inFlight.add(response);
    response.once('close', () => {
      inFlight.delete(response);
      const observe = globals.__redlineObserveRequest;
      if (observe) {
        try {
          observe({
            method: request.method ?? 'GET',
            path: (request.url ?? '/').split('?')[0] ?? '/',
            // An answer cut before it was sent (the caller went away) counts as 499, as nginx logs it.
            status: response.writableFinished ? response.statusCode : 499,
            seconds: Number(process.hrtime.bigint() - started) / 1e9,
            // The page cache's answer (src/server/platform/page-cache-proxy.ts), when it served the page.
            pageCache: /** @type {string | undefined} */ (response.getHeader('x-page-cache')),
          });
        } catch {
          // Metrics never fail a request.
        }
      }
      if (stopping) server.closeIdleConnections();
    });
    context.run({ requestId }, () => void handle(request, response));
  });

  server.on('upgrade', (request, socket, head) => {
    if (stopping || !upgrade) return void socket.destroy();
    upgraded.add(socket);
    socket.once('close', () => upgraded.delete(socket));
    const requestId = requestIdOf(request.headers['x-request-id']);
    request.headers['x-request-id'] = requestId;
    context.run({ requestId }, () => void upgrade(request, socket, head));
  });

  /** @type {Promise<void> | null} */ let done = null;

  /**
   * Stop taking requests, let those in flight end (up to graceMs), then run the process's
   * registered stops. Resolves when all of it is done; a second call waits for the same.
   * @param {string} why
   * @returns {Promise<void>}
   */
  function shutdown(why) {
    if (done) return done;
    stopping = true;
    globals.__redlineShuttingDown = true;
    done = (async () => {
      log(`[server] ${why}: refusing new connections; ${inFlight.size} request(s) in flight, waiting up to ${Math.round(graceMs / 1000)} s`);
      const closed = new Promise((resolve) => server.close(() => resolve(undefined)));
      server.closeIdleConnections();
      for (const response of inFlight) {
        const type = String(response.getHeader('content-type') ?? '');
        // An event stream ends only when its caller leaves: cut it now (EventSource reconnects elsewhere).
        if (type.startsWith('text/event-stream')) response.destroy();
        else if (!response.headersSent) response.setHeader('Connection', 'close');
      }
      for (const socket of upgraded) socket.destroy();
      /** @type {NodeJS.Timeout | undefined} */ let late;
      const grace = new Promise((resolve) => {
        late = setTimeout(() => resolve('late'), graceMs);
      });
      if ((await Promise.race([closed, grace])) === 'late') {
        log(`[server] ${inFlight.size} request(s) still in flight after ${Math.round(graceMs / 1000)} s: closing their connections`);
        server.closeAllConnections();
        await closed;
      }
      clearTimeout(late);
      await globals.__redlineShutdown?.();
      log('[server] stopped');
    })();
    return done;
  }

  return { server, shutdown, inFlight: () => inFlight.size };
}

/**
 * The grace period for requests in flight, from SHUTDOWN_GRACE_SECONDS (25 by default; 0 to 600).
 * @param {string | undefined} value
 * @returns {number} milliseconds
 */
export function shutdownGraceMs(value = process.env.SHUTDOWN_GRACE_SECONDS) {
  if (value === undefined || value.trim() === '') return 25_000;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > 600) throw new Error(`SHUTDOWN_GRACE_SECONDS must be a number of seconds from 0 to 600, not "${value}"`);
  return Math.round(seconds * 1000);
}

/**
 * The Node flags of the web server, wherever it runs (scripts/start.mjs, the cluster, and the
 * Dockerfile's CMD, which repeats them): a young generation of 8 MB semi-spaces (V8's default
 * grows them to 16 MB each, and more there buys this server no speed; docs/decisions/044), and an
 * old generation bounded at 1.5 GB. The bound is what keeps the heap near its live set: V8 grows
 * the heap by a factor of up to 4 of what survived the last full collection when the process
 * allocates fast and the bound is 2 GB or more (on a 24 GB machine it is 4 GB), and by about 1.8
 * under 1.5 GB. The live set is about 110 MB, so the bound itself is far away (docs/decisions/062).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--max-old-space-size=1536'];
