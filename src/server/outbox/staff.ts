import { staffRead } from '@/server/staff/staff-change';
import { db } from '@/server/db/client';
import { outboxEmail, recentEmails } from '@/server/platform/email/outbox';
import type { EmailKind, OutboxEmail } from '@/server/platform/queries';
import { envVar } from '@/server/platform/env';
import { can, type Actor } from '@/server/staff/actor';

/**
 * The e-mails that carry a one-time secret: a sign-in or e-mail-change code, a password-reset
 * link, a Rewards unlock code, a staff invitation. Whoever reads one can act as its addressee
 * (take over a shopper's account, become the invited administrator).
 */
export const SECRET_EMAIL_KINDS: ReadonlySet<EmailKind> = new Set<EmailKind>(['signInCode', 'passwordReset', 'emailChangeCode', 'rewardsUnlockCode', 'staffInvitation']);

/** An outbox e-mail as staff read it: a secret-bearing one withheld (subject, text and HTML empty) unless the reader may see secrets. */
export type StaffOutboxEmail = OutboxEmail & { withheld: boolean };

/**
 * The e-mail outbox for staff (issue 23, decision 076): reading it asks `outbox.read` (customer
 * service, administrators), for the /ops/outbox pages and the admin API alike. Order and account
 * notices are shown whole; the secret-bearing ones (SECRET_EMAIL_KINDS) only to an administrator
 * of the demo, where no SMTP server delivers them and the outbox is how codes are read. In
 * production nobody reads them: their addressee does.
 */
export async function recentEmailsAs(options: Parameters<typeof recentEmails>[1], actor: Actor): Promise<StaffOutboxEmail[]> {
  const emails = await staffRead(actor, 'outbox.read', () => recentEmails(db(), options));
  return emails.map(shownTo(actor));
}

export async function outboxEmailAs(id: string, actor: Actor): Promise<StaffOutboxEmail | null> {
  const email = await staffRead(actor, 'outbox.read', () => outboxEmail(db(), id));
  return email && shownTo(actor)(email);
}

function shownTo(actor: Actor): (email: OutboxEmail) => StaffOutboxEmail {
  const secretsToo = envVar('DEMO') && can(actor, 'outbox.secrets');
  return (email) => (secretsToo || !SECRET_EMAIL_KINDS.has(email.kind) ? { ...email, withheld: false } : { ...email, subject: '', text: '', html: '', withheld: true });
}
