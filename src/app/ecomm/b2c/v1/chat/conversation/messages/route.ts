import type { NextRequest } from 'next/server';
import { ChatMessageBodySchema } from '@/features/chat/rules';
import { shopperSays } from '@/server/chat/use-cases';
import { chatMessageLimiter, parseBody, rateLimited, requireShopperConversation } from '@/server/chat/http';
import { handle, privateJson } from '@/server/platform/http';

export const dynamic = 'force-dynamic';

/** POST: a message from the shopper (at most CHAT_MESSAGE_MAX_CHARACTERS, rate-limited per conversation). */
export function POST(request: NextRequest) {
  return handle(async () => {
    const conversation = await requireShopperConversation(request);
    const parsed = await parseBody(request, ChatMessageBodySchema);
    if ('response' in parsed) return parsed.response;
    const limit = await chatMessageLimiter.take(`shopper:${conversation.id}`);
    if (!limit.allowed) throw rateLimited(limit.retryAfterSeconds);
    return privateJson({ event: await shopperSays(conversation.id, parsed.data.body) }, { status: 201 });
  });
}
