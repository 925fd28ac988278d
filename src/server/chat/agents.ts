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

/**
 * The console's heartbeat (online) or its sign-off (offline). Stamped with the database's clock
 * (unless `now` is given: the tests), the one `onlineAgentCount` compares with, so that the
 * instance that took the heartbeat and the one that answers availability need not agree on the
 * time (docs/decisions/046).
 */
export async function setPresence(executor: Executor, agentId: string, online: boolean, now?: Date): Promise<void> {
  await executor
    .update(chatAgents)
    .set({ lastSeenAt: online ? (now ?? sql`now()`) : null })
    .where(eq(chatAgents.id, agentId));
}

/** Agents whose console beat within CHAT_AGENT_PRESENCE_TTL_MS, by the database's clock unless `now` is given. */
export async function onlineAgentCount(executor: Executor, now?: Date): Promise<number> {
  const since = now ? new Date(now.getTime() - CHAT_AGENT_PRESENCE_TTL_MS) : sql`now() - make_interval(secs => ${CHAT_AGENT_PRESENCE_TTL_MS / 1000})`;
  const [row] = await executor
    .select({ count: sql<number>`count(*)::int` })
    .from(chatAgents)
    .where(and(isNotNull(chatAgents.lastSeenAt), gt(chatAgents.lastSeenAt, since)));
  return row?.count ?? 0;
}

export function isOnline(agent: ChatAgent, now = Date.now()): boolean {
  return !!agent.lastSeenAt && now - agent.lastSeenAt.getTime() < CHAT_AGENT_PRESENCE_TTL_MS;
}
