import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Locale } from '@/lib/markets';

/**
 * The e-mail outbox (src/server/platform/email/outbox.ts). Every message a shopper is sent is
 * written here first, in the transaction of the flow that sends it, already rendered in the
 * shopper's language; a deliverer then sends it through SMTP and retries with backoff. Without
 * SMTP the table itself is the record of what would have been sent.
 */

/** What a message is; later kinds (sign-in codes, password resets) join this list. */
export const EMAIL_KINDS = ['orderConfirmation', 'orderPaymentReceived', 'orderPaymentExpired', 'signInCode', 'passwordReset', 'emailChangeCode', 'emailChanged', 'rewardsUnlockCode', 'passwordChanged', 'contactAcknowledgement', 'staffInvitation', 'shipmentUpdate'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** `pending` waits for (another) attempt; `sent` was accepted by the SMTP server; `failed` gave up. */
export const EMAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: EMAIL_KINDS }).notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    /** The plain-text alternative of `html`. */
    text: text('text').notNull(),
    status: text('status', { enum: EMAIL_STATUSES }).notNull().default('pending'),
    /** Delivery attempts started so far (a claim counts as one). */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When a deliverer may (re)try it; a claim also pushes it forward as a lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** At most one message per key (e.g. `orderConfirmation:<orderId>`), so enqueueing twice sends once. */
    dedupeKey: text('dedupe_key'),
  },
  (t) => [
    uniqueIndex('email_outbox_dedupe_key_idx').on(t.dedupeKey),
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('email_outbox_created_at_idx').on(t.createdAt.desc()),
    index('email_outbox_to_address_idx').on(sql`lower(${t.toAddress})`, t.createdAt.desc()),
    check('email_outbox_status', sql`${t.status} in ('pending', 'sent', 'failed')`),
    check('email_outbox_attempts_not_negative', sql`${t.attempts} >= 0`),
    check('email_outbox_sent_at', sql`(${t.status} = 'sent') = (${t.sentAt} is not null)`),
  ],
);

export type OutboxEmail = typeof emailOutbox.$inferSelect;
export type NewOutboxEmail = typeof emailOutbox.$inferInsert;
