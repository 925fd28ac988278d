import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

const tz = { withTimezone: true } as const;
const CURRENCIES = ['USD', 'MXN', 'BRL'] as const;

/**
 * A rewards membership (docs/decisions/021-rewards.md). It exists on its own (joined in a store
 * or at a guest checkout) and is linked to at most one online account (`auth_users.rewards_id`
 * points back to it). The rewards id is also the loyalty card's number.
 */
export const rewardsAccounts = pgTable(
  'rewards_accounts',
  {
    rewardsId: text('rewards_id').primaryKey(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    /** The online account it is linked to; null until linked. */
    // Foreign key to auth_users.id (on delete set null): declared in the migrations (docs/decisions/072), checked by src/server/db/cross-module-foreign-keys.int.test.ts.
    userId: text('user_id').unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Lower-cased. */
    email: text('email'),
    /** Digits only. */
    phoneNumber: text('phone_number'),
    /** Five digits (US), or the market's postal code. */
    postalCode: text('postal_code'),
    /** The key of one of the programme's security questions (src/lib/rewards.ts). */
    securityQuestion: text('security_question'),
    /** scrypt of the normalised answer (src/server/platform/passwords.ts). */
    securityAnswerHash: text('security_answer_hash'),
    /** Wrong answers in a row; at the limit, online verification is locked until `answersLockedUntil`. */
    failedAnswers: integer('failed_answers').notNull().default(0),
    answersLockedUntil: timestamp('answers_locked_until', tz),
    /** Where it was joined. */
    source: text('source', { enum: ['online', 'checkout', 'store'] }).notNull(),
    status: text('status', { enum: ['active', 'merged'] }).notNull().default('active'),
    mergedInto: text('merged_into').references((): AnyPgColumn => rewardsAccounts.rewardsId),
    termsAcceptedAt: timestamp('terms_accepted_at', tz),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [
    index('rewards_accounts_last_name_idx').on(sql`lower(${t.lastName})`),
    index('rewards_accounts_email_idx').on(t.email),
    index('rewards_accounts_phone_idx').on(t.phoneNumber),
  ],
);

export const LEDGER_KINDS = ['credit_earned', 'reward_issued', 'reward_redeemed', 'expired', 'reversed', 'adjusted'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * The rewards ledger: append-only. Credits and money (minor units) are deltas; balances are
 * sums. A "reward" is an entry that adds money on its own (`amount > 0`, no `rewardEntryId`):
 * issued, or moved in by a merge; every entry that spends, expires or gives back money names
 * the reward it touches. Each credit is used up at most once (rewards_credit_uses).
 */
export const rewardsLedger = pgTable(
  'rewards_ledger',
  {
    id: serial('id').primaryKey(),
    rewardsId: text('rewards_id')
      .notNull()
      .references(() => rewardsAccounts.rewardsId),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    credits: integer('credits').notNull().default(0),
    amount: integer('amount').notNull().default(0),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    /** The purchase that earned, spent or gave back (an online, in-store or RETURN order). */
    // Foreign key to orders.id (on delete no action): declared in the migrations (docs/decisions/072), checked by src/server/db/cross-module-foreign-keys.int.test.ts.
    orderId: uuid('order_id'),
    /** The order's number and type when the entry was written: the ledger keeps what it shows (the orders module owns the order). */
    orderNumber: text('order_number'),
    orderType: text('order_type'),
    /** The missed-purchase request an operator approved. */
    creditRequestId: integer('credit_request_id').references(() => rewardsCreditRequests.id),
    /** For money entries: the reward they spend from, expire or give back to. */
    rewardEntryId: integer('reward_entry_id').references((): AnyPgColumn => rewardsLedger.id),
    /** A reward can be spent from here (the issuing delay). */
    availableAt: timestamp('available_at', tz),
    /** A credit or reward expires here. */
    expiresAt: timestamp('expires_at', tz),
    note: text('note'),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [
    index('rewards_ledger_account_idx').on(t.rewardsId, t.createdAt),
    index('rewards_ledger_reward_idx').on(t.rewardEntryId),
    index('rewards_ledger_order_idx').on(t.orderId),
    // Nothing is earned twice: one credit per purchase, one per approved request.
    uniqueIndex('rewards_ledger_one_credit_per_order').on(t.orderId).where(sql`${t.kind} = 'credit_earned'`),
    uniqueIndex('rewards_ledger_one_credit_per_request').on(t.creditRequestId).where(sql`${t.kind} = 'credit_earned'`),
  ],
);

/** Which entry used up a credit: a reward issued, an expiry, a reversal or a merge. A credit is used once. */
export const rewardsCreditUses = pgTable('rewards_credit_uses', {
  creditEntryId: integer('credit_entry_id')
    .primaryKey()
    .references(() => rewardsLedger.id),
  usedByEntryId: integer('used_by_entry_id')
    .notNull()
    .references(() => rewardsLedger.id),
});

/** A member's request to credit a purchase that was not credited; an operator approves or refuses it. */
export const rewardsCreditRequests = pgTable(
  'rewards_credit_requests',
  {
    id: serial('id').primaryKey(),
    rewardsId: text('rewards_id')
      .notNull()
      .references(() => rewardsAccounts.rewardsId),
    /** The online order number, or the store receipt's transaction number. */
    receiptNumber: text('receipt_number').notNull(),
    storeNumber: text('store_number'),
    purchasedOn: date('purchased_on').notNull(),
    /** The purchase before tax, as the member read it on the receipt (minor units). */
    amount: integer('amount').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    status: text('status', { enum: ['pending', 'approved', 'refused'] }).notNull().default('pending'),
    /** The operator's reason, shown to the member when refused. */
    reason: text('reason'),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', tz),
  },
  (t) => [
    index('rewards_credit_requests_account_idx').on(t.rewardsId, t.createdAt),
    index('rewards_credit_requests_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    uniqueIndex('rewards_credit_requests_receipt_idx').on(t.rewardsId, t.receiptNumber),
    check('rewards_credit_requests_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Spec §3 loyaltyAccountAlerts of an online account: TC (terms), OP (e-mail offers), and the configurable pilot-change banner. */
export const loyaltyAlerts = pgTable(
  'loyalty_alerts',
  {
    // Foreign key to auth_users.id (on delete cascade): declared in the migrations (docs/decisions/072), checked by src/server/db/cross-module-foreign-keys.int.test.ts.
    userId: text('user_id').notNull(),
    alertType: text('alert_type').notNull(),
    status: text('status', { enum: ['PROMPT', 'ACKNOWLEDGED', 'DISMISSED'] }).notNull(),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.alertType] })],
);

/** E-mail offer sign-ups (the e-mail promo side tab): the address and the promotion code it unlocked. */
export const emailOfferSignups = pgTable(
  'email_offer_signups',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased. */
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    // Foreign key to auth_users.id (on delete set null): declared in the migrations (docs/decisions/072), checked by src/server/db/cross-module-foreign-keys.int.test.ts.
    userId: text('user_id'),
    promoCode: text('promo_code').notNull(),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('email_offer_signups_email_idx').on(t.email, t.locale)],
);
