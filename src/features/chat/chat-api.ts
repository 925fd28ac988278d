import type { Locale } from '@/lib/markets';
import type { ChatEventView, ShopperConversationView } from '@/server/chat/views';
import type { StartChatInput } from './rules';

export const CHAT_API = '/ecomm/b2c/v1/chat/conversation';

export class ChatRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
  ) {
    super(`Chat request failed with status ${status}`);
  }
}

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, {
    ...init,
    credentials: 'same-origin',
    cache: 'no-store',
    headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}) },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { errorCode?: string; errorDetails?: { errorCode?: string }[] } | null;
    throw new ChatRequestError(response.status, body?.errorCode ?? body?.errorDetails?.[0]?.errorCode ?? null);
  }
  return (await response.json()) as T;
}

/** The browser's side of the shopper's chat API (cookie-bound, same origin). */
export const chatApi = {
  current: () => call<{ conversation: ShopperConversationView | null }>(CHAT_API).then((r) => r.conversation),
  start: (locale: Locale, input: StartChatInput) =>
    call<{ conversation: ShopperConversationView }>(`${CHAT_API}?locale=${encodeURIComponent(locale)}`, { method: 'POST', body: JSON.stringify(input) }).then((r) => r.conversation),
  say: (body: string) => call<{ event: ChatEventView }>(`${CHAT_API}/messages`, { method: 'POST', body: JSON.stringify({ body }) }).then((r) => r.event),
  end: () => call<{ conversation: ShopperConversationView }>(CHAT_API, { method: 'DELETE' }).then((r) => r.conversation),
  eventsUrl: (afterId: number) => `${CHAT_API}/events?after=${afterId}`,
};

/** Adds events not seen yet, in id order. */
export function mergeEvents(known: ChatEventView[], incoming: ChatEventView[]): ChatEventView[] {
  const ids = new Set(known.map((e) => e.id));
  const fresh = incoming.filter((e) => !ids.has(e.id));
  return fresh.length ? [...known, ...fresh].sort((a, b) => a.id - b.id) : known;
}
