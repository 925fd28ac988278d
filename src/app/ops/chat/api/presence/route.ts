import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { setPresence } from '@/server/chat/use-cases';
import { parseBody } from '@/server/chat/http';
import { requireAgent } from '@/server/chat/ops-http';
import { handle, privateJson } from '@/server/platform/http';

const Body = z.object({ online: z.boolean() });

/** POST /ops/chat/api/presence: the console's heartbeat ({online: true}) or going offline. */
export function POST(request: NextRequest) {
  return handle(async () => {
    const agent = await requireAgent(request);
    const parsed = await parseBody(request, Body);
    if ('response' in parsed) return parsed.response;
    await setPresence(agent.id, parsed.data.online);
    return privateJson({ online: parsed.data.online });
  });
}
