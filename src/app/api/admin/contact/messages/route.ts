import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { listContactMessages } from '@/server/contact/queries';
import { CONTACT_STATUSES } from '@/server/contact/statuses';
import { CONTACT_TOPICS } from '@/lib/contact-inputs';
import { requireAdmin } from '@/server/platform/admin-auth';
import { badRequest, handle, parseQuery, privateJson } from '@/server/platform/http';

const Query = z.object({
  status: z.enum(CONTACT_STATUSES).optional(),
  topic: z.enum(CONTACT_TOPICS).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

/** GET /api/admin/contact/messages?status=open|answered|closed&topic=&limit= (Bearer token): the contact messages, newest first. */
export function GET(request: NextRequest) {
  return handle(async () => {
    requireAdmin(request);
    const query = parseQuery(Query, request);
    if (!query.success) return badRequest(query.error.issues, request);
    return privateJson({ messages: await listContactMessages(query.data) });
  });
}
