import type { NextRequest } from 'next/server';
import { recentEmailsAs } from '@/server/outbox/staff';
import { handle, privateJson } from '@/server/platform/http';
import { staffFromRequest } from '@/server/staff/request-actor';

/**
 * GET /api/admin/outbox?to=&limit= (staff key or token; outbox.read): the most recent
 * e-mails of the outbox, newest first, with their text — what operators read in the demo,
 * where no SMTP server sends them. Codes, reset links and invitations are withheld but for the
 * demo's administrators (outbox/staff.ts).
 */
export function GET(request: NextRequest) {
  return handle(async () => {
    const actor = await staffFromRequest(request);
    const to = request.nextUrl.searchParams.get('to') ?? undefined;
    const limit = Number(request.nextUrl.searchParams.get('limit') ?? 20);
    const emails = await recentEmailsAs({ to, limit: Number.isFinite(limit) ? limit : 20 }, actor);
    return privateJson({
      emails: emails.map((m) => ({ id: m.id, kind: m.kind, locale: m.locale, to: m.toAddress, subject: m.subject, text: m.text, withheld: m.withheld, status: m.status, createdAt: m.createdAt.toISOString() })),
    });
  });
}
