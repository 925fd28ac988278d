import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { paramText } from '@/lib/input-text';
import { AGENT_NAME_MAX } from '@/server/chat/agents';
import { saveAgent, setPresence } from '@/server/chat/use-cases';
import { parseBody } from '@/server/chat/http';
import { CHAT_AGENT_COOKIE, requireOperatorRequest, setAgentCookie } from '@/server/chat/ops-http';
import { handle, privateJson } from '@/server/platform/http';

const Body = z.object({ displayName: paramText().trim().min(1).max(AGENT_NAME_MAX) });

/** POST /ops/chat/api/agent: the console's display name (a new agent, or the cookie's renamed); the agent goes online. */
export function POST(request: NextRequest) {
  return handle(async () => {
    await requireOperatorRequest(request);
    const parsed = await parseBody(request, Body);
    if ('response' in parsed) return parsed.response;
    const agent = await saveAgent(parsed.data.displayName, request.cookies.get(CHAT_AGENT_COOKIE)?.value);
    await setPresence(agent.id, true);
    const response = privateJson({ agent: { id: agent.id, displayName: agent.displayName, online: true } });
    setAgentCookie(response, request, agent.id);
    return response;
  });
}
