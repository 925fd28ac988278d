import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { AgentConsole } from '@/features/chat/console/AgentConsole';
import { OpsHeader } from '@/features/ops/OpsHeader';
import { requireOperator } from '@/features/ops/session';
import { isOnline } from '@/server/chat/agents';
import { agentById } from '@/server/chat/queries';
import { CHAT_AGENT_COOKIE } from '@/server/chat/ops-http';

export const metadata: Metadata = { title: 'Live chat' };

/** /ops/chat: the live-chat agent console. */
export default async function ChatConsoleRoute() {
  await requireOperator('/ops/chat');
  const agent = await agentById((await cookies()).get(CHAT_AGENT_COOKIE)?.value);
  return (
    <>
      <OpsHeader />
      <main>
        <AgentConsole initialAgent={agent ? { id: agent.id, displayName: agent.displayName, online: isOnline(agent) } : null} />
      </main>
    </>
  );
}
