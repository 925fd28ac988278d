import { pingDatabase } from '@/server/platform/health';
import { handle, privateJson } from '@/server/platform/http';

/**
 * GET /api/status: whether the store can reach its database now (200 `{ database: 'up' }`), else
 * 503 with Retry-After and the envelope (`SERVICE_UNAVAILABLE`, handle()). The error boundary asks
 * it to tell a database outage from a bug (docs/decisions/028): a page's render error reaches the
 * browser without its cause.
 */
export function GET() {
  return handle(async () => {
    await pingDatabase();
    return privateJson({ database: 'up' });
  });
}
