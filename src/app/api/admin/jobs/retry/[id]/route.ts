import type { NextRequest } from 'next/server';
import { retryJobById } from '@/server/jobs/operators';
import { handle, privateJson } from '@/server/platform/http';
import { staffFromRequest } from '@/server/staff/request-actor';

/**
 * POST /api/admin/jobs/retry/{id} (staff key or token; jobs.manage): send a dead letter again to the queue it came
 * from (a new job), or put a job failed for good back to retry; 409 for anything else.
 */
export function POST(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  return handle(async () => {
    const actor = await staffFromRequest(request);
    return privateJson(await retryJobById((await params).id, actor));
  });
}
