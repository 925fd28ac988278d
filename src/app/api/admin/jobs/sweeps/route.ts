import type { NextRequest } from 'next/server';
import { runSweeps } from '@/server/jobs/sweeps';
import { requireAdmin } from '@/server/platform/admin-auth';
import { handle, privateJson } from '@/server/platform/http';

/**
 * POST /api/admin/jobs/sweeps (Authorization: Bearer ADMIN_API_TOKEN): run the clean-up jobs now
 * (abandoned checkout submissions, stale gift-card holds, expired card tokens) and answer how many
 * of each were undone (null for one that failed), in this server. The job queue runs each on its
 * own schedule anyway (src/server/jobs/definitions.ts); `POST /api/admin/jobs/{name}/run` runs one.
 */
export function POST(request: NextRequest) {
  return handle(async () => {
    requireAdmin(request);
    return privateJson(await runSweeps());
  });
}
