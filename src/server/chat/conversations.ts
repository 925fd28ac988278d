import crypto from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import { isUuid } from '@/lib/ids';
import type { Locale } from '@/lib/markets';
import type { Executor } from '@/server/db/client';
import { DomainError } from '@/server/platform/domain-error';
import { CHAT_CHANNEL, encodeNotice, type ChatNotice } from './bus';
import { chatAgents, chatConversations, chatEvents, type ChatEventKind, type ChatSender } from './schema';
import type { AgentConversationView, ChatEventView, ShopperConversationView } from './views';

/**
 * Conversations (docs/decisions/024-live-chat.md): waiting until an agent takes one, active,
 * then closed by either side. Every change is an event row plus a NOTIFY in the same
 * transaction; the conversation row is locked first, so a conversation's event ids commit in
 * order and "events after id N" never skips one.
 */

export type Conversation = typeof chatConversations.$inferSelect;
type EventRow = typeof chatEvents.$inferSelect;

/** Events a snapshot carries at most (the newest). */
export const SNAPSHOT_EVENTS_MAX = 500;

const notFound = () => new DomainError('notFound', { errorCode: 'CHAT_NOT_FOUND', errorMessageKey: 'chat.errors.notFound', errorMessageDefault: 'There is no such chat' });
const closedError = () => new DomainError('conflict', { errorCode: 'CHAT_CLOSED', errorMessageKey: 'chat.errors.closed', errorMessageDefault: 'This chat has ended' });

export function newChatSecret(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashChatSecret(secret: string): string {
  return crypto.createHash('sha256').update(secret).digest('base64url');
}

export function eventView(row: EventRow): ChatEventView {
  return { id: row.id, kind: row.kind, sender: row.sender, senderName: row.senderName, body: row.body, createdAt: row.createdAt.toISOString() };
}

async function notify(executor: Executor, notice: ChatNotice): Promise<void> {
  await executor.execute(sql`SELECT pg_notify(${CHAT_CHANNEL}, ${encodeNotice(notice)})`);
}

async function lockConversation(tx: Executor, id: string): Promise<Conversation> {
  if (!isUuid(id)) throw notFound();
  const [row] = await tx.select().from(chatConversations).where(eq(chatConversations.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

async function appendEvent(tx: Executor, conversationId: string, event: { kind: ChatEventKind; sender: ChatSender; senderName: string; body?: string }): Promise<EventRow> {
  const [row] = await tx
    .insert(chatEvents)
    .values({ conversationId, ...event, body: event.body ?? '' })
    .returning();
  await notify(tx, { conversationId, eventId: row!.id, kind: event.kind });
  return row!;
}

export interface StartConversation {
  locale: Locale;
  name: string;
  email: string | null;
  topic: string | null;
  userId: string | null;
}

/** Opens a waiting conversation; returns it and the secret for the shopper's cookie. */
export async function startConversation(database: Executor, input: StartConversation): Promise<{ conversation: Conversation; secret: string }> {
  const secret = newChatSecret();
  const conversation = await database.transaction(async (tx) => {
    const [row] = await tx
      .insert(chatConversations)
      .values({ secretHash: hashChatSecret(secret), locale: input.locale, shopperName: input.name, shopperEmail: input.email || null, topic: input.topic || null, userId: input.userId })
      .returning();
    await notify(tx, { conversationId: row!.id, eventId: 0, kind: 'created' });
    return row!;
  });
  return { conversation, secret };
}

/** The conversation a shopper's cookie secret is bound to, or null. */
export async function conversationBySecret(executor: Executor, secret: string | undefined | null): Promise<Conversation | null> {
  if (!secret || secret.length > 100) return null;
  const [row] = await executor.select().from(chatConversations).where(eq(chatConversations.secretHash, hashChatSecret(secret)));
  return row ?? null;
}

/** A conversation's events after `afterId`, oldest first. */
export async function eventsAfter(executor: Executor, conversationId: string, afterId = 0): Promise<ChatEventView[]> {
  const rows = await executor
    .select()
    .from(chatEvents)
    .where(and(eq(chatEvents.conversationId, conversationId), gt(chatEvents.id, afterId)))
    .orderBy(asc(chatEvents.id))
    .limit(SNAPSHOT_EVENTS_MAX);
  return rows.map(eventView);
}

async function latestEvents(executor: Executor, conversationIds: string[]): Promise<Map<string, ChatEventView[]>> {
  const byConversation = new Map<string, ChatEventView[]>(conversationIds.map((id) => [id, []]));
  if (conversationIds.length === 0) return byConversation;
  const rows = await executor.select().from(chatEvents).where(inArray(chatEvents.conversationId, conversationIds)).orderBy(asc(chatEvents.id));
  for (const row of rows) byConversation.get(row.conversationId)!.push(eventView(row));
  for (const [id, events] of byConversation) if (events.length > SNAPSHOT_EVENTS_MAX) byConversation.set(id, events.slice(-SNAPSHOT_EVENTS_MAX));
  return byConversation;
}

export async function shopperView(executor: Executor, conversation: Conversation): Promise<ShopperConversationView> {
  return { id: conversation.id, status: conversation.status, shopperName: conversation.shopperName, events: await eventsAfter(executor, conversation.id) };
}

/** A message from the shopper: while waiting or active. */
export async function shopperSays(database: Executor, conversationId: string, body: string): Promise<ChatEventView> {
  return database.transaction(async (tx) => {
    const conversation = await lockConversation(tx, conversationId);
    if (conversation.status === 'closed') throw closedError();
    return eventView(await appendEvent(tx, conversationId, { kind: 'message', sender: 'shopper', senderName: conversation.shopperName, body }));
  });
}

/** The agent takes a waiting conversation; someone else's or a closed one is a 409. */
export async function takeConversation(database: Executor, conversationId: string, agent: { id: string; displayName: string }): Promise<ChatEventView> {
  return database.transaction(async (tx) => {
    const conversation = await lockConversation(tx, conversationId);
    if (conversation.status === 'closed') throw closedError();
    if (conversation.status === 'active') {
      throw new DomainError('conflict', { errorCode: 'CHAT_TAKEN', errorMessageKey: 'chat.errors.taken', errorMessageDefault: 'Another agent took this chat' });
    }
    await tx.update(chatConversations).set({ status: 'active', agentId: agent.id }).where(eq(chatConversations.id, conversationId));
    return eventView(await appendEvent(tx, conversationId, { kind: 'joined', sender: 'agent', senderName: agent.displayName }));
  });
}

/** A reply from the agent who holds the conversation. */
export async function agentSays(database: Executor, conversationId: string, agent: { id: string; displayName: string }, body: string): Promise<ChatEventView> {
  return database.transaction(async (tx) => {
    const conversation = await lockConversation(tx, conversationId);
    if (conversation.status === 'closed') throw closedError();
    if (conversation.agentId !== agent.id) {
      throw new DomainError('forbidden', { errorCode: 'CHAT_NOT_YOURS', errorMessageKey: 'chat.errors.notYours', errorMessageDefault: 'Take this chat before replying' });
    }
    return eventView(await appendEvent(tx, conversationId, { kind: 'message', sender: 'agent', senderName: agent.displayName, body }));
  });
}

/** Ends a conversation (either side); closing a closed one changes nothing. */
export async function closeConversation(database: Executor, conversationId: string, by: { sender: 'shopper' } | { sender: 'agent'; agent: { id: string; displayName: string } }): Promise<Conversation> {
  return database.transaction(async (tx) => {
    const conversation = await lockConversation(tx, conversationId);
    if (conversation.status === 'closed') return conversation;
    if (by.sender === 'agent' && conversation.agentId !== null && conversation.agentId !== by.agent.id) {
      throw new DomainError('forbidden', { errorCode: 'CHAT_NOT_YOURS', errorMessageKey: 'chat.errors.notYours', errorMessageDefault: 'Another agent holds this chat' });
    }
    const [closed] = await tx.update(chatConversations).set({ status: 'closed', closedAt: new Date() }).where(eq(chatConversations.id, conversationId)).returning();
    await appendEvent(tx, conversationId, { kind: 'closed', sender: by.sender, senderName: by.sender === 'agent' ? by.agent.displayName : conversation.shopperName });
    return closed!;
  });
}

/**
 * How long a conversation may go without a word before the clean-up job closes it: a day, the
 * life of the shopper's chat cookie, after which the shopper can never come back to it.
 */
export const CHAT_IDLE_CLOSE_MS = 24 * 60 * 60_000;

/**
 * Closes every waiting or active conversation with nothing said since `now - idleMs` (a `closed`
 * event from the system, so a console still showing it sees it end). Each is locked and checked
 * again before it is closed, so two runs at once close each one once. How many it closed.
 */
export async function closeIdleConversations(database: Executor, now = new Date(), idleMs = CHAT_IDLE_CLOSE_MS): Promise<number> {
  const cutoff = new Date(now.getTime() - idleMs);
  const quietSince = (at: Date) => sql`not exists (select 1 from ${chatEvents} where ${chatEvents.conversationId} = ${chatConversations.id} and ${chatEvents.createdAt} > ${at})`;
  const idle = await database
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(and(inArray(chatConversations.status, ['waiting', 'active']), lte(chatConversations.createdAt, cutoff), quietSince(cutoff)));
  let closed = 0;
  for (const { id } of idle) {
    const done = await database.transaction(async (tx) => {
      const conversation = await lockConversation(tx, id);
      if (conversation.status === 'closed') return false;
      const [stillIdle] = await tx.select({ id: chatConversations.id }).from(chatConversations).where(and(eq(chatConversations.id, id), quietSince(cutoff)));
      if (!stillIdle) return false;
      await tx.update(chatConversations).set({ status: 'closed', closedAt: now }).where(eq(chatConversations.id, id));
      await appendEvent(tx, id, { kind: 'closed', sender: 'system', senderName: 'Redline' });
      return true;
    });
    if (done) closed += 1;
  }
  return closed;
}

/** How many conversations wait for an agent, and since when the oldest has (the back office's dashboard). */
export async function waitingConversations(executor: Executor): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await executor
    .select({ count: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${chatConversations.createdAt})` })
    .from(chatConversations)
    .where(eq(chatConversations.status, 'waiting'));
  return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

/** The console's view: every waiting conversation (oldest first) and the agent's own active ones. */
export async function agentSnapshot(executor: Executor, agentId: string): Promise<AgentConversationView[]> {
  const rows = await executor
    .select({ conversation: chatConversations, agentName: chatAgents.displayName })
    .from(chatConversations)
    .leftJoin(chatAgents, eq(chatAgents.id, chatConversations.agentId))
    .where(or(eq(chatConversations.status, 'waiting'), and(eq(chatConversations.status, 'active'), eq(chatConversations.agentId, agentId))))
    .orderBy(asc(chatConversations.createdAt));
  const events = await latestEvents(
    executor,
    rows.map((r) => r.conversation.id),
  );
  return rows.map((r) => agentView(r.conversation, r.agentName, events.get(r.conversation.id) ?? []));
}

/** One conversation for the console (a notice about it arrived). */
export async function agentConversation(executor: Executor, conversationId: string): Promise<AgentConversationView | null> {
  if (!isUuid(conversationId)) return null;
  const [row] = await executor
    .select({ conversation: chatConversations, agentName: chatAgents.displayName })
    .from(chatConversations)
    .leftJoin(chatAgents, eq(chatAgents.id, chatConversations.agentId))
    .where(eq(chatConversations.id, conversationId));
  if (!row) return null;
  return agentView(row.conversation, row.agentName, (await latestEvents(executor, [conversationId])).get(conversationId) ?? []);
}

function agentView(conversation: Conversation, agentName: string | null, events: ChatEventView[]): AgentConversationView {
  return {
    id: conversation.id,
    status: conversation.status,
    locale: conversation.locale,
    shopperName: conversation.shopperName,
    shopperEmail: conversation.shopperEmail,
    topic: conversation.topic,
    agentId: conversation.agentId,
    agentName,
    createdAt: conversation.createdAt.toISOString(),
    events,
  };
}

/** The newest conversations, for the operators' CLI-free checks and tests. */
export async function recentConversations(executor: Executor, limit = 20): Promise<Conversation[]> {
  return executor.select().from(chatConversations).orderBy(desc(chatConversations.createdAt)).limit(limit);
}

/** One event with its conversation's holder, for the consoles' streams. */
export async function eventWithHolder(executor: Executor, eventId: number): Promise<{ event: ChatEventView; conversationId: string; agentId: string | null } | null> {
  const [row] = await executor
    .select({ event: chatEvents, agentId: chatConversations.agentId })
    .from(chatEvents)
    .innerJoin(chatConversations, eq(chatConversations.id, chatEvents.conversationId))
    .where(eq(chatEvents.id, eventId));
  return row ? { event: eventView(row.event), conversationId: row.event.conversationId, agentId: row.agentId } : null;
}
