import { shuttingDown } from '@/server/platform/shutdown';

export const dynamic = 'force-dynamic';

/**
 * GET /healthz: the process is alive (200 `{"status":"ok"}`), or shutting down (503
 * `{"status":"shutting down"}` from SIGTERM on, while scripts/server.mjs lets the requests in
 * flight end), so a balancer drains it. No database or Redis: a liveness probe that failed with
 * them would restart every instance during a database outage. Outside the proxy (src/proxy.ts):
 * no locale routing, page cache or cookies; no rate limit. Decision 049.
 */
export function GET(): Response {
  const stopping = shuttingDown();
  return Response.json(stopping ? { status: 'shutting down' } : { status: 'ok' }, { status: stopping ? 503 : 200, headers: { 'Cache-Control': 'no-store' } });
}
