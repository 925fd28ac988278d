import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { CONTACT_NOT_FOUND } from '@/server/contact/messages';
import { findContactMessage } from '@/server/contact/queries';
import { setContactStatus } from '@/server/contact/use-cases';
import { CONTACT_STATUSES } from '@/server/contact/statuses';
import { requireAdmin } from '@/server/platform/admin-auth';
import { readJson } from '@/server/platform/body';
import { ApiError, badRequest, handle, privateJson } from '@/server/platform/http';

type Context = { params: Promise<{ id: string }> };

const Body = z.strictObject({ status: z.enum(CONTACT_STATUSES) });

/** GET /api/admin/contact/messages/{id or CS-reference} (Bearer token): one message; 404 unknown. */
export function GET(request: NextRequest, { params }: Context) {
  return handle(async () => {
    requireAdmin(request);
    const message = await findContactMessage((await params).id);
    if (!message) throw new ApiError(404, CONTACT_NOT_FOUND);
    return privateJson({ message });
  });
}

/** PATCH /api/admin/contact/messages/{id or CS-reference} { status: open|answered|closed } (Bearer token); 404 unknown. */
export function PATCH(request: NextRequest, { params }: Context) {
  return handle(async () => {
    requireAdmin(request);
    const body = Body.safeParse(await readJson(request));
    if (!body.success) return badRequest(body.error.issues, request);
    return privateJson({ message: await setContactStatus((await params).id, body.data.status) });
  });
}
