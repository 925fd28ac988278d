import { readiness } from '@/server/platform/health';

export const dynamic = 'force-dynamic';

/**
 * GET /readyz: whether this instance should take traffic (the balancer's check, decision 049):
 * 200 `{"status":"ready","checks":{…}}` when PostgreSQL answers, its migrations are this build's
 * (or newer) and the process is not shutting down (`"degraded"` while a configured Redis is
 * away: the store carries on without it, so the balancer keeps the instance); else 503
 * `{"status":"not ready","checks":{…}}`, each check with its state (readiness() in
 * src/server/platform/health.ts): never an error's text, an address or a stack.
 */
export async function GET(): Promise<Response> {
  const { ready, checks } = await readiness();
  const status = !ready ? 'not ready' : checks.redis === 'down' ? 'degraded' : 'ready';
  return Response.json({ status, checks }, { status: ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}
