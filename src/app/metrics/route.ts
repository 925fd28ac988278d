import { requireAdmin } from '@/server/platform/admin-auth';
import { handle } from '@/server/platform/http';
import { metricsText } from '@/server/platform/metrics';

export const dynamic = 'force-dynamic';

/**
 * GET /metrics: this process's Prometheus metrics (src/server/platform/metrics.ts), to the
 * operators' token only (`Authorization: Bearer <ADMIN_API_TOKEN>`: 401 without it, 503 while no
 * token is configured), never cached. Prometheus scrapes each instance directly, not through the
 * balancer (decision 049). Outside the proxy: no locale routing, page cache or cookies.
 */
export function GET(request: Request): Promise<Response> {
  return handle(async () => {
    requireAdmin(request);
    const { body, contentType } = await metricsText();
    return new Response(body, { headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store' } });
  });
}
