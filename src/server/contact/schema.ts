import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Locale } from '@/lib/markets';
import type { ContactTopic, TopicField } from '@/lib/contact-inputs';
import { CONTACT_STATUSES } from './statuses';

export { CONTACT_STATUSES, type ContactStatus } from './statuses';

const tz = { withTimezone: true } as const;

/**
 * A message sent through a /contactus form (docs/decisions/023-contact-us.md). The shopper is
 * given its `reference` (CS- and 8 digits) on screen and in the acknowledgement e-mail; customer
 * service answers it by e-mail or phone and moves it from open to answered or closed.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    topic: text('topic').$type<ContactTopic>().notNull(),
    /** The market and language the shopper wrote in: the answer goes out in it. */
    locale: text('locale').$type<Locale>().notNull(),
    status: text('status', { enum: CONTACT_STATUSES }).notNull().default('open'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** As typed (trimmed); compared without case. */
    email: text('email').notNull(),
    /** Digits only; empty when not given. */
    phone: text('phone').notNull().default(''),
    message: text('message').notNull(),
    /** The topic's own fields (order number, store, rewards id...). */
    details: jsonb('details').$type<Partial<Record<TopicField, string>>>().notNull().default({}),
    /** The signed-in member who wrote it, if any. */
    // Foreign key to auth_users.id (on delete set null): declared in the migrations (docs/decisions/072), checked by src/server/db/cross-module-foreign-keys.int.test.ts.
    userId: text('user_id'),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_email_idx').on(sql`lower(${t.email})`, t.createdAt.desc()),
    index('contact_messages_status_idx').on(t.status, t.createdAt.desc()),
    check('contact_messages_status', sql`${t.status} in ('open', 'answered', 'closed')`),
    check('contact_messages_reference', sql`${t.reference} ~ '^CS-[0-9]{8}$'`),
  ],
);

export type ContactMessage = typeof contactMessages.$inferSelect;

export const FOUND_ANSWERS = ['yes', 'partly', 'no'] as const;
export type FoundAnswer = (typeof FOUND_ANSWERS)[number];

/**
 * An answer to the website-feedback survey (/survey/websiteFeedback, shown in the contact-us
 * modal): a 1 to 5 rating, whether the shopper found what they came for, and a comment.
 */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    survey: text('survey').notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    rating: smallint('rating').notNull(),
    found: text('found', { enum: FOUND_ANSWERS }).notNull(),
    comment: text('comment').notNull().default(''),
    /** The page the shopper was on when they opened the survey (path only). */
    pagePath: text('page_path'),
    // Foreign key to auth_users.id (on delete set null): declared in the migrations (docs/decisions/072), checked by src/server/db/cross-module-foreign-keys.int.test.ts.
    userId: text('user_id'),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [
    index('survey_responses_created_idx').on(t.survey, t.createdAt.desc()),
    check('survey_responses_rating', sql`${t.rating} between 1 and 5`),
    check('survey_responses_found', sql`${t.found} in ('yes', 'partly', 'no')`),
  ],
);
