import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Whole documents per locale: the footer and the top navigation. The body is checked
 * against its zod schema (content/documents.ts) when written and when read.
 */
export const contentDocuments = pgTable(
  'content_documents',
  {
    locale: text('locale').notNull(),
    key: text('key').notNull(),
    body: jsonb('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.key] })],
);

/**
 * Scheduled, segment-targeted header content: the sitewide alert, header promos and
 * header navigation sections. An empty segments list means everyone.
 */
export const contentBanners = pgTable(
  'content_banners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seedKey: text('seed_key').unique(),
    locale: text('locale').notNull(),
    kind: text('kind', { enum: ['sitewide_alert', 'header_promo', 'header_navigation'] }).notNull(),
    segments: text('segments').array().notNull().default(sql`'{}'::text[]`),
    body: jsonb('body').notNull(),
    priority: integer('priority').notNull().default(0),
    active: boolean('active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_banners_locale_kind_idx').on(t.locale, t.kind)],
);

/**
 * Content pages (/lp/<slug>) per locale. A market without a row for a slug answers
 * not found there; the body is a ContentPage (content/page-document.ts), checked on write
 * and on read. An unpublished page is kept for operators but not served.
 */
export const contentPages = pgTable(
  'content_pages',
  {
    locale: text('locale').notNull(),
    slug: text('slug').notNull(),
    body: jsonb('body').notNull(),
    published: boolean('published').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.slug] })],
);
