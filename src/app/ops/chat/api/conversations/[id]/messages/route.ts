import type { NextRequest } from 'next/server';
import { ChatMessageBodySchema } from '@/features/chat/rules';
import { agentSays } from '@/server/chat/use-cases';
import { chatMessageLimiter, parseBody, rateLimited } from '@/server/chat/http';
import { requireAgent } from '@/server/chat/ops-http';
import { handle, privateJson } from '@/server/platform/http';

/** POST: the agent's reply in a conversation it holds. */
export function POST(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  return handle(async () => {
    const agent = await requireAgent(request);
    const parsed = await parseBody(request, ChatMessageBodySchema);
    if ('response' in parsed) return parsed.response;
    const { id } = await params;
    const limit = await chatMessageLimiter.take(`agent:${agent.id}:${id}`);
    if (!limit.allowed) throw rateLimited(limit.retryAfterSeconds);
    return privateJson({ event: await agentSays(id, agent, parsed.data.body) }, { status: 201 });
  });
}
