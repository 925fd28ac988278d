import type { NextRequest } from 'next/server';
import { closeConversation } from '@/server/chat/use-cases';
import { requireAgent } from '@/server/chat/ops-http';
import { handle, privateJson } from '@/server/platform/http';

/** POST: the agent ends a conversation (its own, or a waiting one). */
export function POST(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  return handle(async () => {
    const agent = await requireAgent(request);
    const closed = await closeConversation((await params).id, { sender: 'agent', agent });
    return privateJson({ id: closed.id, status: closed.status });
  });
}
