import type { NextRequest } from 'next/server';
import { jobsOverview } from '@/server/jobs/operators';
import { requireAdmin } from '@/server/platform/admin-auth';
import { handle, privateJson } from '@/server/platform/http';

/**
 * GET /api/admin/jobs (Authorization: Bearer ADMIN_API_TOKEN): the job queues with their jobs
 * counted by state, the schedules, the recent failures and the dead letters (docs/operations/jobs.md).
 */
export function GET(request: NextRequest) {
  return handle(async () => {
    requireAdmin(request);
    return privateJson(await jobsOverview());
  });
}
