import { bigserial, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const tz = { withTimezone: true } as const;

/**
 * A chat agent (docs/decisions/024-live-chat.md): an operator who picked a display name in the
 * console. Online while `lastSeenAt` is within CHAT_AGENT_PRESENCE_TTL_MS (the console's heartbeat).
 */
export const chatAgents = pgTable('chat_agents', {
  id: uuid('id').primaryKey().defaultRandom(),
  displayName: text('display_name').notNull(),
  /** The last heartbeat of an online console; null once the agent goes offline. */
  lastSeenAt: timestamp('last_seen_at', tz),
  createdAt: timestamp('created_at', tz).notNull().defaultNow(),
});

export const CONVERSATION_STATUSES = ['waiting', 'active', 'closed'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

/** A shopper's conversation, bound to a random secret held in an HttpOnly cookie (only its hash is stored). */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    secretHash: text('secret_hash').notNull().unique(),
    locale: text('locale').notNull(),
    shopperName: text('shopper_name').notNull(),
    shopperEmail: text('shopper_email'),
    topic: text('topic'),
    /** The signed-in member who started it, if any. */
    userId: text('user_id'),
    status: text('status', { enum: CONVERSATION_STATUSES }).notNull().default('waiting'),
    agentId: uuid('agent_id').references(() => chatAgents.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    closedAt: timestamp('closed_at', tz),
  },
  (t) => [index('chat_conversations_status_idx').on(t.status, t.createdAt), index('chat_conversations_agent_idx').on(t.agentId, t.status)],
);

export const CHAT_EVENT_KINDS = ['message', 'joined', 'closed'] as const;
export type ChatEventKind = (typeof CHAT_EVENT_KINDS)[number];
export const CHAT_SENDERS = ['shopper', 'agent', 'system'] as const;
export type ChatSender = (typeof CHAT_SENDERS)[number];

/** What happened in a conversation, in order: the id is the server-sent event id a reconnect resumes after. */
export const chatEvents = pgTable(
  'chat_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CHAT_EVENT_KINDS }).notNull(),
    sender: text('sender', { enum: CHAT_SENDERS }).notNull(),
    /** The agent's display name or the shopper's name at the time. */
    senderName: text('sender_name').notNull(),
    body: text('body').notNull().default(''),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [index('chat_events_conversation_idx').on(t.conversationId, t.id)],
);
