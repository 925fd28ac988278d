import type { NextRequest } from 'next/server';
import { requireAdmin } from '@/server/platform/admin-auth';
import { recentEmails } from '@/server/platform/queries';
import { handle, privateJson } from '@/server/platform/http';

/**
 * GET /api/admin/outbox?to=&limit= (Authorization: Bearer ADMIN_API_TOKEN): the most recent
 * e-mails of the outbox, newest first, with their text — what operators read in the demo,
 * where no SMTP server sends them.
 */
export function GET(request: NextRequest) {
  return handle(async () => {
    requireAdmin(request);
    const to = request.nextUrl.searchParams.get('to') ?? undefined;
    const limit = Number(request.nextUrl.searchParams.get('limit') ?? 20);
    const emails = await recentEmails({ to, limit: Number.isFinite(limit) ? limit : 20 });
    return privateJson({
      emails: emails.map((m) => ({ id: m.id, kind: m.kind, locale: m.locale, to: m.toAddress, subject: m.subject, text: m.text, status: m.status, createdAt: m.createdAt.toISOString() })),
    });
  });
}
