import { z } from 'zod';
import { freeText } from '@/lib/input-text';
import { CHAT_MESSAGE_MAX_CHARACTERS } from '@/lib/constants';
import { validateEmail } from '@/lib/validation/contact';
import { validateName, type Country, type MessageKey } from '@/lib/validation/names';

/** What a shopper may say the chat is about (optional). */
export const CHAT_TOPICS = ['order', 'product', 'store', 'rewards', 'other'] as const;
export type ChatTopic = (typeof CHAT_TOPICS)[number];

export interface StartChatInput {
  name: string;
  email: string;
  topic: ChatTopic | '';
}
export type StartChatErrors = Partial<Record<'name' | 'email', MessageKey>>;

/** Spec §5 name (up to three spaces) and e-mail rules; the e-mail is optional. */
export function validateStartChat(input: StartChatInput, country: Country): StartChatErrors {
  const errors: StartChatErrors = {};
  const name = validateName(input.name, { country, maxSpaces: 3 });
  if (name) errors.name = name;
  if (input.email.trim()) {
    const email = validateEmail(input.email);
    if (email) errors.email = email;
  }
  return errors;
}

export const StartChatBodySchema = z.object({
  name: z.string().trim().min(1).max(80),
  email: z.string().trim().max(254).optional().default(''),
  topic: z.enum(CHAT_TOPICS).or(z.literal('')).optional().default(''),
});

/** A message's text: trimmed, not empty, at most CHAT_MESSAGE_MAX_CHARACTERS. */
export const ChatMessageBodySchema = z.object({
  body: freeText().trim().min(1).max(CHAT_MESSAGE_MAX_CHARACTERS),
});

export type { ChatEventView, ShopperConversationView } from '@/server/chat/views';
