import crypto from 'node:crypto';
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import { CONTACT_FORMS_PER_CALLER_PER_HOUR, CONTACT_FORMS_PER_EMAIL_PER_DAY } from '@/lib/constants';
import type { ErrorDetail } from '@/lib/errors';
import { isUuid } from '@/lib/ids';
import type { Locale } from '@/lib/markets';
import type { Database, Executor } from '@/server/db/client';
import { enqueueEmail, kickDelivery } from '@/server/platform/email/outbox';
import { DomainError } from '@/server/platform/domain-error';
import { type CallLimiter, callLimiter } from '@/server/platform/rate-limit';
import { contactAcknowledgementEmail } from './emails';
import { contactMessages, type ContactMessage, type ContactStatus } from './schema';
import { checkContactForm, type ContactFieldErrors, type ContactSubmission, type ContactTopic } from '@/lib/contact-inputs';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const REFERENCE_ATTEMPTS = 5;

const globalLimiter = globalThis as unknown as { __contactCallerLimiter?: CallLimiter };
/** Per caller (address), in this instance: CONTACT_FORMS_PER_CALLER_PER_HOUR forms an hour. */
export const contactCallerLimiter = (globalLimiter.__contactCallerLimiter ??= callLimiter('contact', CONTACT_FORMS_PER_CALLER_PER_HOUR, HOUR_MS));

/** A mailbox over its daily count is told to come back in an hour (its oldest message may be nearly a day old). */
const CONTACT_EMAIL_RETRY_AFTER_SECONDS = 3600;

export const CONTACT_RATE_LIMITED: ErrorDetail = {
  errorCode: 'RATE_LIMITED',
  errorMessageKey: 'contact.errors.tooMany',
  errorMessageDefault: 'You have sent us several messages in a short time. Please try again later.',
};

export const CONTACT_NOT_FOUND: ErrorDetail = {
  errorCode: 'CONTACT_MESSAGE_NOT_FOUND',
  errorMessageKey: 'label_error_somethingNotworking',
  errorMessageDefault: 'No contact message has this id or reference',
};

/** CS- and 8 random digits. */
export function newReference(): string {
  return `CS-${crypto.randomInt(0, 100_000_000).toString().padStart(8, '0')}`;
}

export const REFERENCE_PATTERN = /^CS-\d{8}$/;

export interface SubmitContact {
  locale: Locale;
  submission: ContactSubmission;
  userId?: string | null;
  /** The caller's key (clientKey): counted against the per-caller limit. */
  caller: string;
  /** The site's origin, for the links in the acknowledgement. */
  origin: string;
}

/**
 * Stores a contact message and its acknowledgement e-mail (in the shopper's language) in one
 * transaction, then wakes the deliverer. Over the per-caller limit (this instance) or the
 * per-address limit (every instance: counted in the table, under an advisory lock on the address so
 * two requests at once cannot both pass) it throws a 429 and stores nothing.
 */
export async function submitContactMessage(database: Database, input: SubmitContact, now = new Date()): Promise<{ reference: string }> {
  const callerLimit = await contactCallerLimiter.take(input.caller);
  if (!callerLimit.allowed) throw new DomainError('tooMany', CONTACT_RATE_LIMITED, callerLimit.retryAfterSeconds);
  const { submission, locale } = input;
  const address = submission.email.toLowerCase();
  const reference = await database.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`contact:${address}`}, 0))`);
    const [sent] = await tx
      .select({ n: count() })
      .from(contactMessages)
      .where(and(sql`lower(${contactMessages.email}) = ${address}`, gte(contactMessages.createdAt, new Date(now.getTime() - DAY_MS))));
    if ((sent?.n ?? 0) >= CONTACT_FORMS_PER_EMAIL_PER_DAY) throw new DomainError('tooMany', CONTACT_RATE_LIMITED, CONTACT_EMAIL_RETRY_AFTER_SECONDS);
    const stored = await insertWithReference(tx, {
      topic: submission.topic,
      locale,
      firstName: submission.firstName,
      lastName: submission.lastName,
      email: submission.email,
      phone: submission.phone,
      message: submission.message,
      details: submission.details,
      userId: input.userId ?? null,
      createdAt: now,
      updatedAt: now,
    });
    const email = await contactAcknowledgementEmail({ ...submission, reference: stored, locale, origin: input.origin });
    await enqueueEmail(tx, { kind: 'contactAcknowledgement', locale, to: submission.email, ...email, dedupeKey: `contactAcknowledgement:${stored}` });
    return stored;
  });
  kickDelivery();
  return { reference };
}

/**
 * A contact form as it arrives (the page's server action, the API): checked by the topic's rules,
 * then stored and acknowledged. A filled honeypot gets the same answer as a real message (a made-up
 * reference) and nothing is stored or sent, so a robot learns nothing.
 */
export async function receiveContactForm(
  database: Database,
  input: Omit<SubmitContact, 'submission'> & { topic: ContactTopic; values: Record<string, unknown>; honeypot?: unknown },
  now = new Date(),
): Promise<{ ok: true; reference: string } | { ok: false; errors: ContactFieldErrors }> {
  const checked = checkContactForm(input.topic, input.values, input.locale, now);
  if (!checked.ok) return checked;
  if (typeof input.honeypot === 'string' && input.honeypot.trim()) return { ok: true, reference: newReference() };
  const { reference } = await submitContactMessage(database, { ...input, submission: checked.submission }, now);
  return { ok: true, reference };
}

async function insertWithReference(tx: Executor, row: Omit<typeof contactMessages.$inferInsert, 'reference'>): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const reference = newReference();
    const [inserted] = await tx
      .insert(contactMessages)
      .values({ ...row, reference })
      .onConflictDoNothing({ target: contactMessages.reference })
      .returning({ reference: contactMessages.reference });
    if (inserted) return inserted.reference;
    if (attempt >= REFERENCE_ATTEMPTS) throw new Error('could not find a free contact reference');
  }
}

export interface ContactFilter {
  status?: ContactStatus;
  topic?: ContactTopic;
  limit?: number;
}

/** The messages, newest first (customer service's queue). */
export async function listContactMessages(executor: Executor, filter: ContactFilter = {}): Promise<ContactMessage[]> {
  const where = and(filter.status ? eq(contactMessages.status, filter.status) : undefined, filter.topic ? eq(contactMessages.topic, filter.topic) : undefined);
  return executor
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt))
    .limit(Math.min(Math.max(filter.limit ?? 100, 1), 500));
}

/** One message by its id or its reference (CS-…), or null. */
export async function findContactMessage(executor: Executor, idOrReference: string): Promise<ContactMessage | null> {
  const key = idOrReference.trim().toUpperCase();
  const where = REFERENCE_PATTERN.test(key) ? eq(contactMessages.reference, key) : isUuid(idOrReference) ? eq(contactMessages.id, idOrReference) : null;
  if (!where) return null;
  const [row] = await executor.select().from(contactMessages).where(where).limit(1);
  return row ?? null;
}

/** Moves a message to open, answered or closed; 404 when there is none. */
export async function setContactStatus(executor: Executor, idOrReference: string, status: ContactStatus, now = new Date()): Promise<ContactMessage> {
  const found = await findContactMessage(executor, idOrReference);
  if (!found) throw new DomainError('notFound', CONTACT_NOT_FOUND);
  const [updated] = await executor.update(contactMessages).set({ status, updatedAt: now }).where(eq(contactMessages.id, found.id)).returning();
  return updated!;
}
