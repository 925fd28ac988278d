import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const tz = { withTimezone: true } as const;
const LOCALE_VALUES = ['en-US', 'es-MX', 'pt-BR'] as const;

export const PROMOTION_KINDS = ['percent', 'amount', 'freeShipping'] as const;

/** Promo codes a shopper can apply in the cart. */
export const promotions = pgTable('promotions', {
  code: text('code').primaryKey(),
  kind: text('kind', { enum: PROMOTION_KINDS }).notNull(),
  /** percent: whole percent; amount: minor units of `currency`; freeShipping: 0. */
  value: integer('value').notNull(),
  currency: text('currency', { enum: ['USD', 'MXN', 'BRL'] }).notNull(),
  /** Minor units: the merchandise subtotal the order must reach. */
  minimumSubtotal: integer('minimum_subtotal').notNull().default(0),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  active: boolean('active').notNull().default(true),
});

export type Promotion = typeof promotions.$inferSelect;

/**
 * A coupon offered on /coupons in one market (spec §3 promo offer). Its code is a real cart
 * promotion: the discount, minimum and expiration date are the promotion's, so the coupon
 * page and the cart can never disagree. The texts are written in the market's language.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    locale: text('locale', { enum: LOCALE_VALUES }).notNull(),
    promoCode: text('promo_code')
      .notNull()
      .references(() => promotions.code, { onUpdate: 'cascade' }),
    /** The headline, e.g. "10% off". */
    discount: text('discount').notNull(),
    /** The fine print, e.g. "On orders of $50 or more". */
    discountText: text('discount_text').notNull(),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coupons_locale_code_idx').on(t.locale, t.promoCode)],
);

/** A member's claimed coupons; revoking deletes the row. */
export const couponClaims = pgTable(
  'coupon_claims',
  {
    // Foreign key to auth_users.id (on delete cascade): declared in the migrations (docs/decisions/072), checked by src/server/db/cross-module-foreign-keys.int.test.ts.
    userId: text('user_id').notNull(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    claimedAt: timestamp('claimed_at', tz).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.couponId] }), index('coupon_claims_coupon_idx').on(t.couponId)],
);

/** A weekly circular of one market: the days it runs (inclusive, the market's calendar) and its featured deals. */
export const circularEditions = pgTable(
  'circular_editions',
  {
    id: serial('id').primaryKey(),
    locale: text('locale', { enum: LOCALE_VALUES }).notNull(),
    title: text('title').notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [index('circular_editions_locale_idx').on(t.locale, t.startsOn), check('circular_editions_dates', sql`${t.endsOn} >= ${t.startsOn}`)],
);

export const circularItems = pgTable(
  'circular_items',
  {
    editionId: integer('edition_id')
      .notNull()
      .references(() => circularEditions.id, { onDelete: 'cascade' }),
    // Foreign key to products.id (on delete cascade): declared in the migrations (docs/decisions/072), checked by src/server/db/cross-module-foreign-keys.int.test.ts.
    productId: integer('product_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.editionId, t.productId] })],
);

/**
 * A promo shown on shelves (spec §3 taxonomy_selector): on the shelves whose seoUrl is in
 * `seoUrls`, or with `invertSelection` on every shelf whose seoUrl is not.
 */
export const taxonomyPromos = pgTable(
  'taxonomy_promos',
  {
    id: serial('id').primaryKey(),
    locale: text('locale', { enum: LOCALE_VALUES }).notNull(),
    textContent: text('text_content').notNull(),
    ctaLink: text('cta_link'),
    ctaName: text('cta_name'),
    promoCode: text('promo_code').references(() => promotions.code, { onUpdate: 'cascade' }),
    seoUrls: text('seo_urls').array().notNull().default(sql`'{}'::text[]`),
    invertSelection: boolean('invert_selection').notNull().default(false),
    priority: integer('priority').notNull().default(0),
    active: boolean('active').notNull().default(true),
    startsAt: timestamp('starts_at', tz),
    endsAt: timestamp('ends_at', tz),
  },
  (t) => [index('taxonomy_promos_locale_idx').on(t.locale)],
);

/** SMS offers opt-ins (/sms): one row per phone number and country; opting out keeps the row with the date. */
export const smsSubscriptions = pgTable(
  'sms_subscriptions',
  {
    id: serial('id').primaryKey(),
    country: text('country', { enum: ['US', 'MX', 'BR'] }).notNull(),
    /** The national number's digits (spec §3: no country code). */
    phone: text('phone').notNull(),
    locale: text('locale', { enum: LOCALE_VALUES }).notNull(),
    // Foreign key to auth_users.id (on delete set null): declared in the migrations (docs/decisions/072), checked by src/server/db/cross-module-foreign-keys.int.test.ts.
    userId: text('user_id'),
    /** The consent text the shopper agreed to, word for word, in their language. */
    consentText: text('consent_text').notNull(),
    consentedAt: timestamp('consented_at', tz).notNull().defaultNow(),
    optedOutAt: timestamp('opted_out_at', tz),
  },
  (t) => [uniqueIndex('sms_subscriptions_phone_idx').on(t.country, t.phone)],
);

export type Coupon = typeof coupons.$inferSelect;
export type CircularEdition = typeof circularEditions.$inferSelect;
export type TaxonomyPromo = typeof taxonomyPromos.$inferSelect;
export type SmsSubscription = typeof smsSubscriptions.$inferSelect;
