import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Gift cards, a checkout tender (docs/decisions/016-gift-cards.md). The number is never stored:
 * only its keyed digest (for look-up) and its last four digits (for display); the PIN only as
 * a salted scrypt hash. Amounts are minor units of `currency`.
 */

export const GIFT_CARD_STATUSES = ['active', 'blocked'] as const;
export type GiftCardStatus = (typeof GIFT_CARD_STATUSES)[number];

export const GIFT_CARD_CURRENCIES = ['USD', 'MXN', 'BRL'] as const;

export const GIFT_CARD_HOLD_STATUSES = ['held', 'redeemed', 'released'] as const;
export type GiftCardHoldStatus = (typeof GIFT_CARD_HOLD_STATUSES)[number];

export const giftCards = pgTable(
  'gift_cards',
  {
    id: text('id').primaryKey(),
    /** HMAC-SHA-256 of the 16 digits (hex), keyed by GIFT_CARD_NUMBER_KEY. */
    numberDigest: text('number_digest').notNull(),
    last4: text('last4').notNull(),
    /** `scrypt$N$r$p$salt$hash` with a salt of its own. */
    pinHash: text('pin_hash').notNull(),
    currency: text('currency', { enum: GIFT_CARD_CURRENCIES }).notNull(),
    /** What can still be spent: held amounts are already taken off. */
    balance: integer('balance').notNull(),
    status: text('status', { enum: GIFT_CARD_STATUSES }).notNull().default('active'),
    /** Wrong PINs in a row counted on the card (service.ts GIFT_CARD_PIN_BACKOFF); past the free ones no PIN is looked at before `pinLockedUntil`. */
    failedPinAttempts: integer('failed_pin_attempts').notNull().default(0),
    pinLockedUntil: timestamp('pin_locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gift_cards_number_digest_idx').on(t.numberDigest),
    check('gift_cards_last4', sql`${t.last4} ~ '^[0-9]{4}$'`),
    check('gift_cards_balance_not_negative', sql`${t.balance} >= 0`),
    check('gift_cards_failed_pin_attempts_not_negative', sql`${t.failedPinAttempts} >= 0`),
  ],
);

/**
 * Money set aside on a card for one payment. `held` has already left the card's balance;
 * `redeemed` makes it final; `released` has given it back. One hold per card and reference
 * (e.g. a checkout submission key), so a retried payment never holds twice.
 */
export const giftCardHolds = pgTable(
  'gift_card_holds',
  {
    id: text('id').primaryKey(),
    cardId: text('card_id')
      .notNull()
      .references(() => giftCards.id),
    /** What the payment asked for; `amount` is what the card could give (partial payment when less). */
    requestedAmount: integer('requested_amount').notNull(),
    amount: integer('amount').notNull(),
    /** What went back on the card from a redeemed hold (an order cancelled or returned). */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    currency: text('currency', { enum: GIFT_CARD_CURRENCIES }).notNull(),
    reference: text('reference').notNull(),
    status: text('status', { enum: GIFT_CARD_HOLD_STATUSES }).notNull().default('held'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('gift_card_holds_card_reference_idx').on(t.cardId, t.reference),
    index('gift_card_holds_status_idx').on(t.status, t.createdAt),
    check('gift_card_holds_amount_range', sql`${t.amount} > 0 and ${t.amount} <= ${t.requestedAmount}`),
    check('gift_card_holds_refunded_range', sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.amount}`),
    check('gift_card_holds_redeemed_at', sql`(${t.status} = 'redeemed') = (${t.redeemedAt} is not null)`),
    check('gift_card_holds_released_at', sql`(${t.status} = 'released') = (${t.releasedAt} is not null)`),
  ],
);

export type GiftCard = typeof giftCards.$inferSelect;
export type GiftCardHold = typeof giftCardHolds.$inferSelect;
