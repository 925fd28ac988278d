import type { AgentConversationView, ChatEventView } from '@/server/chat/views';

export type ConsoleState = Record<string, AgentConversationView>;

export type ConsoleUpdate =
  | { type: 'snapshot'; conversations: AgentConversationView[] }
  | { type: 'conversation'; conversation: AgentConversationView }
  | { type: 'gone'; id: string }
  | { type: 'message'; conversationId: string; event: ChatEventView };

/** Applies one update from the console's stream. Closed chats of this agent stay until the next snapshot. */
export function applyUpdate(state: ConsoleState, update: ConsoleUpdate): ConsoleState {
  switch (update.type) {
    case 'snapshot': {
      const next: ConsoleState = {};
      for (const c of update.conversations) next[c.id] = c;
      // Keep this agent's just-closed chats visible until they are dismissed.
      for (const c of Object.values(state)) if (c.status === 'closed' && !next[c.id]) next[c.id] = c;
      return next;
    }
    case 'conversation':
      return { ...state, [update.conversation.id]: update.conversation };
    case 'gone': {
      if (!state[update.id]) return state;
      const next = { ...state };
      delete next[update.id];
      return next;
    }
    case 'message': {
      const current = state[update.conversationId];
      if (!current || current.events.some((e) => e.id === update.event.id)) return state;
      return { ...state, [current.id]: { ...current, events: [...current.events, update.event].sort((a, b) => a.id - b.id) } };
    }
  }
}

export function dismiss(state: ConsoleState, id: string): ConsoleState {
  return applyUpdate(state, { type: 'gone', id });
}
