import type { NextRequest } from 'next/server';
import { jobsOverview } from '@/server/jobs/operators';
import { handle, privateJson } from '@/server/platform/http';
import { staffFromRequest } from '@/server/staff/request-actor';

/**
 * GET /api/admin/jobs (staff key or token; jobs.manage): the job queues with their jobs
 * counted by state, the schedules, the recent failures and the dead letters (docs/operations/jobs.md).
 */
export function GET(request: NextRequest) {
  return handle(async () => {
    const actor = await staffFromRequest(request);
    return privateJson(await jobsOverview(actor));
  });
}
