import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { CARD_BRANDS, DECLINE_CODES, SANDBOX_OUTCOMES } from './cards';

/**
 * The built-in sandbox payment gateway's own tables (docs/decisions/014). The gateway is a
 * third party in all but hosting: nothing of the storefront reads these tables; it holds
 * only tokens and authorisation ids.
 */

/** `requires_action`: the bank asks the shopper to authenticate (3-D Secure) before it answers (docs/decisions/059). */
export const PAYMENT_STATUSES = ['authorized', 'captured', 'voided', 'refunded', 'partially_refunded', 'declined', 'requires_action'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_CURRENCIES = ['USD', 'MXN', 'BRL'] as const;

/**
 * Single-use card tokens. The card number and the security code are never stored: only
 * the brand, the last four digits, the expiry and what the sandbox issuer will answer
 * (decided from the number when it is tokenised).
 */
export const paymentTokens = pgTable(
  'payment_tokens',
  {
    id: text('id').primaryKey(),
    brand: text('brand', { enum: CARD_BRANDS }).notNull(),
    last4: text('last4').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    /** The simulated issuer's answer for this card (the test-card table). */
    sandboxOutcome: text('sandbox_outcome', { enum: SANDBOX_OUTCOMES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set by the authorisation that consumed the token. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('payment_tokens_expires_idx').on(t.expiresAt), check('payment_tokens_last4', sql`${t.last4} ~ '^[0-9]{4}$'`)],
);

/**
 * One authorisation attempt per idempotency key, approved or declined, and what became of
 * it. Amounts are minor units of `currency`.
 */
export const paymentAuthorizations = pgTable(
  'payment_authorizations',
  {
    id: text('id').primaryKey(),
    tokenId: text('token_id')
      .notNull()
      .references(() => paymentTokens.id),
    amount: integer('amount').notNull(),
    currency: text('currency', { enum: PAYMENT_CURRENCIES }).notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    capturedAmount: integer('captured_amount').notNull().default(0),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    declineCode: text('decline_code', { enum: DECLINE_CODES }),
    brand: text('brand', { enum: CARD_BRANDS }).notNull(),
    last4: text('last4').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_authorizations_token_idx').on(t.tokenId),
    check('payment_authorizations_amount_positive', sql`${t.amount} > 0`),
    check('payment_authorizations_captured_range', sql`${t.capturedAmount} >= 0 and ${t.capturedAmount} <= ${t.amount}`),
    check('payment_authorizations_refunded_range', sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.capturedAmount}`),
    check('payment_authorizations_declined_code', sql`(${t.status} = 'declined') = (${t.declineCode} is not null)`),
  ],
);

export type PaymentToken = typeof paymentTokens.$inferSelect;
export type PaymentAuthorization = typeof paymentAuthorizations.$inferSelect;

export const DEFERRED_TENDERS = ['pix', 'boleto', 'oxxo'] as const;
export const DEFERRED_PAYMENT_STATUSES = ['pending', 'paid', 'expired', 'cancelled', 'refunded'] as const;
/**
 * The built-in PayPal stand-in (docs/decisions/060) keeps its orders in payment_deferred too, as
 * tender `paypal`: `pending` until the payer approves, then approved, authorized, captured,
 * voided, refunded; cancelled or expired when never approved.
 */
export const PAYPAL_SANDBOX_STATUSES = ['approved', 'authorized', 'captured', 'voided'] as const;

/** Where a boleto refund goes: a Brazilian bank account the shopper gives, held by the CPF given. */
export interface BankAccount {
  /** The bank's 3-digit code (COMPE). */
  bank: string;
  agency: string;
  account: string;
  /** The account holder's CPF, 11 digits. */
  holderTaxId: string;
}

/**
 * Payments that complete later (PIX, boleto, OXXO: docs/decisions/057): what the payer was
 * asked to pay and how, until the sandbox is told it was paid or the time runs out.
 */
export const paymentDeferred = pgTable(
  'payment_deferred',
  {
    id: text('id').primaryKey(),
    tender: text('tender', { enum: [...DEFERRED_TENDERS, 'paypal'] }).notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency', { enum: PAYMENT_CURRENCIES }).notNull(),
    status: text('status', { enum: [...DEFERRED_PAYMENT_STATUSES, ...PAYPAL_SANDBOX_STATUSES] }).notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    payerName: text('payer_name').notNull(),
    payerEmail: text('payer_email').notNull(),
    payerTaxId: text('payer_tax_id'),
    /** The PIX code, the boleto's barcode or the OXXO reference: what the payer pays with. */
    code: text('code').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /** A boleto refund's destination; a PIX refund goes back to the paying account. */
    refundAccount: jsonb('refund_account').$type<BankAccount>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_deferred_pending_idx').on(t.expiresAt).where(sql`${t.status} = 'pending'`),
    check('payment_deferred_amount_positive', sql`${t.amount} > 0`),
    check('payment_deferred_refunded_range', sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.amount}`),
  ],
);

export type DeferredPaymentRow = typeof paymentDeferred.$inferSelect;
