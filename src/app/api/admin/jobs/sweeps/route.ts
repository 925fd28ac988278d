import type { NextRequest } from 'next/server';
import { runSweepsNow } from '@/server/jobs/operators';
import { handle, privateJson } from '@/server/platform/http';
import { staffFromRequest } from '@/server/staff/request-actor';

/**
 * POST /api/admin/jobs/sweeps (staff key or token; jobs.manage): run the clean-up jobs now
 * (abandoned checkout submissions, stale gift-card holds, expired card tokens) and answer how many
 * of each were undone (null for one that failed), in this server. The job queue runs each on its
 * own schedule anyway (src/server/jobs/definitions.ts); `POST /api/admin/jobs/{name}/run` runs one.
 */
export function POST(request: NextRequest) {
  return handle(async () => {
    const actor = await staffFromRequest(request);
    return privateJson(await runSweepsNow(actor));
  });
}
