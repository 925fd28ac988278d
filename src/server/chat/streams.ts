import type { Executor } from '@/server/db/client';
import { logger } from '@/server/platform/logger';
import { ALL_CONVERSATIONS, chatBus, type ChatNotice } from './bus';
import { agentConversation, agentSnapshot, eventWithHolder, eventsAfter } from './conversations';

/**
 * The server-sent event streams: the shopper's (one conversation; `id:` lines so a reconnect's
 * Last-Event-ID resumes after the last event) and the agent's console (a snapshot, then changes).
 * A comment line every SSE_PING_MS keeps proxies from closing an idle stream, and each ping
 * also catches up from the database in case a notice was lost.
 */
export const SSE_PING_MS = 15_000;
/** The console's full snapshot is re-sent this often, making good any lost notice. */
export const AGENT_RESYNC_MS = 60_000;
/** Tells the browser how soon to reconnect. */
export const SSE_RETRY_MS = 2_000;

const encoder = new TextEncoder();

export function sseFrame(event: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export function sseHeaders(): HeadersInit {
  return { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store, no-transform', connection: 'keep-alive', 'x-accel-buffering': 'no' };
}

/** The Last-Event-ID of a reconnect (header, or `?after=` for a first connect that already has events). */
export function resumeAfter(request: Request): number {
  const raw = request.headers.get('last-event-id') ?? new URL(request.url).searchParams.get('after') ?? '0';
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}

interface StreamRun {
  send(text: string): void;
  end(): void;
  onNotice(key: string, listener: (notice: ChatNotice) => void): Promise<void>;
  every(ms: number, run: () => void): void;
}

/** A text/event-stream response whose lifetime ends with the request (or `end()`). */
function eventStream(signal: AbortSignal, setup: (run: StreamRun) => Promise<void>): Response {
  const cleanups: (() => void)[] = [];
  let closed = false;
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const end = () => {
        if (closed) return;
        closed = true;
        for (const cleanup of cleanups.splice(0)) cleanup();
        try {
          controller.close();
        } catch {
          // already closed by the client
        }
      };
      signal.addEventListener('abort', end, { once: true });
      const run: StreamRun = {
        send(text) {
          if (!closed) controller.enqueue(encoder.encode(text));
        },
        end,
        async onNotice(key, listener) {
          const unsubscribe = await chatBus().subscribe(key, listener);
          if (closed) unsubscribe();
          else cleanups.push(unsubscribe);
        },
        every(ms, task) {
          const timer = setInterval(task, ms);
          cleanups.push(() => clearInterval(timer));
        },
      };
      run.send(`retry: ${SSE_RETRY_MS}\n\n`);
      try {
        await setup(run);
      } catch (error) {
        logger.error({ err: error }, 'chat stream failed');
        end();
      }
    },
    cancel() {
      closed = true;
      for (const cleanup of cleanups.splice(0)) cleanup();
    },
  });
  return new Response(stream, { headers: sseHeaders() });
}

/** Runs `task` one at a time; a call while one runs makes it run once more afterwards. */
function serial(task: () => Promise<void>): () => void {
  let running: Promise<void> | null = null;
  let again = false;
  const go = (): void => {
    if (running) {
      again = true;
      return;
    }
    running = task()
      .catch((error: unknown) => logger.warn({ err: error }, 'chat stream update failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          go();
        }
      });
  };
  return go;
}

/** The shopper's stream: every event after `afterId`, then each new one; ends after the `closed` event. */
export function shopperStream(executor: Executor, conversationId: string, afterId: number, signal: AbortSignal): Response {
  return eventStream(signal, async (run) => {
    let lastId = afterId;
    const pump = serial(async () => {
      for (const event of await eventsAfter(executor, conversationId, lastId)) {
        run.send(sseFrame('chat', event, event.id));
        lastId = event.id;
        if (event.kind === 'closed') return run.end();
      }
    });
    await run.onNotice(conversationId, pump);
    run.every(SSE_PING_MS, () => {
      run.send(': ping\n\n');
      pump();
    });
    pump();
  });
}

/** The agent's console: `snapshot` (waiting and own chats), then `conversation`, `gone` and `message` updates. */
export function agentStream(executor: Executor, agentId: string, signal: AbortSignal): Response {
  return eventStream(signal, async (run) => {
    const snapshot = serial(async () => run.send(sseFrame('snapshot', await agentSnapshot(executor, agentId))));
    const onNotice = (notice: ChatNotice) => {
      void (async () => {
        if (notice.kind === 'message') {
          const found = await eventWithHolder(executor, notice.eventId);
          if (found && (found.agentId === null || found.agentId === agentId)) run.send(sseFrame('message', { conversationId: found.conversationId, event: found.event }));
          return;
        }
        const view = await agentConversation(executor, notice.conversationId);
        const visible = view && (view.status === 'waiting' || (view.agentId === agentId && (view.status === 'active' || notice.kind === 'closed')));
        run.send(visible ? sseFrame('conversation', view) : sseFrame('gone', { id: notice.conversationId }));
      })().catch((error: unknown) => logger.warn({ err: error }, 'chat console update failed'));
    };
    await run.onNotice(ALL_CONVERSATIONS, onNotice);
    run.every(SSE_PING_MS, () => run.send(': ping\n\n'));
    run.every(AGENT_RESYNC_MS, snapshot);
    snapshot();
  });
}
