import { handle } from '@/server/platform/http';
import { metricsText } from '@/server/platform/metrics';
import { authorize } from '@/server/staff/actor';
import { staffFromRequest } from '@/server/staff/request-actor';

export const dynamic = 'force-dynamic';

/**
 * GET /metrics: this process's Prometheus metrics (src/server/platform/metrics.ts), to a staff
 * API key whose role may read them (`Authorization: Bearer rk_…`, permission metrics.read: an
 * administrator's; the deprecated ADMIN_API_TOKEN too, for this release): 401 without one, 403
 * for another role's key. Never cached. Prometheus scrapes each instance directly, not through
 * the balancer (decision 049). Outside the proxy: no locale routing, page cache or cookies.
 */
export function GET(request: Request): Promise<Response> {
  return handle(async () => {
    await authorize(await staffFromRequest(request), 'metrics.read');
    const { body, contentType } = await metricsText();
    return new Response(body, { headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store' } });
  });
}
