import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { listContactMessagesAs } from '@/server/contact/queries';
import { CONTACT_STATUSES } from '@/server/contact/statuses';
import { CONTACT_TOPICS } from '@/lib/contact-inputs';
import { staffFromRequest } from '@/server/staff/request-actor';
import { badRequest, handle, parseQuery, privateJson } from '@/server/platform/http';

const Query = z.object({
  status: z.enum(CONTACT_STATUSES).optional(),
  topic: z.enum(CONTACT_TOPICS).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

/** GET /api/admin/contact/messages?status=open|answered|closed&topic=&limit= (staff key or token; contact.read): the contact messages, newest first. */
export function GET(request: NextRequest) {
  return handle(async () => {
    const actor = await staffFromRequest(request);
    const query = parseQuery(Query, request);
    if (!query.success) return badRequest(query.error.issues, request);
    return privateJson({ messages: await listContactMessagesAs(query.data, actor) });
  });
}
