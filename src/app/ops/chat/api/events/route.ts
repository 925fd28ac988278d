import type { NextRequest } from 'next/server';
import { requireAgent } from '@/server/chat/ops-http';
import { agentStream } from '@/server/chat/queries';
import { handle } from '@/server/platform/http';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/** GET /ops/chat/api/events: the console's server-sent events (snapshot, then changes). */
export function GET(request: NextRequest) {
  return handle(async () => agentStream((await requireAgent(request)).id, request.signal));
}
