import type { NextRequest } from 'next/server';
import { StartChatBodySchema, validateStartChat } from '@/features/chat/rules';
import { conversationBySecret, shopperView } from '@/server/chat/queries';
import { startConversation, closeConversation } from '@/server/chat/use-cases';
import { CHAT_COOKIE, chatStartLimiter, parseBody, rateLimited, requireShopperConversation, setChatCookie } from '@/server/chat/http';
import { memberFromHeaders } from '@/server/customers/member';
import { ApiError, handle, privateJson, requestLocale } from '@/server/platform/http';
import { clientKey } from '@/server/platform/rate-limit';

export const dynamic = 'force-dynamic';

/** GET: the shopper's conversation (bound to the chat cookie) with its events, or 404. */
export function GET(request: NextRequest) {
  return handle(async () => {
    const conversation = await conversationBySecret(request.cookies.get(CHAT_COOKIE)?.value);
    if (!conversation) return privateJson({ conversation: null });
    return privateJson({ conversation: await shopperView(conversation) });
  });
}

/** POST ?locale=: starts a conversation (name, optional e-mail and topic) and binds it to a new HttpOnly cookie. */
export function POST(request: NextRequest) {
  return handle(async () => {
    const { locale, market } = requestLocale(request);
    if (!market.features.chat) throw new ApiError(404, { errorCode: 'CHAT_NOT_OFFERED', errorMessageKey: 'chat.errors.notOffered', errorMessageDefault: 'Chat is not offered in this market' });
    const parsed = await parseBody(request, StartChatBodySchema);
    if ('response' in parsed) return parsed.response;
    const errors = validateStartChat(parsed.data, market.country);
    const firstError = errors.name ?? errors.email;
    if (firstError) throw new ApiError(400, { errorCode: 'VALIDATION_FAILED', errorMessageKey: firstError, errorMessageDefault: errors.name ? 'Please enter a valid name.' : 'Please enter a valid email address.' });
    const limit = await chatStartLimiter.take(clientKey(request.headers));
    if (!limit.allowed) throw rateLimited(limit.retryAfterSeconds);
    const member = await memberFromHeaders(request.headers);
    const { conversation, secret } = await startConversation({
      locale,
      name: parsed.data.name,
      email: parsed.data.email || null,
      topic: parsed.data.topic || null,
      userId: member?.id ?? null,
    });
    const response = privateJson({ conversation: await shopperView(conversation) }, { status: 201 });
    setChatCookie(response, request, secret);
    return response;
  });
}

/** DELETE: the shopper ends the conversation. */
export function DELETE(request: NextRequest) {
  return handle(async () => {
    const conversation = await requireShopperConversation(request);
    const closed = await closeConversation(conversation.id, { sender: 'shopper' });
    return privateJson({ conversation: await shopperView(closed) });
  });
}
