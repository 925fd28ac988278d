import type { NextRequest } from 'next/server';
import { runJobByName } from '@/server/jobs/operators';
import { handle, privateJson } from '@/server/platform/http';
import { staffFromRequest } from '@/server/staff/request-actor';

/**
 * POST /api/admin/jobs/{name}/run (staff key or token; jobs.manage): run that job's work now, in this server, and
 * answer what it did (`{ job, result }`); 404 for a name that is no job. The schedule runs it anyway.
 */
export function POST(request: NextRequest, { params }: { params: Promise<{ name: string }> }) {
  return handle(async () => {
    const actor = await staffFromRequest(request);
    const { name } = await params;
    return privateJson({ job: name, result: await runJobByName(name, actor) });
  });
}
