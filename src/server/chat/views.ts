import type { ChatEventKind, ChatSender, ConversationStatus } from './schema';

/** An event as the browser sees it (the shopper's stream and the agent's console). */
export interface ChatEventView {
  id: number;
  kind: ChatEventKind;
  sender: ChatSender;
  senderName: string;
  body: string;
  createdAt: string;
}

export interface ShopperConversationView {
  id: string;
  status: ConversationStatus;
  shopperName: string;
  events: ChatEventView[];
}

/** A conversation in the agent's console. */
export interface AgentConversationView {
  id: string;
  status: ConversationStatus;
  locale: string;
  shopperName: string;
  shopperEmail: string | null;
  topic: string | null;
  agentId: string | null;
  agentName: string | null;
  createdAt: string;
  events: ChatEventView[];
}
