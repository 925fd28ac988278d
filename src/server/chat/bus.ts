import { Client } from 'pg';
import { env } from '@/server/platform/env';
import { logger } from '@/server/platform/logger';

/**
 * Chat fan-out between instances (docs/decisions/024-live-chat.md). A write NOTIFYs the
 * `chat_events` channel inside its transaction, so the notice goes out on commit. Each instance
 * holds one LISTEN connection and an in-process registry of subscribers (the open server-sent
 * event streams), keyed by conversation, plus the agents' consoles that hear everything.
 * Notices carry ids only; subscribers read what they missed from the database, so a lost
 * notice (a dropped LISTEN connection) is made good by the streams' periodic catch-up.
 */

export const CHAT_CHANNEL = 'chat_events';
/** Every notice, for the agents' consoles. */
export const ALL_CONVERSATIONS = '*';

export type ChatNoticeKind = 'created' | 'message' | 'joined' | 'closed';
export interface ChatNotice {
  conversationId: string;
  /** The chat_events id, 0 for `created`. */
  eventId: number;
  kind: ChatNoticeKind;
}
export type ChatListener = (notice: ChatNotice) => void;

const RECONNECT_MS = 1_000;

export function encodeNotice(notice: ChatNotice): string {
  return JSON.stringify({ c: notice.conversationId, e: notice.eventId, k: notice.kind });
}

export function decodeNotice(payload: string | undefined): ChatNotice | null {
  try {
    const raw = JSON.parse(payload ?? '') as { c?: unknown; e?: unknown; k?: unknown };
    if (typeof raw.c !== 'string' || typeof raw.e !== 'number' || !['created', 'message', 'joined', 'closed'].includes(raw.k as string)) return null;
    return { conversationId: raw.c, eventId: raw.e, kind: raw.k as ChatNoticeKind };
  } catch {
    return null;
  }
}

class ChatBus {
  private readonly listeners = new Map<string, Set<ChatListener>>();
  private client: Client | null = null;
  private connecting: Promise<void> | null = null;

  constructor(private readonly connectionString: () => string) {}

  /** Starts listening (once per instance) and registers `listener` for one conversation or ALL_CONVERSATIONS. */
  async subscribe(key: string, listener: ChatListener): Promise<() => void> {
    let set = this.listeners.get(key);
    if (!set) this.listeners.set(key, (set = new Set()));
    set.add(listener);
    await this.connect();
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(key) === set) this.listeners.delete(key);
    };
  }

  /** Subscribers on this instance (for tests and the bench). */
  get size(): number {
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }

  /** Delivers a notice to this instance's subscribers. */
  dispatch(notice: ChatNotice): void {
    for (const key of [notice.conversationId, ALL_CONVERSATIONS]) {
      for (const listener of this.listeners.get(key) ?? []) {
        try {
          listener(notice);
        } catch (error) {
          logger.error({ err: error }, 'chat listener failed');
        }
      }
    }
  }

  private connect(): Promise<void> {
    if (this.client) return Promise.resolve();
    this.connecting ??= this.open().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async open(): Promise<void> {
    const client = new Client({ connectionString: this.connectionString() });
    const lost = (error?: unknown) => {
      if (this.client !== client) return;
      this.client = null;
      logger.warn({ err: error }, 'chat LISTEN connection lost');
      client.end().catch(() => undefined);
      if (this.size > 0) setTimeout(() => void this.connect().catch((e: unknown) => logger.warn({ err: e }, 'chat LISTEN reconnect failed')), RECONNECT_MS).unref?.();
    };
    client.on('notification', (message) => {
      if (message.channel !== CHAT_CHANNEL) return;
      const notice = decodeNotice(message.payload);
      if (notice) this.dispatch(notice);
    });
    client.on('error', lost);
    client.on('end', () => lost());
    await client.connect();
    await client.query(`LISTEN ${CHAT_CHANNEL}`);
    this.client = client;
  }

  /** Closes the LISTEN connection (tests, shutdown). */
  async close(): Promise<void> {
    const client = this.client;
    this.client = null;
    this.listeners.clear();
    await client?.end().catch(() => undefined);
  }
}

const globalBus = globalThis as unknown as { __chatBus?: ChatBus };

/** This instance's chat bus. */
export function chatBus(): ChatBus {
  return (globalBus.__chatBus ??= new ChatBus(() => env().DATABASE_URL));
}
