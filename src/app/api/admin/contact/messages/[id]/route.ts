import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { CONTACT_NOT_FOUND } from '@/server/contact/messages';
import { findContactMessageAs } from '@/server/contact/queries';
import { setContactStatusAs } from '@/server/contact/use-cases';
import { CONTACT_STATUSES } from '@/server/contact/statuses';
import { staffFromRequest } from '@/server/staff/request-actor';
import { readJson } from '@/server/platform/body';
import { ApiError, badRequest, handle, privateJson } from '@/server/platform/http';

type Context = { params: Promise<{ id: string }> };

const Body = z.strictObject({ status: z.enum(CONTACT_STATUSES) });

/** GET /api/admin/contact/messages/{id or CS-reference} (staff key or token; contact.read): one message; 404 unknown. */
export function GET(request: NextRequest, { params }: Context) {
  return handle(async () => {
    const actor = await staffFromRequest(request);
    const message = await findContactMessageAs((await params).id, actor);
    if (!message) throw new ApiError(404, CONTACT_NOT_FOUND);
    return privateJson({ message });
  });
}

/** PATCH /api/admin/contact/messages/{id or CS-reference} { status: open|answered|closed } (staff key or token; contact.read); 404 unknown. */
export function PATCH(request: NextRequest, { params }: Context) {
  return handle(async () => {
    const actor = await staffFromRequest(request);
    const body = Body.safeParse(await readJson(request));
    if (!body.success) return badRequest(body.error.issues, request);
    return privateJson({ message: await setContactStatusAs((await params).id, body.data.status, actor) });
  });
}
