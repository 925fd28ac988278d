import type { Executor } from '@/server/db/client';
import { staffChange, staffRead } from '@/server/staff/staff-change';
import type { Actor } from '@/server/staff/actor';
import { DomainError } from '@/server/platform/domain-error';
import * as messages from './messages';
import type { ContactStatus } from './statuses';

/**
 * The contact module's staff use cases (issue 23): reading shoppers' messages and moving them
 * along (open, answered, closed) under `contact.read` (customer service, administrators); each
 * status change is in the audit log with the status before and after.
 */

export function listContactMessagesAs(executor: Executor, filter: Parameters<typeof messages.listContactMessages>[1], actor: Actor) {
  return staffRead(actor, 'contact.read', () => messages.listContactMessages(executor, filter));
}

export function findContactMessageAs(executor: Executor, idOrReference: string, actor: Actor) {
  return staffRead(actor, 'contact.read', () => messages.findContactMessage(executor, idOrReference));
}

export function setContactStatusAs(executor: Executor, idOrReference: string, status: ContactStatus, actor: Actor) {
  return staffChange(executor, actor, 'contact.read', async (tx, audit) => {
    const before = await messages.findContactMessage(tx, idOrReference);
    if (!before) throw new DomainError('notFound', messages.CONTACT_NOT_FOUND);
    const updated = await messages.setContactStatus(tx, before.id, status);
    await audit({ action: 'contact.status', entityType: 'contactMessage', entityId: before.reference, before: { status: before.status }, after: { status: updated.status } });
    return updated;
  });
}
