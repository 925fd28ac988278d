import { staffRead } from '@/server/staff/staff-change';
import { db } from '@/server/db/client';
import { outboxEmail, recentEmails } from '@/server/platform/email/outbox';
import type { Actor } from '@/server/staff/actor';

/**
 * The e-mail outbox for staff (issue 23): it holds shoppers' sign-in codes and order details, so
 * reading it asks `outbox.read` (customer service, administrators), for the /ops/outbox pages and
 * the admin API alike.
 */
export function recentEmailsAs(options: Parameters<typeof recentEmails>[1], actor: Actor) {
  return staffRead(actor, 'outbox.read', () => recentEmails(db(), options));
}

export function outboxEmailAs(id: string, actor: Actor) {
  return staffRead(actor, 'outbox.read', () => outboxEmail(db(), id));
}
