import type { NextRequest } from 'next/server';
import { closeConversation } from '@/server/chat/conversations';
import { requireAgent } from '@/server/chat/ops-http';
import { db } from '@/server/db/client';
import { handle, privateJson } from '@/server/platform/http';

/** POST: the agent ends a conversation (its own, or a waiting one). */
export function POST(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  return handle(async () => {
    const agent = await requireAgent(request);
    const closed = await closeConversation(db(), (await params).id, { sender: 'agent', agent });
    return privateJson({ id: closed.id, status: closed.status });
  });
}
