import type { NextRequest } from 'next/server';
import { requireShopperConversation } from '@/server/chat/http';
import { resumeAfter } from '@/server/chat/streams';
import { shopperStream } from '@/server/chat/queries';
import { handle } from '@/server/platform/http';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/** GET: the conversation's server-sent events; a reconnect's Last-Event-ID resumes after that event. */
export function GET(request: NextRequest) {
  return handle(async () => {
    const conversation = await requireShopperConversation(request);
    return shopperStream(conversation.id, resumeAfter(request), request.signal);
  });
}
