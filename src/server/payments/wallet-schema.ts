import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CARD_BRANDS, SANDBOX_OUTCOMES } from './cards';

/**
 * The gateway's vault of saved cards (issue 7, /wallet). Like a token, a saved card keeps no
 * number and no security code: the brand, the last four digits, the expiry and the sandbox
 * issuer's answer, copied from the one-time token it was saved from. `paymentMethodId` is the
 * reusable vault reference a real gateway would hand back; charging a saved card mints a fresh
 * one-time token from it (wallet.ts).
 */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: text('profile_id').notNull(),
    paymentMethodId: text('payment_method_id').notNull().unique(),
    brand: text('brand', { enum: CARD_BRANDS }).notNull(),
    last4: text('last4').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    sandboxOutcome: text('sandbox_outcome', { enum: SANDBOX_OUTCOMES }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_cards_profile_idx').on(t.profileId, t.createdAt),
    uniqueIndex('saved_cards_same_card_idx').on(t.profileId, t.brand, t.last4, t.expYear, t.expMonth),
    uniqueIndex('saved_cards_one_default_idx').on(t.profileId).where(sql`${t.isDefault}`),
    check('saved_cards_last4', sql`${t.last4} ~ '^[0-9]{4}$'`),
    check('saved_cards_exp_month', sql`${t.expMonth} between 1 and 12`),
  ],
);

export type SavedCardRow = typeof savedCards.$inferSelect;
