import type { NextRequest } from 'next/server';
import { retryJobById } from '@/server/jobs/operators';
import { requireAdmin } from '@/server/platform/admin-auth';
import { handle, privateJson } from '@/server/platform/http';

/**
 * POST /api/admin/jobs/retry/{id} (Bearer token): send a dead letter again to the queue it came
 * from (a new job), or put a job failed for good back to retry; 409 for anything else.
 */
export function POST(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  return handle(async () => {
    requireAdmin(request);
    return privateJson(await retryJobById((await params).id));
  });
}
