import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { CHAT_AGENT_PRESENCE_TTL_MS } from '@/lib/constants';
import { isUuid } from '@/lib/ids';
import type { Executor } from '@/server/db/client';
import { chatAgents } from './schema';

export type ChatAgent = typeof chatAgents.$inferSelect;

export const AGENT_NAME_MAX = 40;

/** A console's agent: a new one, or the one its cookie names renamed. */
export async function saveAgent(executor: Executor, displayName: string, existingId?: string | null): Promise<ChatAgent> {
  if (existingId && isUuid(existingId)) {
    const [renamed] = await executor.update(chatAgents).set({ displayName }).where(eq(chatAgents.id, existingId)).returning();
    if (renamed) return renamed;
  }
  const [created] = await executor.insert(chatAgents).values({ displayName }).returning();
  return created!;
}

export async function agentById(executor: Executor, id: string | undefined | null): Promise<ChatAgent | null> {
  if (!isUuid(id)) return null;
  const [row] = await executor.select().from(chatAgents).where(eq(chatAgents.id, id));
  return row ?? null;
}

/** The console's heartbeat (online) or its sign-off (offline). */
export async function setPresence(executor: Executor, agentId: string, online: boolean, now = new Date()): Promise<void> {
  await executor
    .update(chatAgents)
    .set({ lastSeenAt: online ? now : null })
    .where(eq(chatAgents.id, agentId));
}

/** Agents whose console beat within CHAT_AGENT_PRESENCE_TTL_MS. */
export async function onlineAgentCount(executor: Executor, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - CHAT_AGENT_PRESENCE_TTL_MS);
  const [row] = await executor
    .select({ count: sql<number>`count(*)::int` })
    .from(chatAgents)
    .where(and(isNotNull(chatAgents.lastSeenAt), gt(chatAgents.lastSeenAt, since)));
  return row?.count ?? 0;
}

export function isOnline(agent: ChatAgent, now = Date.now()): boolean {
  return !!agent.lastSeenAt && now - agent.lastSeenAt.getTime() < CHAT_AGENT_PRESENCE_TTL_MS;
}
