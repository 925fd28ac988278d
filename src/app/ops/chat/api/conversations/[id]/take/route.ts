import type { NextRequest } from 'next/server';
import { takeConversation } from '@/server/chat/use-cases';
import { requireAgent } from '@/server/chat/ops-http';
import { handle, privateJson } from '@/server/platform/http';

/** POST: the agent takes a waiting conversation (409 when another agent was first). */
export function POST(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  return handle(async () => {
    const agent = await requireAgent(request);
    return privateJson({ event: await takeConversation((await params).id, agent) });
  });
}
