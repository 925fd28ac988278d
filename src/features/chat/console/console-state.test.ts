import { describe, expect, it } from 'vitest';
import type { AgentConversationView, ChatEventView } from '@/server/chat/views';
import { applyUpdate } from './console-state';

const event = (id: number, body = 'hi'): ChatEventView => ({ id, kind: 'message', sender: 'shopper', senderName: 'Ana', body, createdAt: '2025-01-01T00:00:00Z' });
const chat = (id: string, status: AgentConversationView['status'], events: ChatEventView[] = []): AgentConversationView => ({
  id, status, locale: 'en-US', shopperName: 'Ana', shopperEmail: null, topic: null, agentId: null, agentName: null, createdAt: '2025-01-01T00:00:00Z', events,
});

describe('agent console state', () => {
  it('replaces with a snapshot but keeps chats it just closed', () => {
    const state = { a: chat('a', 'waiting'), b: chat('b', 'closed') };
    const next = applyUpdate(state, { type: 'snapshot', conversations: [chat('c', 'waiting')] });
    expect(Object.keys(next).sort()).toEqual(['b', 'c']);
  });

  it('adds messages once, in id order, only to chats it has', () => {
    let state = applyUpdate({}, { type: 'conversation', conversation: chat('a', 'active', [event(1)]) });
    state = applyUpdate(state, { type: 'message', conversationId: 'a', event: event(3) });
    state = applyUpdate(state, { type: 'message', conversationId: 'a', event: event(2) });
    state = applyUpdate(state, { type: 'message', conversationId: 'a', event: event(3) });
    state = applyUpdate(state, { type: 'message', conversationId: 'zzz', event: event(4) });
    expect(state.a!.events.map((e) => e.id)).toEqual([1, 2, 3]);
    expect(state.zzz).toBeUndefined();
  });

  it('drops a chat another agent took', () => {
    const state = applyUpdate({ a: chat('a', 'waiting') }, { type: 'gone', id: 'a' });
    expect(state).toEqual({});
  });
});
